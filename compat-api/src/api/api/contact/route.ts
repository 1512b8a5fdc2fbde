import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { contactModule } from "../../../contact/contact-messages"
import { resolveLang } from "../../../legacy/lang"
import { parseJsonBody } from "../../../legacy/validate-body"
import { ApiPostContact } from "./validators"

/**
 * POST /api/contact: stores a message from the storefront's contact form, with the shopper's
 * language (`?lang=` or Accept-Language). Public. 201 `{ success: true, id }`; bad input 400.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const input = parseJsonBody(req, ApiPostContact)
  const locale = resolveLang(req.query, req.headers["accept-language"])
  const { id } = await contactModule(req.scope).createContactMessages({ ...input, locale })
  res.status(201).json({ success: true, id })
}
