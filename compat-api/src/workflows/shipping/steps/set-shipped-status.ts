import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_DESK_MODULE } from "../../../orders/order-desk"

type Desk = {
  retrieveOrderDeskEntry(id: string): Promise<{ id: string; order_status: string | null }>
  updateOrderDeskEntries(data: Record<string, unknown>): Promise<unknown>
}

/** The desk entry's `orderStatus` "shipped" (the shipping pages' lists). Undo: the status it had. */
export const setShippedStatusStep = createStep(
  "shop-set-shipped-status",
  async (input: { entry_id: string }, { container }) => {
    const desk = container.resolve<Desk>(ORDER_DESK_MODULE)
    const before = await desk.retrieveOrderDeskEntry(input.entry_id)
    await desk.updateOrderDeskEntries({ id: input.entry_id, order_status: "shipped" })
    return new StepResponse(undefined, { entry_id: input.entry_id, order_status: before.order_status })
  },
  async (previous: { entry_id: string; order_status: string | null } | undefined, { container }) => {
    if (!previous) return
    await container.resolve<Desk>(ORDER_DESK_MODULE).updateOrderDeskEntries({ id: previous.entry_id, order_status: previous.order_status })
  }
)
