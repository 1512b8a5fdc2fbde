import { AbstractFulfillmentProviderService, MedusaError } from "@medusajs/framework/utils"
import type {
  CalculatedShippingOptionPrice,
  CreateFulfillmentResult,
  FulfillmentOption,
  Logger,
} from "@medusajs/framework/types"
import { ShippoClient } from "./client"
import { DEFAULT_TIMEOUT_MS, type ShippoFulfillmentData, type ShippoOptions } from "./types"

type Cradle = { logger?: Logger }

/**
 * What the shop's buyShippingLabelWorkflow (compat-api) passes to Medusa's
 * createOrderFulfillmentWorkflow as `additional_data` (forwarded as-is to createFulfillment in
 * 2.21): the label it bought for the rate staff chose.
 */
export type ShippoAdditionalData = {
  shipping_rate_id?: string
  package_type?: string
  /** The bought label as the fulfillment keeps it (ShippoFulfillmentData: tracking number, label URL, transaction …). */
  bought_label?: ShippoFulfillmentData
}

/**
 * Fulfillment provider `shippo_shippo` (identifier "shippo"), Medusa's side of the shop's labels:
 * the seeded "Standard Delivery" option uses it, so every order's fulfillment goes through here.
 * It buys nothing: the shop's buyShippingLabelWorkflow buys the label through the shipping module
 * and hands it over (`additional_data.bought_label`), and createFulfillment stores it as the
 * fulfillment's label, which Medusa's admin shows. A fulfillment made without one (e.g. in
 * Medusa's admin) gets no label, like the manual provider. Canceling a fulfillment refunds its
 * Shippo label, with a Shippo client of its own (a provider sees only the fulfillment module's
 * container, not the shipping module).
 */
class ShippoFulfillmentProviderService extends AbstractFulfillmentProviderService {
  static identifier = "shippo"

  protected readonly logger_?: Logger
  protected readonly client_?: ShippoClient

  static validateOptions(options: Record<string, unknown>): void {
    const { apiKey, apiUrl, timeoutMs } = (options ?? {}) as ShippoOptions
    if (apiKey !== undefined && (typeof apiKey !== "string" || !/^shippo_(test|live)_\w+/.test(apiKey))) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "shippo: SHIPPO_API_KEY must be a Shippo API token (shippo_test_… or shippo_live_…).")
    }
    if (apiUrl !== undefined) {
      try {
        new URL(String(apiUrl))
      } catch {
        throw new MedusaError(MedusaError.Types.INVALID_DATA, `shippo: SHIPPO_API_URL is not a URL: ${apiUrl}`)
      }
    }
    if (timeoutMs !== undefined && !(Number.isFinite(Number(timeoutMs)) && Number(timeoutMs) > 0)) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, `shippo: SHIPPO_TIMEOUT_MS must be a positive number, got ${timeoutMs}.`)
    }
  }

  constructor(cradle: Cradle = {}, options: ShippoOptions = {}) {
    super()
    try {
      this.logger_ = cradle?.logger
    } catch {
      this.logger_ = undefined
    }
    if (options?.apiKey) {
      this.client_ = new ShippoClient({ apiKey: options.apiKey, apiUrl: options.apiUrl, timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUT_MS })
    }
  }

  async getFulfillmentOptions(): Promise<FulfillmentOption[]> {
    return [
      { id: "shippo-label", name: "Shippo label (carrier and rate chosen in the shop's shipping screens)" },
      { id: "shippo-return", name: "Shippo return", is_return: true },
    ]
  }

  async validateOption(_data: Record<string, unknown>): Promise<boolean> {
    return true
  }

  /** The shipping method keeps what the cart sent (e.g. a preselected `shipping_rate_id`). */
  async validateFulfillmentData(_optionData: Record<string, unknown>, data: Record<string, unknown>): Promise<Record<string, unknown>> {
    return { ...(data ?? {}) }
  }

  /** The delivery fee is the option's flat price rules (0 / 10 / 15), never a carrier quote. */
  async canCalculate(): Promise<boolean> {
    return false
  }

  async calculatePrice(): Promise<CalculatedShippingOptionPrice> {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "shippo: the delivery fee is a flat price; it is not calculated.")
  }

  /** Stores the label the shop bought (`additional_data.bought_label`) as the fulfillment's label; without one, no label. */
  async createFulfillment(
    data: Record<string, unknown>,
    _items: unknown[],
    _order: Record<string, any> | undefined,
    _fulfillment: Record<string, any>,
    additionalData?: Record<string, unknown>
  ): Promise<CreateFulfillmentResult> {
    const extra = (additionalData ?? {}) as ShippoAdditionalData
    const bought = extra.bought_label
    if (!bought?.tracking_number || !bought?.label_url) {
      return { data: { ...(data ?? {}), label: "none" }, labels: [] }
    }
    const stored: ShippoFulfillmentData = {
      ...(data ?? {}),
      ...bought,
      shipping_rate_id: extra.shipping_rate_id ?? bought.shipping_rate_id,
    }
    return {
      data: stored,
      labels: [{ tracking_number: bought.tracking_number, tracking_url: bought.tracking_url ?? "", label_url: bought.label_url }],
    }
  }

  /** Refunds the Shippo label of a canceled fulfillment (and of a fulfillment step rolled back). */
  async cancelFulfillment(data: Record<string, unknown>): Promise<Record<string, unknown>> {
    const transactionId = typeof data?.transaction_id === "string" ? data.transaction_id : null
    // Sandbox labels (sandbox_…) cost nothing; without a key there is no Shippo to ask.
    if (!transactionId || transactionId.startsWith("sandbox_") || !this.client_) return {}
    try {
      const status = await this.client_.refund(transactionId)
      return { refund_status: status }
    } catch (e) {
      // The fulfillment is canceled either way; a label that could not be voided shows in Shippo.
      this.logger_?.warn(`shippo: could not refund the label of transaction ${transactionId}: ${(e as Error).message}`)
      return { refund_error: (e as Error).message }
    }
  }

  async createReturnFulfillment(): Promise<CreateFulfillmentResult> {
    return { data: {}, labels: [] }
  }
}

export default ShippoFulfillmentProviderService
