import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { toLegacyOrder } from "../../../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../../../legacy/validate-body"
import { setOrderStatusWorkflow } from "../../../../../../workflows/orders/set-order-status"
import { rethrowWorkflowError } from "../../../../../../workflows/workflow-error"
import { ApiPatchStatus } from "../../../../../api/orders/staff-validators"
import { shopOrderEntry } from "../../helpers"

/**
 * POST /admin/shop/orders/{medusaOrderId}/status `{ status }`: the staff-side status, with the rules
 * of PATCH /api/orders/{id}/status (completed needs a verified payment and completes Medusa's order).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { status } = parseJsonBody(req, ApiPatchStatus)
  const entry = await shopOrderEntry(req.scope, req.params.id)
  const { result } = await setOrderStatusWorkflow(req.scope)
    .run({ input: { entry, status, staff_user_id: req.auth_context.actor_id } })
    .catch(rethrowWorkflowError)
  res.json({ order: toLegacyOrder(result) })
}
