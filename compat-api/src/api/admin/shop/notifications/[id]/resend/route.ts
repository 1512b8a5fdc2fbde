import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resendOutboxMessage } from "#shop/notifications/outbox-queries"

/** POST /admin/shop/notifications/{id}/resend: like POST /api/notifications/{id}/resend, 201 `{ message }`. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.status(201).json(await resendOutboxMessage(req.scope, req.params.id))
}
