import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { STAFF_ORDER_ERRORS } from "@shop/contract"
import type { PaymentStatus } from "../orders/staff-orders"
import { queryOrder } from "../orders/query-order"

/**
 * Staff verifying a payment (the back office's Verify Payment, Reject Payment, Mark Pending): the
 * rules. The workflow that carries them out is workflows/payments/set-payment-status.ts.
 */

/** Medusa's payment of the order's current session: what it holds and what went back. */
export type SessionPayment = {
  id: string
  amount: number
  captured_at: string | Date | null
  canceled_at: string | Date | null
  /** The sum of its captures and of its refunds. */
  captured: number
  refunded: number
}

/** The order's payment as staff's decision needs it: the current (newest) session the shopper paid into, and Medusa's payment once authorized. */
export type OrderPayment = {
  session: {
    id: string
    status: string
    amount: number
    currency_code: string
    provider_id: string
    payment_collection_id: string
    data: Record<string, unknown> | null
  }
  payment: SessionPayment | null
  /** Medusa's order status ("canceled": no payment decision is taken any more). */
  order_status?: string | null
}

/** The staff fields a decision writes into a manual session's data. */
type StaffFields = { verified_by: string | null; verified_at: string | null; rejected_by: string | null; rejected_at: string | null }

/** What one decision changes, in the order the workflow does it. */
export type PaymentDecision = {
  session_id: string
  /**
   * A manual payment whose money went back (undone now, or refunded in Medusa's admin) is decided
   * on a new session of the same provider in the same collection: Medusa never captures a payment
   * twice. The session_update then applies to it.
   */
  new_session: { payment_collection_id: string; provider_id: string; amount: number; currency_code: string; data: Record<string, unknown> } | null
  /** A manual session's new data and status (staff's decision, which its provider reads); null for a card session. */
  session_update: {
    amount: number
    currency_code: string
    data: Record<string, unknown>
    fields: StaffFields
    status: "pending_authorization" | "pending" | "error"
  } | null
  /** Verified but not authorized yet: Medusa authorizes the session (and creates the payment). */
  authorize: boolean
  /** Medusa's payment, when there is one already. */
  payment_id: string | null
  /** Capture the payment (the one authorized now, or payment_id). */
  capture: boolean
  /** Rejected: this uncaptured payment is cancelled. */
  cancel_payment_id: string | null
  /**
   * A verified payment undone: what Medusa refunds (captured minus refunded). Through the manual
   * provider nothing moves; through the card provider Stripe refunds the card.
   */
  refund: { payment_id: string; amount: number } | null
  /**
   * A manual payment verified by mistake (captured, nothing refunded) and now undone or rejected:
   * this payment's capture is taken back as if it never happened (undoCaptureStep), no refund.
   */
  undo_capture: string | null
  /**
   * Staff's decision notes on the order-desk entry (who verified, when; when a verification was
   * undone). The payment status itself is the projection's (orders/order-projection.ts).
   */
  entry_update: { verified_by: string | null; verified_at: string | null; payment_undone_at?: string }
}

export const CARD_CHARGED_NOT_PENDING = STAFF_ORDER_ERRORS.cardChargedNotPending
export const CARD_CLOSED = STAFF_ORDER_ERRORS.cardClosed
export const NOT_AUTHORIZED = STAFF_ORDER_ERRORS.notAuthorized

/** Cash App, Venmo, Zelle, PayPal and ABA: money staff check by hand (pp_{method}_manual). */
export const isManualProvider = (providerId: string) => /_manual$/.test(providerId)

const sum = (rows: { amount: unknown }[] | null | undefined) => (rows ?? []).reduce((n, r) => n + Number(r?.amount ?? 0), 0)
const time = (v: unknown) => new Date((v as string) ?? 0).getTime()

/** The payment of a placed Medusa order: its newest session and that session's payment. */
export async function readOrderPayment(scope: MedusaContainer, orderId: string): Promise<OrderPayment> {
  const order = await queryOrder<any>(scope, orderId, [
    "id",
    "status",
    "payment_collections.payment_sessions.*",
    "payment_collections.payment_sessions.payment.id",
    "payment_collections.payment_sessions.payment.amount",
    "payment_collections.payment_sessions.payment.captured_at",
    "payment_collections.payment_sessions.payment.canceled_at",
    "payment_collections.payment_sessions.payment.captures.amount",
    "payment_collections.payment_sessions.payment.refunds.amount",
  ])
  const collection = order?.payment_collections?.[0]
  const sessions = [...(collection?.payment_sessions ?? [])].sort((a: any, b: any) => time(b.created_at) - time(a.created_at))
  const session = sessions[0] ?? null
  if (!session) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Order ${orderId} has no payment session`)
  }
  const { payment: p, ...rest } = session
  return {
    order_status: order?.status ?? null,
    session: { ...rest, amount: Number(session.amount) },
    payment: p?.id
      ? {
          id: p.id,
          amount: Number(p.amount),
          captured_at: p.captured_at ?? null,
          canceled_at: p.canceled_at ?? null,
          captured: sum(p.captures),
          refunded: sum(p.refunds),
        }
      : null,
  }
}

/** Cents, so that sums of dollars compare exactly. */
const cents = (n: number) => Math.round(n * 100)

/**
 * Staff's decision on a placed order's payment, from Medusa's own records (the buttons' rule,
 * the contract's paymentChange(), says the same from the order desk's status). `paid` records staff's confirmation
 * in a manual session (its provider then authorizes), authorizes and captures; `failed` cancels
 * an uncaptured payment (a manual session is marked rejected: its status is error); `pending`
 * undoes a decision that has not moved money. Undoing a captured payment refunds it through
 * Medusa: a manual one (nothing moves, the shop only records it) is then decided again on a new
 * session; a card is refunded through Stripe on Reject only (409 for pending), and once refunded
 * or cancelled it stays rejected (409).
 */
export function decidePayment(current: OrderPayment, status: PaymentStatus, staffUserId: string, now: string): PaymentDecision {
  const { session, payment } = current
  // A cancelled order's payment is settled by the cancel (refunded or cancelled): verifying it
  // captured money for an order that will never ship and e-mailed "payment confirmed".
  if (current.order_status === "canceled") throw new MedusaError(MedusaError.Types.CONFLICT, STAFF_ORDER_ERRORS.cancelCancelled)
  const manual = isManualProvider(session.provider_id)
  const remaining = payment ? cents(payment.captured) - cents(payment.refunded) : 0
  /** Money Medusa holds: captured and not all refunded. */
  const holds = !!payment?.captured_at && remaining > 0
  /** Done with: cancelled, or captured and refunded in full. */
  const closed = !!payment && (!!payment.canceled_at || (!!payment.captured_at && remaining <= 0))
  const refund = holds ? { payment_id: payment!.id, amount: remaining / 100 } : null
  const fields: StaffFields =
    status === "paid"
      ? { verified_by: staffUserId, verified_at: now, rejected_by: null, rejected_at: null }
      : status === "failed"
        ? { verified_by: null, verified_at: null, rejected_by: staffUserId, rejected_at: now }
        : { verified_by: null, verified_at: null, rejected_by: null, rejected_at: null }
  const entryUpdate = { verified_by: status === "paid" ? staffUserId : null, verified_at: status === "paid" ? now : null }
  const none = { new_session: null, session_update: null, authorize: false, capture: false, cancel_payment_id: null, refund: null, undo_capture: null }
  const decision = { session_id: session.id, payment_id: payment?.id ?? null }

  if (!manual) {
    if (status === "paid") {
      if (closed) throw new MedusaError(MedusaError.Types.CONFLICT, CARD_CLOSED)
      return { ...decision, ...none, authorize: !payment, capture: !payment?.captured_at, entry_update: entryUpdate }
    }
    if (holds) {
      if (status === "pending") throw new MedusaError(MedusaError.Types.CONFLICT, CARD_CHARGED_NOT_PENDING)
      return { ...decision, ...none, refund, entry_update: entryUpdate }
    }
    if (closed && status === "pending") throw new MedusaError(MedusaError.Types.CONFLICT, CARD_CLOSED)
    // Rejected before the card was even authorized: the session says so (in error), so Medusa's
    // records, and the projection read from them, show the rejection.
    const markSession = (status === "failed" && !payment) || (status === "pending" && !payment && session.status === "error")
    return {
      ...decision,
      ...none,
      session_update: markSession
        ? {
            amount: session.amount,
            currency_code: session.currency_code,
            data: session.data ?? {},
            fields,
            status: status === "failed" ? ("error" as const) : ("pending" as const),
          }
        : null,
      cancel_payment_id: status === "failed" && payment && !payment.canceled_at && !payment.captured_at ? payment.id : null,
      entry_update: entryUpdate,
    }
  }

  const sessionStatus = status === "failed" ? ("error" as const) : ("pending_authorization" as const)
  const update = { amount: session.amount, currency_code: session.currency_code, data: { ...(session.data ?? {}), ...fields }, fields, status: sessionStatus }
  if (status === "paid" && holds) {
    return { ...decision, ...none, entry_update: entryUpdate } // verified already
  }
  if (holds && payment!.refunded === 0) {
    // Verified by mistake: the capture is taken back as if it never happened (no money moved), and
    // the session says pending again (or rejected); verifying again captures on the same session.
    return { ...decision, ...none, payment_id: null, undo_capture: payment!.id, session_update: update, entry_update: { ...entryUpdate, payment_undone_at: now } }
  }
  if (holds || closed) {
    // The money went back (now, or in Medusa's admin before): staff decide again on a new session.
    return {
      ...decision,
      ...none,
      payment_id: null,
      new_session: {
        payment_collection_id: session.payment_collection_id,
        provider_id: session.provider_id,
        amount: session.amount,
        currency_code: session.currency_code,
        data: { ...(session.data ?? {}) },
      },
      session_update: update,
      authorize: status === "paid",
      capture: status === "paid",
      refund,
      entry_update: entryUpdate,
    }
  }
  if (status === "paid") {
    return { ...decision, ...none, session_update: payment ? null : update, authorize: !payment, capture: !payment?.captured_at, entry_update: entryUpdate }
  }
  return {
    ...decision,
    ...none,
    session_update: update,
    cancel_payment_id: status === "failed" && payment && !payment.canceled_at ? payment.id : null,
    entry_update: entryUpdate,
  }
}
