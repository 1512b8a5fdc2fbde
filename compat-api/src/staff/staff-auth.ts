import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { authenticate } from "@medusajs/framework/http"
import type { IUserModuleService, UserDTO } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { AUTH_ERRORS, type LegacyUser } from "@shop/contract"
import { legacyErrorBody } from "../legacy/legacy-error"
import { authenticatedBySession, xsrfHeaderMatches } from "../legacy/xsrf"

/** The spec's user (point 3) as GET /api/user and POST /api/login answer it: the contract's. */
export type { LegacyUser }

/** The admin checks' texts (the contract's, each with its stable code). */
export const AUTH_TEXTS = {
  anonymous: AUTH_ERRORS.anonymous,
  notAdmin: AUTH_ERRORS.notAdmin,
  medusaAdminOnly: AUTH_ERRORS.medusaAdminOnly,
  xsrf: AUTH_ERRORS.xsrf,
  notSignedIn: AUTH_ERRORS.notSignedIn,
} as const

/** A Medusa user's role in the shop: `metadata.role`; users without one are staff, not admins. */
export function roleOf(user: Pick<UserDTO, "metadata">): string {
  const role = user.metadata?.role
  return typeof role === "string" && role ? role : "staff"
}

export function toLegacyUser(user: UserDTO): LegacyUser {
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(" ").trim() || null
  const username = typeof user.metadata?.username === "string" ? user.metadata.username : user.email
  const role = roleOf(user)
  return {
    id: user.id,
    username,
    fullName,
    email: user.email ?? null,
    profileImageUrl: user.avatar_url ?? null,
    role,
    isAdmin: role === "admin",
  }
}

/**
 * The admin checks remember a user for this long (per process), so a busy back office does not
 * read the user table on every call; a changed role or a removed user counts after at most this.
 */
export const USER_CACHE_MS = 10_000
const recentUsers = new Map<string, { user: UserDTO | null; at: number }>()

/** Drops a user from the admin checks' memory (their role changed in this process). */
export function forgetUser(userId: string) {
  recentUsers.delete(userId)
}

/** The signed-in Medusa user of this request (session cookie or admin bearer token), or null. */
export async function currentUser(req: MedusaRequest, { cached = false } = {}): Promise<UserDTO | null> {
  const ctx = (req as MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } }).auth_context
  if (!ctx?.actor_id || ctx.actor_type !== "user") {
    return null
  }
  const hit = cached ? recentUsers.get(ctx.actor_id) : undefined
  if (hit && Date.now() - hit.at < USER_CACHE_MS) {
    return hit.user
  }
  const users = req.scope.resolve<IUserModuleService>(Modules.USER)
  const [user] = await users.listUsers({ id: ctx.actor_id })
  if (recentUsers.size > 1000) recentUsers.clear()
  recentUsers.set(ctx.actor_id, { user: user ?? null, at: Date.now() })
  return user ?? null
}

/** Medusa's own authentication (session or bearer), never refusing by itself: the checks follow. */
export const readStaffSession = authenticate("user", ["session", "bearer"], { allowUnauthenticated: true })

/**
 * The shop's admin rule: 401 for nobody, 403 for a signed-in user whose shop role is not admin;
 * with `xsrf`, also 403 for a write authenticated by the session cookie without its session's
 * X-XSRF-TOKEN header (a bearer token, no cookie involved, needs none).
 */
function adminRule({ xsrf }: { xsrf: boolean }) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      const user = await currentUser(req, { cached: true })
      if (!user) {
        res.status(401).json(legacyErrorBody(AUTH_TEXTS.anonymous))
        return
      }
      if (roleOf(user) !== "admin") {
        res.status(403).json(legacyErrorBody(AUTH_TEXTS.notAdmin))
        return
      }
      if (xsrf && authenticatedBySession(req) && !xsrfHeaderMatches(req)) {
        res.status(403).json(legacyErrorBody(AUTH_TEXTS.xsrf))
        return
      }
      next()
    } catch (e) {
      next(e)
    }
  }
}

/**
 * Admin-only calls: 401 for nobody, 403 for a signed-in non-admin, 403 for a cookie-authenticated
 * write without the matching X-XSRF-TOKEN header. A bearer token (no cookie involved) needs no XSRF.
 */
export const requireAdmin = adminRule({ xsrf: true })

/**
 * The shop's admin rule for its calls under Medusa's /admin prefix (the widgets in Medusa's own
 * dashboard): Medusa has authenticated the caller already (session, bearer or API key); a user
 * whose shop role is not admin gets 403, like on /api; and a write made with the session cookie
 * needs its session's X-XSRF-TOKEN (the widgets get it from GET /admin/shop/xsrf): several of these
 * writes have no body at all, so SameSite=Lax alone stood between them and any same-site page.
 */
export const requireAdminRole = adminRule({ xsrf: true })

/**
 * Medusa's own admin (every /admin/* call, the /app dashboard's too) is for the shop's admins:
 * Medusa lets any user in, so a clerk added for the back office could otherwise read every
 * order, customer and setting there and invite users. Runs after Medusa has authenticated the
 * call; a signed-in user whose shop role is not admin gets 403. Secret API keys (which only
 * admins can create) and the routes Medusa leaves unauthenticated (accepting an invite, say)
 * pass: Medusa's own checks apply to them.
 */
export async function refuseNonAdminUsers(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const ctx = (req as MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } }).auth_context
    // The shop's own /admin/shop calls answer with the shop's admin rule and text (requireAdminRole).
    if (ctx?.actor_type !== "user" || !ctx.actor_id || req.originalUrl.startsWith("/admin/shop/")) {
      return next()
    }
    const user = await currentUser(req, { cached: true })
    if (user && roleOf(user) !== "admin") {
      res.status(403).json(legacyErrorBody(AUTH_TEXTS.medusaAdminOnly, undefined, { status: 403 }))
      return
    }
    next()
  } catch (e) {
    next(e)
  }
}

/**
 * Medusa's dashboard signs in with POST /auth/user/emailpass, then turns the token into a session
 * with POST /auth/session: refusing a non-admin there shows the reason in the dashboard's sign-in
 * form (it displays a failed sign-in's `message`) instead of sending the user back to an empty
 * form. Medusa's own bearer check for that route is repeated here, as the order of a plugin's and
 * Medusa's middlewares on one route is not promised.
 */
export const refuseNonAdminSession = [
  authenticate("*", "bearer", { allowUnregistered: true, allowUnauthenticated: true }),
  refuseNonAdminUsers,
]
