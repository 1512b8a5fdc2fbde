import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { orderHistory } from "#shop/orders/order-history"
import { entryOf } from "#shop/orders/staff-orders"

/** GET /api/orders/{id}/history (staff): the order's timeline `{ events: [{ at, kind, by?, text?, details? }] }`, oldest first. 404 unknown order. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const entry = await entryOf(req.scope, req.params.id)
  res.setHeader("Cache-Control", "no-store")
  res.json({ events: await orderHistory(req.scope, entry) })
}
