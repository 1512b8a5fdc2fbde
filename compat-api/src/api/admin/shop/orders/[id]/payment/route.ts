import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setPaymentStatus } from "../../../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../../../legacy/validate-body"
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
  res.json({ order: await setPaymentStatus(req.scope, entry, paymentStatus, req.auth_context.actor_id) })
}
