import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { emitEventStep } from "@medusajs/medusa/core-flows"
import type { MedusaChange } from "../../orders/medusa-orders"
import { orderUpdateEventOf } from "../../orders/order-events"
import { planDeskSyncStep } from "./steps/plan-desk-sync"
import { updateOrderDeskEntryStep } from "./steps/update-order-desk-entry"

export type SyncDeskFromMedusaWorkflowInput = {
  /** The Medusa order the change happened to. */
  order_id: string
  change: MedusaChange
}

export const syncDeskFromMedusaWorkflowId = "shop-sync-desk-from-medusa"

/**
 * Shows in the back office what staff did in Medusa's admin (or what Medusa's API, a payment
 * webhook did): cancel → status cancelled, capture → paid, full refund → failed, shipment or
 * delivery → orderStatus shipped (orders/medusa-orders.ts deskChangesFromMedusa). Only the desk
 * entry is written, never Medusa, so no shop workflow runs again and nothing loops; the shop's own
 * changes, already on the desk, find nothing to do.
 */
export const syncDeskFromMedusaWorkflow = createWorkflow(syncDeskFromMedusaWorkflowId, (input: SyncDeskFromMedusaWorkflowInput) => {
  const plan = planDeskSyncStep(input)
  const entry = when("desk-differs-from-medusa", { plan }, ({ plan }) => !!plan).then(() =>
    updateOrderDeskEntryStep(transform({ plan }, ({ plan }) => ({ id: plan!.id, data: plan!.data })))
  )
  // What staff did in Medusa's admin reaches the shopper too: the same e-mails as the back office's.
  // (A refund in full is not "a problem with the payment": the shop gave the money back.)
  const told = transform({ plan, input }, ({ plan, input }) => (input.change === "refunded" ? null : orderUpdateEventOf(plan?.data)))
  when("tell-the-shopper", { told }, ({ told }) => !!told).then(() => {
    emitEventStep(transform({ told, plan }, ({ told, plan }) => ({ eventName: told!, data: { entry_id: plan!.id } })))
  })
  return new WorkflowResponse(transform({ plan, entry }, ({ plan }) => ({ changed: plan?.data ?? null })))
})
