import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { useSendContact } from "../api/send-contact"
import { contactSchema, type ContactErrorKey, type ContactValues } from "../schemas"
import { Button } from "../../../components/ui/button"
import { useToast } from "../../../components/ui/toaster"
import { FormField } from "../../../components/ui/form-field"
import { HttpError } from "../../../lib/http"

const EMPTY: ContactValues = { name: "", email: "", phone: "", message: "" }

/** The contact section's message form (spec points 3, 5 and 8). */
export function ContactForm() {
  const { t, i18n } = useTranslation()
  const toast = useToast()
  const send = useSendContact(i18n.language)
  const form = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY })
  const { errors } = form.formState
  const message = (key?: string) => (key ? t(key as ContactErrorKey) : undefined)

  const onSubmit = form.handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => {
        toast({ title: t("contact.sent.title"), description: t("contact.sent.text") })
        form.reset(EMPTY)
      },
      (e) =>
        toast({
          title: t("contact.failed.title"),
          description: e instanceof HttpError && e.status === 429 ? t("contact.failed.tooMany") : t("contact.failed.text"),
          variant: "destructive",
        })
    )
  )

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t("contact.formTitle")}>
      <FormField label={t("contact.name")} error={message(errors.name?.message)} autoComplete="name" {...form.register("name")} />
      <FormField label={t("contact.email")} hint={t("contact.optional")} error={message(errors.email?.message)} type="email" autoComplete="email" {...form.register("email")} />
      <FormField label={t("contact.phone")} error={message(errors.phone?.message)} type="tel" autoComplete="tel" {...form.register("phone")} />
      <FormField label={t("contact.message")} error={message(errors.message?.message)} multiline rows={5} {...form.register("message")} />
      <Button type="submit" disabled={send.isPending} className="self-start">
        {send.isPending ? t("contact.sending") : t("contact.send")}
      </Button>
    </form>
  )
}
