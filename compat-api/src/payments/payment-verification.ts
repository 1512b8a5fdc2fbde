import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { STAFF_ORDER_ERRORS } from "@shop/contract"
import type { PaymentStatus } from "../orders/staff-orders"

/**
 * Staff verifying a payment (the back office's Verify Payment, Reject Payment, Mark Pending): the
 * rules. The workflow that carries them out is workflows/payments/set-payment-status.ts.
 */

/** The order's payment as staff's decision needs it: the session the shopper paid into, and Medusa's payment once authorized. */
export type OrderPayment = {
  session: {
    id: string
    status: string
    amount: number
    currency_code: string
    provider_id: string
    data: Record<string, unknown> | null
  }
  payment: { id: string; captured_at: string | Date | null; canceled_at: string | Date | null } | null
}

/** What one decision changes, in the order the workflow does it. */
export type PaymentDecision = {
  session_id: string
  /** A manual session's new data and status (staff's decision, which its provider reads); null for a card session. */
  session_update: { amount: number; currency_code: string; data: Record<string, unknown>; status: "pending_authorization" | "error" } | null
  /** Verified but not authorized yet: Medusa authorizes the session (and creates the payment). */
  authorize: boolean
  /** Medusa's payment, when there is one already. */
  payment_id: string | null
  /** Capture the payment (the one authorized now, or payment_id). */
  capture: boolean
  /** Rejected: this uncaptured payment is cancelled. */
  cancel_payment_id: string | null
  /** The order-desk entry's fields. */
  entry_update: { payment_status: PaymentStatus; verified_by: string | null; verified_at: string | null }
}

export const CAPTURED_ALREADY = STAFF_ORDER_ERRORS.alreadyCaptured
export const NOT_AUTHORIZED = STAFF_ORDER_ERRORS.notAuthorized

/** Cash App, Venmo, Zelle, PayPal and ABA: money staff check by hand (pp_{method}_manual). */
export const isManualProvider = (providerId: string) => /_manual$/.test(providerId)

/** The payment of a placed Medusa order. */
export async function readOrderPayment(scope: MedusaContainer, orderId: string): Promise<OrderPayment> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "payment_collections.payment_sessions.*",
      "payment_collections.payments.id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
    ],
    filters: { id: orderId },
  })
  const collection = (data[0] as any)?.payment_collections?.[0]
  const session = collection?.payment_sessions?.[0] ?? null
  if (!session) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Order ${orderId} has no payment session`)
  }
  return {
    session: { ...session, amount: Number(session.amount) },
    payment: collection?.payments?.[0] ?? null,
  }
}

/**
 * Staff's decision on a placed order's payment. `paid` records staff's confirmation in a manual
 * session (its provider then authorizes), authorizes and captures; `failed` cancels an uncaptured
 * payment (a manual session is marked rejected: its status is error); `pending` undoes a decision
 * that has not moved money yet. Money already captured is never undone here (409): that is a
 * refund, made in Medusa's admin.
 */
export function decidePayment(current: OrderPayment, status: PaymentStatus, staffUserId: string, now: string): PaymentDecision {
  const { session, payment } = current
  const manual = isManualProvider(session.provider_id)
  const sessionUpdate = (data: Record<string, unknown>, sessionStatus: "pending_authorization" | "error") =>
    manual
      ? { amount: session.amount, currency_code: session.currency_code, data: { ...(session.data ?? {}), ...data }, status: sessionStatus }
      : null
  const decision = { session_id: session.id, payment_id: payment?.id ?? null }

  if (status === "paid") {
    return {
      ...decision,
      session_update: payment
        ? null
        : sessionUpdate({ verified_by: staffUserId, verified_at: now, rejected_by: null, rejected_at: null }, "pending_authorization"),
      authorize: !payment,
      capture: !payment?.captured_at,
      cancel_payment_id: null,
      entry_update: { payment_status: "paid", verified_by: staffUserId, verified_at: now },
    }
  }
  if (payment?.captured_at) {
    throw new MedusaError(MedusaError.Types.CONFLICT, CAPTURED_ALREADY)
  }
  return {
    ...decision,
    session_update:
      status === "failed"
        ? sessionUpdate({ rejected_by: staffUserId, rejected_at: now, verified_by: null, verified_at: null }, "error")
        : sessionUpdate({ rejected_by: null, rejected_at: null, verified_by: null, verified_at: null }, "pending_authorization"),
    authorize: false,
    capture: false,
    cancel_payment_id: status === "failed" && payment && !payment.canceled_at ? payment.id : null,
    entry_update: { payment_status: status, verified_by: null, verified_at: null },
  }
}
