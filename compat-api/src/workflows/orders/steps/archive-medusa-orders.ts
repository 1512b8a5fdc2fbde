import type { IOrderModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { archivingStep } from "./archiving-step"

/** Of these Medusa orders, the ids of those not archived (soft-deleted) yet, or not restored yet. */
async function notYet(container: MedusaContainer, ids: string[], archived: boolean): Promise<string[]> {
  const rows = await container.resolve<IOrderModuleService>(Modules.ORDER).listOrders(
    { id: ids, deleted_at: archived ? null : { $ne: null } } as any,
    { select: ["id"], withDeleted: !archived, take: null } as any
  )
  return rows.map((o) => o.id)
}

/** Soft-deletes (archived) or restores Medusa orders. */
async function setArchived(container: MedusaContainer, ids: string[], archived: boolean) {
  const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
  await (archived ? orders.softDeleteOrders(ids) : orders.restoreOrders(ids))
}

/**
 * Soft-deletes the Medusa orders of archived entries, so they leave Medusa's admin lists too (not
 * Medusa's own "archived" status: a soft delete, which restore undoes). Undone by restoring the
 * orders this step deleted.
 */
export const archiveMedusaOrdersStep = archivingStep("shop-archive-medusa-orders", true, setArchived, notYet)

/** Restores soft-deleted Medusa orders; undone by soft-deleting the ones this step restored. */
export const restoreMedusaOrdersStep = archivingStep("shop-restore-medusa-orders", false, setArchived, notYet)
