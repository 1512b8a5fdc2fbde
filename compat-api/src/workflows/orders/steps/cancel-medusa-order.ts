import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { cancelOrderWorkflow } from "@medusajs/medusa/core-flows"

/**
 * Cancels the Medusa order with Medusa's cancelOrderWorkflow (which undoes its own steps when it
 * fails), answering its refusal as the spec's 409. A cancelled order is not un-cancelled, so this
 * is the last step of a workflow and has no compensation.
 */
export const cancelMedusaOrderStep = createStep(
  "shop-cancel-medusa-order",
  async (input: { order_id: string; canceled_by: string }, { container }) => {
    try {
      await cancelOrderWorkflow(container).run({ input })
    } catch (e) {
      throw new MedusaError(MedusaError.Types.CONFLICT, `Medusa could not cancel this order: ${(e as Error).message}`)
    }
    return new StepResponse(input.order_id)
  }
)
