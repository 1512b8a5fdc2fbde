import { lazy, Suspense } from "react"
import { useTranslation } from "react-i18next"
import { useUser } from "../api/user"
import { buttonVariants } from "../../../components/ui/button"
import { adminLoginPath } from "../../../config/shop"
import { cn } from "../../../lib/cn"

// Only staff sign in: the dropdown's code loads when someone is signed in, not for every shopper.
const SignedInMenu = lazy(() => import("./signed-in-menu").then((m) => ({ default: m.SignedInMenu })))

/** The header's user menu (spec point 2), or a Sign In button to the admin login when signed out. */
export function UserMenu() {
  const { t } = useTranslation()
  const { data: user } = useUser()
  if (!user) {
    return (
      <a href={adminLoginPath} className={cn(buttonVariants({ variant: "onDark", size: "sm" }), "whitespace-nowrap")}>
        {t("user.signIn")}
      </a>
    )
  }
  return (
    <Suspense fallback={<span className="block h-10 w-10 rounded-full bg-amber-200" aria-hidden />}>
      <SignedInMenu user={user} />
    </Suspense>
  )
}
