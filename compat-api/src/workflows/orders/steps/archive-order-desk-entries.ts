import type { MedusaContainer } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderDesk } from "#shop/orders/order-desk"

/** Archives (soft delete: they leave every list) or restores order-desk entries. */
async function setArchived(container: MedusaContainer, ids: string[], archived: boolean) {
  const desk = orderDesk(container)
  await (archived ? desk.softDeleteOrderDeskEntries(ids) : desk.restoreOrderDeskEntries(ids))
}

/** A step that archives (or restores) the given entries; undone by doing the opposite to them. */
const archiveStep = (name: string, archived: boolean) =>
  createStep(
    name,
    async (ids: string[], { container }) => {
      if (!ids.length) return new StepResponse(ids, [] as string[])
      await setArchived(container, ids, archived)
      return new StepResponse(ids, ids)
    },
    async (ids, { container }) => {
      if (!ids?.length) return
      await setArchived(container, ids, !archived)
    }
  )

/** Archives order-desk entries (soft delete: they leave every list); undone by restoring them. */
export const archiveOrderDeskEntriesStep = archiveStep("shop-archive-order-desk-entries", true)

/** Brings archived order-desk entries back; undone by archiving them again. */
export const restoreOrderDeskEntriesStep = archiveStep("shop-restore-order-desk-entries", false)
