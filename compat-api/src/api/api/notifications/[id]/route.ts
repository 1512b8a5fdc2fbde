import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { getOutboxMessage } from "#shop/notifications/outbox-queries"

/** GET /api/notifications/{id} (admin): one message with its rendered HTML and text (OutboxMessageDetail); 404 for an unknown id. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.setHeader("Cache-Control", "no-store")
  res.json(await getOutboxMessage(req.scope, req.params.id))
}
