import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { briefError } from "../notifications/delivery"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ORDER_UPDATE_EVENTS, type OrderUpdateEvent, type OrderUpdateEventData } from "../orders/order-events"
import { sendOrderUpdateEmailWorkflow } from "../workflows/notifications/send-order-update-email"
import type { OrderUpdateEmailKind } from "../workflows/notifications/steps/build-order-update-email"

const KINDS: Record<OrderUpdateEvent, OrderUpdateEmailKind> = {
  [ORDER_UPDATE_EVENTS.paymentConfirmed]: "payment-confirmed",
  [ORDER_UPDATE_EVENTS.paymentProblem]: "payment-problem",
  [ORDER_UPDATE_EVENTS.shipped]: "order-shipped",
  [ORDER_UPDATE_EVENTS.cancelled]: "order-cancelled",
  [ORDER_UPDATE_EVENTS.paymentUndone]: "payment-undone",
  [ORDER_UPDATE_EVENTS.paymentRefunded]: "payment-refunded",
}

/**
 * Tells the shopper what staff did to their order, from either back office or Medusa's admin (the
 * desk workflows emit these events). Runs after the change is saved, never inside it: a failed
 * send is logged and kept in the notification table with status "failure".
 */
export default async function orderUpdateEmailsHandler({ event, container }: SubscriberArgs<OrderUpdateEventData>) {
  const kind = KINDS[event.name as OrderUpdateEvent]
  if (!kind || !event.data?.entry_id) return
  try {
    const { entry_id, ref, reason, amount } = event.data
    await sendOrderUpdateEmailWorkflow(container).run({ input: { entry_id, kind, trigger: event.name, ref, reason, amount } })
  } catch (e) {
    container.resolve(ContainerRegistrationKeys.LOGGER).error(`${kind} e-mail for ${event.data.entry_id}: ${briefError(e)}`)
  }
}

export const config: SubscriberConfig = {
  event: Object.values(ORDER_UPDATE_EVENTS),
  context: { subscriberId: "compat-api-order-update-emails" },
}
