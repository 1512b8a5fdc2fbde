import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { replyToContactMessage } from "#shop/contact/contact-inbox"

/**
 * POST /api/contact-messages/{id}/reply `{ text }` (staff): e-mails the reply in the message's
 * language, through the notification module (the outbox), and records who replied and when. 200
 * `{ contact_message, email: { outcome: sent | failed } }` (failed: the retry job tries again); 400
 * empty or over 5,000 characters, or a message with no e-mail; 404 unknown message.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await replyToContactMessage(req))
}
