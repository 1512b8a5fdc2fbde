import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { enqueuePlacements } from "../orders/placement-queue"
import { ORDER_ACCEPTED_EVENT } from "../orders/order-desk"

/** An accepted order (POST /api/orders or the card webhook) goes to this process's placement queue. */
export default async function orderAcceptedHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  enqueuePlacements(container, [event.data.id])
}

export const config: SubscriberConfig = {
  event: ORDER_ACCEPTED_EVENT,
  context: { subscriberId: "compat-api-order-accepted" },
}
