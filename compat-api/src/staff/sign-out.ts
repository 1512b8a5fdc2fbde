import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { ICacheService, IUserModuleService, MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { currentUser } from "./staff-auth"

/**
 * Signing out ends the user's tokens. Medusa's JWTs (POST /auth/user/emailpass, a day long) are
 * not stored anywhere, so a sign-out used to end only the session: a token copied before went on
 * working. Now a sign-out (POST /api/logout, DELETE /auth/session) records when it happened, per
 * user, and every token issued up to then is refused: bearer tokens, and sessions Medusa's
 * dashboard made from one (POST /auth/session keeps the token's `iat`). Sessions of /api/login
 * and Google sign-in carry no token and end with their own sign-out only.
 *
 * The moment is kept in the user's metadata (durable: survives restarts) and in Medusa's cache
 * module (Redis with REDIS_URL: every server sees it at once, without a database read per call).
 */
export const TOKENS_VALID_AFTER = "tokens_valid_after"
const cacheKey = (userId: string) => `shop-auth:tokens-valid-after:${userId}`
const CACHE_TTL_S = 7 * 24 * 60 * 60

type AuthContext = { actor_id?: string; actor_type?: string; iat?: number }
const contextOf = (req: MedusaRequest) => (req as MedusaRequest & { auth_context?: AuthContext }).auth_context

/**
 * Ends every token of this user issued so far. Tokens carry whole seconds (`iat`), so all of this
 * second's end too, and the sign-out answers only once that second is over: the same person
 * signing in again at once gets a token that works.
 */
export async function endTokensOf(scope: MedusaContainer, userId: string) {
  const validAfter = Math.ceil((Date.now() + 1) / 1000) * 1000
  const users = scope.resolve<IUserModuleService>(Modules.USER)
  const [user] = await users.listUsers({ id: userId })
  if (!user) return
  await users.updateUsers({ id: userId, metadata: { ...(user.metadata ?? {}), [TOKENS_VALID_AFTER]: validAfter } })
  await scope
    .resolve<ICacheService>(Modules.CACHE)
    .set(cacheKey(userId), validAfter, CACHE_TTL_S)
    .catch(() => undefined) // the metadata holds it, read on every call when the cache is away
  const wait = validAfter - Date.now()
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
}

async function tokensValidAfter(req: MedusaRequest, userId: string): Promise<number> {
  try {
    const cached = await req.scope.resolve<ICacheService>(Modules.CACHE).get<number>(cacheKey(userId))
    if (typeof cached === "number") return cached
  } catch {
    // the cache is away: the metadata below
  }
  const user = await currentUser(req)
  const recorded = Number(user?.metadata?.[TOKENS_VALID_AFTER])
  return Number.isFinite(recorded) ? recorded : 0
}

/** True when the request is authenticated by a user's token (or a session made from one) issued before their last sign-out. */
export async function tokenEnded(req: MedusaRequest): Promise<boolean> {
  const ctx = contextOf(req)
  if (!ctx?.actor_id || ctx.actor_type !== "user" || typeof ctx.iat !== "number") return false
  return ctx.iat * 1000 < (await tokensValidAfter(req, ctx.actor_id))
}

/** For the shop's own checks (/api): an ended token authenticates nobody; the admin rule then answers 401. */
export async function dropEndedToken(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    if (await tokenEnded(req)) {
      delete (req as MedusaRequest & { auth_context?: AuthContext }).auth_context
    }
    next()
  } catch (e) {
    next(e)
  }
}

/** For Medusa's own routes (/admin/*, POST /auth/session, POST /auth/token/refresh): Medusa's 401. */
export async function refuseEndedToken(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    if (await tokenEnded(req)) {
      res.status(401).json({ type: "unauthorized", message: "Unauthorized" })
      return
    }
    next()
  } catch (e) {
    next(e)
  }
}

/** DELETE /auth/session (Medusa's sign-out, its dashboard's too): also ends the user's tokens. */
export async function endTokensOnSignOut(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const ctx = (req.session as { auth_context?: AuthContext } | undefined)?.auth_context ?? contextOf(req)
    if (ctx?.actor_id && ctx.actor_type === "user") {
      await endTokensOf(req.scope, ctx.actor_id)
    }
    next()
  } catch (e) {
    next(e)
  }
}
