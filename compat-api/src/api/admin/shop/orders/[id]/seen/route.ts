import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { toLegacyOrder, updateEntry } from "#shop/orders/staff-orders"
import { shopOrderEntry } from "../../helpers"

/** POST /admin/shop/orders/{medusaOrderId}/seen: staff have opened the order (as PATCH /api/orders/{id}/acknowledge). */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const entry = await shopOrderEntry(req.scope, req.params.id)
  res.json({ order: entry.seen ? toLegacyOrder(entry) : await updateEntry(req.scope, entry, { seen: true }) })
}
