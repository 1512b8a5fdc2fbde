import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getOutboxMessage } from "#shop/notifications/outbox-queries"

/** GET /admin/shop/notifications/{id}: one message with its rendered HTML and text; 404 for an unknown id. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.setHeader("Cache-Control", "no-store")
  res.json(await getOutboxMessage(req.scope, req.params.id))
}
