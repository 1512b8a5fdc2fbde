import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resolveLang } from "../../../lib/lang"
import { parseJsonBody } from "../../../lib/validate-body"
import { ApiPostContact, type ApiPostContactType } from "./validators"

/** The part of the app's contact module (medusa-backend/src/modules/contact) this route uses. */
type ContactModuleService = {
  createContactMessages(data: ApiPostContactType & { locale: string }): Promise<{ id: string }>
}

/**
 * POST /api/contact: stores a message from the storefront's contact form, with the shopper's
 * language (`?lang=` or Accept-Language). Public. 201 `{ success: true, id }`; bad input 400.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const input = parseJsonBody(req, ApiPostContact)
  const locale = resolveLang(req.query, req.headers["accept-language"])
  // Resolved by name: the module belongs to the app, not to this plugin.
  const contact = req.scope.resolve<ContactModuleService>("contact")
  const { id } = await contact.createContactMessages({ ...input, locale })
  res.status(201).json({ success: true, id })
}
