import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resendOutboxMessage } from "#shop/notifications/outbox-queries"

/**
 * POST /api/notifications/{id}/resend (admin): sends the message again as a new one (`resendOf` the
 * old id). 201 `{ message }`, also when the send failed (the new message is then in state failure,
 * with the reason); 404 for an unknown id.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  res.status(201).json(await resendOutboxMessage(req.scope, req.params.id))
}
