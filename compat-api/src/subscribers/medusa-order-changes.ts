import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FulfillmentWorkflowEvents, Modules, OrderWorkflowEvents, PaymentEvents } from "@medusajs/framework/utils"
import type { MedusaChange } from "../orders/medusa-orders"
import { recordMedusaOrderWorkflow } from "../workflows/orders/record-medusa-order"
import { syncDeskFromMedusaWorkflow } from "../workflows/orders/sync-desk-from-medusa"

/**
 * The events Medusa 2.21.2 emits for what staff do in its admin (and its API, payment webhooks):
 * cancelOrderWorkflow → order.canceled (the order's id); capturePaymentWorkflow (also behind
 * mark-as-paid and payment webhooks) → payment.captured and refundPaymentWorkflow →
 * payment.refunded (the payment's id); createOrderShipmentWorkflow → shipment.created and
 * markOrderFulfillmentAsDeliveredWorkflow → delivery.created (the fulfillment's id).
 * (order.fulfillment_created is not one: a fulfillment is packed, not yet shipped.)
 */
const CHANGES: Record<string, MedusaChange> = {
  [OrderWorkflowEvents.CANCELED]: "canceled",
  [PaymentEvents.CAPTURED]: "captured",
  [PaymentEvents.REFUNDED]: "refunded",
  [FulfillmentWorkflowEvents.SHIPMENT_CREATED]: "shipped",
  [FulfillmentWorkflowEvents.DELIVERY_CREATED]: "shipped",
}

/** The Medusa order an event is about, from the order's, the payment's or the fulfillment's id. */
async function orderIdOf(container: MedusaContainer, eventName: string, id: string): Promise<string | null> {
  if (eventName === OrderWorkflowEvents.CANCELED) return id
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  if (eventName === PaymentEvents.CAPTURED || eventName === PaymentEvents.REFUNDED) {
    const [payment] = await container.resolve(Modules.PAYMENT).listPayments({ id }, { select: ["id", "payment_collection_id"] })
    if (!payment) return null
    const { data } = await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: payment.payment_collection_id } })
    return (data[0] as any)?.order_id ?? null
  }
  const { data } = await query.graph({ entity: "order_fulfillment", fields: ["order_id"], filters: { fulfillment_id: id } })
  return (data[0] as any)?.order_id ?? null
}

/**
 * What staff do in Medusa's admin shows in the shop's back office: the order is recorded on the
 * desk first when it has no entry yet (an order placed before the desk recorded every order), then
 * the desk follows Medusa's state (syncDeskFromMedusaWorkflow). Only the desk is written.
 */
export default async function medusaOrderChangesHandler({ event, container }: SubscriberArgs<{ id: string }>) {
  const change = CHANGES[event.name]
  if (!change || !event.data?.id) return
  const orderId = await orderIdOf(container, event.name, event.data.id)
  if (!orderId) return
  await recordMedusaOrderWorkflow(container).run({ input: { order_id: orderId } })
  await syncDeskFromMedusaWorkflow(container).run({ input: { order_id: orderId, change } })
}

export const config: SubscriberConfig = {
  event: Object.keys(CHANGES),
  context: { subscriberId: "compat-api-medusa-order-changes" },
}
