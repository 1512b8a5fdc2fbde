import { MANUAL_METHODS } from "./constants.js"
import type { PaymentStatus } from "../constants/orders.js"

/**
 * Staff's payment buttons (Verify Payment, Mark Pending, Reject Payment): which change the server
 * accepts from an order's payment status, and what undoing a verified payment does. The back
 * office, Medusa's admin widget and compat-api's decision read the same rule.
 * - manual-refund (the name kept for its callers): a manual method (Cash App, Venmo, Zelle, PayPal,
 *   ABA) verified and captured: the capture is taken back in Medusa as if it never happened, no
 *   refund and no credit line (issue 26); only a payment Medusa already refunded in part is refunded for the rest.
 * - card-refund: a captured card payment rejected: the amount is refunded to the card through Stripe.
 */
export type PaymentUndo = "manual-refund" | "card-refund"
export type PaymentChange = { allowed: boolean; undo: PaymentUndo | null }

export const isManualMethod = (method: string): boolean => (MANUAL_METHODS as readonly string[]).includes(method)

/**
 * From `from` to `to` for an order paid by `method`. The same status again: nothing to do. A card
 * charged (paid) can only be rejected, which refunds it: pending would hide money the shop holds.
 * A rejected card (refunded or cancelled) stays rejected: paying again needs a new checkout.
 */
export function paymentChange(method: string, from: PaymentStatus, to: PaymentStatus): PaymentChange {
  if (from === to) return { allowed: false, undo: null }
  if (isManualMethod(method)) {
    return { allowed: true, undo: from === "paid" ? "manual-refund" : null }
  }
  if (from === "failed") return { allowed: false, undo: null }
  if (from === "paid") return to === "failed" ? { allowed: true, undo: "card-refund" } : { allowed: false, undo: null }
  return { allowed: true, undo: null }
}

/**
 * paymentChange for one order: nothing is decided any more on a cancelled order (its payment was
 * settled by the cancel; the server answers 409), so every payment button is off there.
 */
export function orderPaymentChange(order: { paymentMethod: string; paymentStatus: PaymentStatus; status?: string | null }, to: PaymentStatus): PaymentChange {
  if (order.status === "cancelled") return { allowed: false, undo: null }
  return paymentChange(order.paymentMethod, order.paymentStatus, to)
}
