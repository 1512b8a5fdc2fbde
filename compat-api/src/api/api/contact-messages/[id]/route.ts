import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setContactMessageHandled } from "#shop/contact/contact-messages"
import { parseJsonBody } from "#shop/http/validate-body"
import { ContactMessageHandledBody } from "@shop/contract"

/** PATCH /api/contact-messages/{id} `{ handled }` (staff): marks a message handled or open again. 404 for an unknown id. */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { handled } = parseJsonBody(req, ContactMessageHandledBody)
  res.json({ contact_message: await setContactMessageHandled(req.scope, req.params.id, handled) })
}

/** POST: the same (the shared staff client writes with POST, as under /admin/shop). */
export const POST = PATCH
