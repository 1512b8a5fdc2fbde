import { useState, type FormEvent } from "react"
import { useTranslation } from "react-i18next"
import { Link } from "react-router-dom"
import { Button, buttonVariants } from "../../../components/ui/button"
import { formatPrice } from "../../../lib/format"

/** Spec point 9: the demo charges $30.00 and "processes" for 1.5 s. */
export const DEMO_AMOUNT = 30
export const DEMO_PROCESSING_MS = 1500

/** Digits only, grouped by four, at most 19 characters (spec point 5). */
export const formatCardNumber = (v: string) =>
  v
    .replace(/\D/g, "")
    .replace(/(\d{4})(?=\d)/g, "$1 ")
    .slice(0, 19)

/** MM/YY as the shopper types. */
export const formatExpiry = (v: string) => {
  const d = v.replace(/\D/g, "").slice(0, 4)
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d
}

/** Digits only, at most 4. */
export const formatCvc = (v: string) => v.replace(/\D/g, "").slice(0, 4)

/** /credit-card-demo: a card form that charges nothing (idle → processing 1.5 s → success). */
export function CardDemoPage() {
  const { t } = useTranslation()
  const [state, setState] = useState<"idle" | "processing" | "success">("idle")
  const [f, setF] = useState({ name: "", number: "", expiry: "", cvc: "", zip: "" })
  const set = (k: keyof typeof f, v: string) => setF((prev) => ({ ...prev, [k]: v }))

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (Object.values(f).some((v) => !v.trim())) {
      window.alert(t("checkout.demo.incomplete"))
      return
    }
    setState("processing")
    setTimeout(() => setState("success"), DEMO_PROCESSING_MS)
  }

  if (state === "success") {
    return (
      <section className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-16 text-center" role="status">
        <h1 className="text-2xl font-bold text-green-900">{t("checkout.demo.success")}</h1>
        <p className="text-stone-800">{t("checkout.demo.successText", { amount: formatPrice(DEMO_AMOUNT) })}</p>
        <Link to="/" className={buttonVariants()}>
          {t("checkout.confirmPage.home")}
        </Link>
      </section>
    )
  }
  const input = "min-h-11 w-full rounded-lg border border-stone-500 bg-white px-3 text-stone-900"
  return (
    <section className="mx-auto max-w-md px-4 py-10" aria-labelledby="demo-heading">
      <h1 id="demo-heading" className="text-2xl font-bold text-stone-950">
        {t("checkout.demo.title")}
      </h1>
      <p className="mb-6 mt-2 rounded-lg bg-amber-100 p-3 text-stone-900">{t("checkout.demo.notice", { amount: formatPrice(DEMO_AMOUNT) })}</p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <label className="flex flex-col gap-1 font-medium text-stone-900">
          {t("checkout.demo.name")}
          <input className={input} autoComplete="cc-name" value={f.name} onChange={(e) => set("name", e.target.value)} />
        </label>
        <label className="flex flex-col gap-1 font-medium text-stone-900">
          {t("checkout.demo.number")}
          <input className={input} inputMode="numeric" autoComplete="cc-number" value={f.number} onChange={(e) => set("number", formatCardNumber(e.target.value))} />
        </label>
        {/* A label that wraps (Khmer 'security code' at 360 px) must not push its field out of line:
            each label fills its grid row and keeps its field at the bottom. */}
        <div className="grid grid-cols-3 gap-3 [&>label]:justify-between">
          <label className="flex flex-col gap-1 font-medium text-stone-900">
            {t("checkout.demo.expiry")}
            <input className={input} inputMode="numeric" placeholder={t("checkout.demo.expiryPlaceholder")} autoComplete="cc-exp" value={f.expiry} onChange={(e) => set("expiry", formatExpiry(e.target.value))} />
          </label>
          <label className="flex flex-col gap-1 font-medium text-stone-900">
            {t("checkout.demo.cvc")}
            <input className={input} inputMode="numeric" autoComplete="cc-csc" value={f.cvc} onChange={(e) => set("cvc", formatCvc(e.target.value))} />
          </label>
          <label className="flex flex-col gap-1 font-medium text-stone-900">
            {t("checkout.demo.zip")}
            <input className={input} inputMode="numeric" autoComplete="postal-code" value={f.zip} onChange={(e) => set("zip", e.target.value)} />
          </label>
        </div>
        <Button type="submit" disabled={state === "processing"}>
          {state === "processing" ? t("checkout.demo.processing") : t("checkout.demo.pay", { amount: formatPrice(DEMO_AMOUNT) })}
        </Button>
      </form>
    </section>
  )
}
