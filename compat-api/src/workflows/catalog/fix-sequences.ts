import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { sequencesReport, unpricedProducts } from "../../catalog/product-utilities"
import { advanceOrderNumberSequenceStep } from "./steps/advance-order-number-sequence"
import { planOrderNumberRepairsStep } from "./steps/plan-order-number-repairs"
import { setOrderDeskNumbersStep } from "./steps/set-order-desk-numbers"
import { setOrderDisplayIdsStep } from "./steps/set-order-display-ids"

export const fixSequencesWorkflowId = "shop-fix-sequences"

/**
 * GET /api/fix-sequences (spec point 4, Utilities: Fix Database IDs): checks the numbers and prices
 * the shop relies on and that can drift. Each placed order-desk entry shows its Medusa order's
 * number, Medusa's order-number sequence is ahead of every number in use, every product has a
 * variant with a USD price. Repairs what is safe (an order takes the number its shopper was given,
 * as the placement does; the sequence moves past the highest number), each repair undone if a
 * later one fails, and reports the rest: a missing price cannot be guessed.
 */
export const fixSequencesWorkflow = createWorkflow(fixSequencesWorkflowId, () => {
  const plan = planOrderNumberRepairsStep()
  const { data: products } = useQueryGraphStep({
    entity: "product",
    fields: ["id", "title", "variants.id", "variants.prices.currency_code"],
  })

  setOrderDeskNumbersStep(transform({ plan }, ({ plan }) => plan.deskNumbers))
  setOrderDisplayIdsStep(transform({ plan }, ({ plan }) => plan.orderNumbers))
  const sequence = when("advance-order-number-sequence", { plan }, ({ plan }) => plan.hasOrderDesk).then(() =>
    advanceOrderNumberSequenceStep(transform({ plan }, ({ plan }) => ({ highestReserved: plan.highestReserved })))
  )

  return new WorkflowResponse(
    transform({ plan, sequence, products }, ({ plan, sequence, products }) =>
      sequencesReport(plan.checkedOrders, products.length, [
        ...plan.problems,
        ...(sequence ? [sequence] : []),
        ...unpricedProducts(products as any),
      ])
    )
  )
})
