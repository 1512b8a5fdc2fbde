import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { getLastPaymentStatus } from "@medusajs/medusa/core-flows"
import { deskEntryOfMedusaOrder, type MedusaOrderForDesk } from "#shop/orders/medusa-orders"
import { orderDesk } from "#shop/orders/order-desk"
import { queryOrder } from "#shop/orders/query-order"

/** What the back office shows of an order, and what Medusa's payment status is computed from. */
export const MEDUSA_ORDER_DESK_FIELDS = [
  "id",
  "display_id",
  "status",
  "is_draft_order",
  "email",
  "created_at",
  "currency_code",
  "metadata",
  "item_total",
  "shipping_total",
  "total",
  "customer.first_name",
  "customer.last_name",
  "customer.phone",
  "shipping_address.*",
  "billing_address.*",
  "items.id",
  "items.title",
  "items.product_id",
  "items.product_title",
  "items.quantity",
  "items.unit_price",
  "payment_collections.amount",
  "payment_collections.captured_amount",
  "payment_collections.refunded_amount",
  "payment_collections.status",
  "payment_collections.payment_sessions.provider_id",
  "payment_collections.payment_sessions.status",
  "payment_collections.payment_sessions.data",
  "payment_collections.payments.provider_id",
  "payment_collections.payments.data",
]

export type EntryFields = ReturnType<typeof deskEntryOfMedusaOrder>

/**
 * Reads a Medusa order for its desk entry: the entry's fields, or null when there is nothing to
 * record: the order has an entry (also an archived one), it is the shop's own order being placed
 * (its entry holds the number), it is still a draft, or it is gone. Reads only.
 */
export const readOrderWithoutEntryStep = createStep("shop-read-order-without-entry", async (input: { order_id: string }, { container }) => {
  const none = new StepResponse<EntryFields | null>(null)
  const desk = orderDesk(container)
  const [known] = await desk.listOrderDeskEntries({ order_id: input.order_id }, { select: ["id"], withDeleted: true })
  if (known) return none
  const order = await queryOrder<MedusaOrderForDesk & { status?: string; is_draft_order?: boolean }>(container, input.order_id, MEDUSA_ORDER_DESK_FIELDS)
  if (!order || order.is_draft_order || order.status === "draft" || order.metadata?.order_desk_entry_id) return none
  const [numbered] = await desk.listOrderDeskEntries({ order_display_id: Number(order.display_id) }, { select: ["id"], withDeleted: true })
  if (numbered) return none
  return new StepResponse<EntryFields | null>(deskEntryOfMedusaOrder(order, getLastPaymentStatus({ ...order, payment_collections: order.payment_collections ?? [] } as any)))
})
