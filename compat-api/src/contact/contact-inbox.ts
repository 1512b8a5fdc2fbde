import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import { randomUUID } from "node:crypto"
import { contactMessageOf, listContactMessages } from "#shop/contact/contact-messages"
import { parseFields, parseJsonBody } from "#shop/http/validate-body"
import { staffName } from "#shop/staff/staff-names"
import { replyToContactMessageWorkflow } from "#shop/workflows/contact/reply-to-contact-message"
import { ContactMessagesQuery, ContactReplyBody } from "@shop/contract"

/** The staff routes of the contact inbox, one implementation for /api and /admin/shop. */

/** GET …/contact-messages (both back offices): a page, newest first, with the open count. */
export async function contactMessagesPage(req: AuthenticatedMedusaRequest) {
  const query = parseFields(req.query, ContactMessagesQuery)
  const { messages, count, open } = await listContactMessages(req.scope, query)
  return { contact_messages: messages, count, limit: query.limit, offset: query.offset, open }
}

/** POST …/contact-messages/{id}/reply (both back offices): the reply e-mail, and the message as it now is. */
export async function replyToContactMessage(req: AuthenticatedMedusaRequest) {
  const { text } = parseJsonBody(req, ContactReplyBody)
  const staff = await staffName(req.scope, req.auth_context?.actor_id)
  const { result } = await replyToContactMessageWorkflow(req.scope).run({
    input: { message_id: req.params.id, text, staff_name: staff, reply_key: randomUUID() },
  })
  const [sent] = result ?? []
  return { contact_message: await contactMessageOf(req.scope, req.params.id), email: { outcome: sent?.outcome ?? "failed" } }
}
