import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { changeOrderStatus } from "#shop/api/api/orders/staff-order-changes"
import { shopOrderEntry } from "../../helpers"

/**
 * POST /admin/shop/orders/{medusaOrderId}/status `{ status }`: the staff-side status, with the rules
 * of PATCH /api/orders/{id}/status (completed needs a verified payment and completes Medusa's order).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ order: await changeOrderStatus(req, shopOrderEntry) })
}
