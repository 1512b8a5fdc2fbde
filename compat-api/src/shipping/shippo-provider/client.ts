import { Shippo } from "shippo"
import { ShippingUpstreamError } from "../module/errors"
import type { ShipFromAddress } from "./types"

/** A Shippo address (ship-from or ship-to). */
export type ShippoAddressInput = Partial<ShipFromAddress> & { country: string }

export type ShippoParcelInput =
  | { template: string; weightLb: number }
  | { length: number; width: number; height: number; weightLb: number }

/** The fields of a Shippo rate the shop reads. */
export type ShippoRateView = {
  objectId: string
  amount: string
  currency: string
  provider: string
  serviceName: string
  serviceToken?: string
  estimatedDays?: number
  arrivesBy?: string
  attributes: string[]
}

export type ShippoLabelView = {
  transactionId: string
  status: string
  trackingNumber: string
  trackingUrl: string
  labelUrl: string
  /** The rate when Shippo sent it expanded (otherwise only its id). */
  rate?: ShippoRateView
}

const clip = (s: string, n = 400) => (s.length > n ? `${s.slice(0, n - 1)}…` : s)

/** Shippo's own words from an error body: `detail`, or every message in a field-error object. */
export function shippoWords(body: string | undefined): string {
  const text = (body ?? "").trim()
  if (!text) return ""
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return clip(text.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ").trim())
  }
  if (json && typeof json === "object" && typeof (json as { detail?: unknown }).detail === "string") {
    return clip((json as { detail: string }).detail)
  }
  const out: string[] = []
  const walk = (v: unknown, path: string) => {
    if (typeof v === "string") out.push(path ? `${path}: ${v}` : v)
    else if (Array.isArray(v)) v.forEach((x) => walk(x, path))
    else if (v && typeof v === "object") {
      for (const [k, x] of Object.entries(v)) {
        walk(x, ["text", "message", "detail"].includes(k) ? path : path ? `${path}.${k}` : k)
      }
    }
  }
  walk(json, "")
  return clip(out.join("; ") || text)
}

/** Any failure of the SDK as the shop's ShippingUpstreamError (Shippo's words in `details`). */
export function toUpstreamError(e: unknown, timeoutMs: number): ShippingUpstreamError {
  if (e instanceof ShippingUpstreamError) return e
  const err = e as { name?: string; message?: string; statusCode?: number; body?: string; cause?: { message?: string } }
  switch (err?.name) {
    case "RequestTimeoutError":
    case "RequestAbortedError":
      return new ShippingUpstreamError("timeout", `Shippo did not answer within ${timeoutMs} ms.`)
    case "ConnectionError":
    case "UnexpectedClientError":
    case "InvalidRequestError":
      return new ShippingUpstreamError("unreachable", `Could not reach Shippo: ${err.cause?.message ?? err.message ?? "connection failed"}`)
    case "ResponseValidationError":
    case "SDKValidationError":
      return new ShippingUpstreamError("invalid_answer", `Shippo's answer did not match its API: ${clip(err.message ?? "", 300)}`)
  }
  if (typeof err?.statusCode === "number") {
    const words = shippoWords(err.body) || `HTTP ${err.statusCode}`
    return new ShippingUpstreamError(err.statusCode === 401 || err.statusCode === 403 ? "auth" : "error", words)
  }
  return new ShippingUpstreamError("error", clip(err?.message ?? String(e)))
}

const messagesOf = (m?: { text?: string; source?: string }[]) =>
  (m ?? []).map((x) => [x.source, x.text].filter(Boolean).join(": ")).filter(Boolean)

function rateView(r: any): ShippoRateView {
  return {
    objectId: r.objectId,
    amount: r.amount,
    currency: r.currency,
    provider: r.provider,
    serviceName: r.servicelevel?.name ?? r.servicelevel?.token ?? "",
    serviceToken: r.servicelevel?.token,
    estimatedDays: r.estimatedDays,
    arrivesBy: r.arrivesBy,
    attributes: [...(r.attributes ?? [])],
  }
}

/** A finished transaction as the shop's label; anything but SUCCESS is an error with Shippo's messages. */
function labelView(tx: {
  objectId?: string
  status?: string
  trackingNumber?: string
  trackingUrlProvider?: string
  labelUrl?: string
  rate?: unknown
  messages?: { text?: string; source?: string }[]
}): ShippoLabelView {
  if (tx.status !== "SUCCESS" || !tx.trackingNumber || !tx.labelUrl) {
    const words = messagesOf(tx.messages).join("; ")
    throw new ShippingUpstreamError("error", words || `Shippo did not finish the label (status ${tx.status ?? "unknown"}).`)
  }
  return {
    transactionId: tx.objectId ?? "",
    status: tx.status,
    trackingNumber: tx.trackingNumber,
    trackingUrl: tx.trackingUrlProvider ?? "",
    labelUrl: tx.labelUrl,
    ...(tx.rate && typeof tx.rate === "object" ? { rate: rateView(tx.rate) } : {}),
  }
}

const clean = <T extends Record<string, unknown>>(o: T) =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== "")) as T

/**
 * The official `shippo` SDK (2.x), only the calls the shop makes: shipments with rates, label
 * purchase (transactions), one rate, carrier accounts (to check the key) and refunds. Every failure
 * comes out as a ShippingUpstreamError.
 */
export class ShippoClient {
  readonly sdk: Shippo
  readonly mode: "test" | "live"

  constructor(readonly options: { apiKey: string; apiUrl?: string; timeoutMs: number }) {
    this.sdk = new Shippo({
      apiKeyHeader: options.apiKey,
      ...(options.apiUrl ? { serverURL: options.apiUrl } : {}),
      timeoutMs: options.timeoutMs,
      retryConfig: { strategy: "none" },
    })
    this.mode = options.apiKey.startsWith("shippo_live_") ? "live" : "test"
  }

  protected async call<T>(fn: () => Promise<T>): Promise<T> {
    try {
      return await fn()
    } catch (e) {
      throw toUpstreamError(e, this.options.timeoutMs)
    }
  }

  /** Rates for one parcel from `from` to `to` (Shippo's shipment, answered at once: async false). */
  async createShipment(input: { from: ShippoAddressInput; to: ShippoAddressInput; parcel: ShippoParcelInput; metadata?: string }) {
    const p = input.parcel
    const parcel =
      "template" in p
        ? { template: p.template as any, weight: String(p.weightLb), massUnit: "lb" as const }
        : {
            length: String(p.length),
            width: String(p.width),
            height: String(p.height),
            distanceUnit: "in" as const,
            weight: String(p.weightLb),
            massUnit: "lb" as const,
          }
    const shipment = await this.call(() =>
      this.sdk.shipments.create({
        addressFrom: clean(input.from),
        addressTo: clean(input.to),
        parcels: [parcel],
        async: false,
        ...(input.metadata ? { metadata: input.metadata.slice(0, 100) } : {}),
      })
    )
    const messages = messagesOf(shipment.messages)
    if (shipment.status === "ERROR") {
      throw new ShippingUpstreamError("error", messages.join("; ") || "Shippo could not rate this shipment.")
    }
    return { id: shipment.objectId, rates: shipment.rates.map(rateView), messages }
  }

  /**
   * Buys the label of a rate (PNG); anything but SUCCESS is an error with Shippo's messages. When
   * the purchase times out or the connection drops, Shippo may still have bought it: its labels for
   * that rate are looked up before giving up, so a retry never pays for a second label.
   */
  async buyLabel(rateId: string, metadata?: string): Promise<ShippoLabelView> {
    const tx = await this.call(() =>
      this.sdk.transactions.create({
        rate: rateId,
        labelFileType: "PNG",
        async: false,
        ...(metadata ? { metadata: metadata.slice(0, 100) } : {}),
      })
    ).catch(async (e: ShippingUpstreamError) => {
      if (e.kind !== "timeout" && e.kind !== "unreachable") throw e
      const bought = await this.boughtLabelOf(rateId).catch(() => null)
      if (!bought) throw e
      return bought
    })
    return labelView(tx)
  }

  /** The label Shippo bought for this rate on an earlier attempt whose answer was lost, or null. */
  async findBoughtLabel(rateId: string): Promise<ShippoLabelView | null> {
    const tx = await this.boughtLabelOf(rateId)
    return tx ? labelView(tx) : null
  }

  /** A label Shippo has already bought for this rate (a purchase whose answer was lost), or null. */
  async boughtLabelOf(rateId: string) {
    const page = await this.call(() => this.sdk.transactions.list({ rate: rateId, objectStatus: "SUCCESS", results: 5 }))
    return (page.results ?? []).find((t) => t.status === "SUCCESS" && t.trackingNumber && t.labelUrl) ?? null
  }

  async getRate(rateId: string): Promise<ShippoRateView> {
    return rateView(await this.call(() => this.sdk.rates.get(rateId)))
  }

  /** One cheap authenticated call; throws (kind "auth" for a refused key) when it fails. */
  async checkKey(): Promise<void> {
    await this.call(() => this.sdk.carrierAccounts.list({ results: 1 }))
  }

  /** Asks Shippo to refund (void) a label; answers Shippo's refund status. */
  async refund(transactionId: string): Promise<string> {
    const refund = await this.call(() => this.sdk.refunds.create({ transaction: transactionId, async: false }))
    return refund.status ?? "QUEUED"
  }
}
