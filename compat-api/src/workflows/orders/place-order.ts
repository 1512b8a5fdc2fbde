import type { CreateOrderDTO } from "@medusajs/framework/types"
import { Modules, OrderWorkflowEvents } from "@medusajs/framework/utils"
import { projectOrderStep } from "./steps/project-order"
import { createWorkflow, parallelize, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  authorizePaymentSessionStep,
  capturePaymentWorkflow,
  createOrdersStep,
  createPaymentCollectionsStep,
  createPaymentSessionStep,
  createRemoteLinkStep,
  emitEventStep,
} from "@medusajs/medusa/core-flows"
import { recordPlacementStep } from "./steps/record-placement"

export type PlaceOrderWorkflowInput = {
  /** The order-desk entry this order is placed for. */
  entry_id: string
  /** The order number the shopper was given at intake (Medusa's display id). */
  display_id: number
  /**
   * The order as Medusa's order module takes it: region, sales channel, customer, addresses, the
   * items with their products and the catalog's prices, the delivery method with its option.
   */
  order: CreateOrderDTO
  /** The payment: the provider of the shopper's method, the session data, the amount (the order total). */
  payment: { provider_id: string; data: Record<string, unknown>; amount: number }
  /** Card orders are paid already (Stripe charged at checkout): their payment is captured at once. */
  capture: boolean
}

export const placeOrderWorkflowId = "shop-place-order"

/**
 * Places an accepted order in Medusa; the placement worker runs it for each order-desk entry.
 * The intake has priced and checked everything already, so this is the short path of Medusa's
 * own steps rather than the whole cart (cart, delivery method, payment collection, session,
 * complete): the order with its items, delivery method, addresses and the entry's number
 * (createOrdersStep), its payment collection linked to it, a session of the shopper's payment
 * provider and its authorization (manual methods stay pending until staff verify; a paid card is
 * authorized, then captured by Medusa's capture workflow), then the entry is linked and marked
 * placed and `order.placed` is emitted, as Medusa's cart completion does. Each step undoes itself
 * when a later one fails, so a failed placement leaves no order and no payment behind.
 */
export const placeOrderWorkflow = createWorkflow(placeOrderWorkflowId, (input: PlaceOrderWorkflowInput) => {
  const orderInput = transform({ input }, ({ input }) => [{ ...input.order, display_id: input.display_id } as CreateOrderDTO])
  const collectionInput = transform({ input }, ({ input }) => [{ currency_code: "usd", amount: input.payment.amount }])
  // The order and its payment collection do not depend on each other: made side by side.
  const [orders, collections] = parallelize(createOrdersStep(orderInput), createPaymentCollectionsStep(collectionInput))
  const order = transform({ orders }, ({ orders }) => orders[0])
  const links = transform({ order, collections }, ({ order, collections }) => [
    { [Modules.ORDER]: { order_id: order.id }, [Modules.PAYMENT]: { payment_collection_id: collections[0].id } },
  ])
  createRemoteLinkStep(links).config({ name: "link-order-payment-collection" })

  const sessionInput = transform({ collections, input }, ({ collections, input }) => ({
    payment_collection_id: collections[0].id,
    provider_id: input.payment.provider_id,
    currency_code: "usd",
    amount: input.payment.amount,
    data: input.payment.data,
  }))
  const session = createPaymentSessionStep(sessionInput)
  const payment = authorizePaymentSessionStep({ id: session.id, context: {} })

  when("capture-paid-card", { input, payment }, ({ input, payment }) => input.capture && !!payment).then(() => {
    const captureInput = transform({ payment }, ({ payment }) => ({ payment_id: payment!.id }))
    capturePaymentWorkflow.runAsStep({ input: captureInput })
  })

  const recordInput = transform({ order, input }, ({ order, input }) => ({
    entry_id: input.entry_id,
    order_id: order.id,
    display_id: input.display_id,
  }))
  const recorded = recordPlacementStep(recordInput)
  projectOrderStep(transform({ order }, ({ order }) => ({ order_id: order.id })))
  const placed = transform({ order }, ({ order }) => ({ id: order.id }))
  emitEventStep({ eventName: OrderWorkflowEvents.PLACED, data: placed })

  return new WorkflowResponse(transform({ order, recorded }, ({ order, recorded }) => ({ order_id: order.id, archived: recorded.archived })))
})
