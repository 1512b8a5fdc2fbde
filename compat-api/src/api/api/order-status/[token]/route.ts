import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OrderStatusView } from "@shop/contract"
import { entryOfStatusToken, toOrderStatusView } from "../../../../orders/order-status"

/**
 * GET /api/order-status/{token}: the shopper's order-status page (public; the token is the key).
 * The order's number, date, items, totals, payment and shipping, nothing about the customer.
 * 404 for an unknown or malformed token.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const entry = await entryOfStatusToken(req.scope, String(req.params.token ?? ""))
  res.setHeader("Cache-Control", "no-store")
  res.setHeader("Referrer-Policy", "no-referrer")
  res.json(toOrderStatusView(entry) satisfies OrderStatusView)
}
