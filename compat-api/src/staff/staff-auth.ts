import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { authenticate } from "@medusajs/framework/http"
import type { UserDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import { AUTH_ERRORS, type LegacyUser } from "@shop/contract"
import { legacyErrorBody } from "../http/legacy-error"
import { authenticatedBySession, xsrfHeaderMatches } from "../http/xsrf"

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

type AuthContextOf = { auth_context?: { actor_id?: string; actor_type?: string } }

/** The user's fields the staff checks and GET /api/user read. */
const USER_COLUMNS = ["id", "email", "first_name", "last_name", "avatar_url", "metadata"]

/**
 * The signed-in Medusa user of this request (session cookie or admin bearer token), or null: read
 * from the database on every call, never remembered, so that a user removed or demoted on any
 * server loses their access at once on every server. One select by primary key on Medusa's user
 * table (soft-deleted users excluded, as the user module does): measured at 0.3-0.9 ms against
 * 2-4 ms through the user module's listUsers on the same loaded machine, on a back-office list
 * call of 15-20 ms.
 */
export async function currentUser(req: MedusaRequest): Promise<UserDTO | null> {
  const ctx = (req as MedusaRequest & AuthContextOf).auth_context
  if (!ctx?.actor_id || ctx.actor_type !== "user") {
    return null
  }
  const knex = req.scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const row = await knex("user").select(USER_COLUMNS).where({ id: ctx.actor_id }).whereNull("deleted_at").first()
  return (row as UserDTO | undefined) ?? null
}

/**
 * True when the request is signed in as a user (cookie or bearer) whose Medusa user no longer
 * exists (deleted in either back office, or by a script). Its session, if any, is ended in the
 * session store there and then, so it cannot be used again anywhere.
 */
async function signedInAsGoneUser(req: MedusaRequest, user: UserDTO | null): Promise<boolean> {
  const ctx = (req as MedusaRequest & AuthContextOf).auth_context
  if (user || ctx?.actor_type !== "user" || !ctx.actor_id) return false
  const session = req.session as (typeof req.session & AuthContextOf) | undefined
  if (session?.auth_context?.actor_id === ctx.actor_id) {
    await new Promise<void>((resolve) => session.destroy(() => resolve()))
  }
  return true
}

/** Medusa's error shape (`type`, `message`) on its own prefixes, with the shop's stable `code` beside. */
const medusaShaped = (type: "unauthorized" | "not_allowed", text: string, status: number) => ({
  type,
  ...legacyErrorBody(text, undefined, { status }),
})

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
      const user = await currentUser(req)
      if (!user) {
        await signedInAsGoneUser(req, user)
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
 * call; a signed-in user whose shop role is not admin gets 403, and one whose user no longer
 * exists (deleted: Medusa still accepts their token and session) 401. Secret API keys (which only
 * admins can create) and the routes Medusa leaves unauthenticated (accepting an invite, say)
 * pass: Medusa's own checks apply to them.
 */
export async function refuseNonAdminUsers(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const ctx = (req as MedusaRequest & AuthContextOf).auth_context
    // The shop's own /admin/shop calls answer with the shop's admin rule and text (requireAdminRole).
    if (ctx?.actor_type !== "user" || !ctx.actor_id || req.originalUrl.startsWith("/admin/shop/")) {
      return next()
    }
    const user = await currentUser(req)
    if (await signedInAsGoneUser(req, user)) {
      res.status(401).json(medusaShaped("unauthorized", AUTH_TEXTS.notSignedIn, 401))
      return
    }
    if (user && roleOf(user) !== "admin") {
      res.status(403).json(medusaShaped("not_allowed", AUTH_TEXTS.medusaAdminOnly, 403))
      return
    }
    next()
  } catch (e) {
    next(e)
  }
}

/**
 * Medusa's sign-in routes that take an existing token or session (POST /auth/token/refresh): a
 * user that no longer exists gets 401 instead of a fresh token. Other callers pass untouched.
 */
export async function refuseGoneUsers(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const ctx = (req as MedusaRequest & AuthContextOf).auth_context
    if (ctx?.actor_type === "user" && ctx.actor_id && (await signedInAsGoneUser(req, await currentUser(req)))) {
      res.status(401).json(medusaShaped("unauthorized", AUTH_TEXTS.notSignedIn, 401))
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

/** POST /auth/token/refresh: Medusa's own authentication of that route, then refuseGoneUsers. */
export const refuseGoneUserRefresh = [
  authenticate("*", ["session", "bearer"], { allowUnregistered: true, allowUnauthenticated: true }),
  refuseGoneUsers,
]
