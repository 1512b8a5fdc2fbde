import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { briefError } from "../notifications/delivery"
import { ContainerRegistrationKeys, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { sendOrderEmailsWorkflow } from "../workflows/notifications/send-order-emails"
import { recordMedusaOrderWorkflow } from "../workflows/orders/record-medusa-order"

/**
 * A placed order's e-mails (Medusa's own confirmation listens for order.created, which is never
 * emitted). A failed send is logged and kept in the notification table with status "failure".
 */
export default async function orderPlacedEmailsHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  try {
    // An order from Medusa's store API or a draft order gets its desk entry first (idempotent; the
    // desk subscriber may still be on it): the e-mail lists the lines and amounts from it.
    await recordMedusaOrderWorkflow(container).run({ input: { order_id: event.data.id } })
    await sendOrderEmailsWorkflow(container).run({ input: { order_id: event.data.id } })
  } catch (e) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`order e-mails for ${event.data.id}: ${briefError(e)}`)
  }
}

export const config: SubscriberConfig = {
  event: OrderWorkflowEvents.PLACED,
  context: { subscriberId: "compat-api-order-placed-emails" },
}
