import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { toLegacyOrder } from "../../../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../../../legacy/validate-body"
import { setPaymentStatusWorkflow } from "../../../../../../workflows/payments/set-payment-status"
import { rethrowWorkflowError } from "../../../../../../workflows/workflow-error"
import { ApiPatchPayment } from "../../../../../api/orders/staff-validators"
import { shopOrderEntry } from "../../helpers"

/**
 * POST /admin/shop/orders/{medusaOrderId}/payment `{ paymentStatus }`: Verify Payment, Mark Pending,
 * Reject Payment, with the rules of PATCH /api/orders/{id}/payment (paid authorizes and captures
 * Medusa's payment; 409 when money was captured already or the order is still being placed).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { paymentStatus } = parseJsonBody(req, ApiPatchPayment)
  const entry = await shopOrderEntry(req.scope, req.params.id)
  const { result } = await setPaymentStatusWorkflow(req.scope)
    .run({ input: { entry, payment_status: paymentStatus, staff_user_id: req.auth_context.actor_id } })
    .catch(rethrowWorkflowError)
  res.json({ order: toLegacyOrder(result) })
}
