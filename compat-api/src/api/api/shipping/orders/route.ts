import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shippingOrdersPage } from "#shop/orders/staff-orders"
import { parseFields } from "#shop/http/validate-body"
import { ApiShippingOrdersQuery } from "../validators"

/**
 * GET /api/shipping/orders?list=pending|shipped|simple-pending|simple-shipped&page=&limit=&search=
 * (admin): one page of a shipping screen's list (/shipping-admin, /shippo-admin), newest first,
 * searched by order number, name or phone. 200 `{ orders, total, page, limit, pages }`; bad
 * parameters 400.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = parseFields(req.query, ApiShippingOrdersQuery)
  res.setHeader("Cache-Control", "no-store")
  res.json(await shippingOrdersPage(req.scope, query))
}
