import type { IOrderModuleService } from "@medusajs/framework/types"
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

/**
 * Soft-deletes the Medusa orders of archived entries, so they leave Medusa's admin lists too (not
 * Medusa's own "archived" status: a soft delete, which restore undoes). Undone by restoring the
 * orders this step deleted.
 */
export const archiveMedusaOrdersStep = createStep(
  "shop-archive-medusa-orders",
  async (orderIds: string[], { container }) => {
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const live = await ordersWhere(orders, orderIds, false)
    if (live.length) await orders.softDeleteOrders(live)
    return new StepResponse(live, live)
  },
  async (archived, { container }) => {
    if (!archived?.length) return
    await container.resolve<IOrderModuleService>(Modules.ORDER).restoreOrders(archived)
  }
)

/** Restores soft-deleted Medusa orders; undone by soft-deleting the ones this step restored. */
export const restoreMedusaOrdersStep = createStep(
  "shop-restore-medusa-orders",
  async (orderIds: string[], { container }) => {
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const archived = await ordersWhere(orders, orderIds, true)
    if (archived.length) await orders.restoreOrders(archived)
    return new StepResponse(archived, archived)
  },
  async (restored, { container }) => {
    if (!restored?.length) return
    await container.resolve<IOrderModuleService>(Modules.ORDER).softDeleteOrders(restored)
  }
)
