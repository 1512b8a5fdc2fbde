#!/usr/bin/env node
// `npm run bench:checkout`: N complete checkouts (catalog → payment → POST /api/orders) through the
// shop's /api calls with C concurrent shoppers. Four in five pay with a manual method (self-declared,
// like the storefront's 'I've Completed My … Payment'); one in five pays by card on the offline
// sandbox (create-payment-link → the sandbox page's form with 4242… → verify-payment → order).
// Every shopper also sends its order twice more at once (the storefront's automatic trigger, safety
// net and button), so duplicates would show. POST /api/orders accepts the order and answers its
// number at once; the placement worker builds the Medusa order behind it. So the bench then waits
// until every order exists in Medusa's order table and prints, besides orders/s and p50/p95 of
// POST /api/orders, how long the placements took and the counts of orders expected, created,
// duplicated, lost and numbered differently from the answer (all checked in Medusa's database).
// Reuses a running shop (http://localhost:9000 + :8000), otherwise starts one and stops it after.
// BENCH_EMAILS=1: e-mails on. The bench starts its own SMTP server (a sink that keeps nothing but
// counts), starts the shop with SMTP_URL pointing at it and STAFF_NOTIFY_EMAIL set, and prints how
// many e-mails arrived and whether any came twice (needs the bench to start the shop itself).
import pg from "pg"
import { readFileSync, existsSync } from "node:fs"
import { join } from "node:path"
import { answers, ensureShop } from "./lib/running-shop.mjs"
import { DATA } from "./lib/shop-env.mjs"

const N = Number(process.env.BENCH_CHECKOUTS || 500)
/** How long to wait for the last accepted orders to be placed in Medusa. */
const DRAIN_TIMEOUT_MS = Number(process.env.BENCH_DRAIN_TIMEOUT_MS || 30 * 60_000)
const C = Number(process.env.BENCH_SHOPPERS || 10)
const MEDUSA = process.env.BENCH_MEDUSA_URL || "http://localhost:9000"
const STOREFRONT = process.env.BENCH_WEB_URL || "http://localhost:8000"
const MANUAL = ["cashapp", "venmo", "zelle", "paypal", "aba"]
/** Every shopper of this run has its own e-mail, so Medusa's orders can be counted per shopper. */
const RUN = Date.now().toString(36)
const emailOf = (i) => `bench-${RUN}-${i}@example.com`
const EMAILS = ["1", "true", "yes"].includes(String(process.env.BENCH_EMAILS ?? "").toLowerCase())
const STAFF_EMAIL = "bench-staff@example.com"
/**
 * Each checkout comes from its own client address, as real shoppers do behind a TLS proxy: sent as
 * X-Forwarded-For, which the storefront server passes on because the bench's shop names loopback
 * (the bench, playing that proxy) in TRUSTED_PROXIES, and Medusa believes from the storefront
 * server. So the per-client limits (LIMIT_*) stay on and are measured.
 */
const RUN_OCTET = Math.floor(Math.random() * 200) + 20
const addressOf = (i) => `10.${RUN_OCTET}.${(i >> 8) & 255}.${i & 255}`

const percentile = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length ? s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] : NaN
}

async function json(path, init = {}, i = null) {
  const res = await fetch(`${STOREFRONT}${path}`, {
    ...init,
    headers: { "content-type": "application/json", origin: STOREFRONT, ...(i === null ? {} : { "x-forwarded-for": addressOf(i) }), ...(init.headers ?? {}) },
    redirect: "manual",
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${init.method ?? "GET"} ${path}: ${res.status} ${text.slice(0, 200)}`)
  return text ? JSON.parse(text) : null
}

function orderPayload(i, items, method, sessionId, totalAmount) {
  return {
    customerName: `Bench Shopper ${i}`,
    customerEmail: emailOf(i),
    customerPhone: "5625550100",
    deliveryAddress: "1450 E Anaheim St, Long Beach, CA 90813",
    totalAmount,
    paymentMethod: method,
    paymentStatus: "paid",
    paymentSessionId: sessionId,
    orderItems: items,
    notes: "bench",
    paymentConfirmed: true,
    firstName: "Bench",
    lastName: `Shopper ${i}`,
    address: "1450 E Anaheim St",
    city: "Long Beach",
    state: "CA",
    zip: "90813",
  }
}

const cents = (n) => Math.round(n * 100)

async function checkout(i, catalog, timings) {
  const a = catalog[i % catalog.length]
  const b = catalog[(i * 7 + 3) % catalog.length]
  const items = [
    { id: a.id, name: a.name, price: Number(a.price), quantity: 1 + (i % 3) },
    { id: b.id, name: b.name, price: Number(b.price), quantity: 1 },
  ].filter((x, k, arr) => arr.findIndex((y) => y.id === x.id) === k)
  const subtotal = items.reduce((s, x) => s + cents(x.price) * x.quantity, 0)
  const total = subtotal + (subtotal < 15000 ? 1000 : 1500)
  const card = i % 5 === 0
  let method, sessionId, totalAmount
  if (card) {
    const due = total + Math.round(total * 0.03)
    const { url } = await json(
      "/api/create-payment-link",
      {
        method: "POST",
        body: JSON.stringify({ amount: due / 100, orderDetails: { name: `Bench Shopper ${i}`, items: items.map(({ id, name, quantity }) => ({ id, name, quantity })), address: "Long Beach, CA" } }),
      },
      i
    )
    sessionId = /cs_[A-Za-z0-9_]+/.exec(url)[0]
    const form = new URLSearchParams({ number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Bench" })
    const paid = await fetch(new URL(new URL(url).pathname, STOREFRONT), { method: "POST", body: form, redirect: "manual", headers: { "x-forwarded-for": addressOf(i) } })
    if (paid.status !== 303) throw new Error(`sandbox payment: ${paid.status}`)
    const { status } = await json(`/api/verify-payment?session_id=${sessionId}`, {}, i)
    if (status !== "complete") throw new Error(`verify-payment: ${status}`)
    method = "stripe"
    totalAmount = (due / 100).toFixed(2)
  } else {
    method = MANUAL[i % MANUAL.length]
    sessionId = `manual_${method}_${Date.now()}${String(i).padStart(5, "0")}`
    totalAmount = (total / 100).toFixed(2)
  }
  const body = JSON.stringify(orderPayload(i, items, method, sessionId, totalAmount))
  const t0 = performance.now()
  // The storefront may fire the same order up to three times (auto, safety net, button): all at once here.
  const answers = await Promise.all([0, 1, 2].map(() => json("/api/orders", { method: "POST", body }, i)))
  timings.push(performance.now() - t0)
  const ids = new Set(answers.map((a) => String(a.id)))
  if (ids.size !== 1) throw new Error(`one payment session answered with several order ids: ${[...ids]}`)
  return { i, sessionId, id: Number(answers[0].id) }
}

/**
 * An SMTP server on a free local port that accepts every message and counts it by subject and
 * recipients (the raw headers: the same message sent twice has the same ones).
 */
async function startSmtpSink() {
  const { SMTPServer } = await import("smtp-server")
  const received = new Map()
  let count = 0
  const header = (head, name) => (new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, "im").exec(head)?.[1] ?? "").replace(/\r?\n[ \t]+/g, " ").trim()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, done) {
      let head = ""
      stream.on("data", (chunk) => {
        if (!head.includes("\r\n\r\n")) head += chunk.toString("latin1")
      })
      stream.on("end", () => {
        count++
        const key = `${header(head, "To")} | ${header(head, "Subject")}`
        received.set(key, (received.get(key) ?? 0) + 1)
        done()
      })
    },
  })
  await new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(0, "127.0.0.1", resolve)
  })
  const { port } = server.server.address()
  return {
    url: `smtp://127.0.0.1:${port}`,
    count: () => count,
    duplicated: () => [...received.values()].reduce((s, n) => s + n - 1, 0),
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}

async function main() {
  const checks = [
    { name: "Medusa", url: `${MEDUSA}/health` },
    { name: "the storefront", url: `${STOREFRONT}/` },
  ]
  let sink = null
  if (EMAILS) {
    if ((await Promise.all(checks.map((c) => answers(c.url)))).some(Boolean)) {
      throw new Error("BENCH_EMAILS=1 starts the shop with its own SMTP server: stop the running shop first.")
    }
    sink = await startSmtpSink()
    console.log(`E-mails on: SMTP sink at ${sink.url}, staff copies to ${STAFF_EMAIL}`)
  }
  const shop = await ensureShop(checks, { env: { TRUSTED_PROXIES: "loopback", ...(sink ? { SMTP_URL: sink.url, STAFF_NOTIFY_EMAIL: STAFF_EMAIL } : {}) } })
  try {
    const catalog = await json("/api/menu-items")
    const timings = []
    const results = []
    const errors = []
    let next = 0
    const started = performance.now()
    console.log(`${N} checkouts, ${C} concurrent shoppers, against ${STOREFRONT}…`)
    await Promise.all(
      Array.from({ length: C }, async () => {
        while (next < N) {
          const i = next++
          try {
            results.push(await checkout(i, catalog, timings))
          } catch (e) {
            errors.push(e.message)
          }
          if ((results.length + errors.length) % 50 === 0) process.stdout.write(`  … ${results.length + errors.length}/${N}\n`)
        }
      })
    )
    const seconds = (performance.now() - started) / 1000

    const url = process.env.DATABASE_URL || (existsSync(join(DATA, "shop.json")) ? JSON.parse(readFileSync(join(DATA, "shop.json"), "utf8")).databaseUrl : null)
    if (!url) {
      throw new Error("No DATABASE_URL and no .data/shop.json databaseUrl: the orders cannot be counted in Medusa's database.")
    }
    const db = new pg.Client({ connectionString: url })
    await db.connect()
    // Counted in Medusa's own order table, not in our intake records: one shopper, one order.
    const count = async () =>
      (
        await db.query(
          `select email, count(*)::int as orders, min(display_id)::int as display_id from "order" where email like $1 and deleted_at is null group by email`,
          [`bench-${RUN}-%`]
        )
      ).rows
    let rows = await count()
    const drainStart = performance.now()
    for (let polls = 0; rows.length < results.length && performance.now() - drainStart < DRAIN_TIMEOUT_MS; polls++) {
      if (polls % 10 === 0) process.stdout.write(`  … ${rows.length}/${results.length} orders placed in Medusa\n`)
      await new Promise((r) => setTimeout(r, 1000))
      rows = await count()
    }
    const placedSeconds = (performance.now() - started) / 1000
    // Each placed order: "order received" to the shopper and "New order #N" to staff.
    const mailsExpected = rows.length * 2
    if (sink) {
      const mailStart = performance.now()
      let last = -1
      while (sink.count() < mailsExpected && performance.now() - mailStart < 120_000) {
        if (sink.count() !== last) process.stdout.write(`  … ${(last = sink.count())}/${mailsExpected} e-mails received\n`)
        await new Promise((r) => setTimeout(r, 1000))
      }
      // anything sent twice would come right behind
      await new Promise((r) => setTimeout(r, 3000))
    }
    await db.end()
    const created = rows.reduce((s, r) => s + r.orders, 0)
    const duplicated = rows.reduce((s, r) => s + Math.max(0, r.orders - 1), 0)
    const lost = N - rows.length
    const byEmail = new Map(rows.map((r) => [r.email, r.display_id]))
    const misnumbered = results.filter((r) => byEmail.has(emailOf(r.i)) && byEmail.get(emailOf(r.i)) !== r.id).length
    const p50 = percentile(timings, 50)
    const p95 = percentile(timings, 95)
    console.log(`
═══ bench:checkout: ${N} checkouts, ${C} concurrent shoppers (each order sent 3× at once) ═══
  orders accepted/s            ${(results.length / seconds).toFixed(2)}  (${seconds.toFixed(1)} s for all checkouts)
  orders placed in Medusa/s    ${(rows.length / placedSeconds).toFixed(2)}  (the last one ${(placedSeconds - seconds).toFixed(1)} s after the last answer)
  POST /api/orders p50         ${p50.toFixed(0)} ms
  POST /api/orders p95         ${p95.toFixed(0)} ms   ${p95 < 1000 ? "PASS" : "FAIL"} (target < 1000 ms)
  orders expected              ${N}
  orders created               ${created}
  duplicated                   ${duplicated}   ${duplicated === 0 ? "PASS" : "FAIL"}
  lost                         ${lost}   ${lost === 0 ? "PASS" : "FAIL"}
  numbered unlike the answer   ${misnumbered}   ${misnumbered === 0 ? "PASS" : "FAIL"}
  failed checkouts             ${errors.length}${errors.length ? `\n    first: ${errors[0]}` : ""}${
    sink
      ? `
  e-mails received (SMTP)      ${sink.count()} of ${mailsExpected}   ${sink.count() === mailsExpected ? "PASS" : "FAIL"}
  e-mails sent twice           ${sink.duplicated()}   ${sink.duplicated() === 0 ? "PASS" : "FAIL"}`
      : ""
  }`)
  } finally {
    await shop.stop()
    await sink?.close()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
