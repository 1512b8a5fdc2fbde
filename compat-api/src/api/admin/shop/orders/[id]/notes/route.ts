import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ApiPostOrderNote } from "@shop/contract"
import { parseJsonBody } from "#shop/http/validate-body"
import { addOrderNote } from "#shop/orders/order-history"
import { shopOrderEntry } from "../../helpers"

/** POST /admin/shop/orders/{medusaOrderId}/notes `{ text }`: as POST /api/orders/{id}/notes. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { text } = parseJsonBody(req, ApiPostOrderNote)
  const entry = await shopOrderEntry(req.scope, req.params.id)
  res.status(201).json(await addOrderNote(req.scope, entry, text, req.auth_context?.actor_id))
}
