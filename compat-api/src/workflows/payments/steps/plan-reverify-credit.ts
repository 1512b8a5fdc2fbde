import { ContainerRegistrationKeys, MathBN } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * Verify → undo → verify again: the undo's refund (Medusa's refundPaymentWorkflow) left a refund
 * credit line that lowers Medusa's order total, so after the second capture Medusa would show the
 * shop owing the shopper what they paid. Answers the negative credit line that takes the refund's
 * credit back (never more than the credit lines hold, never more than was overpaid), or null when
 * the order's paid total and its total already agree. Reads only.
 */
export const planReverifyCreditStep = createStep("shop-plan-reverify-credit", async (input: { order_id: string | null }, { container }) => {
  if (!input.order_id) return new StepResponse(null)
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: ["id", "summary.*", "credit_lines.amount"],
    filters: { id: input.order_id },
  })
  const order = data[0] as { summary?: { pending_difference?: unknown }; credit_lines?: { amount: unknown }[] } | undefined
  const pending = Number(order?.summary?.pending_difference ?? 0)
  const credit = (order?.credit_lines ?? []).reduce((sum, line) => sum + Number(MathBN.convert(line.amount as any)), 0)
  if (!(pending < 0) || !(credit > 0)) return new StepResponse(null)
  const amount = Math.round(Math.min(-pending, credit) * 100) / 100
  return new StepResponse({ order_id: input.order_id, amount: -amount })
})
