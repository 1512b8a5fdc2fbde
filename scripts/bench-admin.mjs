#!/usr/bin/env node
// `npm run bench:admin`: the back office's order list with many orders. Prints p50 and p95 of
// GET /api/orders?limit=50 (the paged list) and of the unpaged GET /api/orders, beside Medusa's own
// GET /admin/orders?limit=50 measured on the same run, against 10,000 orders.
//
// It never touches the developer's shop: it starts (or reuses, when one answers on its ports) a
// separate shop instance with its own data dir and embedded PostgreSQL (SHOP_DATA_DIR=.data/bench-admin,
// Medusa on :9300, storefront on :8300), seeds it with `medusa exec src/scripts/seed-bench-orders.ts`
// (idempotent: the first run creates the 10,000 orders, a few minutes; later runs only check them),
// signs in as the bench's own admin user `bench-admin` (its password is generated once and kept in
// .data/bench-admin/bench-admin-password.txt) and talks to Medusa directly with a bearer token.
// It stops the instance at the end if it started it. The first start of the instance migrates and
// seeds the shop (1–2 minutes; `npm start` also rebuilds whatever is stale first).
//
//   npm run bench:admin
//
// Environment (all optional):
//   BENCH_ORDERS=10000          orders to seed (only missing ones are created)
//   BENCH_DURATION=10           seconds per autocannon run (paged calls)
//   BENCH_CONNECTIONS=10        autocannon connections (paged calls)
//   BENCH_UNPAGED_REQUESTS=20   unpaged GET /api/orders requests (2 at a time)
//   BENCH_PORT=9300  BENCH_STOREFRONT_PORT=8300  BENCH_DATA_DIR=.data/bench-admin   the instance
//   BENCH_DATABASE_URL          use this PostgreSQL database for the instance instead of its embedded one
//   BENCH_MEDUSA_FIELDS         `fields` for GET /admin/orders (default: Medusa's default list fields)
//
// Targets: the paged call p95 under 100 ms and faster (p95) than Medusa's; the unpaged call p95 under 2 s.
// This is a benchmark that prints figures; it is not a test (it exits 0 when a target is missed).
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import autocannon from "autocannon"
import { ensureShop } from "./lib/running-shop.mjs"
import { ROOT } from "./lib/shop-env.mjs"

const DATA_DIR = resolve(ROOT, process.env.BENCH_DATA_DIR || join(".data", "bench-admin"))
const PORT = Number(process.env.BENCH_PORT || 9300)
const STOREFRONT_PORT = Number(process.env.BENCH_STOREFRONT_PORT || 8300)
const ORDERS = Number(process.env.BENCH_ORDERS || 10_000)
const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)
const UNPAGED_REQUESTS = Number(process.env.BENCH_UNPAGED_REQUESTS || 20)
const UNPAGED_CONNECTIONS = 2
const MEDUSA = `http://127.0.0.1:${PORT}`
const USERNAME = "bench-admin"

const PAGED_TARGET_MS = 100
const UNPAGED_TARGET_MS = 2000

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] : NaN
}
const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1))
const kb = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} kB`)

function benchPassword() {
  const file = join(DATA_DIR, "bench-admin-password.txt")
  if (existsSync(file)) {
    return readFileSync(file, "utf8").trim()
  }
  const password = randomBytes(18).toString("base64url")
  mkdirSync(DATA_DIR, { recursive: true })
  writeFileSync(file, `${password}\n`, { mode: 0o600 })
  return password
}

function databaseUrl() {
  const file = join(DATA_DIR, "shop.json")
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the bench instance did not record its database.`)
  }
  return JSON.parse(readFileSync(file, "utf8")).databaseUrl
}

/** `medusa exec` of the seed against the bench instance's database; resolves with its duration in s. */
function seed(url, password) {
  const started = performance.now()
  return new Promise((resolvePromise, reject) => {
    const child = spawn(join(ROOT, "node_modules", ".bin", "medusa"), ["exec", "./src/scripts/seed-bench-orders.ts", String(ORDERS)], {
      cwd: join(ROOT, "medusa-backend"),
      env: { ...process.env, DATABASE_URL: url, REDIS_URL: "", BENCH_ADMIN_PASSWORD: password, MEDUSA_DISABLE_TELEMETRY: "true", LOG_LEVEL: process.env.LOG_LEVEL || "warn" },
      stdio: ["ignore", "inherit", "inherit"],
    })
    child.on("error", reject)
    child.on("exit", (code) => (code === 0 ? resolvePromise((performance.now() - started) / 1000) : reject(new Error(`the bench seed failed (exit ${code})`))))
  })
}

async function signIn(password) {
  const res = await fetch(`${MEDUSA}/auth/user/emailpass`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: USERNAME, password }),
  })
  const body = await res.json().catch(() => ({}))
  if (!res.ok || !body.token) {
    throw new Error(`Signing in as ${USERNAME} failed: ${res.status} ${JSON.stringify(body).slice(0, 200)}`)
  }
  return body.token
}

async function get(path, headers) {
  const t0 = performance.now()
  const res = await fetch(`${MEDUSA}${path}`, { headers })
  const text = await res.text()
  const time = performance.now() - t0
  if (!res.ok) {
    throw new Error(`GET ${path}: ${res.status} ${text.slice(0, 200)}`)
  }
  return { res, text, time, bytes: Buffer.byteLength(text) }
}

/** autocannon for DURATION s; percentiles from every response's own time (autocannon has no p95). */
function measure(title, path, headers) {
  return new Promise((resolvePromise, reject) => {
    const times = []
    const instance = autocannon({ url: `${MEDUSA}${path}`, connections: CONNECTIONS, duration: DURATION, headers }, (err, r) => {
      if (err) return reject(err)
      if (r.non2xx || r.errors) {
        return reject(new Error(`${title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`))
      }
      resolvePromise({
        title,
        rps: r.requests.average,
        requests: r.requests.total,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      })
    })
    instance.on("response", (_client, _status, _bytes, time) => times.push(time))
  })
}

/** Waits until the server answers /health at once three times running (it is idle again). */
async function settle() {
  for (let quick = 0, tries = 0; quick < 3 && tries < 300; tries++) {
    const started = performance.now()
    await fetch(`${MEDUSA}/health`).then((r) => r.text())
    quick = performance.now() - started < 20 ? quick + 1 : 0
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** The unpaged list: UNPAGED_REQUESTS requests, UNPAGED_CONNECTIONS at a time. */
async function measureUnpaged(headers) {
  const times = []
  let next = 0
  let last
  const started = performance.now()
  await Promise.all(
    Array.from({ length: UNPAGED_CONNECTIONS }, async () => {
      while (next < UNPAGED_REQUESTS) {
        next++
        const r = await get("/api/orders", headers)
        times.push(r.time)
        last = r
      }
    })
  )
  const seconds = (performance.now() - started) / 1000
  return {
    title: "GET /api/orders (unpaged)",
    rps: times.length / seconds,
    requests: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    bytes: last.bytes,
    count: JSON.parse(last.text).length,
  }
}

async function main() {
  const password = benchPassword()
  const shop = await ensureShop(
    [
      { name: "the bench instance's Medusa", url: `${MEDUSA}/health` },
      { name: "the bench instance's storefront", url: `http://127.0.0.1:${STOREFRONT_PORT}/` },
    ],
    {
      env: {
        SHOP_DATA_DIR: DATA_DIR,
        PORT: String(PORT),
        STOREFRONT_PORT: String(STOREFRONT_PORT),
        MEDUSA_BACKEND_URL: `http://localhost:${PORT}`,
        // Never the developer's database or Redis (an empty value means: the instance's own).
        DATABASE_URL: process.env.BENCH_DATABASE_URL || "",
        REDIS_URL: "",
      },
    }
  )
  try {
    const url = databaseUrl()
    console.log(`\nSeeding ${ORDERS} bench orders (idempotent) into the bench instance's database…`)
    const seedSeconds = await seed(url, password)
    console.log(`Seed finished in ${seedSeconds.toFixed(1)} s`)

    const token = await signIn(password)
    const headers = { authorization: `Bearer ${token}` }
    const medusaFields = process.env.BENCH_MEDUSA_FIELDS ? `&fields=${encodeURIComponent(process.env.BENCH_MEDUSA_FIELDS)}` : ""
    const paths = {
      ours: "/api/orders?limit=50",
      medusa: `/admin/orders?limit=50${medusaFields}`,
    }

    // Warm-up (module caches, JIT, PostgreSQL's buffers), and what each call answers.
    const ours = await get(paths.ours, headers)
    const theirs = await get(paths.medusa, headers)
    await get("/api/orders", headers)
    for (let i = 0; i < 20; i++) {
      await get(paths.ours, headers)
      await get(paths.medusa, headers)
    }
    const medusaBody = JSON.parse(theirs.text)
    console.log(`
Orders: /api/orders X-Total-Count ${ours.res.headers.get("x-total-count")}, /admin/orders count ${medusaBody.count}
Page of 50: /api/orders ${JSON.parse(ours.text).length} orders (${kb(ours.bytes)}), /admin/orders ${medusaBody.orders.length} orders (${kb(theirs.bytes)})
autocannon: ${CONNECTIONS} connections, ${DURATION} s each, one after the other; unpaged: ${UNPAGED_REQUESTS} requests, ${UNPAGED_CONNECTIONS} at a time
`)

    const paged = await measure("GET /api/orders?limit=50", paths.ours, headers)
    const medusa = await measure("GET /admin/orders?limit=50 (Medusa)", paths.medusa, headers)
    // autocannon stops sending at the end of its run, but Medusa still works through the ~2 s
    // /admin/orders requests it had in flight: the unpaged run must not start on a busy server.
    await settle()
    const unpaged = await measureUnpaged(headers)

    const pad = (s, n) => String(s).padEnd(n)
    console.log(`${pad("endpoint", 38)}${pad("req/s", 9)}${pad("p50 ms", 9)}${pad("p95 ms", 9)}${pad("p99 ms", 9)}${pad("requests", 10)}ratio`)
    for (const r of [paged, medusa, unpaged]) {
      const ratio = r === unpaged ? "" : `${(r.rps / medusa.rps).toFixed(2)}x`
      console.log(`${pad(r.title, 38)}${pad(r.rps.toFixed(1), 9)}${pad(ms(r.p50), 9)}${pad(ms(r.p95), 9)}${pad(ms(r.p99), 9)}${pad(r.requests, 10)}${ratio}`)
    }
    console.log(`\nUnpaged answer: ${unpaged.count} orders, ${kb(unpaged.bytes)}`)
    console.log(`Ours vs Medusa (paged): ${(paged.rps / medusa.rps).toFixed(2)}x the throughput, p95 ${ms(paged.p95)} ms vs ${ms(medusa.p95)} ms (${(medusa.p95 / paged.p95).toFixed(2)}x)\n`)
    const line = (ok, text) => console.log(`${ok ? "PASS" : "FAIL"}  ${text}`)
    line(paged.p95 < PAGED_TARGET_MS, `GET /api/orders?limit=50 p95 ${ms(paged.p95)} ms < ${PAGED_TARGET_MS} ms`)
    line(paged.p95 < medusa.p95, `GET /api/orders?limit=50 p95 ${ms(paged.p95)} ms < Medusa's GET /admin/orders?limit=50 p95 ${ms(medusa.p95)} ms`)
    line(unpaged.p95 < UNPAGED_TARGET_MS, `GET /api/orders (unpaged, ${unpaged.count} orders) p95 ${ms(unpaged.p95)} ms < ${UNPAGED_TARGET_MS} ms`)
  } finally {
    await shop.stop()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
