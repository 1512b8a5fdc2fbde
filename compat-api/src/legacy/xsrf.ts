import { randomBytes, timingSafeEqual } from "node:crypto"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/**
 * The spec's XSRF double submit (legacy glue): a readable XSRF-TOKEN cookie that the client echoes
 * in X-XSRF-TOKEN on every cookie-authenticated write. Goes with the spec's contract.
 */
export const XSRF_COOKIE = "XSRF-TOKEN"
export const XSRF_HEADER = "x-xsrf-token"

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

/** True when the call needs no XSRF header (reads) or carries the one matching its cookie. */
export function xsrfHeaderMatches(req: MedusaRequest): boolean {
  const cookie = (req as MedusaRequest & { cookies?: Record<string, string> }).cookies?.[XSRF_COOKIE]
  return !needsXsrf(req) || sameToken(req.headers[XSRF_HEADER], cookie)
}
