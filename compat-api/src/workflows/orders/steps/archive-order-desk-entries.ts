import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { staffDesk } from "../../../orders/staff-orders"

/** Archives order-desk entries (soft delete: they leave every list); undone by restoring them. */
export const archiveOrderDeskEntriesStep = createStep(
  "shop-archive-order-desk-entries",
  async (ids: string[], { container }) => {
    if (!ids.length) return new StepResponse(ids, [] as string[])
    await staffDesk(container).softDeleteOrderDeskEntries(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await staffDesk(container).restoreOrderDeskEntries(ids)
  }
)

/** Brings archived order-desk entries back; undone by archiving them again. */
export const restoreOrderDeskEntriesStep = createStep(
  "shop-restore-order-desk-entries",
  async (ids: string[], { container }) => {
    if (!ids.length) return new StepResponse(ids, [] as string[])
    await staffDesk(container).restoreOrderDeskEntries(ids)
    return new StepResponse(ids, ids)
  },
  async (ids, { container }) => {
    if (!ids?.length) return
    await staffDesk(container).softDeleteOrderDeskEntries(ids)
  }
)
