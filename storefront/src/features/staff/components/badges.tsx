import type { TFunction } from "i18next"
import type { PaymentState } from "@shop/contract"
import { paymentMethodLabel as sharedMethodLabel, paymentStateOf, PAYMENT_STATE_TONES } from "@shop/staff/payments"
import { ORDER_STATUSES, type Order } from "../api/orders"
import { useStaffTranslation } from "../use-staff-i18n"
import { cn } from "../../../lib/cn"

const badge = "inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold"

/** Spec point 4: paid green, pending yellow, failed red. The word is always shown: never colour alone. */
const PAYMENT_COLOURS: Record<string, string> = {
  paid: "border-green-700 bg-green-100 text-green-900",
  pending: "border-yellow-600 bg-yellow-100 text-yellow-900",
  failed: "border-red-700 bg-red-100 text-red-900",
}

/** Spec point 4: acknowledged blue, processing yellow, completed green, cancelled red, shipped; anything else grey. */
const STATUS_COLOURS: Record<string, string> = {
  acknowledged: "border-blue-700 bg-blue-100 text-blue-900",
  processing: "border-yellow-600 bg-yellow-100 text-yellow-900",
  completed: "border-green-700 bg-green-100 text-green-900",
  cancelled: "border-red-700 bg-red-100 text-red-900",
  shipped: "border-violet-700 bg-violet-100 text-violet-900",
}
const GREY = "border-stone-400 bg-stone-100 text-stone-800"

const isKnown = <T extends string>(list: readonly T[], value: string): value is T => (list as readonly string[]).includes(value)

/** The order's story (@shop/staff's PAYMENT_STATE_TONES): the word always shown, never colour alone. */
const TONE_COLOURS: Record<(typeof PAYMENT_STATE_TONES)[PaymentState], string> = {
  yellow: PAYMENT_COLOURS.pending,
  green: PAYMENT_COLOURS.paid,
  red: PAYMENT_COLOURS.failed,
  blue: "border-blue-700 bg-blue-100 text-blue-900",
  grey: GREY,
}

/** Where the order's money stands (issue 26: Refunded, Partially refunded, Rejected are their own words). */
export function PaymentStatusBadge({ order }: { order: Pick<Order, "paymentStatus" | "paymentConfirmed"> & { paymentState?: PaymentState } }) {
  const { t } = useStaffTranslation("admin")
  const state = paymentStateOf(order)
  return <span className={cn(badge, TONE_COLOURS[PAYMENT_STATE_TONES[state]] ?? GREY)}>{t(`payments.state.${state}`)}</span>
}

/** The order status; an order without one is pending (spec point 4). */
export function OrderStatusBadge({ status }: { status: Order["status"] }) {
  const { t } = useStaffTranslation("admin")
  const value = status || "pending"
  return <span className={cn(badge, STATUS_COLOURS[value] ?? GREY)}>{isKnown(ORDER_STATUSES, value) ? t(`status.${value}`) : value}</span>
}

/** A card payment the offline sandbox took (a test card, no real money): marked wherever its payment is shown. */
export function TestPaymentBadge({ order }: { order: Pick<Order, "paymentSandbox"> }) {
  const { t } = useStaffTranslation("admin")
  if (!order.paymentSandbox) return null
  return (
    <span className={cn(badge, "border-dashed border-fuchsia-800 bg-fuchsia-100 text-fuchsia-950")} title={t("orders.testPaymentHint")}>
      {t("orders.testPayment")}
    </span>
  )
}

/** A visible 'New' tag on unseen orders (the row is highlighted too). */
export function NewBadge() {
  const { t } = useStaffTranslation("admin")
  return <span className={cn(badge, "border-amber-600 bg-amber-200 text-stone-950")}>{t("orders.new")}</span>
}

/** The payment apps keep their brand names in both languages; card and another provider are said (@shop/staff/payments). */
export const paymentMethodLabel = (method: string, t: TFunction<"admin">) => sharedMethodLabel(method, { card: t("payments.method.card"), other: t("payments.method.other") })

/** Spec: the order exists for staff as soon as it is accepted, before Medusa has built it. */
export function placementNote(order: Pick<Order, "placement" | "placementError">, t: TFunction<"admin">): string | null {
  switch (order.placement) {
    case "queued":
    case "placing":
      return t(`orders.placement.${order.placement}`)
    case "failed":
      return order.placementError ? t("orders.placement.failedWith", { reason: order.placementError }) : t("orders.placement.failed")
    default:
      return null
  }
}
