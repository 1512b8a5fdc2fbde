#!/usr/bin/env node
// `npm run bench:scale`: what a second Medusa server gives on this machine. Starts the production
// layout (two servers and a worker on PostgreSQL and Redis, as `npm run test:scale` does), then
// measures through a round-robin proxy in front of one server, then of both, in the same run:
// GET /api/menu-items (the shop's catalog), GET /store/products?limit=50 (Medusa's own catalog
// endpoint, for reference) and POST /api/orders (an order accepted: priced, written, queued for the
// worker). Prints throughput and p95 for each, and the ratio two servers / one.
//
// BENCH_DURATION (s per measurement, default 10), BENCH_CONNECTIONS (concurrent clients, default
// 16), BENCH_SCALE_DATABASE_URL (default postgres://postgres@localhost:5432/shop_bench_scale, dropped
// and recreated), BENCH_SCALE_REDIS_URL (default redis://127.0.0.1:6379/8, flushed).
import { join } from "node:path"
import { cpus } from "node:os"
import http from "node:http"
import { buildStale, flushRedis, startCluster, startProxy } from "./lib/cluster.mjs"
import { DATA, dropDatabase } from "./lib/shop-env.mjs"

const DURATION_S = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 16)
const DATABASE_URL = process.env.BENCH_SCALE_DATABASE_URL || "postgres://postgres@localhost:5432/shop_bench_scale"
const REDIS_URL = process.env.BENCH_SCALE_REDIS_URL || "redis://127.0.0.1:6379/8"
const DIR = join(DATA, "bench-scale")

const log = (m) => console.log(m)
const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN
}


let sequence = 0
function orderBody(catalog) {
  const item = catalog[sequence % catalog.length]
  const sessionId = `manual_zelle_${Date.now()}${String(++sequence).padStart(6, "0")}`
  const price = Number(item.price)
  return JSON.stringify({
    customerName: "Bench Scale",
    customerEmail: `bench-scale-${sequence}@example.com`,
    customerPhone: "5625550100",
    deliveryAddress: "1450 E Anaheim St, Long Beach, CA 90813",
    totalAmount: (price + (price < 150 ? 10 : 15)).toFixed(2),
    paymentMethod: "zelle",
    paymentStatus: "paid",
    paymentSessionId: sessionId,
    orderItems: [{ id: item.id, quantity: 1 }],
    notes: null,
    paymentConfirmed: true,
    firstName: "Bench",
    lastName: "Scale",
    address: "1450 E Anaheim St",
    city: "Long Beach",
    state: "CA",
    zip: "90813",
  })
}

/**
 * CONNECTIONS clients in a closed loop for DURATION_S against `base`: each sends the next request as
 * soon as its last one answered. Returns requests/s, p50/p95 in ms and the count of non-2xx answers.
 */
async function measure(base, { method = "GET", path, headers = {}, body }, seconds = DURATION_S) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS })
  const url = new URL(base)
  const once = () =>
    new Promise((resolve) => {
      const payload = body?.()
      const req = http.request(
        { host: url.hostname, port: url.port, method, path, agent, headers: payload ? { ...headers, "content-length": Buffer.byteLength(payload) } : headers },
        (res) => {
          res.resume()
          res.on("end", () => resolve(res.statusCode < 300))
          res.on("error", () => resolve(false))
        }
      )
      req.on("error", () => resolve(false))
      req.end(payload)
    })
  const latencies = []
  let failed = 0
  const end = Date.now() + seconds * 1000
  const started = performance.now()
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const t = performance.now()
        if (!(await once())) failed++
        latencies.push(performance.now() - t)
      }
    })
  )
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p95: percentile(latencies, 95), n: latencies.length, failed }
}

async function main() {
  log(`bench:scale on ${cpus().length} cores: ${CONNECTIONS} concurrent clients, ${DURATION_S} s per measurement`)
  await buildStale({ log: (m) => log(`  ${m}`) })
  await dropDatabase(DATABASE_URL)
  await flushRedis(REDIS_URL)
  const cluster = await startCluster({
    dir: DIR,
    databaseUrl: DATABASE_URL,
    redisUrl: REDIS_URL,
    servers: 2,
    workers: 1,
    extraEnv: { LOG_LEVEL: "warn" },
    log: (m) => log(`  ${m}`),
  })
  const [s1, s2] = cluster.servers()
  const one = await startProxy(() => [s1.url])
  const two = await startProxy(() => [s1.url, s2.url])
  try {
    const catalog = await (await fetch(`${cluster.url}/api/menu-items`)).json()
    const key = cluster.setup.publishableKey
    const calls = [
      { name: "GET /api/menu-items", path: "/api/menu-items", headers: { "accept-encoding": "gzip" } },
      { name: "GET /store/products?limit=50 (Medusa's)", path: "/store/products?limit=50", headers: { "x-publishable-api-key": key, "accept-encoding": "gzip" } },
      { name: "POST /api/orders", method: "POST", path: "/api/orders", headers: { "content-type": "application/json" }, body: () => orderBody(catalog) },
    ]
    // Warm both servers (catalog read model, Medusa's query caches, JIT) before measuring.
    for (const call of calls) await measure(two.url, call, 3)
    const rows = []
    for (const call of calls) {
      const a = await measure(one.url, call)
      const b = await measure(two.url, call)
      rows.push({ call: call.name, a, b })
      log(`  ${call.name}: one server ${a.rps.toFixed(0)} req/s, two ${b.rps.toFixed(0)} req/s`)
    }
    const fmt = (r) => `${r.rps.toFixed(0).padStart(6)} req/s  p95 ${r.p95.toFixed(0).padStart(5)} ms${r.failed ? `  (${r.failed} failed)` : ""}`
    log("")
    log(`${"call".padEnd(42)}${"one server".padEnd(32)}${"two servers".padEnd(32)}two/one`)
    for (const { call, a, b } of rows) {
      log(`${call.padEnd(42)}${fmt(a).padEnd(32)}${fmt(b).padEnd(32)}×${(b.rps / a.rps).toFixed(2)} req/s, p95 ×${(b.p95 / a.p95).toFixed(2)}`)
    }
    log("")
    log(
      `On ${cpus().length} cores the two servers, the worker (placing the accepted orders), PostgreSQL, Redis, the proxy and this load generator share the same CPUs: ` +
        "a second server adds a second Node event loop, not more CPU. Where one server's single thread was the limit, two do more; where the cores are already busy, they do not."
    )
  } finally {
    await one.close()
    await two.close()
    await cluster.stop()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
