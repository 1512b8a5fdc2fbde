import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { IAuthModuleService, IUserModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { googleEmailAllowed } from "#shop/staff/google-staff"
import { issueXsrfCookie } from "#shop/http/xsrf"
import { googleConfigured, loginPageUrl } from "../route"

const storefront = () => (process.env.STOREFRONT_URL || "http://localhost:8000").replace(/\/$/, "")

/**
 * GET /api/auth/google/callback: Google sends the staff member back here. Medusa's Google provider
 * checks the code and the id_token; the e-mail must be on STAFF_GOOGLE_EMAILS and belong to a
 * Medusa user, who then gets the same session as a password sign-in. Otherwise back to the sign-in
 * page with `?error=google`.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const fail = () => res.redirect(302, loginPageUrl("google"))
  if (!googleConfigured()) {
    return fail()
  }
  const auth = req.scope.resolve<IAuthModuleService>(Modules.AUTH)
  const { success, authIdentity } = await auth.validateCallback("google", {
    url: req.url,
    headers: req.headers as Record<string, string>,
    query: req.query as Record<string, string>,
    body: {},
    protocol: req.protocol,
  })
  const email = authIdentity?.provider_identities?.[0]?.user_metadata?.email
  if (!success || !authIdentity || !googleEmailAllowed(email)) {
    return fail()
  }
  const [user] = await req.scope.resolve<IUserModuleService>(Modules.USER).listUsers({ email: email.trim().toLowerCase() })
  if (!user) {
    return fail()
  }
  await new Promise<void>((resolve, reject) => req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())))
  req.session.auth_context = {
    actor_id: user.id,
    actor_type: "user",
    auth_identity_id: authIdentity.id,
    app_metadata: { user_id: user.id },
    user_metadata: {},
  }
  issueXsrfCookie(req, res)
  res.redirect(302, `${storefront()}/admin`)
}
