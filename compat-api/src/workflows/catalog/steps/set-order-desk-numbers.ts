import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderDeskOf, type OrderDesk } from "#shop/catalog/sequence-check"

type DeskNumber = { id: string; order_display_id: number | null }

const deskOf = (container: Parameters<typeof orderDeskOf>[0]): OrderDesk => {
  const desk = orderDeskOf(container)
  if (!desk) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "This app has no order desk.")
  }
  return desk
}

/** Gives order-desk entries their order number; undone by putting back the numbers they had. */
export const setOrderDeskNumbersStep = createStep(
  "shop-set-order-desk-numbers",
  async (input: DeskNumber[], { container }) => {
    if (!input.length) {
      return new StepResponse(input, [] as DeskNumber[])
    }
    const desk = deskOf(container)
    const before = await desk.listOrderDeskEntries({ id: input.map((e) => e.id) }, { select: ["id", "order_display_id"], take: null })
    const previous = before.map((e) => ({ id: e.id, order_display_id: e.order_display_id }))
    await desk.updateOrderDeskEntries(input)
    return new StepResponse(input, previous)
  },
  async (previous, { container }) => {
    if (!previous?.length) {
      return
    }
    await deskOf(container).updateOrderDeskEntries(previous)
  }
)
