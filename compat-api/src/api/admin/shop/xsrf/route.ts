import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { authenticatedBySession, xsrfTokenFor } from "#shop/http/xsrf"

/**
 * GET /admin/shop/xsrf: the X-XSRF-TOKEN that this session's writes under /admin/shop send
 * (the widgets in Medusa's dashboard sign in with the session cookie and cannot read the
 * storefront's XSRF-TOKEN cookie). `{ token: null }` for a bearer token, whose calls need none.
 * Admin CORS keeps other sites from reading it.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.setHeader("Cache-Control", "no-store")
  res.json({ token: authenticatedBySession(req) ? xsrfTokenFor(req) : null })
}
