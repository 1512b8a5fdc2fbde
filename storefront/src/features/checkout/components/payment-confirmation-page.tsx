import { useQuery } from "@tanstack/react-query"
import { useEffect } from "react"
import { useTranslation } from "react-i18next"
import { Link, useSearchParams } from "react-router-dom"
import { verifyPayment, type SessionOrder } from "../api/checkout"
import { clearPending, loadPending, RESUME_CHECKOUT } from "../pending-checkout"
import { PAYMENT_POLL_MS } from "./card-payment"
import { useCart } from "../../cart/cart-store"
import { useCatalogProductsByIds } from "../../catalog/api/catalog-products"
import type { Language } from "../../../i18n"
import { buttonVariants } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { formatPrice } from "../../../lib/format"
import { formatDateTime } from "../../../lib/dates"

/**
 * /payment-confirmation?session_id=: loading, then success when the card payment is complete, or an
 * error when the id is missing, the check fails or the payment is not complete (spec points 2 and 4).
 * Stripe (or the sandbox page) brings the shopper here in the tab they paid in, while the checkout
 * tab places the order. Once the order exists, whichever tab placed it, this page shows it (number,
 * date, items) and this tab's cart and pending checkout are done; until then it asks every 5 s.
 */
export function PaymentConfirmationPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const sessionId = params.get("session_id")
  const check = useQuery({
    queryKey: ["/api/verify-payment", sessionId],
    queryFn: () => verifyPayment(sessionId!),
    enabled: Boolean(sessionId),
    refetchInterval: (query) => (query.state.data?.status === "complete" && !query.state.data.order ? PAYMENT_POLL_MS : false),
  })
  const state = !sessionId ? "error" : check.isPending ? "loading" : check.isError || check.data?.status !== "complete" ? "error" : "success"
  const order = state === "success" ? check.data?.order ?? null : null

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center" aria-live="polite">
      {state === "loading" && <Spinner label={t("checkout.confirmPage.loading")} />}
      {state === "success" && order && <PlacedOrder order={order} sessionId={sessionId!} />}
      {state === "success" && !order && (
        <>
          <h1 className="text-2xl font-bold text-green-900">{t("checkout.confirmPage.successTitle")}</h1>
          <p className="text-stone-800">{t("checkout.confirmPage.successText")}</p>
          <p className="flex items-center gap-2 text-sm text-stone-700">
            <span className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-stone-300 border-t-red-800" aria-hidden="true" />
            {t("checkout.confirmPage.waitingOrder")}
          </p>
          <PageLinks
            links={[
              { to: "/checkout", state: RESUME_CHECKOUT, label: t("checkout.confirmPage.finish") },
              { to: "/", label: t("checkout.confirmPage.home") },
              { to: "/shop", label: t("checkout.confirmPage.shop") },
            ]}
          />
        </>
      )}
      {state === "error" && (
        <>
          <h1 className="text-2xl font-bold text-red-900">{t("checkout.paymentError")}</h1>
          <p className="text-stone-800">{t("checkout.orderNotConfirmed")}</p>
          <PageLinks
            links={[
              { to: "/checkout", label: t("checkout.confirmPage.backToCheckout") },
              { to: "/", label: t("checkout.confirmPage.home") },
            ]}
          />
        </>
      )}
    </section>
  )
}

/** The order the paid session became; item names in the page's language where the catalog has them. */
function PlacedOrder({ order, sessionId }: { order: SessionOrder; sessionId: string }) {
  const { t, i18n } = useTranslation()
  const cart = useCart()
  const catalog = useCatalogProductsByIds(
    i18n.language as Language,
    order.items.map((i) => String(i.id))
  )
  const nameOf = (id: string, fallback: string) => catalog.data?.find((p) => p.id === id)?.name ?? fallback

  // This checkout is finished: its pending record (if this tab still holds it) and its cart go.
  const { clear } = cart
  useEffect(() => {
    // (The tab that placed it may have removed the record already, after this tab restored its
    // cart from it: the cart goes all the same, unless the record is another checkout's.)
    const pending = loadPending()
    if (!pending || !pending.cardSessionId || pending.cardSessionId === sessionId) {
      if (pending) clearPending()
      clear()
    }
  }, [sessionId, clear])

  return (
    <div className="flex w-full flex-col items-center gap-4 rounded-xl border border-green-300 bg-green-50 p-6 text-left" role="status">
      <h1 className="text-center text-2xl font-bold text-green-900">{t("checkout.confirmPage.orderTitle")}</h1>
      <dl className="grid w-full grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-900">
        <dt className="font-medium">{t("checkout.confirmPage.orderNumber")}</dt>
        <dd data-testid="order-id">#{order.id}</dd>
        <dt className="font-medium">{t("checkout.confirmPage.orderDate")}</dt>
        <dd>{formatDateTime(new Date(order.createdAt), i18n.language)}</dd>
        {order.totalAmount != null && (
          <>
            <dt className="font-medium">{t("checkout.confirmPage.total")}</dt>
            <dd>{formatPrice(order.totalAmount)}</dd>
          </>
        )}
      </dl>
      <div className="w-full">
        <h2 className="mb-1 font-bold text-stone-900">{t("checkout.confirmPage.items")}</h2>
        <ul className="flex flex-col gap-1 text-stone-900">
          {order.items.map((item) => (
            <li key={item.id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                {item.quantity} × {nameOf(item.id, item.name)}
              </span>
              <span className="shrink-0">{formatPrice(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
      </div>
      <PageLinks
        links={[
          ...(order.statusToken ? [{ to: `/orders/${order.statusToken}`, label: t("checkout.confirmation.follow") }] : []),
          { to: "/", label: t("checkout.confirmPage.home") },
          { to: "/shop", label: t("checkout.confirmPage.shop") },
        ]}
      />
    </div>
  )
}

/** The page's way on: the first link is the main button, the others secondary. */
function PageLinks({ links }: { links: { to: string; label: string; state?: unknown }[] }) {
  return (
    <div className="flex flex-wrap justify-center gap-3">
      {links.map((l, i) => (
        <Link key={l.to} to={l.to} state={l.state} className={buttonVariants(i === 0 ? {} : { variant: "secondary" })}>
          {l.label}
        </Link>
      ))}
    </div>
  )
}
