import { zodResolver } from "@hookform/resolvers/zod"
import { forwardRef, useId } from "react"
import { useForm, type FieldError, type UseFormRegisterReturn } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { useSendContact } from "../api/send-contact"
import { contactSchema, type ContactErrorKey, type ContactValues } from "../schemas"
import { Button } from "../../../components/ui/button"
import { useToast } from "../../../components/ui/toaster"
import { cn } from "../../../lib/cn"

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "" }

/** The contact section's message form (spec points 3, 5 and 8). */
export function ContactForm() {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const send = useSendContact(i18n.language)
  const form = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY })
  const { errors } = form.formState

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        toast({ title: t("contact.sent.title"), description: t("contact.sent.text") })
        form.reset(EMPTY)
      },
      () => toast({ title: t("contact.failed.title"), description: t("contact.failed.text"), variant: "destructive" })
    )
  )

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t("contact.formTitle")}>
      <Field label={t("contact.name")} error={errors.name} autoComplete="name" {...form.register("name")} />
      <Field label={t("contact.email")} hint={t("contact.optional")} error={errors.email} type="email" autoComplete="email" {...form.register("email")} />
      <Field label={t("contact.phone")} error={errors.phone} type="tel" autoComplete="tel" {...form.register("phone")} />
      <Field label={t("contact.message")} error={errors.message} multiline {...form.register("message")} />
      <Button type="submit" disabled={send.isPending} className="self-start">
        {send.isPending ? t("contact.sending") : t("contact.send")}
      </Button>
    </form>
  )
}

type FieldProps = UseFormRegisterReturn & {
  label: string
  hint?: string
  error?: FieldError
  multiline?: boolean
  type?: string
  autoComplete?: string
}

// React 18 passes `ref` only through forwardRef, and react-hook-form registers fields by ref.
const Field = forwardRef<HTMLInputElement & HTMLTextAreaElement, FieldProps>(function Field({ label, hint, error, multiline, ...input }, ref) {
  const { t } = useTranslation()
  const id = useId()
  const errorId = `${id}-error`
  const shared = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": error ? errorId : undefined,
    className: cn("w-full rounded-lg border bg-white px-3 py-2 text-stone-900", error ? "border-red-700" : "border-stone-500"),
    ...input,
    ref,
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium text-stone-900">
        {label}
        {hint && <span className="font-normal text-stone-700"> ({hint})</span>}
      </label>
      {multiline ? <textarea rows={5} {...shared} /> : <input {...shared} />}
      {error?.message && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {t(error.message as ContactErrorKey)}
        </p>
      )}
    </div>
  )
})
