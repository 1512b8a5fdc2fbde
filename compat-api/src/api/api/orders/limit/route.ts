import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseJsonBody } from "#shop/http/validate-body"
import { archiveOrdersWorkflow } from "#shop/workflows/orders/archive-orders"
import { rethrowWorkflowError } from "#shop/workflows/workflow-error"
import { ApiPostLimit } from "../staff-validators"

/** POST /api/orders/limit `{ maxOrders }` (admin): archives all but the newest maxOrders orders. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { maxOrders } = parseJsonBody(req, ApiPostLimit)
  const { result } = await archiveOrdersWorkflow(req.scope).run({ input: { keep_newest: maxOrders } }).catch(rethrowWorkflowError)
  res.json({
    success: true,
    deletedCount: result.count,
    message: `Deleted ${result.count} old order(s), keeping only the ${maxOrders} most recent orders.`,
  })
}
