import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cancelOrder } from "#shop/api/api/orders/staff-order-changes"
import { shopOrderEntry } from "../../helpers"

/** POST /admin/shop/orders/{medusaOrderId}/cancel `{ reason? }`: Cancel order from Medusa's order page, as POST /api/orders/{id}/cancel. `{ order }`. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ order: await cancelOrder(req, shopOrderEntry) })
}
