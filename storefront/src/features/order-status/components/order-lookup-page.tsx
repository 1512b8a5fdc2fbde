import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { useNavigate } from "react-router-dom"
import { z } from "zod"
import { phoneDigits, westernDigits } from "@shop/contract"
import { errorCodeOf, useLookUpOrder } from "../api/order-status"
import { errorKey } from "./order-status-text"
import { Button } from "../../../components/ui/button"
import { FormField as Field } from "../../../components/ui/form-field"
import { PageHeading } from "../../../components/ui/page-heading"

// The server's checks (the contract's OrderStatusLookup), with the page's i18n keys as messages.
const schema = z.object({
  orderNumber: z
    .string()
    .trim()
    .transform(westernDigits)
    .pipe(z.string().regex(/^#?\d{1,9}$/, "orderStatus.errors.orderNumber")),
  contact: z
    .string()
    .trim()
    .max(320, "orderStatus.errors.contact")
    .refine((v) => (v.includes("@") ? z.email().safeParse(v).success : phoneDigits(v).length >= 7), "orderStatus.errors.contact"),
})
type LookupForm = z.infer<typeof schema>
type MessageKey = "orderStatus.errors.orderNumber" | "orderStatus.errors.contact"

/** /orders: find an order's status page by its number and the phone or e-mail given at checkout. */
export function OrderLookupPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const lookup = useLookUpOrder()
  const form = useForm<LookupForm>({ resolver: zodResolver(schema), defaultValues: { orderNumber: "", contact: "" } })
  const errors = form.formState.errors
  const message = (m?: string) => (m ? t(m as MessageKey) : undefined)
  // A new try clears the last answer: its "could not find" must not stay beside the new check's message.
  const submit = form.handleSubmit(
    (values) => lookup.mutate(values, { onSuccess: ({ statusToken }) => navigate(`/orders/${statusToken}`) }),
    () => lookup.reset()
  )
  return (
    <section className="mx-auto flex max-w-xl flex-col gap-4 px-4 py-8" aria-labelledby="order-lookup-heading">
      <PageHeading as="h1" id="order-lookup-heading" className="text-stone-950">{t("orderStatus.lookup.title")}</PageHeading>
      <p className="text-stone-700">{t("orderStatus.lookup.intro")}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field label={t("orderStatus.lookup.orderNumber")} error={message(errors.orderNumber?.message)} inputMode="numeric" {...form.register("orderNumber")} />
        <Field label={t("orderStatus.lookup.contact")} error={message(errors.contact?.message)} autoComplete="email" {...form.register("contact")} />
        {lookup.isError && (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-900">
            {t(errorKey(errorCodeOf(lookup.error)))}
          </p>
        )}
        <Button type="submit" disabled={lookup.isPending} className="self-start">
          {lookup.isPending ? t("orderStatus.lookup.searching") : t("orderStatus.lookup.submit")}
        </Button>
      </form>
    </section>
  )
}
