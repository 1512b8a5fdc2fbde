import { randomBytes, timingSafeEqual } from "node:crypto"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { authenticate } from "@medusajs/framework/http"
import type { ICacheService, IUserModuleService, UserDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { legacyErrorBody } from "./legacy-error"

/** The spec's user (point 3) as GET /api/user and POST /api/login answer it. */
export type LegacyUser = {
  id: string
  username: string
  fullName: string | null
  email: string | null
  profileImageUrl: string | null
  role: string
  isAdmin: boolean
}

export const XSRF_COOKIE = "XSRF-TOKEN"
export const XSRF_HEADER = "x-xsrf-token"

export const AUTH_TEXTS = {
  anonymous: "Please sign in as staff to do this.",
  notAdmin: "Only shop admins can do this.",
  xsrf: "Missing or wrong XSRF token. Reload the page and try again.",
  notSignedIn: "You are not signed in.",
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

function cookieSecure(req: MedusaRequest): boolean {
  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  return Boolean((config.projectConfig as { cookieOptions?: { secure?: boolean } }).cookieOptions?.secure)
}

/** A fresh readable XSRF-TOKEN cookie (the client echoes it in X-XSRF-TOKEN on every call). */
export function issueXsrfCookie(req: MedusaRequest, res: MedusaResponse) {
  const token = randomBytes(32).toString("base64url")
  res.cookie(XSRF_COOKIE, token, { path: "/", sameSite: "lax", secure: cookieSecure(req), httpOnly: false })
  return token
}

export function clearXsrfCookie(req: MedusaRequest, res: MedusaResponse) {
  res.clearCookie(XSRF_COOKIE, { path: "/", sameSite: "lax", secure: cookieSecure(req) })
}

function sameToken(a: unknown, b: unknown): boolean {
  if (typeof a !== "string" || typeof b !== "string" || !a || a.length !== b.length) return false
  return timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

/**
 * The admin checks remember a user for this long (per process), so a busy back office does not
 * read the user table on every call; a changed role or a removed user counts after at most this.
 */
export const USER_CACHE_MS = 10_000
const recentUsers = new Map<string, { user: UserDTO | null; at: number }>()

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
 * Reads that change data although they are GETs (the spec's utility calls): they need the XSRF
 * header like every write, so a link on another site cannot trigger them with the staff cookie.
 */
const CHANGING_GETS = [/^\/api\/fix-images$/, /^\/api\/clean-duplicates$/, /^\/api\/reset-categories$/, /^\/api\/fix-sequences$/]

function needsXsrf(req: MedusaRequest): boolean {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") {
    // The full path: a middleware mounted with app.use(matcher) sees req.path relative to it.
    const path = (req.originalUrl ?? req.url).split("?")[0]
    return CHANGING_GETS.some((re) => re.test(path))
  }
  return true
}

/**
 * Admin-only calls: 401 for nobody, 403 for a signed-in non-admin, 403 for a cookie-authenticated
 * write without the matching X-XSRF-TOKEN header. A bearer token (no cookie involved) needs no XSRF.
 */
export async function requireAdmin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
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
    const bySession = Boolean((req.session as { auth_context?: unknown } | undefined)?.auth_context) && !/^bearer /i.test(req.headers.authorization ?? "")
    if (bySession && needsXsrf(req) && !sameToken(req.headers[XSRF_HEADER], (req as MedusaRequest & { cookies?: Record<string, string> }).cookies?.[XSRF_COOKIE])) {
      res.status(403).json(legacyErrorBody(AUTH_TEXTS.xsrf))
      return
    }
    next()
  } catch (e) {
    next(e)
  }
}

/**
 * The shop's admin rule for its calls under Medusa's /admin prefix (the widgets in Medusa's own
 * dashboard): Medusa has authenticated the caller already (session, bearer or API key); a user
 * whose shop role is not admin gets 403, like on /api. No XSRF header here: Medusa's /admin
 * prefix has its own CORS, and these routes read only JSON bodies, which a cross-site form
 * cannot send.
 */
export async function requireAdminRole(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
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
    next()
  } catch (e) {
    next(e)
  }
}

/** Sign-in attempts: counted per username, per address, and per both, over a 15-minute window. */
export const LOGIN_WINDOW_S = 15 * 60
// pair: one person guessing; address: one machine trying many names; username: a spread-out attack on
// one name (high, so that strangers cannot easily keep the real admin out by failing on purpose).
export const LOGIN_LIMITS = { pair: 5, username: 50, address: 30 } as const

type Attempts = { count: number; since: number }

function loginKeys(username: string, address: string) {
  const u = username.trim().toLowerCase()
  return {
    pair: `compat-api:login:pair:${u}|${address}`,
    username: `compat-api:login:user:${u}`,
    address: `compat-api:login:addr:${address}`,
  }
}

/** Seconds until the caller may try again, or 0. Locks end with the window: never forever. */
export async function loginRetryAfter(req: MedusaRequest, username: string): Promise<number> {
  const cache = req.scope.resolve<ICacheService>(Modules.CACHE)
  const keys = loginKeys(username, req.ip ?? "unknown")
  let wait = 0
  for (const kind of Object.keys(keys) as (keyof typeof keys)[]) {
    const a = await cache.get<Attempts>(keys[kind])
    if (a && a.count >= LOGIN_LIMITS[kind]) {
      wait = Math.max(wait, Math.ceil(a.since / 1000 + LOGIN_WINDOW_S - Date.now() / 1000))
    }
  }
  return Math.max(0, wait)
}

export async function recordLoginFailure(req: MedusaRequest, username: string) {
  const cache = req.scope.resolve<ICacheService>(Modules.CACHE)
  const keys = loginKeys(username, req.ip ?? "unknown")
  for (const key of Object.values(keys)) {
    const a = (await cache.get<Attempts>(key)) ?? { count: 0, since: Date.now() }
    const left = Math.max(1, Math.ceil(a.since / 1000 + LOGIN_WINDOW_S - Date.now() / 1000))
    await cache.set(key, { count: a.count + 1, since: a.since }, left)
  }
}

/** A successful sign-in forgets this username's failures from this address (not the address's). */
export async function clearLoginFailures(req: MedusaRequest, username: string) {
  const cache = req.scope.resolve<ICacheService>(Modules.CACHE)
  const keys = loginKeys(username, req.ip ?? "unknown")
  await cache.invalidate(keys.pair)
}

/**
 * Medusa's own sign-in (POST /auth/user/emailpass, used by its /app and by API clients) accepts the
 * same accounts as POST /api/login, so it counts against the same limits: otherwise it would be a
 * way around them. Answers Medusa's error shape (429, Retry-After).
 */
export async function throttleMedusaSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const name = typeof (req.body as any)?.email === "string" ? ((req.body as any).email as string) : ""
    if (!name) {
      return next()
    }
    const wait = await loginRetryAfter(req, name)
    if (wait > 0) {
      res.setHeader("Retry-After", String(wait))
      res.status(429).json({ type: "not_allowed", message: tooManyAttemptsText(wait) })
      return
    }
    res.on("finish", () => {
      const settle = res.statusCode === 401 ? recordLoginFailure(req, name) : res.statusCode < 300 ? clearLoginFailures(req, name) : null
      settle?.catch(() => undefined)
    })
    next()
  } catch (e) {
    next(e)
  }
}

export function tooManyAttemptsText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60))
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`
}
