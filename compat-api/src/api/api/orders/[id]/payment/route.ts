import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf } from "#shop/orders/staff-orders"
import { changePaymentStatus } from "../../staff-order-changes"

/**
 * PATCH /api/orders/{id}/payment `{ paymentStatus }` (admin): Verify Payment (paid: authorized and
 * captured in Medusa), Mark Pending, Reject Payment (failed: the payment is cancelled, or refunded
 * once captured). 409 while the order is being placed, and for a card that is charged (pending) or
 * refunded.
 */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await changePaymentStatus(req, entryOf))
}
