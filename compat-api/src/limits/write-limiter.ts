import { createHash } from "node:crypto"
import { isIPv6 } from "node:net"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { LIMIT_ERRORS } from "@shop/contract"
import Redis from "ioredis"
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible"
import { clientAddress } from "../http/client-address"
import { legacyErrorBody } from "../http/legacy-error"

/** Every public-write limit counts over this window. */
export const WRITE_LIMIT_WINDOW_S = 60 * 60

/**
 * The public writes' limits per hour, each overridable by its environment variable (a whole
 * number; 0 turns that limit off). Chosen so that an honest shopper never meets them (a few
 * orders an hour; a family behind one address several) while one client cannot use the shop as
 * a spam relay or fill its database: per client address (`clientAddress`: the operator's trusted
 * proxies only) and, where the request names one, per target e-mail address.
 */
export const WRITE_LIMITS = {
  /** POST /api/orders per client address: every try, repeats included (the storefront sends an order up to three times). */
  orderClient: { env: "LIMIT_ORDERS_PER_HOUR", points: 60 },
  /** New orders per customer e-mail (each one e-mails that address); repeats of an order do not count. */
  orderEmail: { env: "LIMIT_ORDERS_PER_EMAIL_PER_HOUR", points: 10 },
  /** POST /api/contact per client address. */
  contactClient: { env: "LIMIT_CONTACT_PER_HOUR", points: 10 },
  /** POST /api/contact per sender e-mail address. */
  contactEmail: { env: "LIMIT_CONTACT_PER_EMAIL_PER_HOUR", points: 5 },
  /** POST /api/create-payment-link (each makes a Stripe Checkout Session) per client address. */
  paymentLinkClient: { env: "LIMIT_PAYMENT_LINKS_PER_HOUR", points: 30 },
  /** Medusa's POST /store/carts (new carts) per client address. */
  storeCartClient: { env: "LIMIT_STORE_CARTS_PER_HOUR", points: 60 },
  /** Every other write of Medusa's store API (line items, addresses, payment collections and sessions, complete…) per client address. */
  storeWriteClient: { env: "LIMIT_STORE_WRITES_PER_HOUR", points: 1000 },
  /** Medusa's POST /auth/:actor_type/:auth_provider/register (a new sign-in identity, a password hash each) per client address, every actor type. */
  registerClient: { env: "LIMIT_REGISTRATIONS_PER_HOUR", points: 20 },
} as const

export type WriteLimitName = keyof typeof WRITE_LIMITS

/** A limit's points: its environment variable when it is a whole number ≥ 0, else the default. */
export function writeLimitPoints(name: WriteLimitName, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[WRITE_LIMITS[name].env]?.trim()
  if (raw && /^\d+$/.test(raw)) {
    return Number(raw)
  }
  return WRITE_LIMITS[name].points
}

/**
 * The key a client address is counted under: an IPv4 address as it is (an IPv4-mapped IPv6 one as
 * IPv4), an IPv6 address by its /64, the smallest network one subscriber gets: counted per /128,
 * one machine could draw a fresh address for every request.
 */
export function clientKey(address: string): string {
  const plain = address.split("%")[0]
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain)
  if (mapped) return mapped[1]
  if (!isIPv6(plain)) return address
  const groups = (part: string) => (part ? part.split(":").flatMap((g) => (g.includes(".") ? ["0", "0"] : [g])) : [])
  const [head, tail] = plain.split("::")
  const h = groups(head)
  const full = tail === undefined ? h : [...h, ...Array(8 - h.length - groups(tail).length).fill("0"), ...groups(tail)]
  return `${full.slice(0, 4).map((g) => parseInt(g, 16).toString(16)).join(":")}::/64`
}

/** E-mail addresses are counted by a hash, so the shared store holds no shopper's address. */
export const emailKey = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url").slice(0, 32)

/**
 * The counters: rate-limiter-flexible over Redis (REDIS_URL: shared by every server, in-process
 * while Redis is away) or in this process, like the sign-in and order-lookup limits. A limit's
 * size is read from the environment at each count, so an operator's override (or a test's) takes
 * effect without a restart of the counters' store.
 */
export function createWriteLimiter({ redisUrl, keyPrefix = "compat-api:limit" }: { redisUrl?: string; keyPrefix?: string } = {}) {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null
  redis?.on("error", () => undefined) // the insurance limiter counts meanwhile; ioredis reconnects
  // Without an offline queue, counts before the connection is up would stay in this process: the
  // first writes wait for it (briefly; a Redis that is down is not waited for).
  const connected = new Promise<void>((resolve) => {
    if (!redis) return resolve()
    redis.once("ready", () => resolve())
    setTimeout(resolve, 2000).unref()
  })
  const limiters = new Map<string, RateLimiterAbstract>()
  const limiterOf = (name: WriteLimitName, points: number) => {
    const id = `${name}:${points}`
    let limiter = limiters.get(id)
    if (!limiter) {
      const opts = { keyPrefix: `${keyPrefix}:${name}`, points, duration: WRITE_LIMIT_WINDOW_S }
      limiter = redis ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) }) : new RateLimiterMemory(opts)
      limiters.set(id, limiter)
    }
    return limiter
  }
  return {
    /** Gives back one counted write (a request that turned out not to be a new one). */
    async giveBack(name: WriteLimitName, key: string): Promise<void> {
      const points = writeLimitPoints(name)
      if (points > 0) await limiterOf(name, points).reward(key, 1)
    },
    /** The seconds to wait when `key` has used up the limit `name` (counting nothing), else 0. */
    async peek(name: WriteLimitName, key: string): Promise<number> {
      const points = writeLimitPoints(name)
      if (points === 0) {
        return 0
      }
      await connected
      const res = await limiterOf(name, points).get(key)
      return res && res.consumedPoints >= points ? Math.max(1, Math.ceil(res.msBeforeNext / 1000)) : 0
    },
    /** Forgets every count of `key` under `name` (what the window's end does). */
    async forget(name: WriteLimitName, key: string): Promise<void> {
      await limiterOf(name, writeLimitPoints(name)).delete(key)
    },
    /** Counts one write for `key` under the limit `name`: the seconds to wait when it is over the limit, else 0. */
    async consume(name: WriteLimitName, key: string): Promise<number> {
      const points = writeLimitPoints(name)
      if (points === 0) {
        return 0
      }
      await connected
      try {
        await limiterOf(name, points).consume(key, 1)
        return 0
      } catch (e) {
        if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000))
        throw e
      }
    },
    close: () => redis?.disconnect(),
  }
}

let shared: ReturnType<typeof createWriteLimiter> | undefined

function limiterFor(req: MedusaRequest) {
  if (!shared) {
    const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
    shared = createWriteLimiter({ redisUrl: (config.projectConfig as { redisUrl?: string }).redisUrl })
  }
  return shared
}

/** A public write refused by a limit: 429 with Retry-After, in the /api's legacy shape or Medusa's. */
export class WriteLimited extends Error {
  constructor(
    readonly wait: number,
    readonly text: string
  ) {
    super(text)
  }
}

/** Counts this request against the caller's address under `name`; throws WriteLimited beyond it. */
export async function limitClient(req: MedusaRequest, name: WriteLimitName): Promise<void> {
  const wait = await limiterFor(req).consume(name, clientKey(clientAddress(req)))
  if (wait > 0) throw new WriteLimited(wait, LIMIT_ERRORS.client)
}

/**
 * Counts this request against a target e-mail address under `name` (nothing without one); throws
 * WriteLimited beyond it. Answers how to give the count back.
 */
export async function limitEmail(req: MedusaRequest, name: WriteLimitName, email: string | null | undefined): Promise<() => Promise<void>> {
  if (!email?.trim()) return async () => undefined
  const limiter = limiterFor(req)
  const key = emailKey(email)
  const wait = await limiter.consume(name, key)
  if (wait > 0) throw new WriteLimited(wait, LIMIT_ERRORS.email)
  return () => limiter.giveBack(name, key)
}

/** Answers a WriteLimited refusal: 429, Retry-After, the legacy `{ error, message, code }` (/api) or Medusa's `{ type, message }`. */
export function answerLimited(res: MedusaResponse, e: WriteLimited, shape: "legacy" | "medusa") {
  res.setHeader("Retry-After", String(e.wait))
  res.status(429).json(shape === "legacy" ? legacyErrorBody(e.text, undefined, { status: 429 }) : { type: "not_allowed", message: e.text })
}

/** A middleware counting every request against the caller's address under each of `names`, before any work is done. */
export function limitWrites(shape: "legacy" | "medusa", ...names: WriteLimitName[]) {
  return async (req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) => {
    try {
      for (const name of names) await limitClient(req, name)
    } catch (e) {
      if (e instanceof WriteLimited) return answerLimited(res, e, shape)
      return next(e)
    }
    next()
  }
}

/**
 * Medusa's POST /store/carts/:id/complete: an order made there e-mails the cart's address like one
 * of POST /api/orders, so it shares the per-e-mail limit of new orders. Refused (429, Medusa's
 * shape) when that address has used it up; counted once the cart has really become an order.
 */
export async function limitStoreOrderEmail(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const id = req.params.id
    const carts = req.scope.resolve(Modules.CART)
    const [cart] = id ? await carts.listCarts({ id }, { select: ["id", "email", "completed_at"] }) : []
    if (!cart?.email || cart.completed_at) {
      return next()
    }
    const limiter = limiterFor(req)
    const key = emailKey(cart.email)
    const wait = await limiter.peek("orderEmail", key)
    if (wait > 0) {
      return answerLimited(res, new WriteLimited(wait, LIMIT_ERRORS.email), "medusa")
    }
    res.once("finish", () => {
      carts
        .listCarts({ id }, { select: ["id", "completed_at"] })
        .then(([after]) => (after?.completed_at ? limiter.consume("orderEmail", key) : 0))
        .catch(() => undefined)
    })
    next()
  } catch (e) {
    next(e)
  }
}

/**
 * The public writes' per-address limits, for the plugin's middlewares. Medusa's store writes are
 * matched with the same patterns Medusa routes them by (an encoded path that reaches a handler
 * reaches these too); POST /store/carts also counts as a new cart.
 */
export const PUBLIC_WRITE_LIMITS = [
  { matcher: "/api/orders", methods: ["POST"], middlewares: [limitWrites("legacy", "orderClient")] },
  { matcher: "/api/contact", methods: ["POST"], middlewares: [limitWrites("legacy", "contactClient")] },
  { matcher: "/api/create-payment-link", methods: ["POST"], middlewares: [limitWrites("legacy", "paymentLinkClient")] },
  { matcher: "/store/carts", methods: ["POST"], middlewares: [limitWrites("medusa", "storeCartClient")] },
  { matcher: "/store/*", methods: ["POST", "DELETE"], middlewares: [limitWrites("medusa", "storeWriteClient")] },
  { matcher: "/store/carts/:id/complete", methods: ["POST"], middlewares: [limitStoreOrderEmail] },
  // Registering a sign-in identity (customer, user, any actor type and provider), matched as Medusa
  // routes it (decoded parameters, any case: see MEDUSA_PASSWORD_ROUTES in login-limiter.ts).
  { matcher: "/auth/:actor_type/:auth_provider/register", methods: ["POST"], middlewares: [limitWrites("medusa", "registerClient")] },
] as const satisfies { matcher: string; methods: ("POST" | "DELETE")[]; middlewares: unknown[] }[]
