import Redis from "ioredis"
import { createLoginLimiter, LOGIN_LIMITS, type LoginLimiter } from "../login-limiter"

/**
 * N wrong passwords sent at once: each reserves its attempt before its password is checked, the
 * way POST /api/login does, then fails. Answers how many got their password checked.
 */
async function parallelWrongPasswords(limiter: LoginLimiter, n: number, username = "sophea", address = "10.9.0.1") {
  const checked = await Promise.all(
    Array.from({ length: n }, async () => {
      const attempt = await limiter.reserve(username, address)
      if (attempt.wait > 0) return false
      await new Promise((r) => setTimeout(r, 20)) // the password hash takes a while
      await attempt.failed()
      return true
    })
  )
  return checked.filter(Boolean).length
}

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379"

let prefix = ""
/** The pair count as Redis holds it (rate-limiter-flexible's key), to see that Redis, not the in-process fallback, counted. */
async function countInRedis(key: string) {
  const redis = new Redis(REDIS_URL)
  try {
    return Number(await redis.get(`${prefix}:pair:${key}`))
  } finally {
    redis.disconnect()
  }
}

describe.each([
  ["in this process", () => createLoginLimiter(), null],
  ["in Redis (shared by every server)", () => createLoginLimiter({ redisUrl: REDIS_URL, keyPrefix: (prefix = `test:login:${process.pid}:${Date.now()}`) }), countInRedis],
] as const)("the sign-in limit %s", (_where, make, stored) => {
  let limiter: ReturnType<typeof createLoginLimiter>
  beforeEach(() => {
    limiter = make()
  })
  afterEach(() => limiter.close())

  it("counts every one of N parallel wrong passwords: the next sign-in is locked at the spec's limit", async () => {
    const n = LOGIN_LIMITS.pair
    expect(await parallelWrongPasswords(limiter, n)).toBe(n)
    if (stored) expect(await stored("sophea|10.9.0.1")).toBe(n)
    const next = await limiter.reserve("sophea", "10.9.0.1")
    expect(next.wait).toBeGreaterThan(800)
    expect(next.wait).toBeLessThanOrEqual(900)
  })

  it("checks no more passwords than the limit when more arrive at once, and the refused ones count nothing elsewhere", async () => {
    expect(await parallelWrongPasswords(limiter, 3 * LOGIN_LIMITS.pair)).toBe(LOGIN_LIMITS.pair)
    if (stored) expect(await stored("sophea|10.9.0.1")).toBe(LOGIN_LIMITS.pair)
    // The same name from another address: the name's own count holds only the checked attempts.
    expect(await parallelWrongPasswords(limiter, LOGIN_LIMITS.pair, "sophea", "10.9.0.2")).toBe(LOGIN_LIMITS.pair)
  })

  it("forgets a person's failures when they sign in, and gives back an attempt that was never judged", async () => {
    expect(await parallelWrongPasswords(limiter, LOGIN_LIMITS.pair - 1)).toBe(LOGIN_LIMITS.pair - 1)
    const errored = await limiter.reserve("sophea", "10.9.0.1")
    await errored.release()
    const ok = await limiter.reserve("sophea", "10.9.0.1")
    expect(ok.wait).toBe(0)
    await ok.succeeded()
    expect(await parallelWrongPasswords(limiter, LOGIN_LIMITS.pair + 2)).toBe(LOGIN_LIMITS.pair)
  })
})

afterAll(async () => {
  // The Redis test's keys end with their 15-minute window; remove them now.
  const redis = new Redis(REDIS_URL, { lazyConnect: true })
  await redis.connect().catch(() => undefined)
  const keys = await redis.keys(`test:login:${process.pid}:*`).catch(() => [] as string[])
  if (keys.length) await redis.del(...keys)
  redis.disconnect()
})
