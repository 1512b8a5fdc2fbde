import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { GET as labelFile } from "#shop/api/api/shipping/labels/[orderId]/route"
import { shopOrderEntry } from "#shop/api/admin/shop/orders/helpers"

/**
 * GET /admin/shop/shipping/orders/{medusaOrderId}/label-file: the order's label file, the very
 * handler of GET /api/shipping/labels/{orderId} (a download `shipping-label-order-{id}.pdf`/`.png`, for
 * Print and Download). 404 when the order has no label.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const entry = await shopOrderEntry(req.scope, req.params.id)
  req.params = { ...req.params, orderId: String(entry.order_display_id) }
  return labelFile(req, res)
}
