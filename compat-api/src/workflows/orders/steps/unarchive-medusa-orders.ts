import type { IOrderModuleService } from "@medusajs/framework/types"
import { Modules, OrderStatus } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * Medusa's own archive (archiveOrderWorkflow, Medusa's admin API) sets an order's status to
 * "archived", which Medusa allows only for a completed or cancelled order and has no way back
 * from. A restored order gets back the status it had: cancelled when it was cancelled, completed
 * otherwise. Undone by setting "archived" again.
 */
export const unarchiveMedusaOrdersStep = createStep(
  "shop-unarchive-medusa-orders",
  async (ids: string[], { container }) => {
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const archived = ids.length ? await orders.listOrders({ id: ids, status: OrderStatus.ARCHIVED } as any, { select: ["id", "canceled_at"], take: null } as any) : []
    if (archived.length) {
      await orders.updateOrders(archived.map((o) => ({ id: o.id, status: o.canceled_at ? OrderStatus.CANCELED : OrderStatus.COMPLETED })) as any)
    }
    return new StepResponse(undefined, archived.map((o) => o.id))
  },
  async (changed, { container }) => {
    if (!changed?.length) return
    await container.resolve<IOrderModuleService>(Modules.ORDER).updateOrders(changed.map((id) => ({ id, status: OrderStatus.ARCHIVED })) as any)
  }
)
