import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { IAuthModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { AUTH_ERRORS } from "@shop/contract"
import { legacyErrorBody } from "#shop/http/legacy-error"

export const GOOGLE_NOT_SET_UP = AUTH_ERRORS.googleNotSetUp

/** Google sign-in is on when both are set (medusa-config registers Medusa's Google auth provider then). */
export const googleConfigured = () => Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET)

/** The storefront's staff sign-in page (ADMIN_LOGIN_PATH, one segment, as `npm start` builds it). */
export function loginPageUrl(reason: "google" | "google_unavailable") {
  const storefront = (process.env.STOREFRONT_URL || "http://localhost:8000").replace(/\/$/, "")
  const segment = (process.env.ADMIN_LOGIN_PATH || process.env.VITE_ADMIN_LOGIN_PATH || "staff-login").replace(/^\/+|\/+$/g, "")
  return `${storefront}/${segment || "staff-login"}?error=${reason}`
}

/**
 * GET /api/auth/google: starts Google sign-in through Medusa's Google auth provider (302 to
 * Google); the callback (./callback) lets in only e-mails on the staff allow-list. Without
 * GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET it answers 503 with a clear message, or, to a browser
 * that followed the sign-in page's button, sends it back there to show that message in its language.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  if (!googleConfigured()) {
    if (/text\/html/.test(String(req.headers.accept ?? ""))) {
      res.redirect(302, loginPageUrl("google_unavailable"))
      return
    }
    res.status(503).json(legacyErrorBody(GOOGLE_NOT_SET_UP, undefined, { status: 503 }))
    return
  }
  const auth = req.scope.resolve<IAuthModuleService>(Modules.AUTH)
  const result = await auth.authenticate("google", {
    url: req.url,
    headers: req.headers as Record<string, string>,
    query: req.query as Record<string, string>,
    body: {},
    protocol: req.protocol,
  })
  if (!result.location) {
    res.status(502).json(legacyErrorBody(result.error ?? AUTH_ERRORS.googleFailed, undefined, { status: 502 }))
    return
  }
  res.redirect(302, result.location)
}
