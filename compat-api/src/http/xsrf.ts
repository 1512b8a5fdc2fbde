import { createHmac, timingSafeEqual } from "node:crypto"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The spec's XSRF double submit (legacy glue): a readable XSRF-TOKEN cookie that the client echoes
 * in X-XSRF-TOKEN on every cookie-authenticated write. Goes with the spec's contract. The token is
 * bound to the session: an HMAC of the session id under the cookie secret, so a token read or set
 * on another session (a sibling site's cookie, an old sign-in) opens nothing, and the server keeps
 * no state for it.
 */
export const XSRF_COOKIE = "XSRF-TOKEN"
export const XSRF_HEADER = "x-xsrf-token"

function cookieSecure(req: MedusaRequest): boolean {
  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  return Boolean((config.projectConfig as { cookieOptions?: { secure?: boolean } }).cookieOptions?.secure)
}

/** This session's XSRF token (null without a session). */
export function xsrfTokenFor(req: MedusaRequest): string | null {
  const sessionId = (req as MedusaRequest & { sessionID?: string }).sessionID
  if (!sessionId) return null
  const secret = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE).projectConfig.http.cookieSecret as string
  return createHmac("sha256", secret).update(`xsrf:${sessionId}`).digest("base64url")
}

/** The readable XSRF-TOKEN cookie of this session (the client echoes it in X-XSRF-TOKEN on every call). */
export function issueXsrfCookie(req: MedusaRequest, res: MedusaResponse) {
  const token = xsrfTokenFor(req)
  if (token) {
    res.cookie(XSRF_COOKIE, token, { path: "/", sameSite: "lax", secure: cookieSecure(req), httpOnly: false })
  }
  return token
}

/** True when the request's XSRF-TOKEN cookie is this session's (else GET /api/user sends it again). */
export function xsrfCookieCurrent(req: MedusaRequest): boolean {
  const cookie = (req as MedusaRequest & { cookies?: Record<string, string> }).cookies?.[XSRF_COOKIE]
  return sameToken(cookie, xsrfTokenFor(req))
}

export function clearXsrfCookie(req: MedusaRequest, res: MedusaResponse) {
  res.clearCookie(XSRF_COOKIE, { path: "/", sameSite: "lax", secure: cookieSecure(req) })
}

function sameToken(a: unknown, b: unknown): boolean {
  if (typeof a !== "string" || typeof b !== "string" || !a || a.length !== b.length) return false
  return timingSafeEqual(Buffer.from(a), Buffer.from(b))
}

/**
 * Reads that change data although they are GETs (the spec's utility calls): they need the XSRF
 * header like every write, so a link on another site cannot trigger them with the staff cookie.
 */
const CHANGING_GETS = [/^\/api\/fix-images$/, /^\/api\/clean-duplicates$/, /^\/api\/reset-categories$/, /^\/api\/fix-sequences$/]

function needsXsrf(req: MedusaRequest): boolean {
  if (req.method === "GET" || req.method === "HEAD" || req.method === "OPTIONS") {
    // The full path: a middleware mounted with app.use(matcher) sees req.path relative to it.
    // Express routes /API/Fix-Images and /api/fix-images/ to the same handler: compare as it matches.
    const path = (req.originalUrl ?? req.url).split("?")[0].toLowerCase().replace(/\/+$/, "")
    return CHANGING_GETS.some((re) => re.test(path))
  }
  return true
}

/** True when the call needs no XSRF header (reads) or carries its session's token. */
export function xsrfHeaderMatches(req: MedusaRequest): boolean {
  return !needsXsrf(req) || sameToken(req.headers[XSRF_HEADER], xsrfTokenFor(req))
}

/**
 * True when the session cookie is what authenticated this call (so a cross-site page could have
 * made the browser send it): Medusa's `authenticate` takes a session's user before any bearer
 * token, so an `Authorization` header beside the cookie changes nothing.
 */
export function authenticatedBySession(req: MedusaRequest): boolean {
  const session = (req.session as { auth_context?: { actor_id?: string; actor_type?: string } } | undefined)?.auth_context
  const ctx = (req as MedusaRequest & { auth_context?: { actor_id?: string; actor_type?: string } }).auth_context
  return Boolean(session?.actor_id && ctx && (ctx === session || (ctx.actor_id === session.actor_id && ctx.actor_type === session.actor_type)))
}
