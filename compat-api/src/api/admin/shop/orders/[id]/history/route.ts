import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderHistory } from "#shop/orders/order-history"
import { shopOrderEntry } from "../../helpers"

/** GET /admin/shop/orders/{medusaOrderId}/history: as GET /api/orders/{id}/history. 404 for an order the shop's checkout did not take. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const entry = await shopOrderEntry(req.scope, req.params.id)
  res.setHeader("Cache-Control", "no-store")
  res.json({ events: await orderHistory(req.scope, entry) })
}
