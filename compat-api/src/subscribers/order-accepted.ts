import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ORDER_ACCEPTED_EVENT } from "../orders/order-desk"
import { runPlacements } from "../workflows/orders/place-accepted-order"

/** An accepted order (POST /api/orders or the card webhook) is placed in Medusa by the workflow engine. */
export default async function orderAcceptedHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  await runPlacements(container, [event.data.id])
}

export const config: SubscriberConfig = {
  event: ORDER_ACCEPTED_EVENT,
  context: { subscriberId: "compat-api-order-accepted" },
}
