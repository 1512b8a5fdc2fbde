import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, parseCorsOrigins } from "@medusajs/framework/utils"
import { authenticatedBySession } from "../http/xsrf"

/**
 * Cross-site request check for Medusa's own admin API (/admin/*, and DELETE /auth/session).
 * SameSite=Lax keeps the session cookie off cross-site POSTs, but not off same-site ones: the shop
 * on :8000 and Medusa on :9000 of one host, or sibling subdomains, are one "site". So a write
 * (POST/PUT/PATCH/DELETE) authenticated by the session cookie must come from an admin origin:
 * - its Origin (else its Referer's origin) is one of `http.adminCors` (parsed like Medusa's CORS)
 *   or the server's own origin (Medusa's /app dashboard is served by Medusa itself);
 * - when it has neither header it passes: browsers always send Origin on a POST/PUT/PATCH/DELETE
 *   (same-origin included), so a request without both is not a browser's page but a script's,
 *   which could send any header it likes anyway (and the integration tests' client sends none);
 * - its body is not a form a page can send without CORS (application/x-www-form-urlencoded,
 *   text/plain, multipart/form-data), except multipart on the two routes where Medusa's dashboard
 *   uploads files (POST /admin/uploads, POST /admin/products/import).
 * Bearer tokens and secret API keys are not sent by a browser on its own: they need nothing.
 * /admin/shop/* has the shop's XSRF header check instead (http/xsrf.ts). Refusals: 403 in
 * Medusa's shape, before any handler runs (nothing is written).
 */
const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"])
const FORM_TYPES = ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data"]
const MULTIPART_ROUTES = [/^\/admin\/uploads$/, /^\/admin\/products\/import$/]

export const ADMIN_ORIGIN_TEXTS = {
  origin: "This request comes from a page outside Medusa's admin and was refused. Open the admin and try again.",
  form: "Medusa's admin API takes JSON bodies, not forms, from a signed-in browser.",
}

let allowed: (string | RegExp)[] | undefined

function adminOrigins(req: MedusaRequest): (string | RegExp)[] {
  if (!allowed) {
    const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
    allowed = parseCorsOrigins(config.projectConfig.http.adminCors ?? "")
  }
  return allowed
}

function originOf(value: string | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.origin === "null" ? null : url.origin
  } catch {
    return null
  }
}

/** The request's origin as the browser named it: Origin, else Referer's; undefined when it sent neither, null when unreadable ("null"). */
function requestOrigin(req: MedusaRequest): string | null | undefined {
  const origin = req.headers.origin
  if (typeof origin === "string" && origin) return originOf(origin)
  const referer = req.headers.referer
  if (typeof referer === "string" && referer) return originOf(referer)
  return undefined
}

export function originAllowed(origin: string, allowedOrigins: (string | RegExp)[], ownOrigin?: string): boolean {
  if (ownOrigin && origin === ownOrigin) return true
  return allowedOrigins.some((a) => (typeof a === "string" ? originOf(a) === origin || a === origin : a.test(origin)))
}

/** The request's path as Express routes it (lower case, no trailing slash). */
const routedPath = (req: MedusaRequest) => (req.originalUrl ?? req.url).split("?")[0].toLowerCase().replace(/\/+$/, "")

function formBody(req: MedusaRequest): boolean {
  const type = String(req.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase()
  if (!FORM_TYPES.includes(type)) return false
  return !(type === "multipart/form-data" && req.method === "POST" && MULTIPART_ROUTES.some((re) => re.test(routedPath(req))))
}

function refuse(res: MedusaResponse, message: string) {
  res.status(403).json({ type: "not_allowed", message })
}

function check(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction, bySession: (req: MedusaRequest) => boolean) {
  try {
    if (!WRITES.has(req.method) || routedPath(req).startsWith("/admin/shop/") || !bySession(req)) {
      return next()
    }
    const origin = requestOrigin(req)
    if (origin !== undefined) {
      const own = `${req.protocol}://${req.get("host")}`
      if (origin === null || !originAllowed(origin, adminOrigins(req), own)) {
        return refuse(res, ADMIN_ORIGIN_TEXTS.origin)
      }
    }
    if (formBody(req)) {
      return refuse(res, ADMIN_ORIGIN_TEXTS.form)
    }
    next()
  } catch (e) {
    next(e)
  }
}

/** /admin/*: Medusa has authenticated the caller (its /admin auth runs before plugin middlewares). */
export function checkAdminWriteOrigin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  check(req, res, next, authenticatedBySession)
}

/** DELETE /auth/session (Medusa's sign-out): a session with a signed-in actor is what a cross-site page could end. */
export function checkSessionSignOutOrigin(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  check(req, res, next, (r) => Boolean((r.session as { auth_context?: { actor_id?: string } } | undefined)?.auth_context?.actor_id))
}
