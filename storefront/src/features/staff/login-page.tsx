import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"
import { Navigate, useNavigate, useSearchParams } from "react-router-dom"
import { loginSchema, type LoginValues } from "./schemas"
import { useLogin, useStaffUser } from "./api/auth"
import { returnPathOf } from "./components/require-admin"
import { isNetworkError } from "./api/errors"
import { useServerReason } from "./use-server-reason"
import { isStaffMember } from "../auth/api/user"
import { useStaffTranslation } from "./use-staff-i18n"
import { Button, buttonVariants } from "../../components/ui/button"
import { FormField } from "../../components/ui/form-field"
import { useToast } from "../../components/ui/toaster"
import { cn } from "../../lib/cn"

/** Where 'Continue with Google' sends the browser (the server redirects on to Google). */
export const GOOGLE_SIGN_IN_PATH = "/api/auth/google"

/** The admin login (spec points 2 and 5): username and password, or Google; admins and staff already signed in go to /admin. */
export function LoginPage() {
  const { t } = useStaffTranslation("admin")
  const reasonOf = useServerReason()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const googleError = { google: "login.googleRefused", google_unavailable: "login.googleUnavailable" }[params.get("error") ?? ""] as
    | "login.googleRefused"
    | "login.googleUnavailable"
    | undefined
  const toast = useToast()
  const { data: user } = useStaffUser()
  const login = useLogin()
  const form = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { username: "", password: "" } })
  const [username, password] = form.watch(["username", "password"])
  const { errors } = form.formState
  const error = errors.username?.message ?? errors.password?.message

  const next = returnPathOf(params.get("next"))
  if (isStaffMember(user) && !login.isPending) {
    return <Navigate to={next} replace />
  }

  const onSubmit = form.handleSubmit((values) =>
    login.mutateAsync({ username: values.username.trim(), password: values.password }).then(
      (signedIn) => {
        toast({ title: t("login.success"), description: t("login.welcome", { username: signedIn.username }) })
        navigate(next)
      },
      (err: unknown) => toast({ title: t("login.failed"), description: isNetworkError(err) ? undefined : reasonOf(err), variant: "destructive" })
    )
  )

  return (
    <div className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <div>
        <h1 id="login-heading" className="text-3xl font-bold text-stone-900">{t("login.title")}</h1>
        <p className="mt-2 text-stone-700">{t("login.intro")}</p>
      </div>
      {googleError && (
        <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
          {t(googleError)}
        </p>
      )}
      <form onSubmit={onSubmit} noValidate aria-labelledby="login-heading" className="flex flex-col gap-4 rounded-xl border border-stone-200 bg-white p-6 shadow-sm">
        <FormField label={t("login.username")} autoComplete="username" {...form.register("username")} />
        <FormField label={t("login.password")} type="password" autoComplete="current-password" {...form.register("password")} />
        {error && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {t(error as "login.required")}
          </p>
        )}
        <Button type="submit" disabled={!username || !password || login.isPending}>
          {login.isPending ? t("login.submitting") : t("login.submit")}
        </Button>
        <p className="flex items-center gap-3 text-sm text-stone-700 before:h-px before:flex-1 before:bg-stone-300 after:h-px after:flex-1 after:bg-stone-300">
          {t("login.or")}
        </p>
        <a href={GOOGLE_SIGN_IN_PATH} className={cn(buttonVariants({ variant: "secondary" }))}>
          {t("login.google")}
        </a>
      </form>
    </div>
  )
}
