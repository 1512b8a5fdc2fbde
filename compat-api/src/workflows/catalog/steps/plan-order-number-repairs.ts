import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderDeskOf, planOrderNumberRepairs, type OrderNumberRepairs } from "#shop/catalog/sequence-check"

export type OrderNumberPlan = OrderNumberRepairs & { hasOrderDesk: boolean }

/** Finds the order numbers that drifted and plans the safe repairs (reads only). */
export const planOrderNumberRepairsStep = createStep("shop-plan-order-number-repairs", async (_: void, { container }) => {
  const desk = orderDeskOf(container)
  if (!desk) {
    const none: OrderNumberPlan = { hasOrderDesk: false, checkedOrders: 0, deskNumbers: [], orderNumbers: [], problems: [], highestReserved: 0 }
    return new StepResponse(none)
  }
  return new StepResponse<OrderNumberPlan>({ hasOrderDesk: true, ...(await planOrderNumberRepairs(container, desk)) })
})
