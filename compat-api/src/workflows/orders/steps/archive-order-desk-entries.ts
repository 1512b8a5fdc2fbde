import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderDesk } from "#shop/orders/order-desk.js"

/** Archives order-desk entries (soft delete: they leave every list); undone by restoring them. */
export const archiveOrderDeskEntriesStep = createStep(
  "shop-archive-order-desk-entries",
  async (ids: string[], { container }) => {
    if (!ids.length) return new StepResponse(ids, [] as string[])
    await orderDesk(container).softDeleteOrderDeskEntries(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await orderDesk(container).restoreOrderDeskEntries(ids)
  }
)

/** Brings archived order-desk entries back; undone by archiving them again. */
export const restoreOrderDeskEntriesStep = createStep(
  "shop-restore-order-desk-entries",
  async (ids: string[], { container }) => {
    if (!ids.length) return new StepResponse(ids, [] as string[])
    await orderDesk(container).restoreOrderDeskEntries(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await orderDesk(container).softDeleteOrderDeskEntries(ids)
  }
)
