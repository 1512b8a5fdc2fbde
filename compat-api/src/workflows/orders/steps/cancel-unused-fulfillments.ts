import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderFulfillmentWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Medusa cancels no order with a live fulfillment: a label bought but not handed over is cancelled
 * first with Medusa's cancelOrderFulfillmentWorkflow (the shippo provider voids the label with
 * Shippo, its refund). A voided label cannot be bought back, so this step has no compensation:
 * it comes after every step that can be undone, right before Medusa's cancel.
 */
export const cancelUnusedFulfillmentsStep = createStep(
  "shop-cancel-unused-fulfillments",
  async (input: { order_id: string; fulfillment_ids: string[]; canceled_by: string }, { container }) => {
    for (const fulfillment_id of input.fulfillment_ids) {
      try {
        await cancelOrderFulfillmentWorkflow(container).run({ input: { order_id: input.order_id, fulfillment_id, canceled_by: input.canceled_by, no_notification: true } })
      } catch (e) {
        throw new MedusaError(MedusaError.Types.CONFLICT, `Medusa could not void the order's shipping label: ${(e as Error).message}`)
      }
    }
    return new StepResponse(input.fulfillment_ids)
  }
)
