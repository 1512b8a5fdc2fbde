import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { setContactMessageHandled } from "#shop/contact/contact-messages"
import { parseJsonBody } from "#shop/http/validate-body"
import { AdminShopContactMessageUpdate } from "../../validators"

/** POST /admin/shop/contact-messages/{id} `{ handled }`: marks a message handled (or open again). 404 for an unknown id. */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { handled } = parseJsonBody(req, AdminShopContactMessageUpdate)
  res.json({ contact_message: await setContactMessageHandled(req.scope, req.params.id, handled) })
}
