import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderDesk } from "#shop/orders/order-desk"
import { projectOrder, type ProjectionResult } from "#shop/orders/order-projection"

/**
 * The last step of every shop workflow that changes Medusa's order, its payments or fulfillments:
 * the desk's projection of it (orders/order-projection.ts), written from what Medusa now says.
 * Answers what changed (null without a placed order). Undone by writing back the columns as they were.
 */
export const projectOrderStep = createStep(
  "shop-project-order",
  async (input: { order_id: string | null | undefined }, { container }) => {
    const result = input.order_id ? await projectOrder(container, input.order_id) : null
    return new StepResponse<ProjectionResult | null, ProjectionResult | null>(result, result)
  },
  async (result, { container }) => {
    if (!result) return
    await orderDesk(container).writeProjection(result.entry_id, result.before)
  }
)
