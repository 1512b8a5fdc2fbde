import { clientKey, createWriteLimiter, emailKey, WRITE_LIMIT_WINDOW_S, WRITE_LIMITS, writeLimitPoints } from "../write-limiter"

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379"

describe("the public-write limits' sizes", () => {
  it("default to what an honest shopper never meets, per hour", () => {
    expect(WRITE_LIMIT_WINDOW_S).toBe(3600)
    expect(Object.fromEntries(Object.keys(WRITE_LIMITS).map((n) => [n, writeLimitPoints(n as keyof typeof WRITE_LIMITS, {})]))).toEqual({
      orderClient: 60,
      orderEmail: 10,
      contactClient: 10,
      contactEmail: 5,
      paymentLinkClient: 30,
      storeCartClient: 60,
      storeWriteClient: 1000,
      registerClient: 20,
    })
  })

  it("take a whole number from their environment variable (0: off); anything else keeps the default", () => {
    expect(writeLimitPoints("orderClient", { LIMIT_ORDERS_PER_HOUR: "5" })).toBe(5)
    expect(writeLimitPoints("orderClient", { LIMIT_ORDERS_PER_HOUR: "0" })).toBe(0)
    for (const bad of ["", "-1", "2.5", "lots"]) expect(writeLimitPoints("orderClient", { LIMIT_ORDERS_PER_HOUR: bad })).toBe(60)
  })

  it("count an IPv6 client by its /64 (one subscriber's network), IPv4 as it is", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7")
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7")
    const net = clientKey("2001:db8:85a3:12::1")
    expect(net).toBe("2001:db8:85a3:12::/64")
    for (const other of ["2001:db8:85a3:12:ffff:1:2:3", "2001:0db8:85a3:0012::abcd", "2001:db8:85a3:12::1%eth0"]) expect(clientKey(other)).toBe(net)
    expect(clientKey("2001:db8:85a3:13::1")).not.toBe(net)
    expect(clientKey("::1")).toBe("0:0:0:0::/64")
    expect(clientKey("fe80::1")).toBe("fe80:0:0:0::/64")
  })

  it("count e-mail addresses by a hash, without case or spaces", () => {
    expect(emailKey(" Sokha@Example.com ")).toBe(emailKey("sokha@example.com"))
    expect(emailKey("sokha@example.com")).not.toContain("sokha")
  })
})

describe.each([
  ["in this process", () => [createWriteLimiter()]],
  [
    "in Redis (shared by every server)",
    () => {
      const keyPrefix = `test:limit:${process.pid}:${Date.now()}`
      return [createWriteLimiter({ redisUrl: REDIS_URL, keyPrefix }), createWriteLimiter({ redisUrl: REDIS_URL, keyPrefix })]
    },
  ],
] as const)("the public-write limiter %s", (_where, make) => {
  let servers: ReturnType<typeof createWriteLimiter>[]
  const saved = process.env.LIMIT_CONTACT_PER_HOUR
  beforeEach(() => {
    process.env.LIMIT_CONTACT_PER_HOUR = "3"
    servers = make() as ReturnType<typeof createWriteLimiter>[]
  })
  afterEach(() => {
    if (saved === undefined) delete process.env.LIMIT_CONTACT_PER_HOUR
    else process.env.LIMIT_CONTACT_PER_HOUR = saved
    servers.forEach((s) => s.close())
  })
  const on = (i: number) => servers[i % servers.length]

  it("lets the limit through (over every server), then answers the seconds to wait; other keys are not affected", async () => {
    const waits: number[] = []
    for (let i = 0; i < 4; i++) waits.push(await on(i).consume("contactClient", "10.1.0.1"))
    expect(waits.slice(0, 3)).toEqual([0, 0, 0])
    expect(waits[3]).toBeGreaterThan(3500)
    expect(waits[3]).toBeLessThanOrEqual(3600)
    expect(await on(1).consume("contactClient", "10.1.0.2")).toBe(0)
    expect(await on(0).consume("contactEmail", "10.1.0.1")).toBe(0)
  })

  it("counts writes sent at once one by one", async () => {
    const waits = await Promise.all(Array.from({ length: 10 }, (_, i) => on(i).consume("contactClient", "10.1.0.3")))
    expect(waits.filter((w) => w === 0)).toHaveLength(3)
  })

  it("gives a count back (a copy of an order that lost the race)", async () => {
    for (let i = 0; i < 3; i++) expect(await on(i).consume("contactClient", "10.1.0.4")).toBe(0)
    await on(1).giveBack("contactClient", "10.1.0.4")
    expect(await on(0).consume("contactClient", "10.1.0.4")).toBe(0)
    expect(await on(1).consume("contactClient", "10.1.0.4")).toBeGreaterThan(0)
  })

  it("is off at 0", async () => {
    process.env.LIMIT_CONTACT_PER_HOUR = "0"
    for (let i = 0; i < 20; i++) expect(await on(i).consume("contactClient", "10.1.0.5")).toBe(0)
  })
})
