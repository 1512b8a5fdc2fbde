import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { OrderWorkflowEvents } from "@medusajs/framework/utils"
import { recordMedusaOrderWorkflow } from "../workflows/orders/record-medusa-order"

/**
 * Every Medusa order reaches the back office: order.placed (completeCartWorkflow for Medusa's
 * store API, convertDraftOrderWorkflow for a draft order converted in Medusa's admin, and the
 * shop's own placement) records the order on the desk unless it has its entry already.
 */
export default async function medusaOrderPlacedHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  await recordMedusaOrderWorkflow(container).run({ input: { order_id: event.data.id } })
}

export const config: SubscriberConfig = {
  event: OrderWorkflowEvents.PLACED,
  context: { subscriberId: "compat-api-medusa-order-placed" },
}
