import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  authorizePaymentSessionForOrderWorkflow,
  capturePaymentWorkflow,
  createOrderCreditLinesWorkflow,
  createPaymentSessionStep,
  emitEventStep,
  refundPaymentWorkflow,
} from "@medusajs/medusa/core-flows"
import { orderUpdateEventOf } from "../../orders/order-events"
import type { PaymentStatus, StaffEntry } from "../../orders/staff-orders"
import { updateOrderDeskEntryStep } from "../orders/steps/update-order-desk-entry"
import { cancelUncapturedPaymentStep } from "./steps/cancel-uncaptured-payment"
import { decidePaymentStep } from "./steps/decide-payment"
import { planReverifyCreditStep } from "./steps/plan-reverify-credit"
import { recordPaymentDecisionStep } from "./steps/record-payment-decision"
import { requireAuthorizedPaymentStep } from "./steps/require-authorized-payment"

export type SetPaymentStatusWorkflowInput = {
  /** The order's order-desk entry (the route found it: 404 otherwise). */
  entry: StaffEntry
  /** paid: Verify Payment; failed: Reject Payment; pending: Mark Pending. */
  payment_status: PaymentStatus
  /** The staff member deciding (Medusa user id): recorded as verified_by / rejected_by, captured_by and the refund's created_by. */
  staff_user_id: string
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
 * cancellation or the refund (Medusa's refundPaymentWorkflow: the manual provider moves nothing,
 * the card provider refunds through Stripe). Moving money comes last: when it fails, the entry,
 * the sessions and the authorization are put back as they were.
 */
export const setPaymentStatusWorkflow = createWorkflow(setPaymentStatusWorkflowId, (input: SetPaymentStatusWorkflowInput) => {
  const decision = decidePaymentStep(input)

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
      const { verified_at, ...update } = decision.entry_update
      // The decision carries the time as ISO text (it crosses steps as JSON); the entry's column is a date.
      return { id: input.entry.id, data: { ...update, verified_at: verified_at ? new Date(verified_at) : null } }
    })
  )

  const reverify = when("capture-verified-payment", { decision }, ({ decision }) => decision.capture).then(() => {
    capturePaymentWorkflow
      .runAsStep({
        input: transform({ decision, authorizedId, input }, ({ decision, authorizedId, input }) => ({
          payment_id: (authorizedId ?? decision.payment_id)!,
          captured_by: input.staff_user_id,
        })),
      })
      .config({ maxRetries: PROVIDER_RETRIES })
    // Verified again after an undo: the undo's refund credit is taken back, so Medusa's total is what was paid.
    const credit = planReverifyCreditStep(transform({ input }, ({ input }) => ({ order_id: input.entry.order_id ?? null })))
    return credit
  })

  when("take-back-the-undo-credit", { reverify }, ({ reverify }) => !!reverify).then(() => {
    createOrderCreditLinesWorkflow.runAsStep({
      input: transform({ reverify }, ({ reverify }) => ({
        id: reverify!.order_id,
        credit_lines: [{ amount: reverify!.amount, reference: "shop_reverify", reference_id: reverify!.order_id }],
      })),
    })
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
        note: input.payment_status === "failed" ? "Payment rejected in the shop's back office" : "Verification undone in the shop's back office",
      })),
    })
  })

  // The shopper's "payment confirmed" or "payment problem" e-mail (released when the workflow succeeds).
  const told = transform({ input }, ({ input }) => orderUpdateEventOf({ payment_status: input.payment_status }))
  when("tell-the-shopper", { told }, ({ told }) => !!told).then(() => {
    emitEventStep(transform({ told, input }, ({ told, input }) => ({ eventName: told!, data: { entry_id: input.entry.id } })))
  })

  return new WorkflowResponse(entry)
})
