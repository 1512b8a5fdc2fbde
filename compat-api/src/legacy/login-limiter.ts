import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import Redis from "ioredis"
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible"
import { legacyErrorBody } from "./legacy-error"

/**
 * The spec's sign-in limits (legacy glue, on `rate-limiter-flexible`): failed attempts are counted
 * per username, per address, and per both, over a 15-minute window. With Redis (REDIS_URL) the
 * counts are shared by every server; without it they live in this process. A Redis outage falls
 * back to in-process counting rather than failing sign-in.
 */
export const LOGIN_WINDOW_S = 15 * 60
// pair: one person guessing; address: one machine trying many names; username: a spread-out attack on
// one name (high, so that strangers cannot easily keep the real admin out by failing on purpose).
export const LOGIN_LIMITS = { pair: 5, username: 50, address: 30 } as const
type Kind = keyof typeof LOGIN_LIMITS
const KINDS = Object.keys(LOGIN_LIMITS) as Kind[]

let limiters: Record<Kind, RateLimiterAbstract> | undefined

function limitersFor(req: MedusaRequest): Record<Kind, RateLimiterAbstract> {
  if (limiters) return limiters
  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  const redisUrl = (config.projectConfig as { redisUrl?: string }).redisUrl
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null
  redis?.on("error", () => undefined) // the insurance limiter counts meanwhile; ioredis reconnects
  const make = (kind: Kind) => {
    const opts = { keyPrefix: `compat-api:login:${kind}`, points: LOGIN_LIMITS[kind], duration: LOGIN_WINDOW_S }
    return redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) })
      : new RateLimiterMemory(opts)
  }
  limiters = { pair: make("pair"), username: make("username"), address: make("address") }
  return limiters
}

function keysOf(req: MedusaRequest, username: string): Record<Kind, string> {
  const u = username.trim().toLowerCase()
  const address = req.ip ?? "unknown"
  return { pair: `${u}|${address}`, username: u, address }
}

/** Seconds until the caller may try again, or 0. Locks end with the window: never forever. */
export async function loginRetryAfter(req: MedusaRequest, username: string): Promise<number> {
  const all = limitersFor(req)
  const keys = keysOf(req, username)
  const waits = await Promise.all(
    KINDS.map(async (kind) => {
      const res = await all[kind].get(keys[kind])
      return res && res.consumedPoints >= LOGIN_LIMITS[kind] ? Math.ceil(res.msBeforeNext / 1000) : 0
    })
  )
  return Math.max(0, ...waits)
}

export async function recordLoginFailure(req: MedusaRequest, username: string) {
  const all = limitersFor(req)
  const keys = keysOf(req, username)
  await Promise.all(KINDS.map((kind) => all[kind].penalty(keys[kind], 1)))
}

/** A successful sign-in forgets this username's failures from this address (not the address's). */
export async function clearLoginFailures(req: MedusaRequest, username: string) {
  await limitersFor(req).pair.delete(keysOf(req, username).pair)
}

/** Forgets every count of this username from this address (what the window's end does). */
export async function forgetLoginFailures(username: string, address: string) {
  if (!limiters) return
  const u = username.trim().toLowerCase()
  await Promise.all([limiters.pair.delete(`${u}|${address}`), limiters.username.delete(u), limiters.address.delete(address)])
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
      res.status(429).json({ type: "not_allowed", message: tooManyAttemptsText(wait), code: "auth.locked", params: { minutes: minutesOf(wait) } })
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

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60))

export function tooManyAttemptsText(seconds: number): string {
  const minutes = minutesOf(seconds)
  return `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`
}

/** The 429 of a locked sign-in in the legacy shape: code `auth.locked`, the wait in `params.minutes`. */
export const tooManyAttemptsBody = (seconds: number) =>
  legacyErrorBody(tooManyAttemptsText(seconds), undefined, { status: 429, code: "auth.locked", params: { minutes: minutesOf(seconds) } })
