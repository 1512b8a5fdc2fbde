import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { authenticate } from "@medusajs/framework/http"
import type { UserDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import {
  AUTH_ERRORS,
  can,
  isStaffRole,
  medusaReadOnlyText,
  parsePrice,
  roleForbiddenText,
  ROLE_FORBIDDEN_CODE,
  ROLE_MEDUSA_READ_ONLY_CODE,
  type LegacyUser,
  type Permission,
} from "@shop/contract"
import { adminMenuItem } from "../catalog/product-admin"
import { permissionFor } from "./route-permissions"
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

/**
 * A Medusa user's role in the shop: `metadata.role` (@shop/contract STAFF_ROLES); a user without
 * one has the role "none", which may do nothing (like any role not in STAFF_ROLES).
 */
export function roleOf(user: Pick<UserDTO, "metadata">): string {
  const role = user.metadata?.role
  return typeof role === "string" && role ? role : "none"
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

/** The path of a request as the client sent it (a middleware's req.path is relative to where it is mounted). */
const fullPath = (req: MedusaRequest) => (req.originalUrl ?? req.url).split("?")[0]

/** The role of the signed-in user, as the staff rule found it (later checks of the same request read it). */
type WithRole = { shopRole?: string }
export const roleOfRequest = (req: MedusaRequest): string | undefined => (req as MedusaRequest & WithRole).shopRole

/** 403 naming the role and what it may not do (code role.forbidden, params role and permission). */
export function roleForbiddenBody(role: string, permission: Permission) {
  return legacyErrorBody(roleForbiddenText(role, permission), undefined, {
    status: 403,
    code: ROLE_FORBIDDEN_CODE,
    params: { role, permission },
  })
}

/**
 * The shop's staff rule (issue 27 point 6): 401 for nobody, 403 for a signed-in user whose role
 * may not do what this call needs (route-permissions.ts: method + path -> permission; a call not
 * in that table is admin-only), naming the role and the action; with `xsrf`, also 403 for a write
 * authenticated by the session cookie without its session's X-XSRF-TOKEN header (a bearer token,
 * no cookie involved, needs none).
 */
function staffRule({ xsrf }: { xsrf: boolean }) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      const user = await currentUser(req)
      if (!user) {
        await signedInAsGoneUser(req, user)
        res.status(401).json(legacyErrorBody(AUTH_TEXTS.anonymous))
        return
      }
      const role = roleOf(user)
      ;(req as MedusaRequest & WithRole).shopRole = role
      const permission = permissionFor(req.method, fullPath(req))
      if (!can(role, permission)) {
        res.status(403).json(roleForbiddenBody(role, permission))
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
 * The staff calls of /api: 401 for nobody, 403 for a role that may not (route-permissions.ts),
 * 403 for a cookie-authenticated write without the matching X-XSRF-TOKEN header.
 */
export const requireAdmin = staffRule({ xsrf: true })

/**
 * The same rule for the shop's calls under Medusa's /admin prefix (the widgets in Medusa's own
 * dashboard): Medusa has authenticated the caller already (session, bearer or API key); a write
 * made with the session cookie needs its session's X-XSRF-TOKEN (GET /admin/shop/xsrf).
 */
export const requireAdminRole = staffRule({ xsrf: true })

/**
 * A product edit by a role that may not change prices (staff): 403 when the body's `price` differs
 * from the product's price; the other fields are the staff's to change (the name, the texts, the
 * picture, availability). Runs after the staff rule and the body's parser; an unknown product or an
 * unreadable price is left to the route (404 / 400).
 */
export async function refuseStaffPriceChange(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const role = roleOfRequest(req)
    const sent = (req.body as Record<string, unknown> | undefined)?.price
    if (!role || can(role, "products.price") || sent === undefined || sent === null || sent === "") return next()
    const wanted = parsePrice(sent)
    if (wanted === null) return next()
    const current = await adminMenuItem(req.scope, req.params.id).catch(() => null)
    if (!current || parsePrice((current as { price?: unknown }).price) === wanted) return next()
    res.status(403).json(roleForbiddenBody(role, "products.price"))
  } catch (e) {
    next(e)
  }
}

/**
 * A resend by a role that may not send elsewhere (staff): 403 when the body names another address
 * (`to` or `email`); a resend to the message's own address (no address in the body) is theirs.
 */
export function refuseStaffResendElsewhere(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  const role = roleOfRequest(req)
  const body = (req.body ?? {}) as Record<string, unknown>
  const elsewhere = [body.to, body.email].some((v) => typeof v === "string" && v.trim() !== "")
  if (role && elsewhere && !can(role, "emails.resendElsewhere")) {
    res.status(403).json(roleForbiddenBody(role, "emails.resendElsewhere"))
    return
  }
  next()
}

/**
 * Medusa's own admin (every /admin/* call, the /app dashboard's too) is for the shop's roles:
 * Medusa lets any user in, so a user without a role could otherwise read every order, customer
 * and setting there and invite users. Runs after Medusa has authenticated the call; an admin may
 * do everything; staff may read (not users, invites or API keys) and write nothing (403 naming
 * the role: medusaRefusalFor); a user without a shop role gets 403, and one whose user no longer
 * exists (deleted: Medusa still accepts their token and session) 401. Secret API keys (which only
 * admins can create) and the routes Medusa leaves unauthenticated (accepting an invite, say)
 * pass: Medusa's own checks apply to them.
 */
export async function refuseNonAdminUsers(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const ctx = (req as MedusaRequest & AuthContextOf).auth_context
    // The shop's own /admin/shop calls answer with the shop's staff rule and text (requireAdminRole).
    if (ctx?.actor_type !== "user" || !ctx.actor_id || fullPath(req).toLowerCase().startsWith("/admin/shop/")) {
      return next()
    }
    const user = await currentUser(req)
    if (await signedInAsGoneUser(req, user)) {
      res.status(401).json(medusaShaped("unauthorized", AUTH_TEXTS.notSignedIn, 401))
      return
    }
    if (!user) return next()
    const role = roleOf(user)
    if (role === "admin") return next()
    if (!isStaffRole(role)) {
      res.status(403).json(medusaShaped("not_allowed", AUTH_TEXTS.medusaAdminOnly, 403))
      return
    }
    // POST /auth/session (the dashboard's sign-in): any shop role may have a session.
    if (!fullPath(req).toLowerCase().startsWith("/admin")) return next()
    const refusal = medusaRefusalFor(role, req.method, fullPath(req))
    if (refusal) {
      res.status(403).json({ type: "not_allowed", ...refusal })
      return
    }
    next()
  } catch (e) {
    next(e)
  }
}

/** Medusa's /admin families a staff user may not even read: users, invites, secret API keys. */
const MEDUSA_ADMIN_ONLY_READS: [RegExp, Permission][] = [
  [/^\/admin\/users(\/|$)/i, "users.manage"],
  [/^\/admin\/invites(\/|$)/i, "users.manage"],
  [/^\/admin\/api-keys(\/|$)/i, "settings.edit"],
]

/**
 * What a non-admin shop role (staff) is refused in Medusa's own /admin API, or null: they may read
 * (so the dashboard's order pages and our widgets work), but never users, invites or API keys
 * (except their own user, GET /admin/users/me, which the dashboard needs), and may write nothing
 * (their changes go through the shop's /admin/shop calls, which check their permissions).
 */
export function medusaRefusalFor(role: string, method: string, path: string) {
  const m = method.toUpperCase()
  const read = m === "GET" || m === "HEAD" || m === "OPTIONS"
  if (read) {
    if (/^\/admin\/users\/me\/?$/i.test(path)) return null
    const hit = MEDUSA_ADMIN_ONLY_READS.find(([re]) => re.test(path))
    return hit ? roleForbiddenBody(role, hit[1]) : null
  }
  return legacyErrorBody(medusaReadOnlyText(role), undefined, { status: 403, code: ROLE_MEDUSA_READ_ONLY_CODE, params: { role } })
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
 * with POST /auth/session: admins and staff get one (staff may look, not change); refusing a user
 * without a shop role there shows the reason in the dashboard's sign-in
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
