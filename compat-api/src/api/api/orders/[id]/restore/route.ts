import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { restoreArchivedOrder } from "#shop/orders/archived-orders"

/**
 * POST /api/orders/{id}/restore (admin): brings the archived order with this number back into the
 * lists (restoreOrdersWorkflow). 200 `{ order }`; 404 when there is no archived order with it.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ order: await restoreArchivedOrder(req.scope, req.params.id) })
}
