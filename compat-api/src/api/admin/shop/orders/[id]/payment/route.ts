import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changePaymentStatus } from "#shop/api/api/orders/staff-order-changes"
import { shopOrderEntry } from "../../helpers"

/**
 * POST /admin/shop/orders/{medusaOrderId}/payment `{ paymentStatus }`: Verify Payment, Mark Pending,
 * Reject Payment, with the rules of PATCH /api/orders/{id}/payment (paid authorizes and captures
 * Medusa's payment; undoing a captured one refunds it; 409 while the order is being placed, and for
 * a card that is charged (pending) or refunded).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ order: await changePaymentStatus(req, shopOrderEntry) })
}
