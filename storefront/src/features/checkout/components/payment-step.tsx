import { Tabs } from "radix-ui"
import { useTranslation } from "react-i18next"
import { CardPayment, type CardLink } from "./card-payment"
import { ManualPayment, METHOD_LABEL } from "./manual-payment"
import { PAYMENT_METHODS, type ManualMethod, type PaymentMethod } from "../schemas"
import { usePaymentMethods, type PaymentLinkRequest } from "../api/checkout"
import type { PendingLine } from "../pending-checkout"
import { Button } from "../../../components/ui/button"
import { formatPrice } from "../../../lib/format"
import { toNumber } from "../../../lib/money"

export type Totals = { subtotal: number; deliveryFee: number; total: number; cardTotal: number }

type Props = {
  lines: PendingLine[]
  totals: Totals
  orderNumber: string
  method: PaymentMethod
  onMethod: (m: PaymentMethod) => void
  confirmed: boolean
  submitting: boolean
  failed: boolean
  linkRequest: Omit<PaymentLinkRequest, "regenerate" | "previousSessionId">
  savedLink?: CardLink
  onLink: (link: CardLink) => void
  onCardPaid: (sessionId: string) => void
  onManualConfirm: (method: ManualMethod) => void
  onPlaceOrder: () => void
  onBack: () => void
}

/** Step 2: the order summary and the six payment tabs (Card first), then Place Order. */
export function PaymentStep(p: Props) {
  const { t } = useTranslation()
  const card = usePaymentMethods().data?.card
  return (
    <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
      <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
        <h2 id="payment-heading" tabIndex={-1} className="text-xl font-bold text-stone-900 outline-none">
          {t("checkout.payment.title")}
        </h2>
        <Tabs.Root value={p.method} onValueChange={(v) => !p.confirmed && p.onMethod(v as PaymentMethod)}>
          <Tabs.List aria-label={t("checkout.payment.methods")} className="flex flex-wrap gap-1 border-b border-stone-300">
            {PAYMENT_METHODS.map((m) => (
              <Tabs.Trigger
                key={m}
                value={m}
                disabled={p.confirmed && m !== p.method}
                className="min-h-11 rounded-t-lg px-3 font-semibold text-stone-800 disabled:opacity-50 data-[state=active]:bg-red-800 data-[state=active]:text-white"
              >
                {m === "stripe" ? t("checkout.payment.card") : METHOD_LABEL[m]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <div className="pt-4">
            <Tabs.Content value="stripe">
              {card?.available === false ? (
                // No Stripe key and the sandbox off: no link can be made (the server would answer 409).
                <p role="alert" className="rounded-lg border border-stone-300 bg-stone-50 p-3 text-stone-900">
                  {t("checkout.card.unavailable")}
                </p>
              ) : (
                <div className="flex flex-col gap-4">
                  {card?.sandbox && <SandboxNotice />}
                  <CardPayment request={p.linkRequest} saved={p.savedLink} confirmed={p.confirmed} onLink={p.onLink} onPaid={p.onCardPaid} />
                </div>
              )}
            </Tabs.Content>
            {PAYMENT_METHODS.filter((m): m is ManualMethod => m !== "stripe").map((m) => (
              <Tabs.Content key={m} value={m}>
                <ManualPayment method={m} amount={p.totals.total} orderNumber={p.orderNumber} confirmed={p.confirmed} onConfirm={() => p.onManualConfirm(m)} />
              </Tabs.Content>
            ))}
          </div>
        </Tabs.Root>
        <div className="flex flex-wrap justify-between gap-3 border-t border-stone-200 pt-4">
          <Button variant="secondary" onClick={p.onBack} disabled={p.confirmed || p.submitting}>
            {t("checkout.back")}
          </Button>
          <div className="flex flex-wrap gap-2">
            {p.failed && (
              <Button variant="secondary" onClick={p.onPlaceOrder} disabled={p.submitting}>
                {t("checkout.completeManually")}
              </Button>
            )}
            <Button onClick={p.onPlaceOrder} disabled={p.submitting}>
              {p.submitting ? t("checkout.placing") : t("checkout.placeOrder")}
            </Button>
          </div>
        </div>
      </section>

      <aside aria-labelledby="summary-heading" className="h-fit rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="summary-heading" className="mb-3 text-lg font-bold text-stone-900">
          {t("checkout.summary.title")}
        </h2>
        <ul className="mb-3 flex flex-col gap-2">
          {p.lines.map((l) => (
            <li key={l.id} className="flex justify-between gap-2 text-stone-900">
              <span>
                {l.quantity} × {l.name}
              </span>
              <span>{formatPrice(toNumber(l.price) * l.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-y-1 border-t border-stone-200 pt-3 text-stone-900">
          <dt>{t("cart.subtotal")}</dt>
          <dd>{formatPrice(p.totals.subtotal)}</dd>
          <dt>{t("cart.deliveryFee")}</dt>
          <dd>{formatPrice(p.totals.deliveryFee)}</dd>
          <dt className="font-bold">{t("cart.total")}</dt>
          <dd className="font-bold" data-testid="checkout-total">
            {formatPrice(p.totals.total)}
          </dd>
          {p.method === "stripe" && (
            <>
              <dt className="text-sm">{t("checkout.card.withFee")}</dt>
              <dd className="text-sm">{formatPrice(p.totals.cardTotal)}</dd>
            </>
          )}
        </dl>
      </aside>
    </div>
  )
}

/** The offline card sandbox is on: this is a test, nothing is charged (where the card method is chosen). */
export function SandboxNotice() {
  const { t } = useTranslation()
  return (
    <div role="note" aria-labelledby="card-sandbox-title" className="rounded-lg border-2 border-amber-500 bg-amber-50 p-3 text-amber-950">
      <p id="card-sandbox-title" className="font-bold">
        {t("checkout.card.sandboxTitle")}
      </p>
      <p className="text-sm">{t("checkout.card.sandboxText")}</p>
    </div>
  )
}
