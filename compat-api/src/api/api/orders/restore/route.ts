import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseJsonBody } from "#shop/http/validate-body"
import { restoreOrdersWorkflow } from "#shop/workflows/orders/restore-orders"
import { rethrowWorkflowError } from "#shop/workflows/workflow-error"
import { ApiPostRestore } from "../staff-validators"

/** POST /api/orders/restore `{ ids? }` (admin): brings archived orders back (all without ids). */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { ids } = parseJsonBody(req, ApiPostRestore)
  const { result } = await restoreOrdersWorkflow(req.scope).run({ input: { display_ids: ids } }).catch(rethrowWorkflowError)
  res.json({ success: true, restoredCount: result.count, message: `Restored ${result.count} order(s).` })
}
