import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseFields } from "#shop/http/validate-body"
import { listArchivedOrders } from "#shop/orders/archived-orders"
import { ArchivedOrdersQuery } from "../staff-validators"

/**
 * GET /api/orders/archived (admin): the archived orders, newest number first, each with
 * `archivedAt`. `limit` (1–200, default 50) and `offset` page through them (the total is in
 * X-Total-Count); `q` finds an order by number, the shopper's name, email or phone, or the payment
 * reference. Restore one with POST /api/orders/{id}/restore.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const query = parseFields(req.query, ArchivedOrdersQuery)
  const { orders, count } = await listArchivedOrders(req.scope, query)
  res.setHeader("X-Total-Count", String(count))
  res.setHeader("Cache-Control", "no-store")
  res.json(orders)
}
