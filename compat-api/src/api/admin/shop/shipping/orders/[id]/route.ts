import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOfMedusaOrder, toLegacyOrder } from "#shop/orders/staff-orders"
import { labelOfEntry } from "#shop/shipping/order-labels"

/**
 * GET /admin/shop/shipping/orders/{medusaOrderId}: the order's shipping state for its page: the
 * spec's admin order and its label (`{ trackingNumber, trackingUrl, carrier, service, labelUrl,
 * createdAt, packageType, amount, currency, sample, fulfillmentId }` or null). `{ order: null,
 * label: null }` for an order that did not come through the shop's checkout.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const entry = await entryOfMedusaOrder(req.scope, req.params.id)
  res.setHeader("Cache-Control", "no-store")
  res.json(entry ? { order: toLegacyOrder(entry), label: labelOfEntry(entry) } : { order: null, label: null })
}
