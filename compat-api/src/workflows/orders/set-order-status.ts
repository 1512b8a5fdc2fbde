import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { completeOrderWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { orderUpdateEventOf } from "../../orders/order-events"
import type { OrderStatus, StaffEntry } from "../../orders/staff-orders"
import { updateOrderDeskEntryStep } from "./steps/update-order-desk-entry"
import { validateOrderStatusStep } from "./steps/validate-order-status"

export type SetOrderStatusWorkflowInput = {
  /** The order's order-desk entry (the route found it: 404 otherwise). */
  entry: StaffEntry
  status: OrderStatus
  /** The staff member (Medusa user id): Medusa records who cancelled. */
  staff_user_id: string
  /** "shipped" for an order whose payment is not verified: staff said 'Ship anyway?' yes. */
  allow_unverified_payment?: boolean
}

export const setOrderStatusWorkflowId = "shop-set-order-status"

/**
 * The spec's order status (PATCH /api/orders/{id}/status and the admin widget): the order desk's
 * status, and for completed Medusa's order too (completeOrderWorkflow). Medusa's change comes
 * last: when it fails, the entry's status is put back. Cancelled is not set here: it is Cancel
 * order (cancel-order.ts), which the routes run for it.
 */
export const setOrderStatusWorkflow = createWorkflow(setOrderStatusWorkflowId, (input: SetOrderStatusWorkflowInput) => {
  validateOrderStatusStep(
    transform({ input }, ({ input }) => ({ entry: input.entry, status: input.status, allow_unverified_payment: input.allow_unverified_payment }))
  )

  const entry = updateOrderDeskEntryStep(transform({ input }, ({ input }) => ({ id: input.entry.id, data: { status: input.status } })))

  when("complete-medusa-order", { input }, ({ input }) => input.status === "completed").then(() => {
    completeOrderWorkflow.runAsStep({
      input: transform({ input }, ({ input }) => ({ orderIds: [input.entry.order_id!], additional_data: {} })),
    })
  })

  // The shopper's "on its way" e-mail (released when the workflow succeeds).
  const told = transform({ input }, ({ input }) => (input.entry.status === input.status ? null : orderUpdateEventOf({ status: input.status })))
  when("tell-the-shopper", { told }, ({ told }) => !!told).then(() => {
    emitEventStep(transform({ told, input }, ({ told, input }) => ({ eventName: told!, data: { entry_id: input.entry.id } })))
  })

  return new WorkflowResponse(entry)
})
