import { useTranslation } from "react-i18next"
import { Link, useParams } from "react-router-dom"
import { errorCodeOf, useOrderStatus, type OrderStatusView } from "../api/order-status"
import { errorKey, methodLabel, paymentKey } from "./order-status-text"
import { buttonVariants } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { TitledSection } from "../../../components/ui/titled-section"
import { formatDateTime } from "../../../lib/dates"
import { formatPrice } from "../../../lib/format"
import { HttpError } from "../../../lib/http"
import { cn } from "../../../lib/cn"
import { PageHeading } from "../../../components/ui/page-heading"

/** /orders/:token: the shopper's order-status page (number, date, items, totals, payment, shipping). */
export function OrderStatusPage() {
  const { t, i18n } = useTranslation()
  const { token = "" } = useParams()
  const { data, error, isPending } = useOrderStatus(token, i18n.language)
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8" aria-labelledby="order-status-heading">
      {isPending ? (
        <Spinner label={t("orderStatus.loading")} />
      ) : data ? (
        <OrderStatusDetails order={data} />
      ) : (
        <div role="alert" className="flex flex-col items-start gap-4 rounded-xl border border-red-300 bg-red-50 p-6 text-red-900">
          <h1 id="order-status-heading" className="text-xl font-bold">
            {t(loadErrorKey(error))}
          </h1>
          <Link to="/orders" className={buttonVariants()}>
            {t("orderStatus.lookup.title")}
          </Link>
        </div>
      )}
    </section>
  )
}

/** A 404 (of any kind) is a wrong link; anything else a failure to load. */
function loadErrorKey(error: unknown) {
  const code = errorCodeOf(error)
  if (code === "orderStatus.linkNotFound" || (error instanceof HttpError && error.status === 404)) return "orderStatus.errors.linkNotFound" as const
  return code === "orderStatus.tooMany" ? errorKey(code) : ("orderStatus.errors.loadFailed" as const)
}

const PAYMENT_TONE = {
  paid: "border-green-300 bg-green-50 text-green-900",
  failed: "border-red-300 bg-red-50 text-red-900",
  pending: "border-amber-300 bg-amber-50 text-amber-950",
  cancelled: "border-stone-300 bg-stone-50 text-stone-900",
}

function OrderStatusDetails({ order }: { order: OrderStatusView }) {
  const { t, i18n } = useTranslation()
  const method = methodLabel(order.paymentMethod, t("orderStatus.card"))
  const totals: [string, number | null][] = [
    [t("orderStatus.subtotal"), order.subtotal],
    [t("orderStatus.deliveryFee"), order.deliveryFee],
    ...(order.processingFee > 0 ? ([[t("orderStatus.processingFee"), order.processingFee]] as [string, number][]) : []),
  ]
  return (
    <>
      <header className="flex flex-col gap-1">
        <PageHeading as="h1" id="order-status-heading" className="text-stone-950">{t("orderStatus.title", { number: order.number })}</PageHeading>
        <p className="text-stone-700">{t("orderStatus.placedOn", { date: formatDateTime(new Date(order.createdAt), i18n.language) })}</p>
        <p className="text-stone-900">
          <span className="font-medium">{t("orderStatus.statusTitle")}: </span>
          <span data-testid="order-status">{t(`orderStatus.status.${order.status}`)}</span>
        </p>
      </header>

      <TitledSection id="order-status-payment" title={t("orderStatus.paymentTitle")} level="h2" className={cn("rounded-xl border p-4", order.status === "cancelled" || order.payment.story === "refunded" ? PAYMENT_TONE.cancelled : (PAYMENT_TONE[order.payment.state as keyof typeof PAYMENT_TONE] ?? PAYMENT_TONE.pending))} headingClassName="font-bold">
        <p role="status" className="text-lg font-medium">
          {t(paymentKey(order.payment, order.status), { method, amount: formatPrice(order.payment.refunded ?? 0) })}
        </p>
        <p>{t("orderStatus.method", { method })}</p>
      </TitledSection>

      <TitledSection id="order-status-items" title={t("orderStatus.items")} level="h2">
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {order.items.map((item, i) => (
            <li key={i} className="flex justify-between gap-4 p-3">
              <span>
                <span className="font-medium">{item.name}</span>
                <span className="block text-sm text-stone-600">{t("orderStatus.quantity", { quantity: item.quantity })}</span>
              </span>
              <span>{formatPrice(item.price * item.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-stone-900">
          {totals.map(([label, value]) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-right">{formatPrice(value)}</dd>
            </div>
          ))}
          <dt className="font-bold">{t("orderStatus.total")}</dt>
          <dd className="text-right font-bold" data-testid="order-total">
            {formatPrice(order.total)}
          </dd>
        </dl>
      </TitledSection>

      <TitledSection id="order-status-shipping" title={t("orderStatus.shippingTitle")} level="h2">
        {order.shipping ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-stone-900">
            {order.shipping.carrier && (
              <>
                <dt className="font-medium">{t("orderStatus.carrier")}</dt>
                <dd>{order.shipping.carrier}</dd>
              </>
            )}
            {order.shipping.trackingNumber && (
              <>
                <dt className="font-medium">{t("orderStatus.trackingNumber")}</dt>
                <dd>{order.shipping.trackingNumber}</dd>
              </>
            )}
          </dl>
        ) : (
          <p className="text-stone-700">{t(order.status === "cancelled" ? "orderStatus.cancelledNotShipped" : "orderStatus.notShipped")}</p>
        )}
        {order.shipping?.trackingUrl && (
          // noreferrer: the carrier's site must not learn this page's address (its token).
          <a href={order.shipping.trackingUrl} target="_blank" rel="noopener noreferrer" className={cn(buttonVariants(), "self-start")}>
            {t("orderStatus.track")}
          </a>
        )}
      </TitledSection>

      <Link to="/orders" className="self-start text-stone-900 underline">
        {t("orderStatus.lookupLink")}
      </Link>
    </>
  )
}
