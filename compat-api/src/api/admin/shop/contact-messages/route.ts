import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { listContactMessages } from "#shop/contact/contact-messages"
import { parseFields } from "#shop/http/validate-body"
import { AdminShopContactMessagesQuery } from "../validators"

/**
 * GET /admin/shop/contact-messages: the storefront's contact messages, newest first.
 * `?limit=` (1–100, default 20), `?offset=`, `?handled=true|false`. 200
 * `{ contact_messages, count, limit, offset, open }` (open: how many are not handled yet, in all).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = parseFields(req.query, AdminShopContactMessagesQuery)
  const { messages, count, open } = await listContactMessages(req.scope, query)
  res.setHeader("Cache-Control", "no-store")
  res.json({ contact_messages: messages, count, limit: query.limit, offset: query.offset, open })
}
