import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { clearXsrfCookie } from "#shop/http/xsrf"
import { endTokensOf } from "#shop/staff/sign-out"

/**
 * POST /api/logout: ends Medusa's session and clears its cookie and the XSRF cookie, and ends the
 * user's bearer tokens issued so far (staff/sign-out.ts), whether the call came with the session
 * cookie or a token. Always 200.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { sessionOptions, cookieOptions } = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig
  const ctx = (req as MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } }).auth_context
  if (ctx?.actor_id && ctx.actor_type === "user") {
    await endTokensOf(req.scope, ctx.actor_id)
  }
  if (req.session) {
    await new Promise<void>((resolve) => req.session.destroy(() => resolve()))
  }
  res.clearCookie(sessionOptions?.name ?? "connect.sid", cookieOptions)
  clearXsrfCookie(req, res)
  res.json({ success: true })
}
