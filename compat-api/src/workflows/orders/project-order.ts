import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { eventsOfProjection } from "../../orders/order-projection"
import { emitOrderUpdateEventsStep } from "./steps/emit-order-update-events"
import { projectOrderStep } from "./steps/project-order"

export type ProjectOrderWorkflowInput = {
  /** The Medusa order something happened to (in Medusa's admin, its API, a provider's webhook). */
  order_id: string
}

export const projectOrderWorkflowId = "shop-project-order"

/**
 * Shows in the shop what happened to an order in Medusa: the desk's projection of the order is
 * written again from Medusa's order, payments and fulfillments (orders/order-projection.ts), and
 * the shopper gets the e-mail the change means (cancelled, shipped, payment confirmed or rejected,
 * one per refund). Only the desk is written, never Medusa, so nothing loops; the shop's own
 * workflows, which project at their end, leave nothing to do here.
 */
export const projectOrderWorkflow = createWorkflow(projectOrderWorkflowId, (input: ProjectOrderWorkflowInput) => {
  const projection = projectOrderStep(input)
  const events = transform({ projection }, ({ projection }) => (projection ? eventsOfProjection(projection) : []))
  when("tell-the-shopper", { events }, ({ events }) => events.length > 0).then(() => {
    emitOrderUpdateEventsStep(events)
  })
  return new WorkflowResponse(projection)
})
