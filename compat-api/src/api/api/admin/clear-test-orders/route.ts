import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { archiveOrdersWorkflow } from "#shop/workflows/orders/archive-orders"
import { rethrowWorkflowError } from "#shop/workflows/workflow-error"

/** DELETE /api/admin/clear-test-orders (admin): the clear-orders page; archives every order. */
export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result } = await archiveOrdersWorkflow(req.scope).run({ input: {} }).catch(rethrowWorkflowError)
  res.json({ success: true, deletedCount: result.count, message: `All orders cleared: ${result.count} archived (an admin can restore them).` })
}
