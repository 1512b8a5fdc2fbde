import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseFields } from "#shop/http/validate-body"
import { listArchivedOrders } from "#shop/orders/archived-orders"
import { ArchivedOrdersQuery } from "../validators"

/**
 * GET /admin/shop/archived-orders: the Archived orders page of Medusa's admin. 200
 * `{ orders, count, limit, offset }`: the archived orders (with `archivedAt`), newest number
 * first; `q` searches like GET /api/orders/archived.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = parseFields(req.query, ArchivedOrdersQuery)
  const { orders, count } = await listArchivedOrders(req.scope, query)
  res.setHeader("Cache-Control", "no-store")
  res.json({ orders, count, limit: query.limit, offset: query.offset })
}
