import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { restoreArchivedOrder } from "#shop/orders/archived-orders"

/** POST /admin/shop/archived-orders/{orderNumber}/restore: `{ order }` back in the lists; 404 when it is not archived. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ order: await restoreArchivedOrder(req.scope, req.params.id) })
}
