"use strict"
/**
 * A local fake of Shippo's API for tests and benchmarks: the official `shippo` SDK 2.x talks to it
 * through `new Shippo({ serverURL })` (SHIPPO_API_URL). It answers the calls the shop makes with
 * complete objects in Shippo's wire format (snake_case; the SDK validates every answer with zod):
 *
 *   POST /shipments        → 201 Shipment with USPS / UPS / FedEx rates (flat-rate templates: USPS only)
 *   GET  /rates/:id        → 200 Rate
 *   POST /transactions     → 201 Transaction (label_url served by this fake: GET /labels/:id.png)
 *   GET  /carrier_accounts → 200 paginated list (the shop's API-key check)
 *   POST /refunds          → 201 Refund
 *
 * Modes (setMode): "ok"; "error" (400 field errors for shipments, status ERROR transactions, 503
 * elsewhere); "timeout" (API calls never answer; label files still do); "invalid-key" (401 to every
 * API call); "no-rates" (shipments rated with no rates and the carriers' messages); "label-timeout"
 * (POST /transactions buys the label but never answers: a lost response; GET /transactions?rate= finds it).
 * `delayMs` (setDelay) is added before every API answer, not to label file downloads.
 *
 * CommonJS so jest specs can `require` it and .mjs scripts can load it with createRequire.
 *
 *   const { startFakeShippo } = require("../../../scripts/fakes/fake-shippo.cjs")
 *   const fake = await startFakeShippo({ delayMs: 300 })
 *   process.env.SHIPPO_API_URL = fake.url
 *   …; fake.setMode("timeout"); …; await fake.close()
 */
const http = require("node:http")
const zlib = require("node:zlib")
const crypto = require("node:crypto")

const MODES = ["ok", "error", "timeout", "invalid-key", "no-rates", "label-timeout"]
const OWNER = "shipping@cambodian-shop.local"

/** Shippo's USPS parcel templates used by the shop, with their dimensions in inches. */
const TEMPLATES = {
  USPS_SmallFlatRateBox: { length: "8.69", width: "5.44", height: "1.75", label: "Small Flat Rate Box", price: 9.85 },
  USPS_MediumFlatRateBox1: { length: "11.25", width: "8.75", height: "6.00", label: "Medium Flat Rate Box", price: 16.6 },
  USPS_MediumFlatRateBox2: { length: "14.00", width: "12.00", height: "3.50", label: "Medium Flat Rate Box", price: 16.6 },
  USPS_LargeFlatRateBox: { length: "12.25", width: "12.25", height: "6.00", label: "Large Flat Rate Box", price: 22.95 },
  USPS_FlatRateEnvelope: { length: "12.50", width: "9.50", height: "0.75", label: "Flat Rate Envelope", price: 8.95 },
}

/** Commercial-looking prices by weight for parcels with dimensions: [provider, name, token, days, base, per lb, account]. */
const SERVICES = [
  ["USPS", "Ground Advantage", "usps_ground_advantage", 4, 6.9, 0.85, "ca_fake_usps"],
  ["USPS", "Priority Mail", "usps_priority", 2, 9.4, 1.2, "ca_fake_usps"],
  ["UPS", "Ground", "ups_ground", 4, 11.75, 1.1, "ca_fake_ups"],
  ["UPS", "2nd Day Air", "ups_second_day_air", 2, 24.6, 3.4, "ca_fake_ups"],
  ["FedEx", "Ground", "fedex_ground", 4, 11.4, 1.15, "ca_fake_fedex"],
  ["FedEx", "2Day", "fedex_2_day", 2, 26.2, 3.6, "ca_fake_fedex"],
]

const now = () => new Date().toISOString()
const hex = () => crypto.randomBytes(16).toString("hex")
const money = (n) => (Math.round(n * 100) / 100).toFixed(2)

// A small 4x6 PNG (400 x 600, greyscale) for the fake's label files.
const CRC = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()
function crc32(buf) {
  let c = 0xffffffff
  for (const b of buf) c = CRC[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
function pngChunk(type, data) {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, "latin1")
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}
function labelPng() {
  const w = 400
  const h = 600
  const raw = Buffer.alloc((w + 1) * h, 0xff)
  for (let y = 0; y < h; y++) {
    raw[y * (w + 1)] = 0
    for (let x = 0; x < w; x++) {
      const border = x < 6 || y < 6 || x >= w - 6 || y >= h - 6
      const bars = y > 380 && y < 480 && x > 40 && x < 360 && (x * 7) % 11 < 4
      if (border || bars) raw[y * (w + 1) + 1 + x] = 0
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(w, 0)
  ihdr.writeUInt32BE(h, 4)
  ihdr[8] = 8
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk("IHDR", ihdr),
    pngChunk("IDAT", zlib.deflateSync(raw)),
    pngChunk("IEND", Buffer.alloc(0)),
  ])
}

function address(a) {
  const out = { object_id: hex(), object_owner: OWNER, object_created: now(), object_updated: now(), is_complete: true, test: true, country: "US" }
  for (const [k, v] of Object.entries(a || {})) if (typeof v === "string" || typeof v === "boolean") out[k] = v
  if (!out.country) out.country = "US"
  return out
}

function parcelOf(p) {
  const base = { object_id: hex(), object_owner: OWNER, object_created: now(), object_updated: now(), object_state: "VALID", metadata: "", test: true }
  const weight = String(p && p.weight != null ? p.weight : "1")
  if (p && p.template && TEMPLATES[p.template]) {
    const t = TEMPLATES[p.template]
    return { ...base, template: p.template, length: t.length, width: t.width, height: t.height, distance_unit: "in", weight, mass_unit: p.mass_unit || "lb" }
  }
  return {
    ...base,
    length: String(p && p.length != null ? p.length : "10"),
    width: String(p && p.width != null ? p.width : "8"),
    height: String(p && p.height != null ? p.height : "4"),
    distance_unit: (p && p.distance_unit) || "in",
    weight,
    mass_unit: (p && p.mass_unit) || "lb",
  }
}

function rateObject(shipmentId, [provider, name, token, days, amount, account]) {
  return {
    object_id: `rate_${hex()}`,
    object_owner: OWNER,
    object_created: now(),
    shipment: shipmentId,
    amount: money(amount),
    amount_local: money(amount),
    currency: "USD",
    currency_local: "USD",
    provider,
    provider_image_75: `https://shippo-static.s3.amazonaws.com/providers/75/${provider}.png`,
    provider_image_200: `https://shippo-static.s3.amazonaws.com/providers/200/${provider}.png`,
    servicelevel: { name, token, terms: "" },
    estimated_days: days,
    duration_terms: `Delivery in ${days === 1 ? "1 business day" : `${days} business days`}.`,
    attributes: [],
    carrier_account: account,
    zone: "5",
    messages: [],
    test: true,
  }
}

/** Rates for a parcel; attributes CHEAPEST, FASTEST (cheapest of the fastest), BESTVALUE (USPS Priority Mail). */
function ratesFor(shipmentId, parcel) {
  const weight = Math.max(1, Math.ceil(Number(parcel.weight) || 1))
  let specs
  if (parcel.template) {
    const t = TEMPLATES[parcel.template]
    specs = [
      ["USPS", "Priority Mail", "usps_priority", 2, t.price, "ca_fake_usps"],
      ["USPS", "Priority Mail Express", "usps_priority_express", 1, t.price * 2.9, "ca_fake_usps"],
    ]
  } else {
    specs = SERVICES.map(([provider, name, token, days, base, perLb, account]) => [provider, name, token, days, base + perLb * (weight - 1), account])
  }
  const rates = specs.map((s) => rateObject(shipmentId, s))
  const cheapest = rates.reduce((a, b) => (Number(b.amount) < Number(a.amount) ? b : a))
  const fastest = rates.reduce((a, b) => (b.estimated_days < a.estimated_days || (b.estimated_days === a.estimated_days && Number(b.amount) < Number(a.amount)) ? b : a))
  const best = rates.find((r) => r.servicelevel.token === "usps_priority") || cheapest
  cheapest.attributes.push("CHEAPEST")
  fastest.attributes.push("FASTEST")
  best.attributes.push("BESTVALUE")
  return rates
}

function trackingNumber(provider, n) {
  const tail = String(n).padStart(8, "0")
  if (provider === "UPS") return `1Z999AA1${tail}`
  if (provider === "FedEx") return `7946${tail}`
  return `92055901755477${tail}`
}

function trackingUrl(provider, number) {
  if (provider === "UPS") return `https://www.ups.com/track?tracknum=${number}`
  if (provider === "FedEx") return `https://www.fedex.com/fedextrack/?trknbr=${number}`
  return `https://tools.usps.com/go/TrackConfirmAction_input?origTrackNum=${number}`
}

/**
 * Starts the fake on 127.0.0.1 (a free port unless `port` is given).
 * @param {{ delayMs?: number, port?: number, host?: string }} [options]
 * @returns {Promise<{ url: string, requests: object[], shipments: Map<string, object>, rates: Map<string, object>,
 *   transactions: Map<string, object>, setMode(mode: string): void, mode(): string, setDelay(ms: number): void,
 *   apiCalls(): object[], reset(): void, close(): Promise<void> }>}
 */
function startFakeShippo(options = {}) {
  let delayMs = Number(options.delayMs) || 0
  let mode = "ok"
  let counter = 0
  const requests = []
  const shipments = new Map()
  const rates = new Map()
  const transactions = new Map()
  const labelFile = labelPng()
  const sockets = new Set()
  const held = new Set()
  let base = ""

  const server = http.createServer((req, res) => {
    let body = ""
    req.on("data", (c) => (body += c))
    req.on("end", () => {
      const path = (req.url || "").split("?")[0].replace(/\/+$/, "") || "/"
      let json = null
      try {
        json = body ? JSON.parse(body) : null
      } catch {
        json = null
      }
      const isLabel = /^\/labels\/[\w-]+\.png$/.test(path)
      const record = { method: req.method, path, auth: req.headers.authorization, apiVersion: req.headers["shippo-api-version"], body: json, at: Date.now(), mode }
      requests.push(record)

      if (isLabel && req.method === "GET") {
        const id = path.slice("/labels/".length, -".png".length)
        if (!transactions.has(id)) {
          res.writeHead(404, { "content-type": "text/plain" })
          return res.end("Not found")
        }
        res.writeHead(200, { "content-type": "image/png", "content-length": labelFile.length })
        return res.end(labelFile)
      }

      const send = (status, payload) => {
        if (res.writableEnded || res.destroyed) return
        const text = typeof payload === "string" ? payload : JSON.stringify(payload)
        res.writeHead(status, { "content-type": typeof payload === "string" ? "text/html; charset=utf-8" : "application/json" })
        res.end(text)
      }
      const answer = () => {
        const query = (req.url || "").split("?")[1] || ""
        // label-timeout: the label is bought, but its answer never comes (a lost response).
        const labelLost = mode === "label-timeout" && req.method === "POST" && path === "/transactions"
        if (labelLost) handle(req.method, path, json, () => {}, query)
        if (mode === "timeout" || labelLost) {
          held.add(res)
          res.on("close", () => held.delete(res))
          return
        }
        const auth = req.headers.authorization || ""
        if (mode === "invalid-key" || !/^ShippoToken shippo_(test|live)_\w+/.test(auth)) {
          return send(401, { detail: "Invalid token." })
        }
        handle(req.method, path, json, send, query)
      }
      if (delayMs > 0) setTimeout(answer, delayMs)
      else answer()
    })
  })
  server.on("connection", (s) => {
    sockets.add(s)
    s.on("close", () => sockets.delete(s))
  })

  function handle(method, path, json, send, queryString = "") {
    if (method === "POST" && path === "/shipments") {
      if (mode === "error") {
        return send(400, { address_to: { zip: ["The ZIP code 00000 is not valid for the state CA."] } })
      }
      const id = `shp_${hex()}`
      const parcels = (json && Array.isArray(json.parcels) ? json.parcels : [{}]).map(parcelOf)
      const shipmentRates = mode === "no-rates" ? [] : ratesFor(id, parcels[0])
      const shipment = {
        object_id: id,
        object_owner: OWNER,
        object_created: now(),
        object_updated: now(),
        status: "SUCCESS",
        metadata: (json && json.metadata) || "",
        shipment_date: now(),
        address_from: address(json && json.address_from),
        address_to: address(json && json.address_to),
        parcels,
        rates: shipmentRates,
        carrier_accounts: [],
        messages:
          mode === "no-rates"
            ? [
                { source: "UPS", code: "", text: "The service is not available for this destination." },
                { source: "USPS", code: "", text: "No rates were found for this parcel." },
              ]
            : [],
        extra: {},
        test: true,
      }
      shipments.set(id, shipment)
      for (const r of shipmentRates) rates.set(r.object_id, r)
      return send(201, shipment)
    }
    const rateGet = /^\/rates\/([\w-]+)$/.exec(path)
    if (method === "GET" && rateGet) {
      if (mode === "error") return send(503, "<html><body><h1>503 Service Unavailable</h1></body></html>")
      const rate = rates.get(rateGet[1])
      return rate ? send(200, rate) : send(404, { detail: "Not found." })
    }
    if (method === "GET" && path === "/transactions") {
      const query = new URLSearchParams(queryString)
      const results = [...transactions.values()].filter(
        (t) => (!query.get("rate") || t.rate === query.get("rate")) && (!query.get("object_status") || t.status === query.get("object_status"))
      )
      return send(200, { next: "", previous: "", results })
    }
    if (method === "POST" && path === "/transactions") {
      const rateId = json && typeof json.rate === "string" ? json.rate : ""
      const rate = rates.get(rateId)
      if (!rate) {
        return send(400, { rate: [`Invalid pk "${rateId}" - object does not exist.`] })
      }
      const id = `txn_${hex()}`
      const base_ = {
        object_id: id,
        object_owner: OWNER,
        object_created: now(),
        object_updated: now(),
        rate: rateId,
        metadata: (json && json.metadata) || "",
        label_file_type: (json && json.label_file_type) || "PNG",
        test: true,
      }
      if (mode === "error") {
        const failed = {
          ...base_,
          object_state: "INVALID",
          status: "ERROR",
          messages: [{ source: rate.provider, code: "", text: "Failed to create label: the recipient address could not be verified." }],
        }
        transactions.set(id, failed)
        return send(201, failed)
      }
      const number = trackingNumber(rate.provider, ++counter)
      const tx = {
        ...base_,
        object_state: "VALID",
        status: "SUCCESS",
        tracking_number: number,
        tracking_status: "UNKNOWN",
        tracking_url_provider: trackingUrl(rate.provider, number),
        label_url: `${base}/labels/${id}.png`,
        eta: new Date(Date.now() + rate.estimated_days * 86400000).toISOString(),
        parcel: (shipments.get(rate.shipment) || { parcels: [{ object_id: hex() }] }).parcels[0].object_id,
        messages: [],
      }
      transactions.set(id, tx)
      return send(201, tx)
    }
    if (method === "GET" && path === "/carrier_accounts") {
      if (mode === "error") return send(503, "<html><body><h1>503 Service Unavailable</h1></body></html>")
      return send(200, {
        next: "",
        previous: "",
        results: [
          { object_id: "ca_fake_usps", object_owner: OWNER, account_id: "shippo_usps_account", carrier: "usps", active: true, test: true, is_shippo_account: true },
        ],
      })
    }
    if (method === "POST" && path === "/refunds") {
      const id = json && json.transaction
      if (!transactions.has(id)) return send(400, { transaction: [`Invalid pk "${id}" - object does not exist.`] })
      return send(201, { object_id: `ref_${hex()}`, object_owner: OWNER, object_created: now(), object_updated: now(), status: "QUEUED", transaction: id, test: true })
    }
    return send(404, { detail: `Not found: ${method} ${path}` })
  }

  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port || 0, options.host || "127.0.0.1", () => {
      const { port } = server.address()
      base = `http://${options.host || "127.0.0.1"}:${port}`
      resolve({
        url: base,
        requests,
        shipments,
        rates,
        transactions,
        /** Requests to Shippo's API (label file downloads left out). */
        apiCalls: () => requests.filter((r) => !r.path.startsWith("/labels/")),
        setMode(next) {
          if (!MODES.includes(next)) throw new Error(`fake-shippo: unknown mode ${next} (one of ${MODES.join(", ")})`)
          mode = next
          if (next !== "timeout") {
            for (const res of held) res.destroy()
            held.clear()
          }
        },
        mode: () => mode,
        setDelay(ms) {
          delayMs = Number(ms) || 0
        },
        reset() {
          requests.length = 0
          mode = "ok"
        },
        close() {
          for (const res of held) res.destroy()
          for (const s of sockets) s.destroy()
          return new Promise((r) => server.close(() => r()))
        },
      })
    })
  })
}

module.exports = { startFakeShippo, MODES, TEMPLATES }
