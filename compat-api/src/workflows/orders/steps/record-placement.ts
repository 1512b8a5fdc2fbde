import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_DESK_MODULE } from "#shop/modules/order-desk/index"
import { orderDesk } from "#shop/orders/order-desk"

export type RecordPlacementInput = { entry_id: string; order_id: string; display_id: number }

/**
 * The last step of a placement: links the order-desk entry to its Medusa order and marks it
 * placed. When staff archived the entry while it was being placed (Clear All), the Medusa order
 * leaves Medusa's lists too and comes back with its entry (restore).
 */
export const recordPlacementStep = createStep(
  "shop-record-placement",
  async (input: RecordPlacementInput, { container }) => {
    const link = container.resolve(ContainerRegistrationKeys.LINK)
    await link.create({
      [ORDER_DESK_MODULE]: { order_desk_entry_id: input.entry_id },
      [Modules.ORDER]: { order_id: input.order_id },
    })
    const desk = orderDesk(container)
    const { archived } = await desk.recordPlacement(input.entry_id, input.order_id, input.display_id)
    if (archived) {
      await container.resolve(Modules.ORDER).softDeleteOrders([input.order_id])
    }
    return new StepResponse({ archived }, input)
  },
  async (input, { container }) => {
    if (!input) return
    await container.resolve(ContainerRegistrationKeys.LINK).dismiss({
      [ORDER_DESK_MODULE]: { order_desk_entry_id: input.entry_id },
      [Modules.ORDER]: { order_id: input.order_id },
    })
  }
)
