import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { archiveOrdersWorkflow } from "#shop/workflows/orders/archive-orders"
import { rethrowWorkflowError } from "#shop/workflows/workflow-error"

/** DELETE /api/orders/clear-all (admin): archives every order (restorable: POST /api/orders/restore). */
export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result } = await archiveOrdersWorkflow(req.scope).run({ input: {} }).catch(rethrowWorkflowError)
  res.json({ success: true, deletedCount: result.count, message: `Archived ${result.count} order(s). They can be restored.` })
}
