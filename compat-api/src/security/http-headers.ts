import type { IncomingMessage, ServerResponse } from "node:http"
import { originOf, securityHeaders, STRICT_TRANSPORT_SECURITY, uploadHeaders } from "@shop/contract"
import { trustedProxies } from "../http/client-address"
import { localFileUrl, s3FileUrl } from "../files/file-provider"
// eslint-disable-next-line @typescript-eslint/no-var-requires
const proxyaddr = require("proxy-addr") as { compile(list: string[]): (addr: string, i: number) => boolean }

/** Uploaded files as Medusa's local file provider serves them (Express matches paths case-insensitively). */
const UPLOADS = /^\/static(?:\/|$)/i

let trust: { raw: string; fn: (addr: string, i: number) => boolean } | undefined

/**
 * The shop's headers for this server: the policy also allows the pictures of a file URL on another
 * origin (compose's S3_FILE_URL is the storefront's /files/, which Medusa's admin on :9000 shows)
 * and the admin's calls to MEDUSA_BACKEND_URL.
 */
export function medusaSecurityHeaders(env: NodeJS.ProcessEnv = process.env): [string, string][] {
  const all = Object.entries(
    securityHeaders({
      imageOrigins: [s3FileUrl(env), localFileUrl(env), env.STOREFRONT_URL].map(originOf).filter((o): o is string => Boolean(o)),
      connectOrigins: [originOf(env.MEDUSA_BACKEND_URL)].filter((o): o is string => Boolean(o)),
    })
  )
  // `medusa develop` serves the admin from Vite's dev server (an inline React refresh preamble, a
  // hot-reload socket): no policy there, the rest as everywhere.
  const development = (env.NODE_ENV || "development").startsWith("dev")
  return development ? all.filter(([name]) => name !== "Content-Security-Policy") : all
}
let headers: [string, string][] | undefined

/**
 * Whether the request reached the shop over HTTPS: its own TLS, an https public URL
 * (MEDUSA_BACKEND_URL), or X-Forwarded-Proto https from a proxy on TRUSTED_PROXIES (default none:
 * a client talking to Medusa's port cannot claim https by sending the header).
 */
export function reachedOverHttps(req: IncomingMessage, env: NodeJS.ProcessEnv = process.env): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted || (env.MEDUSA_BACKEND_URL ?? "").startsWith("https://")) {
    return true
  }
  const proto = String(req.headers["x-forwarded-proto"] ?? "").split(",")[0].trim().toLowerCase()
  if (proto !== "https") {
    return false
  }
  const raw = env.TRUSTED_PROXIES ?? ""
  if (!trust || trust.raw !== raw) {
    const list = trustedProxies(env)
    trust = { raw, fn: list.length ? proxyaddr.compile(list) : () => false }
  }
  return trust.fn(req.socket?.remoteAddress ?? "", 0)
}

/**
 * Puts the shop's security headers on one of Medusa's answers before anything else handles it:
 * SECURITY_HEADERS, HSTS over HTTPS, never X-Powered-By, and for uploaded files the upload rules
 * (sandboxed, type from the allow-list, non-images as attachments) that Express's static handler
 * cannot override.
 */
export function applySecurityHeaders(req: IncomingMessage, res: ServerResponse) {
  headers ??= medusaSecurityHeaders()
  for (const [name, value] of headers) {
    res.setHeader(name, value)
  }
  if (reachedOverHttps(req)) {
    res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY)
  }
  const path = (req.url ?? "/").split("?")[0]
  const upload = UPLOADS.test(path) ? uploadHeaders(path) : null
  if (upload) {
    for (const [name, value] of Object.entries(upload)) {
      res.setHeader(name, value)
    }
  }
  const setHeader = res.setHeader
  res.setHeader = function (name: string, value: number | string | readonly string[]) {
    const key = name.toLowerCase()
    if (key === "x-powered-by") {
      return this
    }
    if (upload && (key === "content-type" || key === "content-security-policy" || key === "content-disposition")) {
      return this
    }
    return setHeader.call(this, name, value)
  } as ServerResponse["setHeader"]
}

const INSTALLED = Symbol.for("compat-api.security-headers")
// The core module's own object: one per process, whatever module registry loaded this file.
// eslint-disable-next-line @typescript-eslint/no-var-requires
const diagnostics = require("node:diagnostics_channel") as typeof import("node:diagnostics_channel") & { [INSTALLED]?: (message: unknown) => void }
const CHANNEL = "http.server.request.start"

/**
 * Every answer of this Medusa process gets applySecurityHeaders, including those a plugin
 * middleware never sees: the admin dashboard (/app, mounted beside the API router), /static
 * (express.static), CORS preflights and Medusa's own 401s (its auth runs before plugin
 * middlewares). Node's `http.server.request.start` channel fires for each request before Express.
 * One subscriber per process: a later install (the same app loaded again, as the HTTP specs do
 * in one jest worker) replaces the earlier one rather than adding to it.
 */
export function installSecurityHeaders() {
  const previous = diagnostics[INSTALLED]
  if (previous) {
    diagnostics.unsubscribe(CHANNEL, previous)
  }
  const handler = (message: unknown) => {
    const { request, response } = message as { request: IncomingMessage; response: ServerResponse }
    applySecurityHeaders(request, response)
  }
  diagnostics[INSTALLED] = handler
  diagnostics.subscribe(CHANNEL, handler)
}
