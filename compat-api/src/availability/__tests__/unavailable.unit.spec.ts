import { applyDatabaseAcquireTimeout } from "../database-pool"
import { isServiceUnavailable, within } from "../unavailable"

describe("isServiceUnavailable", () => {
  it.each([
    ["knex's pool timeout", Object.assign(new Error("Knex: Timeout acquiring a connection. The pool is probably full. Are you missing a .transacting(trx) call?"), { name: "KnexTimeoutError" })],
    ["PostgreSQL's fast shutdown", Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    ["PostgreSQL starting up", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a refused IPv4 and IPv6 connect", Object.assign(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]), {})],
    ["pg's terminated connection", new Error("Connection terminated unexpectedly")],
    ["ioredis' command timeout", new Error("Command timed out")],
    ["ioredis' retries", Object.assign(new Error('Reached the max retries per request limit (which is 20). Refer to "maxRetriesPerRequest" option for details.'), { name: "MaxRetriesPerRequestError" })],
    ["a workflow's plain error object", { message: "Knex: Timeout acquiring a connection. The pool is probably full." }],
    ["a wrapped cause", Object.assign(new Error("DriverException"), { cause: Object.assign(new Error("x"), { code: "57P01" }) })],
  ])("%s is a 503", (_, error) => {
    expect(isServiceUnavailable(error)).toBe(true)
  })

  it.each([
    ["a validation error", new Error("The order total $1.00 does not match the shop's prices")],
    ["a unique violation", Object.assign(new Error("duplicate key value violates unique constraint"), { code: "23505" })],
    ["a missing relation", Object.assign(new Error('relation "x" does not exist'), { code: "42P01" })],
    ["nothing", undefined],
    ["a string", "Command timed out"],
  ])("%s is not", (_, error) => {
    expect(isServiceUnavailable(error)).toBe(false)
  })
})

describe("within", () => {
  it("gives the value of work done in time, and gives up on late work without failing", async () => {
    await expect(within(1_000, Promise.resolve(7))).resolves.toEqual({ done: true, value: 7 })
    const t = Date.now()
    await expect(within(50, new Promise(() => undefined))).resolves.toEqual({ done: false })
    expect(Date.now() - t).toBeLessThan(1_000)
  })
})

describe("applyDatabaseAcquireTimeout", () => {
  it("shortens the shared pool's acquire timeout (knex's default is 60 s)", () => {
    const knex = { client: { pool: { acquireTimeoutMillis: 60_000 }, config: { acquireConnectionTimeout: 60_000 } } }
    expect(applyDatabaseAcquireTimeout(knex, 5_000)).toBe(true)
    expect(knex.client.pool.acquireTimeoutMillis).toBe(5_000)
    expect(applyDatabaseAcquireTimeout({ client: {} }, 5_000)).toBe(false)
  })
})

describe("requestDeadline", () => {
  const { EventEmitter } = require("node:events")
  const { requestDeadline, REQUEST_DEADLINE_MS } = require("../deadline")
  const logger = { warn: () => {} }
  const fakeRes = () => {
    const res: any = Object.assign(new EventEmitter(), { statusCode: 200, headersSent: false, writableEnded: false, headers: {} })
    res.setHeader = (k: string, v: string) => (res.headers[k.toLowerCase()] = v)
    res.status = (code: number) => ((res.statusCode = code), res)
    res.json = (body: unknown) => ((res.body = body), (res.headersSent = true), res)
    return res
  }
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("answers a request still waiting at the deadline with 503 'try again', and leaves one that was answered alone", () => {
    const waiting = fakeRes()
    const next = jest.fn()
    requestDeadline({ method: "POST", originalUrl: "/api/orders/12/status", scope: { resolve: () => logger } } as any, waiting, next)
    expect(next).toHaveBeenCalledTimes(1)
    jest.advanceTimersByTime(REQUEST_DEADLINE_MS - 1)
    expect(waiting.statusCode).toBe(200)
    jest.advanceTimersByTime(1)
    expect([waiting.statusCode, waiting.headers["retry-after"], waiting.body?.code]).toEqual([503, "5", "request.temporarilyUnavailable"])

    const answered = fakeRes()
    requestDeadline({ method: "GET", originalUrl: "/store/products", scope: { resolve: () => logger } } as any, answered, () => {})
    answered.emit("finish")
    jest.advanceTimersByTime(REQUEST_DEADLINE_MS * 2)
    expect([answered.statusCode, answered.body]).toEqual([200, undefined])
  })
})
