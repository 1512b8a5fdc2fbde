/**
 * What happened to an order that the shopper is told of by e-mail, emitted by the workflows that
 * change the order desk (the shop's back office, Medusa's admin through the desk sync). Data:
 * `{ entry_id, ref?, reason?, amount? }`: the order-desk entry; `ref` what the message is about
 * when an order can have several (the captured payment confirmed, the undone payment, the refund);
 * Reject's reason; a refund's amount. The order-update e-mails subscriber sends one message per
 * order, kind and ref.
 */
export const ORDER_UPDATE_EVENTS = {
  paymentConfirmed: "order_desk.payment_confirmed",
  paymentProblem: "order_desk.payment_problem",
  shipped: "order_desk.shipped",
  cancelled: "order_desk.cancelled",
  /** Staff undid a verification made by mistake: the shopper is told the payment is being checked again. */
  paymentUndone: "order_desk.payment_undone",
  /** Medusa recorded a refund (in its admin, or the shop's Reject of a charged card): one per refund. */
  paymentRefunded: "order_desk.payment_refunded",
} as const

/** The data of an order-update event. */
export type OrderUpdateEventData = { entry_id: string; ref?: string; reason?: string; amount?: number }

export type OrderUpdateEvent = (typeof ORDER_UPDATE_EVENTS)[keyof typeof ORDER_UPDATE_EVENTS]

/**
 * The event a change of the desk's fields means for the shopper, or null: cancelled first (a
 * cancelled order's other changes are not news), then shipped, then the payment decision
 * (pending, i.e. staff undid a decision, tells the shopper nothing).
 */
export function orderUpdateEventOf(change: { status?: string | null; payment_status?: string | null; order_status?: string | null } | null | undefined): OrderUpdateEvent | null {
  if (!change) return null
  if (change.status === "cancelled") return ORDER_UPDATE_EVENTS.cancelled
  if (change.status === "shipped" || change.order_status === "shipped") return ORDER_UPDATE_EVENTS.shipped
  if (change.payment_status === "paid") return ORDER_UPDATE_EVENTS.paymentConfirmed
  if (change.payment_status === "failed") return ORDER_UPDATE_EVENTS.paymentProblem
  return null
}
