import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ordersByShipment } from "#shop/orders/staff-orders"
import { parseFields } from "#shop/http/validate-body"
import { AdminShopShipmentQuery } from "../../validators"

/**
 * GET /admin/shop/shipping/orders?list=pending|shipped: the Shipping page's lists (the back office's
 * /shipping-admin rules), newest first, `?limit=` (1–100, default 20) and `?offset=`. 200
 * `{ orders, count, limit, offset }`, the spec's admin orders (with trackingNumber, shippingLabel,
 * orderStatus and medusaOrderId).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = parseFields(req.query, AdminShopShipmentQuery)
  const { orders, count } = await ordersByShipment(req.scope, query.list, query)
  res.setHeader("Cache-Control", "no-store")
  res.json({ orders, count, limit: query.limit, offset: query.offset })
}
