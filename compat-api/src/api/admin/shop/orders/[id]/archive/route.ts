import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { archiveListedOrder } from "#shop/orders/archived-orders"
import { shopOrderEntry } from "../../helpers"

/** POST /admin/shop/orders/{medusaOrderId}/archive: Archive on Medusa's order page, as POST /api/orders/{id}/archive. `{ order }`. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ order: await archiveListedOrder(req.scope, await shopOrderEntry(req.scope, req.params.id)) })
}
