import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import Redis from "ioredis"
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from "rate-limiter-flexible"
import { clientAddress } from "../http/client-address"

/** The order-status lookup's limit per address: this many tries in the window, found or not. */
export const LOOKUP_LIMIT = 10
export const LOOKUP_WINDOW_S = 15 * 60

/**
 * Counts every order-status lookup per address (like the sign-in limits: rate-limiter-flexible,
 * shared over Redis with REDIS_URL, in this process otherwise or while Redis is down). Answers the
 * seconds to wait when this try is over the limit, else 0.
 */
export function createLookupLimiter({ redisUrl, keyPrefix = "compat-api:order-lookup" }: { redisUrl?: string; keyPrefix?: string } = {}) {
  const redis = redisUrl ? new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null
  redis?.on("error", () => undefined) // the insurance limiter counts meanwhile; ioredis reconnects
  const opts = { keyPrefix, points: LOOKUP_LIMIT, duration: LOOKUP_WINDOW_S }
  const limiter: RateLimiterAbstract = redis
    ? new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) })
    : new RateLimiterMemory(opts)
  return {
    async consume(address: string): Promise<number> {
      try {
        await limiter.consume(address, 1)
        return 0
      } catch (e) {
        if (e instanceof RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000))
        throw e
      }
    },
    /** Forgets this address's lookups (what the window's end does). */
    forget: (address: string) => limiter.delete(address).then(() => undefined),
    close: () => redis?.disconnect(),
  }
}

let shared: ReturnType<typeof createLookupLimiter> | undefined

/**
 * Counts this lookup for the caller's address (the one the operator's TRUSTED_PROXIES report, never
 * a header the caller chose): the seconds to wait when it is refused, else 0.
 */
export function consumeLookup(req: MedusaRequest): Promise<number> {
  if (!shared) {
    const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
    shared = createLookupLimiter({ redisUrl: (config.projectConfig as { redisUrl?: string }).redisUrl })
  }
  return shared.consume(clientAddress(req))
}

/** Forgets this address's lookups (what the window's end does; tests use it). */
export async function forgetLookups(address: string) {
  await shared?.forget(address)
}
