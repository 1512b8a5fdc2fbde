import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { AuthIdentityDTO, IAuthModuleService, IUserModuleService, UserDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { AUTH_ERRORS } from "@shop/contract"
import { legacyErrorBody } from "#shop/http/legacy-error"
import { reserveLoginAttempt, tooManyAttemptsBody } from "#shop/limits/login-limiter"
import { issueXsrfCookie } from "#shop/http/xsrf"
import { equalizePasswordCheck } from "#shop/staff/password-timing"
import { toLegacyUser } from "#shop/staff/staff-auth"
import { isServiceUnavailable } from "#shop/availability/unavailable"

export const LOGIN_TEXTS = {
  missing: AUTH_ERRORS.loginMissing,
  invalid: AUTH_ERRORS.invalidLogin,
} as const

const Credentials = z.object({ username: z.string().trim().min(1).max(320), password: z.string().min(1).max(1000) })

/**
 * POST /api/login `{ username, password }`: signs a Medusa admin user in through Medusa's auth
 * module (emailpass; the username is its identifier) and keeps Medusa's own session, so the same
 * cookie also opens Medusa's admin at /app. Answers the spec's user, or `{ error }`: 400 missing
 * fields, 401 wrong credentials (the same text whichever part was wrong), 429 after too many
 * failures (Retry-After in seconds; the lock ends with its 15-minute window).
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const parsed = Credentials.safeParse(req.body)
  if (!parsed.success) {
    res.status(400).json(legacyErrorBody(LOGIN_TEXTS.missing))
    return
  }
  const { username, password } = parsed.data
  const attempt = await reserveLoginAttempt(req, username)
  if (attempt.wait > 0) {
    res.setHeader("Retry-After", String(attempt.wait))
    res.status(429).json(tooManyAttemptsBody(attempt.wait))
    return
  }

  let user: UserDTO | undefined
  let authIdentity: AuthIdentityDTO | undefined
  try {
    // An unknown username takes as long as a wrong password (password-timing.ts).
    await equalizePasswordCheck(req.scope, username, password)
    const auth = req.scope.resolve<IAuthModuleService>(Modules.AUTH)
    const result = await auth.authenticate("emailpass", {
      url: req.url,
      headers: req.headers as Record<string, string>,
      query: {},
      body: { email: username, password },
      protocol: req.protocol,
    })
    // Medusa's auth module answers a failure to reach the database as a failed sign-in: that is a
    // 503 (try again), never "invalid password", and it must not count towards the lock.
    if (!result.success && isServiceUnavailable({ message: result.error })) {
      throw new Error(result.error)
    }
    authIdentity = result.success ? result.authIdentity : undefined
    const userId = authIdentity?.app_metadata?.user_id as string | undefined
    ;[user] = userId ? await req.scope.resolve<IUserModuleService>(Modules.USER).listUsers({ id: userId }) : []
  } catch (e) {
    await attempt.release()
    throw e
  }
  if (!user || !authIdentity) {
    await attempt.failed()
    res.status(401).json(legacyErrorBody(LOGIN_TEXTS.invalid))
    return
  }
  await attempt.succeeded()

  // A new session id on sign-in (no fixation), holding Medusa's own auth context.
  await new Promise<void>((resolve, reject) => req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())))
  req.session.auth_context = {
    actor_id: user.id,
    actor_type: "user",
    auth_identity_id: authIdentity.id,
    // as Medusa's own session holds it: POST /auth/token/refresh needs the provider
    auth_provider: "emailpass",
    app_metadata: authIdentity.app_metadata ?? {},
    user_metadata: {},
  }
  issueXsrfCookie(req, res)
  res.setHeader("Cache-Control", "no-store")
  res.json(toLegacyUser(user))
}
