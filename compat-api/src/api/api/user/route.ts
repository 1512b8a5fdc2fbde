import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { legacyErrorBody } from "#shop/http/legacy-error"
import { AUTH_TEXTS, currentUser, toLegacyUser } from "#shop/staff/staff-auth"
import { issueXsrfCookie, xsrfCookieCurrent } from "#shop/http/xsrf"

/** GET /api/user: the signed-in staff user (spec point 3), or 401. Keeps the XSRF cookie present. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const user = await currentUser(req)
  res.setHeader("Cache-Control", "no-store")
  if (!user) {
    res.status(401).json(legacyErrorBody(AUTH_TEXTS.notSignedIn))
    return
  }
  if (!xsrfCookieCurrent(req)) {
    issueXsrfCookie(req, res) // missing, or another session's
  }
  res.json(toLegacyUser(user))
}
