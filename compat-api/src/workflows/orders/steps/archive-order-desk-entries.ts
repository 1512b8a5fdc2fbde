import type { MedusaContainer } from "@medusajs/framework/types"
import { orderDesk } from "#shop/orders/order-desk"
import { archivingStep } from "./archiving-step"

/** Archives (soft delete: they leave every list) or restores order-desk entries. */
async function setArchived(container: MedusaContainer, ids: string[], archived: boolean) {
  const desk = orderDesk(container)
  await (archived ? desk.softDeleteOrderDeskEntries(ids) : desk.restoreOrderDeskEntries(ids))
}

/** Archives order-desk entries (soft delete: they leave every list); undone by restoring them. */
export const archiveOrderDeskEntriesStep = archivingStep("shop-archive-order-desk-entries", true, setArchived)

/** Brings archived order-desk entries back; undone by archiving them again. */
export const restoreOrderDeskEntriesStep = archivingStep("shop-restore-order-desk-entries", false, setArchived)
