import type { IFileModuleService, Logger } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { ShippoClient, type ShippoAddressInput, type ShippoRateView } from "../shippo-provider/client"
import { DEFAULT_SHIP_FROM, DEFAULT_TIMEOUT_MS, type ShipFromAddress, type ShippoOptions } from "../shippo-provider/types"
import { isUpstreamError, ShippingInputError, ShippingUpstreamError } from "./errors"
import { renderSampleLabel, type LabelAddress } from "./label/sample-label"
import {
  dimensionsText,
  flatRateBoxForQuantity,
  FLAT_RATE_ESTIMATED_WEIGHT_LB,
  PACKAGE_KEYS,
  PACKAGE_TYPES,
  packageOf,
  resolveParcel,
  type Dimensions,
  type PackageKey,
  type Parcel,
} from "./packages"
import { DEFAULT_ESTIMATED_DAYS, money, withFlags, type QuotedRate, type Rate } from "./rates"
import { SANDBOX_RATE_PREFIX, sampleTrackingNumber, sandboxRateById, sandboxRates, trackingUrlFor } from "./sandbox"
import { PRICES_EFFECTIVE, PRICES_SOURCE } from "./usps-flat-rate-prices"

type Cradle = { logger?: Logger; file?: IFileModuleService }

export type ShipMode = "sandbox" | "test" | "live"

/** The order's delivery address as Shippo reads it (country ISO-2). */
export type ShipToAddress = ShippoAddressInput

export type QuoteInput = {
  to: ShipToAddress
  packageType: unknown
  weight: unknown
  dimensions?: Partial<Record<keyof Dimensions, unknown>> | null
  /** Shown in Shippo's dashboard (e.g. "Order 1042"). */
  reference?: string
  /** The ship-from an admin saved (Shop settings); absent: the module's options (SHIP_FROM_*, the shop facts). */
  from?: ShipFromAddress | null
}

export type Quote = { rates: Rate[]; messages: string[]; mode: ShipMode; packageType: PackageKey; weightLb: number }

export type BuyLabelInput = {
  rateId: string
  packageType?: string
  orderNumber?: number | string | null
  /** For the sandbox's drawn label; Shippo already has the addresses of the rate's shipment. */
  to?: ShipToAddress | null
  /** What the caller knows of the rate (from the quote), to skip asking Shippo for it. */
  rate?: Partial<Rate> | null
  /** A retry: first look for the label Shippo may have bought on the attempt whose answer was lost. */
  lookUpFirst?: boolean
  /** The sandbox label's from-address as an admin saved it (Shop settings); absent: the module's options. */
  from?: ShipFromAddress | null
}

export type BoughtLabel = {
  transactionId: string
  status: "SUCCESS"
  trackingNumber: string
  trackingUrl: string
  /** A URL of this shop (Medusa's file module) when the label could be stored, else Shippo's. */
  labelUrl: string
  /** The label in Medusa's file module. */
  labelFileId: string | null
  /** Shippo's own label URL (null for sandbox labels). */
  carrierLabelUrl: string | null
  carrier: string | null
  service: string | null
  amount: string | null
  currency: string | null
  packageType: string | null
  /** A sandbox label: drawn here, no postage bought. */
  sample: boolean
}

export type ApiKeyStatus = { isValid: boolean; mode: ShipMode; message: string; details?: string }

/**
 * The shop's one shipping implementation, used by the shipping calls (compat-api resolves it as
 * "shipping") and by the `shippo` fulfillment provider: rates and labels through the official
 * Shippo SDK with SHIPPO_API_KEY, the offline sandbox without (USPS's published flat-rate prices,
 * sample UPS/FedEx rates, sample labels drawn here). Labels are stored by Medusa's file module.
 */
export default class ShippingModuleService {
  readonly mode: ShipMode
  readonly shipFrom: ShipFromAddress
  readonly timeoutMs: number
  protected readonly client_?: ShippoClient
  protected readonly cradle_: Cradle

  constructor(cradle: Cradle, options: ShippoOptions = {}) {
    this.cradle_ = cradle
    const timeoutMs = options?.timeoutMs ?? DEFAULT_TIMEOUT_MS
    if (!Number.isFinite(timeoutMs) || timeoutMs <= 0) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `shipping: SHIPPO_TIMEOUT_MS must be a positive number of milliseconds, got ${options?.timeoutMs}.`)
    }
    if (options?.apiUrl) {
      try {
        new URL(options.apiUrl)
      } catch {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `shipping: SHIPPO_API_URL is not a URL: ${options.apiUrl}`)
      }
    }
    this.timeoutMs = timeoutMs
    this.shipFrom = { ...DEFAULT_SHIP_FROM, ...Object.fromEntries(Object.entries(options?.shipFrom ?? {}).filter(([, v]) => v)) }
    if (options?.apiKey) {
      this.client_ = new ShippoClient({ apiKey: options.apiKey, apiUrl: options.apiUrl, timeoutMs })
      this.mode = this.client_.mode
    } else {
      this.mode = "sandbox"
    }
  }

  protected get logger(): Logger | undefined {
    try {
      return this.cradle_.logger
    } catch {
      return undefined
    }
  }

  /** Every package type with its limits (spec points 3 and 9). */
  listPackageTypes() {
    return PACKAGE_KEYS.map((k) => PACKAGE_TYPES[k])
  }

  /** The parcel for a package and weight, or a ShippingInputError (400) naming the problem. */
  resolveParcel(packageType: unknown, weight: unknown, dimensions?: QuoteInput["dimensions"]): Parcel {
    return resolveParcel(packageType, weight, dimensions)
  }

  /** Spec point 9: the USPS flat-rate box for a summed item quantity. */
  flatRateBoxForQuantity(totalQuantity: number): PackageKey {
    return flatRateBoxForQuantity(totalQuantity)
  }

  /** USPS's published Priority Mail Flat Rate retail price for a flat-rate package (no destination needed). */
  publishedFlatRates(packageType: unknown): Rate[] {
    const pkg = packageOf(packageType)
    if (pkg.carriers !== "usps") {
      throw new ShippingInputError(`${pkg.label} is not a USPS flat-rate package.`)
    }
    return sandboxRates(resolveParcel(pkg.key, FLAT_RATE_ESTIMATED_WEIGHT_LB))
  }

  pricesSource() {
    return { source: PRICES_SOURCE, effective: PRICES_EFFECTIVE }
  }

  /** Rates for one parcel to `to`, sorted by price with the flags. */
  async quoteRates(input: QuoteInput): Promise<Quote> {
    const parcel = resolveParcel(input.packageType, input.weight, input.dimensions)
    const base = { mode: this.mode, packageType: parcel.package.key, weightLb: parcel.weightLb }
    if (!this.client_) {
      return { ...base, rates: sandboxRates(parcel), messages: [] }
    }
    const pkg = parcel.package
    const shipment = await this.client_.createShipment({
      from: input.from ?? this.shipFrom,
      to: input.to,
      parcel: pkg.template
        ? { template: pkg.template, weightLb: parcel.weightLb }
        : { ...parcel.dimensions, weightLb: parcel.weightLb },
      metadata: input.reference,
    })
    const quoted = shipment.rates
      .filter((r) => pkg.carriers === "all" || r.provider.toUpperCase() === "USPS")
      .map((r) => fromShippoRate(r, parcel))
    return { ...base, rates: withFlags(quoted), messages: shipment.messages }
  }

  /**
   * Buys the label of a quoted rate: Shippo's transaction (PNG) with a key, else the sandbox's
   * sample label (a 4 × 6 in PDF). The label file is kept by Medusa's file module so its URL is the shop's.
   */
  async buyLabel(input: BuyLabelInput): Promise<BoughtLabel> {
    if (typeof input.rateId !== "string" || !input.rateId) {
      throw new ShippingInputError("Please select a shipping rate.")
    }
    const reference = input.orderNumber != null ? `Order ${input.orderNumber}` : undefined
    if (!this.client_) {
      return this.buySandboxLabel(input)
    }
    if (input.rateId.startsWith(SANDBOX_RATE_PREFIX)) {
      throw new ShippingInputError("This rate is a sample price, not a Shippo quote: compare carrier rates for the order again.")
    }
    const earlier = input.lookUpFirst ? await this.client_.findBoughtLabel(input.rateId) : null
    const label = earlier ?? (await this.client_.buyLabel(input.rateId, reference))
    let rate: Partial<Rate> | ShippoRateView | null | undefined = input.rate ?? label.rate
    if (!rate?.provider) {
      rate = await this.client_.getRate(input.rateId).catch((e) => {
        this.logger?.warn(`shipping: could not read rate ${input.rateId} after buying its label: ${(e as Error).message}`)
        return null
      })
    }
    const stored = await this.mirrorLabel(label.labelUrl, input.orderNumber)
    return {
      transactionId: label.transactionId,
      status: "SUCCESS",
      trackingNumber: label.trackingNumber,
      trackingUrl: label.trackingUrl,
      labelUrl: stored?.url ?? label.labelUrl,
      labelFileId: stored?.id ?? null,
      carrierLabelUrl: label.labelUrl,
      carrier: rate?.provider ?? null,
      service: (rate as Partial<Rate>)?.service ?? (rate as ShippoRateView)?.serviceName ?? null,
      amount: rate?.amount ?? null,
      currency: rate?.currency ?? null,
      packageType: input.packageType ?? null,
      sample: false,
    }
  }

  /** Whether the shop can buy labels, and in which mode (sandbox: no key; test/live by the key). */
  async checkApiKey(): Promise<ApiKeyStatus> {
    if (!this.client_) {
      return {
        isValid: true,
        mode: "sandbox",
        message:
          "Sandbox mode: no SHIPPO_API_KEY is set. Rates are USPS's published flat-rate prices and sample UPS/FedEx rates; labels are samples (SAMPLE – NOT FOR SHIPPING).",
      }
    }
    try {
      await this.client_.checkKey()
      return {
        isValid: true,
        mode: this.mode,
        message:
          this.mode === "live"
            ? "Shippo live key: labels are real and charged to the Shippo account."
            : "Shippo test key: rates and labels come from Shippo's test mode, no postage is charged.",
      }
    } catch (e) {
      if (!isUpstreamError(e)) throw e
      return {
        isValid: false,
        mode: this.mode,
        message: e.kind === "auth" ? "API Key Error: Shippo refused the API key." : "API Key Error: Shippo could not be reached to check the key.",
        details: e.details,
      }
    }
  }

  /** Refunds (voids) a Shippo label; sandbox labels cost nothing. Null when there is nothing to do. */
  async refundLabel(transactionId: string | null | undefined): Promise<string | null> {
    if (!this.client_ || !transactionId || transactionId.startsWith("sandbox_")) return null
    return this.client_.refund(transactionId)
  }

  /** The label file: from the file module when stored here, else downloaded from its URL (Shippo's). */
  async readLabel(ref: { fileId?: string | null; url?: string | null }): Promise<Buffer> {
    if (ref.fileId && this.cradle_.file) {
      try {
        return await this.cradle_.file.getAsBuffer(ref.fileId)
      } catch (e) {
        if (!ref.url) throw e
      }
    }
    if (!ref.url) {
      throw new MedusaError(MedusaError.Types.NOT_FOUND, "This order has no shipping label.")
    }
    let res: Response
    try {
      res = await fetch(ref.url, { signal: AbortSignal.timeout(this.timeoutMs) })
    } catch (e) {
      throw new ShippingUpstreamError((e as Error).name === "TimeoutError" ? "timeout" : "unreachable", `Could not download the label: ${(e as Error).message}`)
    }
    if (!res.ok) {
      throw new ShippingUpstreamError("error", `The label's address answered HTTP ${res.status}.`)
    }
    return Buffer.from(await res.arrayBuffer())
  }

  protected async buySandboxLabel(input: BuyLabelInput): Promise<BoughtLabel> {
    const found = sandboxRateById(input.rateId)
    if (!found) {
      throw new ShippingInputError("This shipping rate is unknown or has expired: compare carrier rates again.")
    }
    const { rate, parcel } = found
    const trackingNumber = sampleTrackingNumber(input.orderNumber)
    const pdf = await renderSampleLabel({
      from: input.from ?? this.shipFrom,
      to: labelAddress(input.to),
      carrier: rate.provider,
      service: rate.service,
      packageLabel: PACKAGE_TYPES[rate.box_type as PackageKey]?.label ?? parcel.package.label,
      dimensions: rate.dimensions,
      weightLb: parcel.weightLb,
      trackingNumber,
      orderNumber: input.orderNumber ?? "-",
    })
    const stored = await this.storeLabel(pdf, input.orderNumber)
    return {
      transactionId: `sandbox_${trackingNumber}`,
      status: "SUCCESS",
      trackingNumber,
      trackingUrl: trackingUrlFor(rate.provider, trackingNumber),
      labelUrl: stored.url,
      labelFileId: stored.id,
      carrierLabelUrl: null,
      carrier: rate.provider,
      service: rate.service,
      amount: rate.amount,
      currency: rate.currency,
      packageType: input.packageType ?? parcel.package.key,
      sample: true,
    }
  }

  /**
   * Stores a label file (the sandbox's PDF or Shippo's PNG) as shipping-label-order-{number}.pdf/.png,
   * private: it holds the customer's address. Its URL is the shop's label route (staff only, read
   * back with readLabel), never the file's own address (refused on S3, not served from the local folder).
   */
  protected async storeLabel(body: Buffer, orderNumber: unknown): Promise<{ id: string; url: string }> {
    const file = this.cradle_.file
    if (!file) {
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "shipping: Medusa's file module is not available to store the label.")
    }
    const type = labelFileType(body)
    if (!type) {
      throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "shipping: the label is neither a PDF nor a PNG file.")
    }
    const name = String(orderNumber ?? "").replace(/[^\w-]/g, "") || "order"
    const stored = await file.createFiles({
      filename: `shipping-label-order-${name}.${type.extension}`,
      mimeType: type.mimeType,
      content: body.toString("base64"),
      access: "private",
    })
    return { id: stored.id, url: name === "order" ? stored.url : labelRouteUrl(name, type.extension) }
  }

  /** A copy of Shippo's label in the file module (so Download and Print stay on the shop); null if that fails. */
  protected async mirrorLabel(url: string, orderNumber: unknown): Promise<{ id: string; url: string } | null> {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(Math.min(this.timeoutMs, 5000)) })
      const body = res.ok ? Buffer.from(await res.arrayBuffer()) : null
      if (!body || !labelFileType(body)) {
        this.logger?.warn(`shipping: Shippo's label ${url} is not a PNG or PDF (HTTP ${res.status}); the order keeps Shippo's URL.`)
        return null
      }
      return await this.storeLabel(body, orderNumber)
    } catch (e) {
      this.logger?.warn(`shipping: could not copy Shippo's label ${url}: ${(e as Error).message}; the order keeps Shippo's URL.`)
      return null
    }
  }
}

/**
 * The shop's address of an order's label: GET /api/shipping/labels/{number} (staff session), shown
 * in the browser (`inline`); the file name keeps the .pdf/.png the label history reads.
 */
export const labelRouteUrl = (orderNumber: string | number, extension: "pdf" | "png") =>
  `/api/shipping/labels/${encodeURIComponent(String(orderNumber))}?inline=shipping-label-order-${orderNumber}.${extension}`

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A label file's type by its first bytes: the sandbox's PDF, Shippo's PNG, else null. */
export function labelFileType(body: Buffer): { mimeType: "application/pdf" | "image/png"; extension: "pdf" | "png" } | null {
  if (body.subarray(0, 5).toString("latin1") === "%PDF-") return { mimeType: "application/pdf", extension: "pdf" }
  if (body.subarray(0, 8).equals(PNG_SIGNATURE)) return { mimeType: "image/png", extension: "png" }
  return null
}

function labelAddress(a: ShipToAddress | null | undefined): LabelAddress {
  return a ? { ...a } : { name: "(no address)" }
}

/** A Shippo rate in the shop's Rate shape (before sorting and flags). */
export function fromShippoRate(r: ShippoRateView, parcel: Parcel): QuotedRate {
  const amount = money(Number(r.amount))
  return {
    id: r.objectId,
    provider: r.provider,
    service: r.serviceName,
    service_name: r.serviceName,
    amount,
    rate: amount,
    currency: r.currency || "USD",
    description: parcel.package.label,
    box_type: parcel.package.key,
    estimated_days: r.estimatedDays ?? DEFAULT_ESTIMATED_DAYS,
    arrives_by: r.arrivesBy ?? null,
    attributes: r.attributes,
    dimensions: dimensionsText(parcel.dimensions),
    sample: false,
  }
}
