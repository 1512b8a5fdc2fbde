import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf, setPaymentStatus } from "../../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../../legacy/validate-body"
import { ApiPatchPayment } from "../../staff-validators"

/**
 * PATCH /api/orders/{id}/payment `{ paymentStatus }` (admin): Verify Payment (paid: authorized and
 * captured in Medusa), Mark Pending, Reject Payment (failed: the payment is cancelled). 409 when
 * the order is still being placed or money was captured already.
 */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { paymentStatus } = parseJsonBody(req, ApiPatchPayment)
  const entry = await entryOf(req.scope, req.params.id)
  res.json(await setPaymentStatus(req.scope, entry, paymentStatus, req.auth_context.actor_id))
}
