import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { createOrderFulfillmentWorkflow, createOrderShipmentWorkflow, emitEventStep } from "@medusajs/medusa/core-flows"
import { ORDER_UPDATE_EVENTS } from "../../orders/order-events"
import { prepareShipmentStep } from "./steps/prepare-shipment"
import { setShippedStatusStep } from "./steps/set-shipped-status"
import { projectOrderStep } from "../../workflows/orders/steps/project-order"

export type ShipOrderWorkflowInput = {
  /** The order number (Medusa's display id). */
  order_number: number
  /** The staff user pressing Ship (Medusa's shipment `created_by`). */
  staff_user_id?: string
  /** Staff said yes to 'The payment is not verified yet. Ship anyway?' (else an unverified payment is a 409). */
  allow_unverified_payment?: boolean
}

export const shipOrderWorkflowId = "shop-ship-order"

/**
 * The Ship button (PATCH /api/orders/{id} `{ orderStatus: "shipped" }`, the admin's ship call):
 * Medusa's createOrderShipmentWorkflow for the fulfillment carrying the order's label (its label
 * kept), then the desk's `orderStatus` "shipped". An order shipped without a label first gets its
 * fulfillment (createOrderFulfillmentWorkflow, no label bought), so Medusa's admin shows it
 * fulfilled and shipped too. An order whose payment is not verified is refused (409) unless staff
 * allowed it. A failure undoes every step. (Medusa's shipment.created then finds the desk shipped
 * already: the sync from Medusa changes nothing.)
 */
export const shipOrderWorkflow = createWorkflow(shipOrderWorkflowId, (input: ShipOrderWorkflowInput) => {
  const prepared = prepareShipmentStep(
    transform({ input }, ({ input }) => ({ order_number: input.order_number, allow_unverified_payment: input.allow_unverified_payment }))
  )

  const made = when("fulfil-an-order-without-a-fulfillment", { prepared }, ({ prepared }) => !!prepared.fulfill).then(() =>
    createOrderFulfillmentWorkflow.runAsStep({
      input: transform({ prepared, input }, ({ prepared, input }) => ({ ...prepared.fulfill!, created_by: input.staff_user_id })),
    })
  )

  const shipment = transform({ prepared, made }, ({ prepared, made }) =>
    prepared.shipment ?? (made && prepared.fulfill ? { order_id: prepared.fulfill.order_id, fulfillment_id: made.id, items: prepared.fulfill.items, labels: [] } : null)
  )
  when("ship-the-fulfillment", { shipment }, ({ shipment }) => !!shipment).then(() => {
    createOrderShipmentWorkflow.runAsStep({
      input: transform({ shipment, input }, ({ shipment, input }) => ({ ...shipment!, created_by: input.staff_user_id })),
    })
  })

  setShippedStatusStep(transform({ prepared }, ({ prepared }) => ({ entry_id: prepared.entry_id })))
  // The desk's projection of Medusa's order (its shipment): shipped (issue 26).
  projectOrderStep(transform({ prepared, shipment }, ({ prepared, shipment }) => ({ order_id: shipment?.order_id ?? prepared.fulfill?.order_id ?? null })))
  // The shopper's "on its way" e-mail with the label's tracking number and carrier, once per order
  // (the e-mail's idempotency key): buying the label sent nothing.
  emitEventStep({ eventName: ORDER_UPDATE_EVENTS.shipped, data: transform({ prepared }, ({ prepared }) => ({ entry_id: prepared.entry_id })) })

  return new WorkflowResponse(transform({ prepared, shipment }, ({ prepared, shipment }) => ({ entry_id: prepared.entry_id, shipped: !!shipment })))
})
