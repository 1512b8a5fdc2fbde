#!/usr/bin/env node
// `npm run bench:api`: GET /api/menu-items (English and Khmer) against Medusa's own GET /store/products
// on the same catalog, one after the other in the same run, autocannon at 10 connections for 10 s
// each. Reuses a running shop (http://localhost:9000), otherwise starts one and stops it after.
import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import autocannon from "autocannon"
import { ensureShop } from "./lib/running-shop.mjs"
import { DATA } from "./lib/shop-env.mjs"

const MEDUSA = process.env.BENCH_MEDUSA_URL || "http://localhost:9000"
const DURATION = Number(process.env.BENCH_DURATION || 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10)

function publishableKey() {
  if (process.env.BENCH_PUBLISHABLE_KEY) {
    return process.env.BENCH_PUBLISHABLE_KEY
  }
  const file = join(DATA, "shop.json")
  if (!existsSync(file)) {
    throw new Error("No publishable key: set BENCH_PUBLISHABLE_KEY or start the shop with npm start once.")
  }
  return JSON.parse(readFileSync(file, "utf8")).publishableKey
}

function measure(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers }, (err, r) => {
      if (err) return reject(err)
      if (r.non2xx || r.errors) {
        return reject(new Error(`${title}: ${r.non2xx} non-2xx answers, ${r.errors} errors`))
      }
      resolve({ title, rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total })
    })
  })
}

async function main() {
  const shop = await ensureShop([{ name: "Medusa", url: `${MEDUSA}/health` }])
  try {
    const key = publishableKey()
    const storeHeaders = { "x-publishable-api-key": key }
    const [en, km, store] = await Promise.all([
      fetch(`${MEDUSA}/api/menu-items`).then((r) => r.json()),
      fetch(`${MEDUSA}/api/menu-items?lang=km`).then((r) => r.json()),
      fetch(`${MEDUSA}/store/products?limit=1000`, { headers: storeHeaders }).then((r) => r.json()),
    ])
    const khmer = km.filter((p) => /[\u1780-\u17FF]/.test(p.name)).length
    console.log(`Catalog: /api/menu-items ${en.length} products (${khmer} with Khmer names in km), /store/products ${store.products.length} products`)
    if (en.length !== store.products.length) {
      console.warn("warning: the two endpoints do not list the same number of products")
    }
    console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION} s each, one after the other\n`)

    const results = []
    results.push(await measure("GET /api/menu-items (en)", `${MEDUSA}/api/menu-items`))
    results.push(await measure("GET /api/menu-items?lang=km", `${MEDUSA}/api/menu-items?lang=km`))
    results.push(await measure("GET /store/products?limit=1000 (Medusa)", `${MEDUSA}/store/products?limit=1000`, storeHeaders))

    const base = results[2]
    const pad = (s, n) => String(s).padEnd(n)
    console.log(`${pad("endpoint", 42)}${pad("req/s", 10)}${pad("p50 ms", 9)}${pad("p99 ms", 9)}ratio`)
    for (const r of results) {
      console.log(`${pad(r.title, 42)}${pad(r.rps.toFixed(1), 10)}${pad(r.p50, 9)}${pad(r.p99, 9)}${(r.rps / base.rps).toFixed(1)}x`)
    }
    const worst = results.slice(0, 2)
    const ratio = Math.min(...worst.map((r) => r.rps / base.rps))
    const p99 = Math.max(...worst.map((r) => r.p99))
    const ok = ratio >= 20 && p99 < 50
    console.log(`\nTarget: /api/menu-items at least 20x Medusa's throughput with p99 under 50 ms: ${ok ? "MET" : "NOT MET"} (worst ratio ${ratio.toFixed(1)}x, worst p99 ${p99} ms)`)
  } finally {
    await shop.stop()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
