import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { labelHistory } from "#shop/shipping/labels"
import { medusaOrderIds } from "#shop/shipping/order-labels"

/**
 * GET /admin/shop/shipping/labels: the labels history of GET /api/simple-shipping/labels (newest
 * first), each with its Medusa order id (`medusaOrderId`) for the admin's links and label file.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const labels = await labelHistory(req.scope)
  const ids = await medusaOrderIds(req.scope, labels.map((l) => l.orderId))
  res.setHeader("Cache-Control", "no-store")
  res.json({ labels: labels.map((l) => ({ ...l, medusaOrderId: ids.get(l.orderId) ?? null })) })
}
