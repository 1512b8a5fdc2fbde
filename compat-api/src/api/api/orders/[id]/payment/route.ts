import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf } from "../../../../../orders/staff-orders"
import { changePaymentStatus } from "../../staff-order-changes"

/**
 * PATCH /api/orders/{id}/payment `{ paymentStatus }` (admin): Verify Payment (paid: authorized and
 * captured in Medusa), Mark Pending, Reject Payment (failed: the payment is cancelled). 409 when
 * the order is still being placed or money was captured already.
 */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await changePaymentStatus(req, entryOf))
}
