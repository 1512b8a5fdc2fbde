// Outages, part of `npm run test:scale`: the production layout (a Medusa server and a worker) on a
// PostgreSQL and a Redis of the test's own, which it really stops and starts during traffic (the
// machine's services are shared and stay untouched). What must hold: every call answers within a
// bound, with its result or 503 "try again" in the legacy shape, never a 500; the shop recovers by
// itself when the service is back; every acknowledged order becomes exactly one Medusa order; and
// acknowledged orders survive a SIGKILL of every process.
import assert from "node:assert/strict"
import { after, before, describe, test } from "node:test"
import { join } from "node:path"
import pg from "pg"
import { buildStale, clusterEnv, migrateDatabase, startCluster } from "../lib/cluster.mjs"
import { ownPostgres, ownRedis } from "../lib/own-services.mjs"
import { DATA, ensureDatabase } from "../lib/shop-env.mjs"
import { execFileSync, execSync } from "node:child_process"

const DIR = join(DATA, "scale", "outage")
/** No call may take longer: the database acquire timeout (5 s) plus a query, well under the 30 s deadline. */
const CALL_BOUND_MS = 15_000
const UNAVAILABLE = "The shop is briefly unavailable. Please try again in a moment."

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const log = (m) => console.log(`  [outage] ${m}`)

let db, redis, cluster, catalog, token, sql

/** One call, timed; a call that takes longer than CALL_BOUND_MS fails the test (it "hung"). */
async function call(path, init = {}) {
  const t = Date.now()
  let res
  try {
    res = await fetch(`${cluster.url}${path}`, { ...init, signal: AbortSignal.timeout(CALL_BOUND_MS) })
  } catch (e) {
    if (e.name === "TimeoutError") return { path, status: "hung", ms: Date.now() - t }
    return { path, status: "refused", ms: Date.now() - t, error: e.message }
  }
  const text = await res.text()
  let body = null
  try {
    body = JSON.parse(text)
  } catch {
    body = text
  }
  return { path, status: res.status, ms: Date.now() - t, body, retryAfter: res.headers.get("retry-after") }
}

let sequence = 0
const newSession = (method = "zelle") => `manual_${method}_${Date.now()}${String(++sequence).padStart(4, "0")}`

function orderBody(sessionId) {
  const item = catalog[sequence % catalog.length]
  return JSON.stringify({
    customerName: "Sokha Outage",
    customerEmail: `outage-${sessionId}@example.com`,
    customerPhone: "5625550100",
    deliveryAddress: "1450 E Anaheim St, Long Beach, CA 90813",
    totalAmount: (Number(item.price) + (Number(item.price) < 150 ? 10 : 15)).toFixed(2),
    paymentMethod: sessionId.split("_")[1],
    paymentStatus: "paid",
    paymentSessionId: sessionId,
    orderItems: [{ id: item.id, quantity: 1 }],
    notes: null,
    paymentConfirmed: true,
    firstName: "Sokha",
    lastName: "Outage",
    address: "1450 E Anaheim St",
    city: "Long Beach",
    state: "CA",
    zip: "90813",
  })
}

const postOrder = (sessionId) =>
  call("/api/orders", { method: "POST", headers: { "content-type": "application/json", origin: cluster.url }, body: orderBody(sessionId) })

/**
 * Shoppers and a member of staff at work until `stop()`: orders (each session remembered with its
 * outcome), the catalog, the staff's order list. Returns every call's result.
 */
function traffic({ shoppers = 3 } = {}) {
  let running = true
  const results = []
  const sessions = new Map() // sessionId -> last status
  const loops = [
    ...Array.from({ length: shoppers }, async () => {
      while (running) {
        const id = newSession()
        const r = await postOrder(id)
        sessions.set(id, r)
        results.push(r)
        results.push(await call("/api/menu-items"))
        await sleep(150)
      }
    }),
    (async () => {
      while (running) {
        results.push(await call("/api/orders?limit=20", { headers: { authorization: `Bearer ${token}` } }))
        await sleep(300)
      }
    })(),
  ]
  return {
    results,
    sessions,
    async stop() {
      running = false
      await Promise.all(loops)
    },
  }
}

/** Every answer is its result or 503 "try again" (legacy shape with Retry-After): never a 500, never a hang. */
function assertOnlyResultsOr503(results) {
  for (const r of results) {
    assert.notEqual(r.status, "hung", `${r.path} did not answer within ${CALL_BOUND_MS / 1000} s`)
    assert.notEqual(r.status, "refused", `${r.path}: the server refused the connection (${r.error}): a process died`)
    if (r.status >= 200 && r.status < 300) continue
    assert.equal(r.status, 503, `${r.path} answered ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`)
    assert.deepEqual(r.body, { error: UNAVAILABLE, message: UNAVAILABLE, code: "request.temporarilyUnavailable" }, `${r.path}'s 503 is not in the legacy shape`)
    assert.equal(r.retryAfter, "5", `${r.path}'s 503 has no Retry-After`)
  }
}

/** Places the orders again that got no number (as the storefront's button would) until each has one. */
async function settle(sessions, timeoutMs = 60_000) {
  const numbers = new Map()
  const t = Date.now()
  for (const [id, r] of sessions) if (r.status === 201) numbers.set(id, r.body.id)
  while (numbers.size < sessions.size) {
    assert.ok(Date.now() - t < timeoutMs, `the shop did not recover within ${timeoutMs / 1000} s: ${sessions.size - numbers.size} orders still get no number`)
    for (const id of sessions.keys()) {
      if (numbers.has(id)) continue
      const r = await postOrder(id)
      if (r.status === 200 || r.status === 201) numbers.set(id, r.body.id)
    }
    if (numbers.size < sessions.size) await sleep(1_000)
  }
  return numbers
}

/** Waits until every number is one Medusa order (and none is two); returns how long it took. */
async function assertPlacedOnce(numbers, timeoutMs = 150_000) {
  const wanted = [...new Set(numbers)].map(Number)
  const t = Date.now()
  for (;;) {
    const { rows } = await sql.query(`select display_id, count(*)::int as n from "order" where display_id = any($1::int[]) and deleted_at is null group by display_id`, [wanted])
    const twice = rows.filter((r) => r.n > 1)
    assert.deepEqual(twice, [], "an acknowledged order became two Medusa orders")
    if (rows.length === wanted.length) return Date.now() - t
    if (Date.now() - t > timeoutMs) {
      const placed = new Set(rows.map((r) => r.display_id))
      assert.fail(`acknowledged orders not placed in Medusa within ${timeoutMs / 1000} s: ${wanted.filter((n) => !placed.has(n)).join(", ")}`)
    }
    await sleep(1_000)
  }
}

/** The scale checks' database (1-cluster.test.mjs runs first and leaves it migrated and seeded). */
const SCALE_DATABASE_URL = process.env.SCALE_DATABASE_URL || "postgres://postgres@localhost:5432/shop_scale_test"

/** Copies `from` into the (new) database `to` with pg_dump | pg_restore; false when `from` is not there. */
async function copyDatabase(from, to) {
  try {
    execFileSync("psql", ["-d", from, "-Atc", "select 1"], { stdio: "ignore" })
  } catch {
    return false
  }
  await ensureDatabase(to)
  execSync(`pg_dump -Fc --no-owner -d "${from}" | pg_restore --no-owner --exit-on-error -d "${to}"`, { stdio: ["ignore", "ignore", "inherit"], shell: "/bin/bash" })
  return true
}

before(async () => {
  await buildStale({ log })
  db = await ownPostgres(join(DIR, "postgres"))
  redis = await ownRedis(join(DIR, "redis"))
  log(`own PostgreSQL on :${db.port}, own Redis on :${redis.port} (append-only, as in production)`)
  // The database: a copy of the one 1-cluster.test.mjs migrated and seeded just before (pg_dump and
  // pg_restore take seconds, seeding again most of a minute), migrated in case it is an older one;
  // else migrated and seeded here.
  const copied = await copyDatabase(SCALE_DATABASE_URL, db.url("medusa"))
  if (copied) {
    await migrateDatabase(clusterEnv({ databaseUrl: db.url("medusa"), redisUrl: redis.url(0), publicUrl: "http://127.0.0.1" }))
  }
  log(copied ? "database copied from shop_scale_test and migrated" : "no shop_scale_test to copy: migrating and seeding")
  cluster = await startCluster({ dir: join(DIR, "logs"), databaseUrl: db.url("medusa"), redisUrl: redis.url(0), servers: 1, workers: 1, migrate: !copied, log })
  sql = new pg.Client({ connectionString: db.url("medusa") })
  sql.on("error", () => {}) // the connection dies with the outage; queries after it reconnect below
  await sql.connect()
  catalog = (await call("/api/menu-items")).body
  const auth = await call("/auth/user/emailpass", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ email: cluster.admin.email, password: cluster.admin.password }) })
  token = auth.body.token
  assert.ok(token, "no admin token")
})

after(async () => {
  await sql?.end().catch(() => {})
  await cluster?.stop()
  await redis?.close()
  await db?.close()
})

/** The test's own SQL connection died with the database: a new one. */
async function reconnectSql() {
  await sql.end().catch(() => {})
  sql = new pg.Client({ connectionString: db.url("medusa") })
  sql.on("error", () => {})
  await sql.connect()
}

describe("outages", { timeout: 600_000 }, () => {
  test("PostgreSQL stopped for 6 s during traffic: 503 'try again' meanwhile, recovery by itself, every acknowledged order placed once", async () => {
    const load = traffic()
    await sleep(2_000)
    await db.stop()
    const down = Date.now()
    log("PostgreSQL stopped")
    await sleep(6_000)
    await db.start()
    log(`PostgreSQL started again after ${Date.now() - down} ms`)
    await sleep(4_000)
    await load.stop()
    assertOnlyResultsOr503(load.results)
    const unavailable = load.results.filter((r) => r.status === 503)
    assert.ok(unavailable.length > 0, "no call noticed the outage: was PostgreSQL really stopped?")
    assert.ok(load.results.some((r) => r.path === "/api/menu-items" && r.status === 200), "the catalog was not served")
    const recovered = Date.now()
    const numbers = await settle(load.sessions)
    log(`${load.results.length} calls, ${unavailable.length} answered 503; ${numbers.size} orders, all numbered ${Date.now() - recovered} ms after the traffic`)
    assert.equal(new Set(numbers.values()).size, numbers.size, "two payment sessions got the same order number")
    await reconnectSql()
    const took = await assertPlacedOnce([...numbers.values()])
    log(`every acknowledged order is one Medusa order (${took} ms after the check began)`)
  })

  test("Redis restarted during traffic: no call hangs or fails with a 500, staff stay signed in, every acknowledged order placed once", async () => {
    const login = await fetch(`${cluster.url}/api/login`, { method: "POST", headers: { "content-type": "application/json", origin: cluster.url }, body: JSON.stringify({ username: cluster.admin.username, password: cluster.admin.password }) })
    assert.equal(login.status, 200, `staff sign-in: ${login.status}`)
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ")
    const load = traffic()
    await sleep(2_000)
    await redis.stop()
    log("Redis stopped")
    await sleep(3_000)
    await redis.start()
    log("Redis started again")
    await sleep(5_000)
    await load.stop()
    assertOnlyResultsOr503(load.results)
    const numbers = await settle(load.sessions)
    assert.equal(new Set(numbers.values()).size, numbers.size, "two payment sessions got the same order number")
    const me = await call("/api/user", { headers: { cookie } })
    assert.equal(me.status, 200, `the staff session did not survive the Redis restart: ${me.status}`)
    const took = await assertPlacedOnce([...numbers.values()])
    log(`${load.results.length} calls, ${load.results.filter((r) => r.status === 503).length} answered 503; ${numbers.size} orders placed once (${took} ms)`)
  })

  test("acknowledged orders keep their place across a SIGKILL of every process, and only a worker places them", async () => {
    for (const w of cluster.workers()) await w.kill()
    const sessions = Array.from({ length: 5 }, () => newSession("venmo"))
    const numbers = []
    for (const id of sessions) {
      const r = await postOrder(id)
      assert.equal(r.status, 201, `order not accepted: ${r.status} ${JSON.stringify(r.body)}`)
      numbers.push(r.body.id)
    }
    await sleep(4_000)
    const { rows } = await sql.query(`select count(*)::int as n from "order" where display_id = any($1::int[])`, [numbers])
    assert.equal(rows[0].n, 0, "a server placed orders: placement belongs to the worker")
    for (const s of cluster.servers()) await s.kill()
    log(`SIGKILL of every process with orders ${numbers.join(", ")} acknowledged and not placed`)
    await Promise.all([cluster.add("server"), cluster.add("worker")])
    const took = await assertPlacedOnce(numbers)
    log(`after the restart every order was placed once (${took} ms)`)
    // and asking again gives the same numbers
    for (const [i, id] of sessions.entries()) {
      const r = await postOrder(id)
      assert.equal(r.body.id, numbers[i], "a repeated order got another number")
    }
  })
})
