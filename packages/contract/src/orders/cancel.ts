import { PAYMENT_REASON_MAX } from "../constants.js"
import { STAFF_ORDER_ERRORS } from "../errors.js"
import { isManualMethod } from "../payments/decisions.js"
import type { OrderStory } from "./order-story.js"

/**
 * Cancel order (both back offices and the server): when it is refused outright, and what happens
 * to the money. Medusa's cancelOrderWorkflow refunds every captured payment: a card through its
 * provider (Stripe, or the card sandbox), a verified manual payment only as a record in Medusa
 * (the money went outside the shop, so staff send it back themselves).
 */

/**
 * Why this order cannot be cancelled, or null: already cancelled, completed (Medusa refuses it), or
 * shipped (the story's shipmentState: a label bought but not handed over is not shipped, and is voided).
 */
export type CancelRefusal = "cancelled" | "completed" | "shipped"

export function cancelRefusal(o: Pick<OrderStory, "status" | "shipmentState">): CancelRefusal | null {
  if (o.status === "cancelled") return "cancelled"
  if (o.status === "completed") return "completed"
  if (o.shipmentState === "shipped") return "shipped"
  return null
}

/** The server's 409 text for each refusal. */
export const CANCEL_REFUSAL_ERRORS: Record<CancelRefusal, string> = {
  cancelled: STAFF_ORDER_ERRORS.cancelCancelled,
  completed: STAFF_ORDER_ERRORS.cancelCompleted,
  shipped: STAFF_ORDER_ERRORS.cancelShipped,
}

/**
 * What cancelling does to the money: card, refunded to the card; manual, a refund recorded that
 * staff send themselves; none, nothing was received (or it was all given back already).
 */
export type CancelRefund = { kind: "card" | "manual" | "none"; amount: number }

export function cancelRefund(
  o: Pick<OrderStory, "paymentState"> & { paymentMethod: string; totalAmount: number | null; refundedAmount?: number | null }
): CancelRefund {
  const held = o.paymentState === "paid" || o.paymentState === "partially_refunded"
  const amount = Math.round(((o.totalAmount ?? 0) - (o.refundedAmount ?? 0)) * 100) / 100
  if (!held || amount <= 0) return { kind: "none", amount: 0 }
  return { kind: isManualMethod(o.paymentMethod) ? "manual" : "card", amount }
}

/** The longest cancel reason staff may give (it goes into the shopper's e-mail and the order's history): a reason's one limit. */
export const CANCEL_REASON_MAX = PAYMENT_REASON_MAX
