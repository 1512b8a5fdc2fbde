import type { IOrderModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type DisplayId = { id: string; display_id: number }

/**
 * Gives Medusa orders the number their shopper was given (Medusa's own workflows never change an
 * order's display_id); undone by putting back the numbers they had.
 */
export const setOrderDisplayIdsStep = createStep(
  "shop-set-order-display-ids",
  async (input: DisplayId[], { container }) => {
    if (!input.length) {
      return new StepResponse(input, [] as DisplayId[])
    }
    const orders = container.resolve<IOrderModuleService>(Modules.ORDER)
    const before = await orders.listOrders({ id: input.map((o) => o.id) }, { select: ["id", "display_id"], take: null })
    const previous = before.map((o) => ({ id: o.id, display_id: Number(o.display_id) }))
    await orders.updateOrders(input as any)
    return new StepResponse(input, previous)
  },
  async (previous, { container }) => {
    if (!previous?.length) {
      return
    }
    await container.resolve<IOrderModuleService>(Modules.ORDER).updateOrders(previous as any)
  }
)
