import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { briefError } from "../notifications/delivery"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_UPDATE_EVENTS, type OrderUpdateEvent } from "../orders/order-events"
import { sendOrderUpdateEmailWorkflow } from "../workflows/notifications/send-order-update-email"
import type { OrderUpdateEmailKind } from "../workflows/notifications/steps/build-order-update-email"

const KINDS: Record<OrderUpdateEvent, OrderUpdateEmailKind> = {
  [ORDER_UPDATE_EVENTS.paymentConfirmed]: "payment-confirmed",
  [ORDER_UPDATE_EVENTS.paymentProblem]: "payment-problem",
  [ORDER_UPDATE_EVENTS.shipped]: "order-shipped",
  [ORDER_UPDATE_EVENTS.cancelled]: "order-cancelled",
}

/**
 * Tells the shopper what staff did to their order, from either back office or Medusa's admin (the
 * desk workflows emit these events). Runs after the change is saved, never inside it: a failed
 * send is logged and kept in the notification table with status "failure".
 */
export default async function orderUpdateEmailsHandler({ event, container }: SubscriberArgs<{ entry_id: string }>) {
  const kind = KINDS[event.name as OrderUpdateEvent]
  if (!kind || !event.data?.entry_id) return
  try {
    await sendOrderUpdateEmailWorkflow(container).run({ input: { entry_id: event.data.entry_id, kind, trigger: event.name } })
  } catch (e) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`${kind} e-mail for ${event.data.entry_id}: ${briefError(e)}`)
  }
}

export const config: SubscriberConfig = {
  event: Object.values(ORDER_UPDATE_EVENTS),
  context: { subscriberId: "compat-api-order-update-emails" },
}
