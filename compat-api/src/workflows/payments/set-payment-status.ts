import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  authorizePaymentSessionForOrderWorkflow,
  capturePaymentWorkflow,
  createPaymentSessionStep,
  emitEventStep,
  refundPaymentWorkflow,
} from "@medusajs/medusa/core-flows"
import { ORDER_UPDATE_EVENTS } from "../../orders/order-events"
import type { PaymentStatus, StaffEntry } from "../../orders/staff-orders"
import { projectOrderStep } from "../orders/steps/project-order"
import { updateOrderDeskEntryStep } from "../orders/steps/update-order-desk-entry"
import { cancelUncapturedPaymentStep } from "./steps/cancel-uncaptured-payment"
import { decidePaymentStep } from "./steps/decide-payment"
import { recordPaymentDecisionStep } from "./steps/record-payment-decision"
import { requireAuthorizedPaymentStep } from "./steps/require-authorized-payment"
import { settleCollectionStatusStep } from "./steps/settle-collection-status"
import { undoCaptureStep } from "./steps/undo-capture"

export type SetPaymentStatusWorkflowInput = {
  /** The order's order-desk entry (the route found it: 404 otherwise). */
  entry: StaffEntry
  /** paid: Verify Payment; failed: Reject Payment; pending: Mark Pending. */
  payment_status: PaymentStatus
  /** The staff member deciding (Medusa user id): recorded as verified_by / rejected_by, captured_by and the refund's created_by. */
  staff_user_id: string
  /** Reject's optional reason: in the shopper's e-mail and the order's history. */
  reason?: string | null
}

export const setPaymentStatusWorkflowId = "shop-set-payment-status"

/** A provider call that failed for a passing reason (network, rate limit) is tried again this often. */
const PROVIDER_RETRIES = 2

/**
 * Staff's payment decision on a placed order (PATCH /api/orders/{id}/payment and the admin
 * widget's buttons): the rules are payments/payment-verification.ts. Steps: decide (409 while the
 * order is being placed, or for a card change that would lose track of money), a new manual
 * session when the money of the current one went back, the decision recorded in the manual
 * session, Medusa's authorization, the order desk's payment status, then the capture, the
 * cancellation or the refund (a charged card rejected: Medusa's refundPaymentWorkflow refunds
 * through Stripe). A manual payment verified by mistake is undone as if its capture never happened
 * (undoCaptureStep: no refund, no credit line), first. Moving money comes last: when it fails, the
 * entry, the sessions and the authorization are put back as they were. The desk's payment columns
 * are then projected from what Medusa says (projectOrderStep), and the shopper is told.
 */
export const setPaymentStatusWorkflow = createWorkflow(setPaymentStatusWorkflowId, (input: SetPaymentStatusWorkflowInput) => {
  const decision = decidePaymentStep(input)

  when("undo-mistaken-capture", { decision }, ({ decision }) => !!decision.undo_capture).then(() => {
    undoCaptureStep(transform({ decision, input }, ({ decision, input }) => ({ order_id: input.entry.order_id!, payment_id: decision.undo_capture! })))
  })

  const created = when("open-new-payment-session", { decision }, ({ decision }) => !!decision.new_session).then(() =>
    createPaymentSessionStep(transform({ decision }, ({ decision }) => decision.new_session!))
  )
  const sessionId = transform({ decision, created }, ({ decision, created }) => created?.id ?? decision.session_id)

  when("record-payment-decision", { decision }, ({ decision }) => !!decision.session_update).then(() => {
    recordPaymentDecisionStep(
      transform({ decision, created, sessionId }, ({ decision, created, sessionId }) => {
        const { fields, data, ...update } = decision.session_update!
        // A new session's data is what its provider made of it; the decision's fields go on top.
        return { session_id: sessionId, ...update, data: created ? { ...(created.data ?? {}), ...fields } : data }
      })
    )
  })

  const authorizedId = when("authorize-verified-payment", { decision }, ({ decision }) => decision.authorize).then(() => {
    const payment = authorizePaymentSessionForOrderWorkflow.runAsStep({
      input: transform({ sessionId }, ({ sessionId }) => ({ payment_session_id: sessionId })),
    })
    return requireAuthorizedPaymentStep(payment)
  })

  const entry = updateOrderDeskEntryStep(
    transform({ input, decision }, ({ input, decision }) => {
      const { verified_at, payment_undone_at, ...update } = decision.entry_update
      // The decision carries the time as ISO text (it crosses steps as JSON); the entry's column is a date.
      const history = ((input.entry.payment_history as { decisions?: unknown[] } | null)?.decisions ?? []) as unknown[]
      const decided = { at: new Date().toISOString(), by: input.staff_user_id, decision: input.payment_status, ...(input.reason ? { reason: input.reason } : {}) }
      return {
        id: input.entry.id,
        data: {
          ...update,
          verified_at: verified_at ? new Date(verified_at) : null,
          ...(payment_undone_at ? { payment_undone_at: new Date(payment_undone_at) } : {}),
          payment_history: { decisions: [...history, decided] },
        },
      }
    })
  )

  const capturedId = when("capture-verified-payment", { decision }, ({ decision }) => decision.capture).then(() => {
    const captured = capturePaymentWorkflow
      .runAsStep({
        input: transform({ decision, authorizedId, input }, ({ decision, authorizedId, input }) => ({
          payment_id: (authorizedId ?? decision.payment_id)!,
          captured_by: input.staff_user_id,
        })),
      })
      .config({ maxRetries: PROVIDER_RETRIES })
    return transform({ captured }, ({ captured }) => captured.id)
  })

  when("cancel-rejected-payment", { decision }, ({ decision }) => !!decision.cancel_payment_id).then(() => {
    cancelUncapturedPaymentStep(transform({ decision }, ({ decision }) => decision.cancel_payment_id!)).config({ maxRetries: PROVIDER_RETRIES })
  })

  // A refund cannot be taken back: the last step (Medusa's refund step has no compensation).
  when("refund-undone-payment", { decision }, ({ decision }) => !!decision.refund).then(() => {
    refundPaymentWorkflow.runAsStep({
      input: transform({ decision, input }, ({ decision, input }) => ({
        payment_id: decision.refund!.payment_id,
        amount: decision.refund!.amount,
        created_by: input.staff_user_id,
        note: input.reason ? `Payment rejected in the shop's back office: ${input.reason}` : "Payment rejected in the shop's back office",
      })),
    })
  })

  settleCollectionStatusStep(transform({ input }, ({ input }) => ({ order_id: input.entry.order_id, rejected: input.payment_status === "failed" })))

  const projection = projectOrderStep(transform({ input }, ({ input }) => ({ order_id: input.entry.order_id })))

  // The shopper's e-mail (released when the workflow succeeds): payment confirmed (once per captured
  // payment, so verifying again after an undo confirms again), the correction of an undone
  // verification, or the payment problem with staff's reason.
  const told = transform({ input, decision, capturedId, projection }, ({ input, decision, capturedId, projection }) => {
    const data = { entry_id: input.entry.id }
    if (decision.undo_capture && input.payment_status === "pending") {
      return { eventName: ORDER_UPDATE_EVENTS.paymentUndone, data: { ...data, ref: decision.undo_capture } }
    }
    if (input.payment_status === "paid" && projection?.after.payment_state === "paid" && projection.before.payment_state !== "paid") {
      return { eventName: ORDER_UPDATE_EVENTS.paymentConfirmed, data: { ...data, ref: capturedId ?? decision.payment_id ?? undefined } }
    }
    const closed = (state?: string) => state === "rejected" || state === "refunded"
    if (input.payment_status === "failed" && closed(projection?.after.payment_state) && !closed(projection?.before.payment_state)) {
      return { eventName: ORDER_UPDATE_EVENTS.paymentProblem, data: { ...data, reason: input.reason ?? undefined } }
    }
    return null
  })
  when("tell-the-shopper", { told }, ({ told }) => !!told).then(() => {
    emitEventStep(transform({ told }, ({ told }) => told!))
  })

  return new WorkflowResponse(entry)
})
