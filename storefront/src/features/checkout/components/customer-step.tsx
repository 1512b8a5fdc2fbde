import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { customerSchema, type CustomerErrorKey, type CustomerInfo } from "../schemas"
import { Button, buttonVariants } from "../../../components/ui/button"
import { FormField as Field } from "../../../components/ui/form-field"

const EMPTY: CustomerInfo = { firstName: "", lastName: "", email: "", phone: "", address: "", city: "", state: "", zip: "", notes: "" }

/** Step 1: the customer form (spec points 3 and 5); Back goes to /, Continue to payment. */
export function CustomerStep({ initial, onContinue }: { initial?: CustomerInfo; onContinue: (info: CustomerInfo) => void }) {
  const { t } = useTranslation()
  const form = useForm<CustomerInfo>({ resolver: zodResolver(customerSchema), defaultValues: { ...EMPTY, ...initial } })
  const errors = form.formState.errors
  const e = Object.fromEntries(
    Object.entries(errors).map(([field, err]) => [field, err?.message ? t(err.message as CustomerErrorKey) : undefined])
  ) as Partial<Record<keyof CustomerInfo, string>>
  return (
    <form onSubmit={form.handleSubmit(onContinue)} noValidate aria-labelledby="customer-heading" className="flex flex-col gap-4">
      <h2 id="customer-heading" tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
        {t("checkout.customer.title")}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t("checkout.customer.firstName")} error={e.firstName} autoComplete="given-name" {...form.register("firstName")} />
        <Field label={t("checkout.customer.lastName")} error={e.lastName} autoComplete="family-name" {...form.register("lastName")} />
        <Field label={t("checkout.customer.email")} hint={t("contact.optional")} error={e.email} type="email" autoComplete="email" {...form.register("email")} />
        <Field label={t("checkout.customer.phone")} error={e.phone} type="tel" autoComplete="tel" {...form.register("phone")} />
      </div>
      <Field label={t("checkout.customer.address")} error={e.address} autoComplete="street-address" {...form.register("address")} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={t("checkout.customer.city")} error={e.city} autoComplete="address-level2" {...form.register("city")} />
        <Field label={t("checkout.customer.state")} error={e.state} autoComplete="address-level1" {...form.register("state")} />
        <Field label={t("checkout.customer.zip")} error={e.zip} autoComplete="postal-code" inputMode="numeric" {...form.register("zip")} />
      </div>
      <Field label={t("checkout.customer.notes")} hint={t("contact.optional")} multiline rows={3} {...form.register("notes")} />
      <div className="flex flex-wrap justify-between gap-3">
        <Link to="/" className={buttonVariants({ variant: "secondary" })}>
          {t("checkout.back")}
        </Link>
        <Button type="submit">{t("checkout.continue")}</Button>
      </div>
    </form>
  )
}
