import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import Redis from "ioredis"
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract, type RateLimiterRes } from "rate-limiter-flexible"
import { clientAddress } from "../http/client-address"
import { equalizePasswordCheck } from "../staff/password-timing"
import { legacyErrorBody } from "../http/legacy-error"

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

/** A sign-in's reservation: `wait` > 0 when it is refused; otherwise settle it once the password is checked. */
export type LoginAttempt = {
  /** Seconds until the caller may try again (the sign-in is refused, nothing is counted), or 0. */
  wait: number
  /** The password was wrong: the reserved attempt stays counted. */
  failed(): Promise<void>
  /** Signed in: this username's failures from this address are forgotten (not the address's). */
  succeeded(): Promise<void>
  /** The password was never judged (an error on our side, bad input): the reservation is given back. */
  release(): Promise<void>
}

export type LoginLimiter = {
  /**
   * Counts this sign-in as a failure before its password is checked, in one atomic increment per
   * limit (rate-limiter-flexible's `consume`: a Lua INCRBY + EXPIRE in Redis, a synchronous
   * increment in this process). So parallel wrong passwords are counted one by one and at most
   * the limit of them get their password checked: a check that read the count and wrote it after
   * the password had been judged let every parallel attempt through.
   */
  reserve(username: string, address: string): Promise<LoginAttempt>
  /** Forgets every count of this username from this address (what the window's end does). */
  forget(username: string, address: string): Promise<void>
}

/** The limiter over Redis (`redisUrl`, shared by every server, in-process while Redis is down) or in this process. */
export function createLoginLimiter({ redisUrl, keyPrefix = "compat-api:login" }: { redisUrl?: string; keyPrefix?: string } = {}): LoginLimiter & { close(): Promise<void> } {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, lazyConnect: false }) : null
  redis?.on("error", () => undefined) // the insurance limiter counts meanwhile; ioredis reconnects
  // Without an offline queue, calls before the connection is up would all be counted in this
  // process only: the first sign-ins wait for it (briefly; a Redis that is down is not waited for).
  const connected = new Promise<void>((resolve) => {
    if (!redis) return resolve()
    redis.once("ready", () => resolve())
    setTimeout(resolve, 2000).unref()
  })
  const make = (kind: Kind): RateLimiterAbstract => {
    const opts = { keyPrefix: `${keyPrefix}:${kind}`, points: LOGIN_LIMITS[kind], duration: LOGIN_WINDOW_S }
    return redis
      ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) })
      : new RateLimiterMemory(opts)
  }
  const all: Record<Kind, RateLimiterAbstract> = { pair: make("pair"), username: make("username"), address: make("address") }
  const keysOf = (username: string, address: string): Record<Kind, string> => {
    const u = username.trim().toLowerCase()
    return { pair: `${u}|${address}`, username: u, address }
  }
  const giveBack = (keys: Record<Kind, string>, kinds: readonly Kind[]) => Promise.all(kinds.map((kind) => all[kind].reward(keys[kind], 1)))

  return {
    async reserve(username, address) {
      await connected
      const keys = keysOf(username, address)
      const results = await Promise.allSettled(KINDS.map((kind) => all[kind].consume(keys[kind], 1)))
      const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected" && r.reason instanceof Error)
      if (failure) {
        // The store failed (not a refusal): nothing judged, so nothing counted.
        await giveBack(keys, KINDS.filter((_, i) => results[i].status === "fulfilled")).catch(() => undefined)
        throw failure.reason
      }
      const refusals = results.flatMap((r) => (r.status === "rejected" ? [r.reason as RateLimiterRes] : []))
      if (refusals.length) {
        // A refused attempt is not a failure: counting it would let a stranger who keeps trying
        // one name lock that person out everywhere (the username limit).
        await giveBack(keys, KINDS)
        const wait = Math.max(1, ...refusals.map((r) => Math.ceil(r.msBeforeNext / 1000)))
        const settled = async () => undefined
        return { wait, failed: settled, succeeded: settled, release: settled }
      }
      let done = false
      const once = (fn: () => Promise<unknown>) => async () => {
        if (done) return
        done = true
        await fn()
      }
      return {
        wait: 0,
        failed: once(async () => undefined),
        succeeded: once(() => Promise.all([all.pair.delete(keys.pair), giveBack(keys, ["username", "address"])])),
        release: once(() => giveBack(keys, KINDS)),
      }
    },
    async forget(username, address) {
      await connected
      const keys = keysOf(username, address)
      await Promise.all(KINDS.map((kind) => all[kind].delete(keys[kind])))
    },
    async close() {
      redis?.disconnect()
    },
  }
}

let shared: LoginLimiter | undefined

function limiterFor(req: MedusaRequest): LoginLimiter {
  if (!shared) {
    const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
    shared = createLoginLimiter({ redisUrl: (config.projectConfig as { redisUrl?: string }).redisUrl })
  }
  return shared
}

/**
 * Reserves this sign-in's attempt (see `LoginLimiter.reserve`) for the caller's address: the one the
 * operator's TRUSTED_PROXIES report (client-address.ts), never a header the caller chose.
 */
export const reserveLoginAttempt = (req: MedusaRequest, username: string) => limiterFor(req).reserve(username, clientAddress(req))

/** Forgets every count of this username from this address (what the window's end does). */
export async function forgetLoginFailures(username: string, address: string) {
  await shared?.forget(username, address)
}

/**
 * Every route of Medusa's that checks a password (node_modules/@medusajs/medusa/dist/api/auth):
 * signing in (GET as well as POST: both read the body), registering (which signs an existing
 * identity in when the password matches) and a provider's callback, for every actor type. Matched
 * as Medusa's router resolves them, with decoded parameters, so `/auth/%75ser/emailpass` or
 * `/AUTH/user/emailpass/` count as `/auth/user/emailpass`; and the actor type is not part of the
 * key: one emailpass identity answers for `/auth/user/…` and `/auth/customer/…` alike. (The
 * password update needs a single-use reset token, Medusa's signed JWT: nothing there to guess.)
 */
export const MEDUSA_PASSWORD_ROUTES: { matcher: string; methods: ("GET" | "POST")[] }[] = [
  { matcher: "/auth/:actor_type/:auth_provider", methods: ["GET", "POST"] },
  { matcher: "/auth/:actor_type/:auth_provider/register", methods: ["POST"] },
  { matcher: "/auth/:actor_type/:auth_provider/callback", methods: ["GET", "POST"] },
]

/**
 * Medusa's own sign-in (used by its /app and by API clients) accepts the same accounts as POST
 * /api/login, so it counts against the same limits: otherwise it would be a way around them. Only
 * a request that names a username and a password is counted (emailpass reads `email` and
 * `password`; without both strings no password is checked). Answers Medusa's error shape (429,
 * Retry-After). An unknown username's sign-in spends a password hash's time (password-timing.ts).
 */
export async function throttleMedusaSignIn(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const body = req.body as { email?: unknown; password?: unknown } | undefined
    const name = typeof body?.email === "string" ? body.email : ""
    const password = typeof body?.password === "string" ? body.password : ""
    if (!name || !password) {
      return next()
    }
    const attempt = await reserveLoginAttempt(req, name)
    if (attempt.wait > 0) {
      res.setHeader("Retry-After", String(attempt.wait))
      res.status(429).json({ type: "not_allowed", message: tooManyAttemptsText(attempt.wait), code: "auth.locked", params: { minutes: minutesOf(attempt.wait) } })
      return
    }
    const settle = () => {
      const done = res.statusCode === 401 ? attempt.failed() : res.statusCode < 300 ? attempt.succeeded() : attempt.release()
      done.catch(() => undefined)
    }
    res.on("finish", settle)
    res.on("close", () => !res.writableFinished && attempt.release().catch(() => undefined))
    const signingIn = /^\/auth\/[^/]+\/[^/]+\/?$/i.test(req.path) && req.params?.auth_provider === "emailpass"
    if (signingIn) {
      await equalizePasswordCheck(req.scope, name, password)
    }
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
