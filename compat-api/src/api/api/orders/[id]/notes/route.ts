import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ApiPostOrderNote } from "@shop/contract"
import { parseJsonBody } from "#shop/http/validate-body"
import { addOrderNote } from "#shop/orders/order-history"
import { entryOf } from "#shop/orders/staff-orders"

/** POST /api/orders/{id}/notes `{ text }` (staff): an internal note (1–2,000 characters), never shown to shoppers. 201 the note; 400 bad text; 404 unknown order. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { text } = parseJsonBody(req, ApiPostOrderNote)
  const entry = await entryOf(req.scope, req.params.id)
  res.status(201).json(await addOrderNote(req.scope, entry, text, req.auth_context?.actor_id))
}
