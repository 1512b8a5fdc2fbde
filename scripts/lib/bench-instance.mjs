// Shared by the benchmarks that run their own shop instance (bench:admin, bench:catalog): its data
// dir, its bench user's password, its start, and the figures they print.
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import autocannon from "autocannon"
import { ensureShop } from "./running-shop.mjs"

export const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] : NaN
}
export const ms = (x) => (x >= 100 ? x.toFixed(0) : x.toFixed(1))
export const kb = (bytes) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} kB`)

/** The bench user's password: generated once, kept in `<dataDir>/<username>-password.txt`. */
export function benchPassword(dataDir, username) {
  const file = join(dataDir, `${username}-password.txt`)
  if (existsSync(file)) {
    return readFileSync(file, "utf8").trim()
  }
  const password = randomBytes(18).toString("base64url")
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, `${password}\n`, { mode: 0o600 })
  return password
}

/** What `npm start` recorded for the instance: { databaseUrl, publishableKey, … }. */
export function instanceRecord(dataDir) {
  const file = join(dataDir, "shop.json")
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: the bench instance did not record its database.`)
  }
  return JSON.parse(readFileSync(file, "utf8"))
}

/**
 * Reuses the instance answering on its ports, or starts one (`npm start` with its own data dir,
 * ports and database; never the developer's database or Redis). `stop()` stops it if started here.
 */
export function ensureBenchInstance({ dataDir, port, storefrontPort, databaseUrl }) {
  return ensureShop(
    [
      { name: "the bench instance's Medusa", url: `http://127.0.0.1:${port}/health` },
      { name: "the bench instance's storefront", url: `http://127.0.0.1:${storefrontPort}/` },
    ],
    {
      env: {
        SHOP_DATA_DIR: dataDir,
        PORT: String(port),
        STOREFRONT_PORT: String(storefrontPort),
        MEDUSA_BACKEND_URL: `http://localhost:${port}`,
        // An empty value means: the instance's own (embedded PostgreSQL, no Redis).
        DATABASE_URL: databaseUrl || "",
        REDIS_URL: "",
      },
    }
  )
}

/**
 * autocannon on `url` for `duration` s with `connections`; percentiles from every response's own
 * time (autocannon has no p95). Answers req/s, requests, non-2xx and errors, p50/p95/p99.
 */
export function measure(title, url, { headers, duration, connections }) {
  return new Promise((resolvePromise, reject) => {
    const times = []
    const instance = autocannon({ url, connections, duration, headers }, (err, r) => {
      if (err) return reject(err)
      resolvePromise({
        title,
        rps: r.requests.average,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      })
    })
    instance.on("response", (_client, _status, _bytes, time) => times.push(time))
  })
}
