import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { archiveListedOrder, listedEntryOf } from "#shop/orders/archived-orders"

/**
 * POST /api/orders/{id}/archive (admin): archives the order with this number (archiveOrdersWorkflow):
 * it leaves the shop's and Medusa's lists for Archived, where POST /api/orders/{id}/restore brings
 * it back. 200 `{ order }` (with `archivedAt`); 404 when no listed order has this number.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ order: await archiveListedOrder(req.scope, await listedEntryOf(req.scope, req.params.id)) })
}
