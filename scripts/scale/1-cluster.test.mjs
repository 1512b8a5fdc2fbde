// `npm run test:scale`: the production layout's cross-server checks (issue 17). Two Medusa servers
// (MEDUSA_WORKER_MODE=server) and one worker on one PostgreSQL database and one Redis database,
// behind the round-robin proxy of scripts/lib/cluster.mjs, from the same build `npm start` runs.
// One cluster for every test (one boot, ~1–2 min here). Checks that cross servers call each server
// directly (servers()[0], servers()[1]); the others go through the proxy. Each process's output is
// in .data/scale/cluster/<name>.log.
//
// Uses the machine's PostgreSQL (database shop_scale_test, dropped and recreated) and Redis
// (database 7, flushed): override with SCALE_DATABASE_URL / SCALE_REDIS_URL.
import { after, before, test } from "node:test"
import assert from "node:assert/strict"
import { readdirSync, rmSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import pg from "pg"
import Redis from "ioredis"
import { buildStale, flushRedis, startCluster } from "../lib/cluster.mjs"
import { copyTemplate, ensureTemplate } from "../lib/db-template.cjs"
import { ROOT } from "../lib/shop-env.mjs"

const DATABASE_URL = process.env.SCALE_DATABASE_URL || "postgres://postgres@localhost:5432/shop_scale_test"
const REDIS_URL = process.env.SCALE_REDIS_URL || "redis://127.0.0.1:6379/7"
const DIR = join(ROOT, ".data", "scale", "cluster")
const S3_BUCKET = "shop-scale"
const S3rver = createRequire(import.meta.url)("s3rver")
/** Every file under dir (s3rver keeps each object as files named after its key). */
const filesUnder = (dir) => readdirSync(dir, { recursive: true }).map(String)
/** The compat-api job that places accepted orders, as Medusa names its scheduled workflow. */
const PLACEMENT_JOB = "job-compat-api-place-accepted-orders"
// The sign-in limits of compat-api/src/legacy/login-limiter.ts (LOGIN_LIMITS): failures per
// username and address ("pair") is the one a single client reaches first.
const PAIR_LIMIT = 5

const sleep = (ms) => new Promise((r) => setTimeout(r, ms))
const log = (...args) => console.log("  [scale]", ...args)

let cluster
let s3
/** When the Medusa processes were spawned (just before startCluster's "starting …" line). */
let spawnedAt = 0
/** When every process of the cluster answered /health. */
let readyAt = 0
let db
let bearer
let catalog

// ── the cluster ───────────────────────────────────────────────────────────────────────────────────


before(
  async () => {
    const t = Date.now()
    log("building what is stale…")
    await buildStale({ log })
    // A copy of the migrated template (scripts/lib/db-template.cjs), which startCluster's migrations
    // find up to date; it seeds it as the production layout's migrate service does.
    await copyTemplate(await ensureTemplate({ server: DATABASE_URL, log }), DATABASE_URL)
    await flushRedis(REDIS_URL)
    rmSync(DIR, { recursive: true, force: true }) // this run's logs only: the checks below read them
    s3 = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory: join(DIR, "s3"), configureBuckets: [{ name: S3_BUCKET }] })
    const { port: s3Port } = await s3.run()
    const s3Env = { S3_BUCKET, S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_REGION: "us-east-1", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER" }
    log(`files on S3: s3rver at ${s3Env.S3_ENDPOINT}, bucket ${S3_BUCKET}`)
    log(`starting 2 servers and 1 worker (logs in ${DIR})…`)
    cluster = await startCluster({
      dir: DIR,
      databaseUrl: DATABASE_URL,
      redisUrl: REDIS_URL,
      servers: 2,
      workers: 1,
      // Debug level for Medusa's "executing scheduled job …" lines (the scheduled-jobs check).
      // Files on S3 (a local s3rver), as in production: labels and images are in the bucket, not
      // on one server's disk.
      extraEnv: { LOG_LEVEL: "debug", ...s3Env },
      log: (line) => {
        if (line.startsWith("starting")) spawnedAt = Date.now()
        log(line)
      },
    })
    readyAt = Date.now()
    log(`cluster up in ${((Date.now() - t) / 1000).toFixed(0)} s: proxy ${cluster.url}; ${cluster.procs.map((p) => `${p.name} ${p.url}`).join(", ")}`)
    db = new pg.Client({ connectionString: DATABASE_URL })
    await db.connect()
    const signIn = await call(cluster.url, "/auth/user/emailpass", { method: "POST", body: { email: cluster.admin.username, password: cluster.admin.password } })
    assert.equal(signIn.status, 200, `the admin's bearer sign-in (POST /auth/user/emailpass) answered ${signIn.status}: ${signIn.text.slice(0, 300)}`)
    bearer = { authorization: `Bearer ${signIn.data.token}` }
    const menu = await call(cluster.url, "/api/menu-items")
    assert.equal(menu.status, 200, `GET /api/menu-items answered ${menu.status}`)
    catalog = menu.data
    assert.ok(catalog.length > 0, "the seeded catalog is empty")
  },
  { timeout: 20 * 60_000 }
)

after(
  async () => {
    await db?.end().catch(() => undefined)
    await cluster?.stop()
    await s3?.close().catch(() => undefined)
  },
  { timeout: 120_000 }
)

// ── HTTP ──────────────────────────────────────────────────────────────────────────────────────────

/** A cookie jar: name → value, fed from Set-Cookie (a cleared or expired cookie is removed). */
function cookieJar(initial = {}) {
  const jar = new Map(Object.entries(initial))
  return {
    jar,
    header: () => [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
    get: (name) => jar.get(name),
    take(res) {
      for (const line of res.headers.getSetCookie()) {
        const [pair, ...attrs] = line.split(";")
        const i = pair.indexOf("=")
        const name = pair.slice(0, i).trim()
        const value = pair.slice(i + 1).trim()
        const expires = attrs.map((a) => a.trim()).find((a) => /^expires=/i.test(a))
        const gone = !value || (expires && Date.parse(expires.slice(8)) < Date.now()) || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a))
        if (gone) jar.delete(name)
        else jar.set(name, value)
      }
    },
    copy: () => cookieJar(Object.fromEntries(jar)),
  }
}

/** One request: JSON in and out, bounded in time; `cookies` sends and collects a jar's cookies. */
async function call(base, path, { method = "GET", body, headers = {}, cookies, timeoutMs = 60_000, raw = false } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: {
      origin: cluster?.url ?? base,
      ...(body !== undefined ? { "content-type": "application/json" } : {}),
      ...(cookies?.jar.size ? { cookie: cookies.header() } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    redirect: "manual",
    signal: AbortSignal.timeout(timeoutMs),
  })
  cookies?.take(res)
  if (raw) {
    return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) }
  }
  const text = await res.text()
  let data = null
  try {
    data = text ? JSON.parse(text) : null
  } catch {
    data = text
  }
  return { status: res.status, headers: res.headers, data, text }
}

const describe = (res) => `${res.status} ${(res.text ?? "").slice(0, 300)}`

// ── orders ────────────────────────────────────────────────────────────────────────────────────────

let sessionCounter = 0
/** A shopper's order (Zelle, self-declared, one cheap item), as the storefront posts it. */
function orderBody(tag) {
  const item = [...catalog].sort((a, b) => Number(a.price) - Number(b.price))[0]
  const subtotal = Math.round(Number(item.price) * 100)
  return {
    customerName: "Sokha Chan",
    customerEmail: `scale-${tag}@example.com`,
    customerPhone: "5625550100",
    deliveryAddress: "1450 E Anaheim St, Long Beach, CA, 90813",
    totalAmount: ((subtotal + (subtotal < 15000 ? 1000 : 1500)) / 100).toFixed(2),
    paymentMethod: "zelle",
    paymentStatus: "paid",
    // Manual payment sessions look like manual_<method>_<digits>.
    paymentSessionId: `manual_zelle_${Date.now()}${String(++sessionCounter).padStart(4, "0")}`,
    orderItems: [{ id: item.id, name: item.name, price: item.price, quantity: 1 }],
    paymentConfirmed: true,
  }
}

/** POST /api/orders: the order's number (201). */
async function acceptOrder(base, tag) {
  const res = await call(base, "/api/orders", { method: "POST", body: orderBody(tag) })
  assert.equal(res.status, 201, `POST /api/orders (${tag}) answered ${describe(res)}`)
  return Number(res.data.id)
}

/** The staff list's entry of order `id` (GET /api/orders as admin, through the proxy). */
async function staffOrder(id) {
  const res = await call(cluster.url, "/api/orders?limit=200", { headers: bearer })
  assert.equal(res.status, 200, `GET /api/orders (admin bearer) answered ${describe(res)}`)
  return res.data.find((o) => Number(o.id) === id)
}

/** Waits until the worker has placed order `id` in Medusa: its Medusa order id. */
async function placed(id, timeoutMs = 60_000) {
  const t = Date.now()
  let last
  while (Date.now() - t < timeoutMs) {
    last = await staffOrder(id)
    if (last?.placement === "placed" && last.medusaOrderId) return last.medusaOrderId
    if (last?.placement === "failed") assert.fail(`order #${id} could not be placed in Medusa: ${last.placementError}`)
    await sleep(500)
  }
  assert.fail(`order #${id} was not placed in Medusa within ${timeoutMs / 1000} s (placement: ${last?.placement ?? "no such order in GET /api/orders"})`)
}

/** Medusa's own orders numbered `displayId` (its order table, not our desk). */
async function medusaOrders(displayId) {
  const { rows } = await db.query(`select id, metadata->>'payment_session_id' as session from "order" where display_id = $1 and deleted_at is null`, [displayId])
  return rows
}

// ── the checks ────────────────────────────────────────────────────────────────────────────────────

test("a staff session made on one server works on the other, and a sign-out on one ends it on both", { timeout: 180_000 }, async () => {
  const [s1, s2] = cluster.servers()
  const id = await acceptOrder(cluster.url, "session")
  const jar = cookieJar()
  const login = await call(s1.url, "/api/login", { method: "POST", body: { username: cluster.admin.username, password: cluster.admin.password }, cookies: jar })
  assert.equal(login.status, 200, `POST /api/login on server 1 answered ${describe(login)}`)
  assert.ok(jar.get("connect.sid"), `server 1 set no session cookie (cookies: ${[...jar.jar.keys()].join(", ") || "none"})`)
  assert.ok(jar.get("XSRF-TOKEN"), "server 1 set no XSRF-TOKEN cookie")
  const signedIn = jar.copy() // the cookies as they were before the sign-out

  const user = await call(s2.url, "/api/user", { cookies: jar })
  assert.equal(user.status, 200, `GET /api/user on server 2 with server 1's session answered ${describe(user)}`)
  assert.equal(user.data.username, cluster.admin.username, "server 2 sees another user than the one signed in on server 1")
  assert.equal(user.data.isAdmin, true)
  const orders = await call(s2.url, "/api/orders", { cookies: jar })
  assert.equal(orders.status, 200, `GET /api/orders on server 2 with server 1's session answered ${describe(orders)}`)
  assert.ok(orders.data.some((o) => Number(o.id) === id), `server 2's GET /api/orders does not list order #${id}`)

  // A cookie-authenticated write on server 2: refused without the XSRF header, done with it.
  const noXsrf = await call(s2.url, `/api/orders/${id}/acknowledge`, { method: "PATCH", body: {}, cookies: jar })
  assert.equal(noXsrf.status, 403, `a cookie write without X-XSRF-TOKEN on server 2 answered ${describe(noXsrf)}, not 403`)
  const ack = await call(s2.url, `/api/orders/${id}/acknowledge`, { method: "PATCH", body: {}, cookies: jar, headers: { "x-xsrf-token": jar.get("XSRF-TOKEN") } })
  assert.equal(ack.status, 200, `PATCH /api/orders/${id}/acknowledge on server 2 with server 1's session and XSRF token answered ${describe(ack)}`)

  const logout = await call(s2.url, "/api/logout", { method: "POST", body: {}, cookies: jar, headers: { "x-xsrf-token": jar.get("XSRF-TOKEN") } })
  assert.equal(logout.status, 200, `POST /api/logout on server 2 answered ${describe(logout)}`)
  // The old cookie, replayed on server 1 after the sign-out on server 2: the session is gone.
  const after = await call(s1.url, "/api/user", { cookies: signedIn })
  assert.equal(after.status, 401, `server 1 still accepts the session signed out on server 2: GET /api/user answered ${describe(after)}`)
  const afterOrders = await call(s1.url, "/api/orders", { cookies: signedIn })
  assert.equal(afterOrders.status, 401, `server 1 still lists orders for the session signed out on server 2: ${describe(afterOrders)}`)
  // Signing out also ended the admin's bearer tokens issued before, on every server at once
  // (compat-api/src/staff/sign-out.ts: the moment is in Redis); a new sign-in gets one that works.
  for (const server of [s1, s2]) {
    const old = await call(server.url, "/admin/users/me", { headers: bearer })
    assert.equal(old.status, 401, `${server.name} still accepts a token issued before the admin signed out on server 2: ${describe(old)}`)
  }
  const again = await call(cluster.url, "/auth/user/emailpass", { method: "POST", body: { email: cluster.admin.username, password: cluster.admin.password } })
  assert.equal(again.status, 200, `the admin's bearer sign-in after the sign-out answered ${describe(again)}`)
  bearer = { authorization: `Bearer ${again.data.token}` }
  assert.equal((await call(s1.url, "/admin/users/me", { headers: bearer })).status, 200, "the admin's new token does not work on server 1")
})

test("one payment session sent to both servers at once makes one order number and one Medusa order", { timeout: 180_000 }, async () => {
  const [s1, s2] = cluster.servers()
  const body = orderBody("race")
  const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => call(i % 2 ? s2.url : s1.url, "/api/orders", { method: "POST", body })))
  const bad = answers.filter((a) => a.status !== 200 && a.status !== 201)
  assert.deepEqual(bad.map(describe), [], "some of the racing POST /api/orders failed")
  const ids = [...new Set(answers.map((a) => Number(a.data.id)))]
  assert.equal(ids.length, 1, `one payment session answered several order numbers: ${ids.join(", ")}`)
  assert.equal(answers.filter((a) => a.status === 201).length, 1, `expected one 201 (created) and five 200 (repeats), got ${answers.map((a) => a.status).join(", ")}`)
  const [id] = ids
  const orderId = await placed(id)
  await sleep(3000) // a duplicate placement would be right behind
  const rows = await medusaOrders(id)
  assert.deepEqual(
    rows.map((r) => [r.id, r.session]),
    [[orderId, body.paymentSessionId]],
    `Medusa's order table holds ${rows.length} order(s) numbered ${id}, expected exactly one for session ${body.paymentSessionId}`
  )
  const { rows: bySession } = await db.query(`select count(*)::int as n from "order" where metadata->>'payment_session_id' = $1`, [body.paymentSessionId])
  assert.equal(bySession[0].n, 1, `${bySession[0].n} Medusa orders carry payment session ${body.paymentSessionId}`)
})

test("orders are placed in Medusa by the worker only", { timeout: 240_000 }, async () => {
  const ids = []
  for (let i = 0; i < 4; i++) ids.push(await acceptOrder(cluster.url, `worker-${i}`)) // the proxy alternates servers
  const placements = []
  for (const id of ids) placements.push([id, await placed(id)])
  for (const [id, orderId] of placements) {
    assert.equal((await medusaOrders(id)).length, 1, `order #${id}: not exactly one Medusa order`)
    // The worker's log line for this placement (compat-api/src/orders/place-order.ts).
    const line = `order #${id} placed in Medusa (${orderId})`
    // The line may reach the worker's log a moment after the row is written (a busy machine).
    const loggedBy = () => cluster.procs.filter((p) => p.log().includes(line)).map((p) => p.name)
    for (const t = Date.now(); !loggedBy().length && Date.now() - t < 15_000; ) await sleep(250)
    const where = loggedBy()
    assert.deepEqual(where, cluster.workers().map((p) => p.name), `"${line}" was logged by ${where.join(", ") || "no process"}, expected the worker only`)
  }
  const serverPlacements = cluster.servers().flatMap((p) => (p.log().match(/order #\d+ placed in Medusa/g) ?? []).map((m) => `${p.name}: ${m}`))
  assert.deepEqual(serverPlacements, [], "a server placed orders")
})

test("a product change through Medusa's admin on server 1 shows in server 2's catalog within 10 s", { timeout: 120_000 }, async () => {
  const [s1, s2] = cluster.servers()
  const before = await call(s2.url, "/api/menu-items")
  assert.equal(before.status, 200, `GET /api/menu-items on server 2 answered ${describe(before)}`)
  const item = before.data[0]
  const product = await call(s1.url, `/admin/products/${item.id}?fields=id,title`, { headers: bearer })
  assert.equal(product.status, 200, `GET /admin/products/${item.id} on server 1 answered ${describe(product)} (is the menu item's id Medusa's product id?)`)
  const original = product.data.product.title
  const title = `${original} (scale ${Date.now().toString(36)})`
  try {
    const changed = await call(s1.url, `/admin/products/${item.id}`, { method: "POST", body: { title }, headers: bearer })
    assert.equal(changed.status, 200, `POST /admin/products/${item.id} on server 1 answered ${describe(changed)}`)
    const t = Date.now()
    let seen
    while (Date.now() - t < 10_000) {
      const menu = await call(s2.url, "/api/menu-items")
      seen = menu.data?.find?.((m) => m.id === item.id)?.name
      if (seen === title) break
      await sleep(250)
    }
    assert.equal(seen, title, `server 2's GET /api/menu-items still says "${seen}" 10 s after the title changed on server 1`)
    log(`the new title showed on server 2 after ${Date.now() - t} ms`)
  } finally {
    const restored = await call(s1.url, `/admin/products/${item.id}`, { method: "POST", body: { title: original }, headers: bearer })
    assert.equal(restored.status, 200, `restoring the title answered ${describe(restored)}`)
  }
})

test("a label bought through server 1 is served, byte for byte, by server 2", { timeout: 180_000 }, async () => {
  // Both servers run with the S3 file provider: the label is an object in the bucket, read by each.
  const [s1, s2] = cluster.servers()
  const id = await acceptOrder(cluster.url, "label")
  await placed(id)
  const label = await call(s1.url, "/api/simple-shipping/create-label", {
    method: "POST",
    body: { orderId: id, packageType: "medium_flat_rate_box", allowUnverifiedPayment: true },
    headers: bearer,
    timeoutMs: 120_000,
  })
  assert.equal(label.status, 200, `POST /api/simple-shipping/create-label on server 1 answered ${describe(label)}`)
  assert.equal(label.data.success, true, `the label was not bought: ${label.text.slice(0, 300)}`)
  const [one, two] = await Promise.all([s1, s2].map((s) => call(s.url, `/api/shipping/labels/${id}`, { headers: bearer, raw: true })))
  assert.equal(one.status, 200, `server 1's GET /api/shipping/labels/${id} answered ${one.status}`)
  assert.equal(two.status, 200, `server 2's GET /api/shipping/labels/${id} answered ${two.status}: ${two.bytes.toString("utf8").slice(0, 300)}`)
  assert.equal(one.bytes.subarray(0, 5).toString("latin1"), "%PDF-", "server 1's label is not a PDF")
  assert.equal(two.bytes.subarray(0, 5).toString("latin1"), "%PDF-", "server 2's label is not a PDF")
  assert.ok(one.bytes.equals(two.bytes), `the two servers serve different label files (${one.bytes.length} and ${two.bytes.length} bytes)`)
  const inBucket = filesUnder(join(DIR, "s3", S3_BUCKET)).filter((f) => f.includes(`shipping-label-order-${id}-`) && f.endsWith("._S3rver_object"))
  assert.equal(inBucket.length, 1, `the label is not one object in the S3 bucket: ${JSON.stringify(inBucket)}`)
})

test("sign-in limits count failures across servers: both then refuse the user, even with the right password", { timeout: 180_000 }, async () => {
  const [s1, s2] = cluster.servers()
  // A staff user of this test's own (the limits are per username and address, so the admin the
  // other checks use stays free), made through Medusa's invite flow.
  const username = `scale-lock-${Date.now().toString(36)}@example.com`
  const password = "scale-lock-password-1"
  const invite = await call(s1.url, "/admin/invites", { method: "POST", body: { email: username }, headers: bearer })
  assert.equal(invite.status, 200, `POST /admin/invites answered ${describe(invite)}`)
  const register = await call(s1.url, "/auth/user/emailpass/register", { method: "POST", body: { email: username, password } })
  assert.equal(register.status, 200, `POST /auth/user/emailpass/register answered ${describe(register)}`)
  const accept = await call(s1.url, `/admin/invites/accept?token=${encodeURIComponent(invite.data.invite.token)}`, {
    method: "POST",
    body: { email: username, first_name: "Scale", last_name: "Lock" },
    headers: { authorization: `Bearer ${register.data.token}` },
  })
  assert.equal(accept.status, 200, `POST /admin/invites/accept answered ${describe(accept)}`)
  const right = await call(s2.url, "/api/login", { method: "POST", body: { username, password } })
  assert.equal(right.status, 200, `the new user cannot sign in with the right password before any failure: ${describe(right)}`)

  // Wrong passwords, alternating servers: each server alone sees fewer than the limit.
  for (let i = 0; i < PAIR_LIMIT; i++) {
    const server = i % 2 ? s2 : s1
    const res = await call(server.url, "/api/login", { method: "POST", body: { username, password: "wrong-password" } })
    assert.equal(res.status, 401, `failed sign-in ${i + 1} of ${PAIR_LIMIT} on ${server.name} answered ${describe(res)}, not 401`)
  }
  for (const server of [s1, s2]) {
    const res = await call(server.url, "/api/login", { method: "POST", body: { username, password: "wrong-password" } })
    assert.equal(res.status, 429, `after ${PAIR_LIMIT} failures spread over both servers, ${server.name} answered ${describe(res)}, not 429`)
    const wait = Number(res.headers.get("retry-after"))
    assert.ok(wait > 0, `${server.name}'s 429 has no Retry-After (got "${res.headers.get("retry-after")}")`)
    const locked = await call(server.url, "/api/login", { method: "POST", body: { username, password } })
    assert.equal(locked.status, 429, `${server.name} let the right password in during the lock: ${describe(locked)}`)
    assert.ok(Number(locked.headers.get("retry-after")) > 0, `${server.name}'s 429 for the right password has no Retry-After`)
  }
  // The admin of the other checks is not affected.
  const admin = await call(s2.url, "/api/login", { method: "POST", body: { username: cluster.admin.username, password: cluster.admin.password } })
  assert.equal(admin.status, 200, `the admin cannot sign in any more: ${describe(admin)}`)
})

// Last: it may wait for a minute boundary.
test("scheduled jobs run once per tick, in the worker, not once per process", { timeout: 240_000 }, async () => {
  const worker = cluster.workers()[0]
  // Medusa's jobs are cron "* * * * *" ticks, registered while the worker boots: wait until the
  // first minute boundary after the worker answered /health (+ 10 s for the run and its log line).
  const readyTick = Math.ceil((readyAt + 1) / 60_000) * 60_000
  if (Date.now() < readyTick + 10_000) {
    log(`waiting ${((readyTick + 10_000 - Date.now()) / 1000).toFixed(0)} s for a scheduled tick…`)
    await sleep(readyTick + 10_000 - Date.now())
  }
  // Medusa logs each run at debug level (workflow-engine-redis's job worker):
  // {"level":"debug","message":"executing scheduled job <jobId> from queue …","timestamp":"YYYY-MM-DD HH:MM:SS"}
  const needle = `executing scheduled job ${PLACEMENT_JOB} `
  const runsOf = (p) => p.log().split("\n").filter((l) => l.includes(needle))
  let inWorker = runsOf(worker)
  for (let t = Date.now(); inWorker.length < 1 && Date.now() - t < 60_000; inWorker = runsOf(worker)) await sleep(1000)
  const ticks = Math.floor(Date.now() / 60_000) - Math.floor(spawnedAt / 60_000) // minute boundaries since the spawn
  const perProcess = Object.fromEntries(cluster.procs.map((p) => [p.name, runsOf(p).length]))
  log(`runs of ${PLACEMENT_JOB}: ${JSON.stringify(perProcess)} over ${ticks} minute boundaries`)
  assert.ok(inWorker.length >= 1, `the worker logged no "${needle.trim()}" after ${ticks} minute boundaries (is LOG_LEVEL=debug reaching it?)`)
  for (const p of cluster.servers()) assert.equal(perProcess[p.name], 0, `${p.name} ran the scheduled job (${perProcess[p.name]} times)`)
  assert.ok(inWorker.length <= ticks, `the job ran ${inWorker.length} times in ${ticks} minute boundaries: more than once per tick`)
  const minutes = inWorker.map((l) => (JSON.parse(l).timestamp ?? "").slice(0, 16))
  assert.equal(new Set(minutes).size, minutes.length, `the job ran more than once in one minute: ${minutes.join(", ")}`)

  // BullMQ's own record of the ticks (Redis: one repeat job per tick, kept once completed): every
  // tick it scheduled was run, and each by the worker (the one process logging runs) exactly once.
  const redis = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 })
  try {
    let completed = []
    for (let t = Date.now(); Date.now() - t < 10_000; await sleep(500)) {
      const ids = await redis.zrange("bull:medusa-workflows-jobs:completed", 0, -1)
      completed = ids.filter((id) => id.startsWith(`repeat:schedule_${PLACEMENT_JOB}:`))
      inWorker = runsOf(worker)
      if (completed.length === inWorker.length) break
    }
    const failed = (await redis.zrange("bull:medusa-workflows-jobs:failed", 0, -1)).filter((id) => id.includes(PLACEMENT_JOB))
    assert.deepEqual(failed, [], "runs of the job failed")
    assert.equal(completed.length, inWorker.length, `Redis records ${completed.length} completed ticks of the job (${completed.join(", ")}), the worker logged ${inWorker.length} runs`)
  } finally {
    redis.disconnect()
  }
})
