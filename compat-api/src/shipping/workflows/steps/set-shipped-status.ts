import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderDesk } from "#shop/orders/order-desk"

/** The desk entry's `orderStatus` "shipped" (the shipping pages' lists). Undo: the status it had. */
export const setShippedStatusStep = createStep(
  "shop-set-shipped-status",
  async (input: { entry_id: string }, { container }) => {
    const desk = orderDesk(container)
    const before = await desk.retrieveOrderDeskEntry(input.entry_id)
    await desk.updateOrderDeskEntries({ id: input.entry_id, order_status: "shipped" })
    return new StepResponse(undefined, { entry_id: input.entry_id, order_status: before.order_status })
  },
  async (previous: { entry_id: string; order_status: string | null } | undefined, { container }) => {
    if (!previous) return
    await orderDesk(container).updateOrderDeskEntries({ id: previous.entry_id, order_status: previous.order_status })
  }
)
