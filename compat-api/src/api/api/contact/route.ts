import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { CONTACT_MESSAGE_CREATED, contactModule } from "#shop/contact/contact-messages"
import { resolveLang } from "#shop/http/lang"
import { parseJsonBody } from "#shop/http/validate-body"
import { ApiPostContact } from "./validators"
import { answerLimited, limitEmail, WriteLimited } from "#shop/limits/write-limiter"

/**
 * POST /api/contact: stores a message from the storefront's contact form, with the shopper's
 * language (`?lang=` or Accept-Language). Public. 201 `{ success: true, id }`; bad input 400.
 * Emits contact.message_created (staff's e-mail).
 * Limits (src/limits/write-limiter.ts): per client address (middleware) and per sender e-mail
 * (here), 429 with Retry-After.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const input = parseJsonBody(req, ApiPostContact)
  try {
    await limitEmail(req, "contactEmail", input.email)
  } catch (e) {
    if (e instanceof WriteLimited) return answerLimited(res, e, "legacy")
    throw e
  }
  const locale = resolveLang(req.query, req.headers["accept-language"])
  const { id } = await contactModule(req.scope).createContactMessages({ ...input, locale })
  // Staff's e-mail (subscribers/contact-message-staff-email.ts); the message is kept whatever the event bus says.
  await req.scope
    .resolve(Modules.EVENT_BUS)
    .emit({ name: CONTACT_MESSAGE_CREATED, data: { id } })
    .catch(() => undefined)
  res.status(201).json({ success: true, id })
}
