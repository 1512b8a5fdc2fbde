import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, FulfillmentWorkflowEvents, Modules, OrderWorkflowEvents, PaymentEvents } from "@medusajs/framework/utils"
import { recordMedusaOrderWorkflow } from "../workflows/orders/record-medusa-order"
import { projectOrderWorkflow } from "../workflows/orders/project-order"

/**
 * The events Medusa 2.21.2 emits for what staff do in its admin (and its API, payment webhooks),
 * by what their data names: the order (order.canceled, order.updated: `id`; a fulfillment created
 * or cancelled: `order_id`), the payment (capturePaymentWorkflow, also behind mark-as-paid and
 * payment webhooks → payment.captured; refundPaymentWorkflow → payment.refunded: `id`) or the
 * fulfillment (createOrderShipmentWorkflow → shipment.created, markOrderFulfillmentAsDeliveredWorkflow
 * → delivery.created: `id`).
 */
const ORDER_EVENTS = [OrderWorkflowEvents.CANCELED, OrderWorkflowEvents.UPDATED]
const ORDER_ID_EVENTS = [OrderWorkflowEvents.FULFILLMENT_CREATED, OrderWorkflowEvents.FULFILLMENT_CANCELED]
const PAYMENT_EVENTS = [PaymentEvents.CAPTURED, PaymentEvents.REFUNDED]
const FULFILLMENT_EVENTS = [FulfillmentWorkflowEvents.SHIPMENT_CREATED, FulfillmentWorkflowEvents.DELIVERY_CREATED]

type EventData = { id?: string; order_id?: string }

/** The Medusa order an event is about, from the order's, the payment's or the fulfillment's id. */
async function orderIdOf(container: MedusaContainer, eventName: string, data: EventData): Promise<string | null> {
  if ((ORDER_EVENTS as string[]).includes(eventName)) return data.id ?? null
  if ((ORDER_ID_EVENTS as string[]).includes(eventName)) return data.order_id ?? null
  if (!data.id) return null
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  if ((PAYMENT_EVENTS as string[]).includes(eventName)) {
    const [payment] = await container.resolve(Modules.PAYMENT).listPayments({ id: data.id }, { select: ["id", "payment_collection_id"] })
    if (!payment) return null
    const { data: rows } = await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: payment.payment_collection_id } })
    return (rows[0] as any)?.order_id ?? null
  }
  const { data: rows } = await query.graph({ entity: "order_fulfillment", fields: ["order_id"], filters: { fulfillment_id: data.id } })
  return (rows[0] as any)?.order_id ?? null
}

/**
 * What happens to an order in Medusa (its admin, its API, a webhook) shows in the shop: the order
 * is recorded on the desk first when it has no entry yet (an order placed before the desk recorded
 * every order), then the desk's projection follows Medusa (projectOrderWorkflow). Only the desk is written.
 */
export default async function medusaOrderChangesHandler({ event, container }: SubscriberArgs<EventData>) {
  const orderId = await orderIdOf(container, event.name, event.data ?? {})
  if (!orderId) return
  await recordMedusaOrderWorkflow(container).run({ input: { order_id: orderId } })
  await projectOrderWorkflow(container).run({ input: { order_id: orderId } })
}

export const config: SubscriberConfig = {
  event: [...ORDER_EVENTS, ...ORDER_ID_EVENTS, ...PAYMENT_EVENTS, ...FULFILLMENT_EVENTS],
  context: { subscriberId: "compat-api-medusa-order-changes" },
}
