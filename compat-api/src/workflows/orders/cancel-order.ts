import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { randomUUID } from "node:crypto"
import { acquireLockStep, emitEventStep, releaseLockStep } from "@medusajs/medusa/core-flows"
import { ORDER_UPDATE_EVENTS } from "../../orders/order-events"
import type { StaffEntry } from "../../orders/staff-orders"
import { cancelMedusaOrderStep } from "./steps/cancel-medusa-order"
import { cancelUnusedFulfillmentsStep } from "./steps/cancel-unused-fulfillments"
import { planCancelStep, type CancelPlan } from "./steps/plan-cancel"
import { recordCancelReasonStep } from "./steps/record-cancel-reason"
import { projectOrderStep } from "./steps/project-order"
import { updateOrderDeskEntryStep } from "./steps/update-order-desk-entry"

export type CancelShopOrderWorkflowInput = {
  /** The order's order-desk entry (the route found it: 404 otherwise). */
  entry: StaffEntry
  /** Why, in staff's words: into the shopper's e-mail and Medusa's order. */
  reason?: string
  /** The staff member (Medusa user id): Medusa records who cancelled. */
  staff_user_id: string
}

export const cancelShopOrderWorkflowId = "shop-cancel-order"

/** How long Cancel waits for a label purchase of the order to finish, and how long its lock lasts at most (s). */
const LOCK_WAIT_S = 30
const LOCK_TTL_S = 120

/**
 * The desk as cancelled: status cancelled; a label whose fulfillment is voided leaves the order
 * (no tracking on the screens or the status page), kept as `voided_shipping` for the record.
 */
function cancelledDesk(plan: CancelPlan): Partial<StaffEntry> {
  const metadata = (plan.entry.metadata ?? {}) as Record<string, unknown>
  if (!plan.unused_fulfillment_ids.length || !metadata.shipping) return { status: "cancelled" }
  return { status: "cancelled", metadata: { ...metadata, shipping: null, voided_shipping: metadata.shipping } } as Partial<StaffEntry>
}

/**
 * Cancel order, from either back office (POST /api/orders/{id}/cancel, PATCH …/status cancelled,
 * POST /admin/shop/orders/{id}/cancel): refused (409, nothing changed) for a cancelled, completed
 * or shipped order; otherwise the desk says cancelled, Medusa's order keeps the reason, an unused
 * label is voided, and Medusa's cancelOrderWorkflow cancels the order, refunding what was captured
 * (a card through Stripe or the card sandbox; a verified manual payment as a record) and cancelling
 * an uncaptured payment. When Medusa refuses, the desk and the metadata are put back. The shopper
 * gets the cancel e-mail (with the reason and the refund) once it all succeeded.
 */
export const cancelShopOrderWorkflow = createWorkflow(cancelShopOrderWorkflowId, (input: CancelShopOrderWorkflowInput) => {
  // The order's label lock (buy-shipping-label's): no label is bought while the order is cancelled.
  const owner = transform({ input }, () => ({ ownerId: `${cancelShopOrderWorkflowId}:${randomUUID()}` }))
  acquireLockStep(
    transform({ input, owner }, ({ input, owner }) => ({ key: `shipping-label:${input.entry.order_display_id}`, ownerId: owner.ownerId, timeout: LOCK_WAIT_S, ttl: LOCK_TTL_S }))
  )
  const plan = planCancelStep(transform({ input }, ({ input }) => ({ entry: input.entry })))
  const entry = updateOrderDeskEntryStep(transform({ input, plan }, ({ input, plan }) => ({ id: input.entry.id, data: cancelledDesk(plan) })))

  when("cancel-medusa-order", { input }, ({ input }) => !!input.entry.order_id).then(() => {
    recordCancelReasonStep(
      transform({ input, plan }, ({ input, plan }) => ({
        order_id: input.entry.order_id!,
        metadata: plan.metadata,
        reason: input.reason,
        canceled_by: input.staff_user_id,
        refund: plan.refund,
      }))
    )
    cancelUnusedFulfillmentsStep(
      transform({ input, plan }, ({ input, plan }) => ({ order_id: input.entry.order_id!, fulfillment_ids: plan.unused_fulfillment_ids, canceled_by: input.staff_user_id }))
    )
    cancelMedusaOrderStep(transform({ input }, ({ input }) => ({ order_id: input.entry.order_id!, canceled_by: input.staff_user_id })))
    // The desk's projection of what Medusa now says (cancelled, refunded): before Medusa's events are
    // released, so the subscriber finds nothing new and the cancel e-mail (with the refund) is the only one.
    projectOrderStep(transform({ input }, ({ input }) => ({ order_id: input.entry.order_id! })))
  })

  releaseLockStep(transform({ input, owner }, ({ input, owner }) => ({ key: `shipping-label:${input.entry.order_display_id}`, ownerId: owner.ownerId })))

  // Released when the workflow succeeds: the cancel e-mail reads the refund and reason from Medusa's order.
  emitEventStep(transform({ input }, ({ input }) => ({ eventName: ORDER_UPDATE_EVENTS.cancelled, data: { entry_id: input.entry.id } })))

  return new WorkflowResponse(entry)
})
