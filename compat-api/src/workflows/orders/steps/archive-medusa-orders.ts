import type { IOrderModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/** Of these Medusa orders, the ids of those archived (soft-deleted) or not. */
async function ordersWhere(orders: IOrderModuleService, ids: string[], archived: boolean): Promise<string[]> {
  if (!ids.length) return []
  const rows = await orders.listOrders(
    { id: ids, deleted_at: archived ? { $ne: null } : null } as any,
    { select: ["id"], withDeleted: archived, take: null } as any
  )
  return rows.map((o) => o.id)
}

/** Soft-deletes (archived) or restores Medusa orders. */
async function setArchived(container: MedusaContainer, ids: string[], archived: boolean) {
  const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
  await (archived ? orders.softDeleteOrders(ids) : orders.restoreOrders(ids))
}

/** A step that archives (or restores) those of the given orders not so yet; undone by doing the opposite to the ones it changed. */
const archiveStep = (name: string, archived: boolean) =>
  createStep(
    name,
    async (orderIds: string[], { container }) => {
      const changing = await ordersWhere(container.resolve<IOrderModuleService>(Modules.ORDER), orderIds, !archived)
      if (changing.length) await setArchived(container, changing, archived)
      return new StepResponse(changing, changing)
    },
    async (changed, { container }) => {
      if (!changed?.length) return
      await setArchived(container, changed, !archived)
    }
  )

/**
 * Soft-deletes the Medusa orders of archived entries, so they leave Medusa's admin lists too (not
 * Medusa's own "archived" status: a soft delete, which restore undoes). Undone by restoring the
 * orders this step deleted.
 */
export const archiveMedusaOrdersStep = archiveStep("shop-archive-medusa-orders", true)

/** Restores soft-deleted Medusa orders; undone by soft-deleting the ones this step restored. */
export const restoreMedusaOrdersStep = archiveStep("shop-restore-medusa-orders", false)
