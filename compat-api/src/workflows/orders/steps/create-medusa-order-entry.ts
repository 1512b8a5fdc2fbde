import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { newStatusToken } from "#shop/orders/order-status"
import type { EntryFields } from "./read-order-without-entry"
import { orderDesk } from "#shop/orders/order-desk"

type Created = { id: string; order_id: string } | null

/**
 * Creates the desk entry of a Medusa order. When another run recorded the same order meanwhile
 * (the desk's unique payment_session_id / order_display_id refused this one), answers null and
 * leaves the winner's entry be. Undone by deleting the entry it created.
 */
export const createMedusaOrderEntryStep = createStep(
  "shop-create-medusa-order-entry",
  async (fields: EntryFields, { container }) => {
    const desk = orderDesk(container)
    try {
      const entry = await desk.createOrderDeskEntries({ ...fields, status_token: newStatusToken() } as any)
      return new StepResponse<Created, string | null>({ id: entry.id, order_id: fields.order_id }, entry.id)
    } catch (e) {
      const [winner] = await desk.listOrderDeskEntries(
        { $or: [{ order_id: fields.order_id }, { order_display_id: fields.order_display_id }, { payment_session_id: fields.payment_session_id }] } as any,
        { select: ["id"], withDeleted: true }
      )
      if (!winner) throw e
      return new StepResponse<Created, string | null>(null, null)
    }
  },
  async (entryId: string | null | undefined, { container }) => {
    if (!entryId) return
    await orderDesk(container).deleteOrderDeskEntries([entryId])
  }
)
