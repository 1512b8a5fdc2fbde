import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf, toLegacyOrder } from "../../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../../legacy/validate-body"
import { setOrderStatusWorkflow } from "../../../../../workflows/orders/set-order-status"
import { rethrowWorkflowError } from "../../../../../workflows/workflow-error"
import { ApiPatchStatus } from "../../staff-validators"

/** PATCH /api/orders/{id}/status `{ status }` (admin); completed needs a paid order (409 otherwise). */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { status } = parseJsonBody(req, ApiPatchStatus)
  const entry = await entryOf(req.scope, req.params.id)
  const { result } = await setOrderStatusWorkflow(req.scope)
    .run({ input: { entry, status, staff_user_id: req.auth_context.actor_id } })
    .catch(rethrowWorkflowError)
  res.json(toLegacyOrder(result))
}
