import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { useTranslation } from "react-i18next"
import { Link, useLocation, useNavigate, useNavigationType } from "react-router-dom"
import { ProgressBar } from "./progress-bar"
import { CustomerStep } from "./customer-step"
import { PaymentStep, type Totals } from "./payment-step"
import { createOrder, type OrderPayload } from "../api/checkout"
import { clearPending, loadPending, savePending, type PendingCheckout, type PendingLine } from "../pending-checkout"
import { deliveryAddress, manualSessionId, newOrderNumber, type CustomerInfo, type ManualMethod, type PaymentMethod } from "../schemas"
import { buttonVariants } from "../../../components/ui/button"
import { useToast } from "../../../components/ui/toaster"
import { formatDateTime } from "../../../lib/dates"
import { cartTotals, toNumber, withCardFee } from "../../../lib/money"
import { HttpError } from "../../../lib/http"

/** Spec point 9: the order is created about 100 ms after the payment is confirmed. */
export const AUTO_ORDER_DELAY_MS = 100

export type CheckoutCart = {
  items: PendingLine[]
  clear: () => void
}

type Placed = { id: string | number; orderNumber: string; date: Date; name: string; address: string; statusToken?: string }

/** The heading each step brings into view and focuses. */
const STEP_HEADING = { 1: "customer-heading", 2: "payment-heading", 3: "confirmation-heading" } as const

/** Subtotal, delivery fee (0 / 10 / 15), total and the card total (+3 %). */
export function checkoutTotals(lines: PendingLine[]): Totals {
  const totals = cartTotals(lines)
  return { ...totals, cardTotal: withCardFee(totals.total) }
}

/** The three-step checkout of spec points 2 and 4. */
export function CheckoutPage({ cart }: { cart: CheckoutCart }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const toast = useToast()
  const navigation = useNavigationType()
  const location = useLocation()
  const [pending, setPending] = useState<PendingCheckout | null>(() => loadPending())
  // Loaded afresh (a reload, back from the card page, a new tab) in the middle of the payment step:
  // resume it. Reached by a link (the cart's Checkout button), the checkout starts at step 1 with
  // the details filled in. The card tab's 'Back to checkout' asks to resume (RESUME_CHECKOUT).
  const resume = navigation === "POP" || (location.state as { resume?: boolean } | null)?.resume === true
  const [step, setStep] = useState<1 | 2 | 3>(() => (resume && pending && pending.step !== 1 && cart.items.length > 0 ? 2 : 1))
  const [method, setMethod] = useState<PaymentMethod>(pending?.paymentMethod ?? "stripe")
  const [payment, setPayment] = useState<{ confirmed: boolean; sessionId?: string }>({ confirmed: false })
  const [submitting, setSubmitting] = useState(false)
  const [failed, setFailed] = useState(false)
  const [placed, setPlaced] = useState<Placed | null>(null)
  const inFlight = useRef(false)

  // One list: the cart. Step 2 shows, prices and charges what the cart holds now; the pending
  // record follows it (see PendingCartSync), and after a reload the cart starts from the record.
  const lines = cart.items
  const totals = useMemo(() => checkoutTotals(lines), [lines])

  useEffect(() => {
    if (step !== 3 && lines.length === 0) navigate("/", { replace: true })
  }, [step, lines.length, navigate])

  // Each step starts at its heading, with the focus on it (the Continue button was at the bottom
  // of the form: the page would otherwise open on the order summary, or on the footer on a phone).
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    const heading = document.getElementById(STEP_HEADING[step])
    heading?.focus({ preventScroll: true })
    heading?.scrollIntoView({ block: "start", behavior: "instant" })
  }, [step, placed])

  const update = useCallback((patch: Partial<PendingCheckout>) => {
    setPending((prev) => {
      if (!prev) return prev
      // The stored record is newer than this state where the cart changed (syncPendingCart).
      const next = { ...prev, ...loadPending(), ...patch }
      savePending(next)
      return next
    })
  }, [])

  const toPayment = (info: CustomerInfo) => {
    const next: PendingCheckout = { customerInfo: info, cart: lines, total: totals.total, orderNumber: pending?.orderNumber ?? newOrderNumber(), paymentMethod: method, step: 2 }
    // A changed cart needs a new card link: the old one was for another amount.
    if (pending?.cardSessionId && pending.total === totals.total) Object.assign(next, { cardSessionId: pending.cardSessionId, paymentUrl: pending.paymentUrl })
    savePending(next)
    setPending(next)
    setStep(2)
  }

  const placeOrder = useCallback(
    async (auto: boolean) => {
      if (inFlight.current) return
      if (lines.length === 0) {
        navigate("/", { replace: true }) // an emptied cart is never ordered
        return
      }
      const info = pending?.customerInfo
      if (!info) {
        toast({ title: t("checkout.errors.missingInfo"), variant: "destructive" })
        return
      }
      if (!payment.confirmed) {
        toast({ title: t("checkout.errors.notVerifiedTitle"), description: t("checkout.errors.notVerifiedText"), variant: "destructive" })
        return
      }
      if (method === "stripe" && !payment.sessionId) {
        toast({ title: t("checkout.errors.sessionMissing"), variant: "destructive" })
        return
      }
      inFlight.current = true
      setSubmitting(true)
      const payload: OrderPayload = {
        customerName: `${info.firstName} ${info.lastName}`.trim(),
        customerEmail: info.email ?? "",
        customerPhone: info.phone,
        deliveryAddress: deliveryAddress(info),
        totalAmount: (method === "stripe" ? totals.cardTotal : totals.total).toFixed(2),
        paymentMethod: method,
        paymentStatus: "paid",
        paymentSessionId: payment.sessionId!,
        orderItems: lines.map((l) => ({ id: l.id, name: l.name, price: toNumber(l.price), quantity: l.quantity })),
        notes: info.notes ?? "",
        paymentConfirmed: true,
        firstName: info.firstName,
        lastName: info.lastName,
        address: info.address,
        city: info.city,
        state: info.state,
        zip: info.zip,
        orderNumber: pending!.orderNumber,
        // the order's e-mails are written in the language the shopper checked out in
        locale: i18n.language === "km" ? "km" : "en",
      }
      try {
        const res = await createOrder(payload)
        setPlaced({ id: res.id, statusToken: res.statusToken, orderNumber: pending!.orderNumber, date: new Date(), name: payload.customerName, address: payload.deliveryAddress })
        cart.clear()
        clearPending()
        setStep(3)
        if (auto) toast({ title: t("checkout.placed.title"), description: t("checkout.placed.text", { id: res.id }) })
      } catch (e) {
        setFailed(true)
        // Refusals that trying again at once cannot mend say why (the shop's limits; a card session already used).
        const status = e instanceof HttpError ? e.status : 0
        const why = status === 429 ? t("checkout.errors.tooMany") : status === 409 ? t("checkout.errors.sessionUsed") : null
        toast(
          auto
            ? { title: t("checkout.errors.autoFailedTitle"), description: why ?? t("checkout.errors.autoFailedText"), variant: "destructive" }
            : { title: t("contact.failed.title"), description: why ?? t("checkout.errors.manualFailed"), variant: "destructive" }
        )
      } finally {
        inFlight.current = false
        setSubmitting(false)
      }
    },
    [pending, payment, method, totals, lines, cart, toast, t, navigate]
  )

  // Automatic creation shortly after the payment is confirmed; the session id is the safety net.
  useEffect(() => {
    if (step !== 2 || !payment.confirmed || !payment.sessionId || failed) return
    const timer = setTimeout(() => placeOrder(true), AUTO_ORDER_DELAY_MS)
    return () => clearTimeout(timer)
  }, [step, payment.confirmed, payment.sessionId, failed, placeOrder])

  const info = pending?.customerInfo
  return (
    <section className="mx-auto max-w-5xl px-4 py-8" aria-labelledby="checkout-heading">
      <h1 id="checkout-heading" className="mb-6 text-2xl font-bold text-stone-950 sm:text-3xl">
        {t("checkout.title")}
      </h1>
      <ProgressBar step={step} />
      {step === 1 && <CustomerStep initial={info} onContinue={toPayment} />}
      {step === 2 && info && pending && (
        <PaymentStep
          lines={lines}
          totals={totals}
          orderNumber={pending.orderNumber}
          method={method}
          onMethod={(m) => {
            setMethod(m)
            update({ paymentMethod: m })
          }}
          confirmed={payment.confirmed}
          submitting={submitting}
          failed={failed}
          linkRequest={{
            amount: totals.cardTotal,
            orderDetails: {
              name: `${info.firstName} ${info.lastName}`.trim(),
              items: lines.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity })),
              address: deliveryAddress(info),
              email: info.email || undefined,
              phone: info.phone,
              notes: info.notes || undefined,
            },
          }}
          savedLink={pending.cardSessionId && pending.paymentUrl ? { url: pending.paymentUrl, sessionId: pending.cardSessionId, madeFor: pending.cardLinkFor } : undefined}
          onLink={(link) => update({ cardSessionId: link.sessionId, paymentUrl: link.url, cardLinkFor: link.madeFor })}
          onCardPaid={(sessionId) => setPayment({ confirmed: true, sessionId })}
          onManualConfirm={(m: ManualMethod) => setPayment({ confirmed: true, sessionId: manualSessionId(m) })}
          onPlaceOrder={() => placeOrder(false)}
          onBack={() => {
            update({ step: 1 })
            setStep(1)
          }}
        />
      )}
      {step === 3 && placed && (
        <div className="flex flex-col items-start gap-4 rounded-xl border border-green-300 bg-green-50 p-6" role="status">
          <h2 id="confirmation-heading" tabIndex={-1} className="text-xl font-bold text-green-900 outline-none">
            {t("checkout.confirmation.title")}
          </h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-900">
            <dt className="font-medium">{t("checkout.confirmation.orderNumber")}</dt>
            <dd data-testid="order-number">{placed.orderNumber}</dd>
            <dt className="font-medium">{t("checkout.confirmation.reference")}</dt>
            <dd data-testid="order-id">#{placed.id}</dd>
            <dt className="font-medium">{t("checkout.confirmation.date")}</dt>
            <dd>{formatDateTime(placed.date, i18n.language)}</dd>
            <dt className="font-medium">{t("checkout.confirmation.name")}</dt>
            <dd>{placed.name}</dd>
            <dt className="font-medium">{t("checkout.confirmation.address")}</dt>
            <dd>{placed.address}</dd>
          </dl>
          <div className="flex flex-wrap gap-3">
            {placed.statusToken && (
              <Link to={`/orders/${placed.statusToken}`} className={buttonVariants()}>
                {t("checkout.confirmation.follow")}
              </Link>
            )}
            <Link to="/" className={buttonVariants({ variant: placed.statusToken ? "secondary" : undefined })}>
              {t("checkout.confirmation.continue")}
            </Link>
          </div>
        </div>
      )}
    </section>
  )
}
