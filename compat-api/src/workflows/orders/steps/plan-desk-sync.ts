import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { getLastPaymentStatus } from "@medusajs/medusa/core-flows"
import { deskChangesFromMedusa, type DeskState, type MedusaChange } from "#shop/orders/medusa-orders"
import { orderDesk } from "#shop/orders/order-desk"

export type PlanDeskSyncInput = { order_id: string; change: MedusaChange }

/**
 * Reads the order's desk entry and Medusa's state of the order, and answers the desk fields the
 * change in Medusa changes (deskChangesFromMedusa), or null: no live entry, or nothing to change.
 * Reads only.
 */
export const planDeskSyncStep = createStep("shop-plan-desk-sync", async (input: PlanDeskSyncInput, { container }) => {
  const none = new StepResponse<{ id: string; data: Partial<DeskState> } | null>(null)
  const [entry] = await orderDesk(container).listOrderDeskEntries(
    { order_id: input.order_id },
    { select: ["id", "status", "payment_status", "order_status"] }
  )
  if (!entry) return none
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "status",
      "currency_code",
      "payment_collections.amount",
      "payment_collections.captured_amount",
      "payment_collections.refunded_amount",
      "payment_collections.status",
      "fulfillments.shipped_at",
      "fulfillments.delivered_at",
      "fulfillments.canceled_at",
    ],
    filters: { id: input.order_id },
  })
  const order = data[0] as any
  if (!order) return none
  const shipped = (order.fulfillments ?? []).some((f: any) => !f.canceled_at && (f.shipped_at || f.delivered_at))
  const changes = deskChangesFromMedusa(
    { status: entry.status, payment_status: entry.payment_status, order_status: entry.order_status },
    { status: order.status, payment_status: getLastPaymentStatus({ ...order, payment_collections: order.payment_collections ?? [] }), shipped },
    input.change
  )
  return changes ? new StepResponse<{ id: string; data: Partial<DeskState> } | null>({ id: entry.id, data: changes }) : none
})
