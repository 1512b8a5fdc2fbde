import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { contactMessagesPage } from "#shop/contact/contact-inbox"

/**
 * GET /admin/shop/contact-messages: the storefront's contact messages, newest first.
 * `?limit=` (1–100, default 20), `?offset=`, `?handled=true|false`, `?search=`. 200
 * `{ contact_messages, count, limit, offset, open }` (open: how many are not handled yet, in all).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.setHeader("Cache-Control", "no-store")
  res.json(await contactMessagesPage(req))
}
