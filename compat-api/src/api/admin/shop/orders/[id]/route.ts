import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOfMedusaOrder, toLegacyOrder } from "#shop/orders/staff-orders"

/**
 * GET /admin/shop/orders/{medusaOrderId}: the shop's side of a Medusa order (the spec's admin
 * order: payment verification, status, seen, placement). `{ order: null }` for an order that did
 * not come through the shop's checkout, so its page simply shows no shop panel.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const entry = await entryOfMedusaOrder(req.scope, req.params.id)
  res.setHeader("Cache-Control", "no-store")
  res.json({ order: entry ? toLegacyOrder(entry) : null })
}
