import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf, updateEntry } from "#shop/orders/staff-orders"

/** PATCH /api/orders/{id}/acknowledge (admin): staff have seen the order. */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const entry = await entryOf(req.scope, req.params.id)
  res.json(await updateEntry(req.scope, entry, { seen: true }))
}
