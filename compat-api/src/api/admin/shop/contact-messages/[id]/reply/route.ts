import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { replyToContactMessage } from "#shop/contact/contact-inbox"

/** POST /admin/shop/contact-messages/{id}/reply `{ text }`: as POST /api/contact-messages/{id}/reply. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await replyToContactMessage(req))
}
