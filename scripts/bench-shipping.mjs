#!/usr/bin/env node
// `npm run bench:shipping`: the shipping screens' two waits, measured through the shop's calls
// against the local fake Shippo (scripts/fakes/fake-shippo.cjs) answering every call after a fixed
// delay (BENCH_SHIPPO_DELAY_MS, default 300 ms):
//   - 'Compare Carrier Rates' → rates shown: POST /api/shipping/shippo/get-rates, cold (first time
//     for an order and package: one Shippo call) and cached (the same comparison again),
//   - 'Create Shipping Label' → the label's URL: POST /api/shipping/shippo/create-label.
// It prints p50/p95 of each and our overhead over the fake's delay (latency minus the Shippo calls
// the fake saw for that request × the delay). Targets: overhead under 50 ms per call, a cached
// comparison under 20 ms. A benchmark, not a test: it exits 0 when a target is missed.
//
// Like bench:admin it never touches the developer's shop: it starts a separate instance
// (SHOP_DATA_DIR=.data/bench-shipping, Medusa :9400, storefront :8400) with SHIPPO_API_KEY set and
// SHIPPO_API_URL pointing at the fake, places BENCH_SHIPPING_ORDERS orders through POST /api/orders,
// waits until Medusa has them, and talks to Medusa directly with an admin bearer token.
//
//   npm run bench:shipping        (BENCH_SHIPPING_ORDERS=41, BENCH_SHIPPO_DELAY_MS=300)
import { createRequire } from "node:module"
import { join, resolve } from "node:path"
import { ensureShop } from "./lib/running-shop.mjs"
import { ROOT } from "./lib/shop-env.mjs"

const require = createRequire(import.meta.url)
const { startFakeShippo } = require("./fakes/fake-shippo.cjs")

const ORDERS = Number(process.env.BENCH_SHIPPING_ORDERS || 41) // the first is a warm-up: 40 measured, enough for a p95
const DELAY = Number(process.env.BENCH_SHIPPO_DELAY_MS || 300)
const PORT = Number(process.env.BENCH_PORT || 9400)
const STOREFRONT_PORT = Number(process.env.BENCH_STOREFRONT_PORT || 8400)
const DATA_DIR = resolve(ROOT, process.env.BENCH_DATA_DIR || join(".data", "bench-shipping"))
const MEDUSA = `http://127.0.0.1:${PORT}`
const ADMIN = { username: "bench-shipping", password: "bench-shipping-password", email: "bench-shipping@example.com" }

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] : NaN
}

async function call(path, { method = "GET", body, token } = {}) {
  const res = await fetch(`${MEDUSA}${path}`, {
    method,
    headers: { ...(body ? { "content-type": "application/json" } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })
  const text = await res.text()
  const data = text ? JSON.parse(text) : null
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 300)}`)
  return data
}

async function placeOrders(n) {
  const menu = await call("/api/menu-items")
  const ids = []
  for (let i = 0; i < n; i++) {
    const item = menu[i % menu.length]
    const cents = Math.round(Number(item.price) * 100)
    const total = (cents + (cents < 15000 ? 1000 : 1500)) / 100
    const { id } = await call("/api/orders", {
      method: "POST",
      body: {
        customerName: `Bench Shipper ${i}`,
        customerEmail: `bench-shipping-${i}@example.com`,
        customerPhone: "5625550100",
        deliveryAddress: "1450 E Anaheim St, Long Beach, CA 90813",
        totalAmount: total.toFixed(2),
        paymentMethod: "zelle",
        paymentStatus: "paid",
        paymentSessionId: `manual_zelle_${Date.now()}${String(i).padStart(4, "0")}`,
        orderItems: [{ id: item.id, name: item.name, price: Number(item.price), quantity: 1 }],
        notes: null,
        paymentConfirmed: true,
      },
    })
    ids.push(id)
  }
  return ids
}

async function waitPlaced(ids, token) {
  const want = new Set(ids)
  for (let i = 0; i < 600; i++) {
    const orders = await call(`/api/orders?limit=200`, { token })
    const placed = orders.filter((o) => want.has(o.id) && o.placement === "placed")
    if (placed.length === want.size) return
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error("the bench orders were not placed in Medusa in time")
}

/** Times one call and counts the Shippo calls the fake saw meanwhile. */
async function timed(fake, fn) {
  // API calls only: label file downloads from the fake are not delayed.
  const before = fake.apiCalls().length
  const t0 = performance.now()
  const result = await fn()
  return { ms: performance.now() - t0, shippoCalls: fake.apiCalls().length - before, result }
}

function row(name, samples) {
  const lat = samples.map((s) => s.ms)
  const overhead = samples.map((s) => s.ms - s.shippoCalls * DELAY)
  const calls = samples.reduce((n, s) => n + s.shippoCalls, 0) / samples.length
  return { name, p50: percentile(lat, 50), p95: percentile(lat, 95), calls, oh50: percentile(overhead, 50), oh95: percentile(overhead, 95) }
}

async function main() {
  const fake = await startFakeShippo({ delayMs: DELAY })
  const shop = await ensureShop([{ name: "Medusa", url: `${MEDUSA}/health` }, { name: "the storefront", url: `http://127.0.0.1:${STOREFRONT_PORT}/` }], {
    env: {
      SHOP_DATA_DIR: DATA_DIR,
      PORT: String(PORT),
      STOREFRONT_PORT: String(STOREFRONT_PORT),
      SHIPPO_API_KEY: "shippo_test_bench",
      SHIPPO_API_URL: fake.url,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      ADMIN_EMAIL: ADMIN.email,
      REDIS_URL: "",
      // Its orders come from one address: the per-address order limit (README) must not cut the bench short.
      LIMIT_ORDERS_PER_HOUR: process.env.LIMIT_ORDERS_PER_HOUR ?? String(Math.max(60, ORDERS * 2)),
    },
  })
  try {
    if (!shop.started) {
      console.log(`(reusing the instance on :${PORT}: it must have been started by this bench, pointing at a fake Shippo on ${fake.url})`)
    }
    const { token } = await call("/auth/user/emailpass", { method: "POST", body: { email: ADMIN.username, password: ADMIN.password } })
    console.log(`Placing ${ORDERS} orders and waiting for Medusa to have them…`)
    const ids = await placeOrders(ORDERS)
    await waitPlaced(ids, token)

    const cold = []
    const cached = []
    const labels = []
    // Warm-up on the first order (JIT, connections), not measured.
    await call("/api/shipping/shippo/get-rates", { method: "POST", token, body: { orderId: ids[0], packageType: "package_small", estimatedWeight: "1" } })
    for (const id of ids.slice(1)) {
      const body = { orderId: id, packageType: "package_medium", estimatedWeight: "2" }
      const first = await timed(fake, () => call("/api/shipping/shippo/get-rates", { method: "POST", token, body }))
      cold.push(first)
      cached.push(await timed(fake, () => call("/api/shipping/shippo/get-rates", { method: "POST", token, body })))
      const rate = first.result.rates[0]
      labels.push(
        await timed(fake, () => call("/api/shipping/shippo/create-label", { method: "POST", token, body: { orderId: id, rateId: rate.id, packageType: "package_medium" } }))
      )
      if (!labels.at(-1).result.labelUrl) throw new Error(`no label URL for order ${id}`)
      // Staff's pace: the label's Medusa fulfillment is recorded just after the answer; the next
      // order's comparison is not fired within the same few milliseconds.
      await new Promise((r) => setTimeout(r, 500))
    }
    const rows = [row("Compare Carrier Rates (cold)", cold), row("Compare Carrier Rates (cached)", cached), row("Create Shipping Label", labels)]
    const f = (x) => x.toFixed(1).padStart(8)
    console.log(`
═══ bench:shipping: ${ids.length - 1} orders, fake Shippo delay ${DELAY} ms per call ═══
call                              p50 ms   p95 ms   Shippo calls   overhead p50   overhead p95`)
    for (const r of rows) {
      console.log(`${r.name.padEnd(32)}${f(r.p50)} ${f(r.p95)}   ${r.calls.toFixed(1).padStart(8)}       ${f(r.oh50)}       ${f(r.oh95)}`)
    }
    const [c, k, l] = rows
    const verdict = (ok) => (ok ? "PASS" : "FAIL")
    console.log(`
${verdict(c.oh95 < 50)}  rates (cold): our overhead p95 ${c.oh95.toFixed(1)} ms < 50 ms
${verdict(l.oh95 < 50)}  label: our overhead p95 ${l.oh95.toFixed(1)} ms < 50 ms
${verdict(k.p95 < 20)}  cached rate comparison p95 ${k.p95.toFixed(1)} ms < 20 ms (Shippo calls: ${k.calls.toFixed(1)})`)
  } finally {
    await shop.stop()
    await fake.close()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
