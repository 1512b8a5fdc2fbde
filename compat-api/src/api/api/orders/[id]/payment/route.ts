import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf, toLegacyOrder } from "../../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../../legacy/validate-body"
import { setPaymentStatusWorkflow } from "../../../../../workflows/payments/set-payment-status"
import { rethrowWorkflowError } from "../../../../../workflows/workflow-error"
import { ApiPatchPayment } from "../../staff-validators"

/**
 * PATCH /api/orders/{id}/payment `{ paymentStatus }` (admin): Verify Payment (paid: authorized and
 * captured in Medusa), Mark Pending, Reject Payment (failed: the payment is cancelled). 409 when
 * the order is still being placed or money was captured already.
 */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { paymentStatus } = parseJsonBody(req, ApiPatchPayment)
  const entry = await entryOf(req.scope, req.params.id)
  const { result } = await setPaymentStatusWorkflow(req.scope)
    .run({ input: { entry, payment_status: paymentStatus, staff_user_id: req.auth_context.actor_id } })
    .catch(rethrowWorkflowError)
  res.json(toLegacyOrder(result))
}
