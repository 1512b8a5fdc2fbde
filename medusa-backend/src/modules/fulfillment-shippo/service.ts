import { container as appContainer } from "@medusajs/framework"
import { AbstractFulfillmentProviderService, MedusaError } from "@medusajs/framework/utils"
import type {
  CalculatedShippingOptionPrice,
  CreateFulfillmentResult,
  FulfillmentOption,
  Logger,
} from "@medusajs/framework/types"
import { SHIPPING_MODULE } from "../shipping"
import type ShippingModuleService from "../shipping/service"
import type { ShipToAddress } from "../shipping/service"
import type { ShippoFulfillmentData, ShippoOptions } from "./types"

type Cradle = { logger?: Logger }

/**
 * What the shop passes to Medusa's createOrderFulfillmentWorkflow as `additional_data` (forwarded
 * as-is to createFulfillment in 2.21) to buy the label of a rate staff chose.
 */
export type ShippoAdditionalData = {
  shipping_rate_id?: string
  package_type?: string
  /** The rate as quoted (provider, service, amount), so Shippo need not be asked again. */
  rate?: Record<string, unknown>
}

type AddressLike = {
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  province?: string | null
  postal_code?: string | null
  country_code?: string | null
  phone?: string | null
}

/** A Medusa address (order shipping address, fulfillment delivery address) as Shippo's. */
export function toShipTo(a: AddressLike | null | undefined, email?: string | null): ShipToAddress | null {
  if (!a || !a.address_1) return null
  const name = [a.first_name, a.last_name].filter(Boolean).join(" ").trim()
  return {
    name: name || undefined,
    company: a.company || undefined,
    street1: a.address_1 || undefined,
    street2: a.address_2 || undefined,
    city: a.city || undefined,
    state: a.province ? a.province.toUpperCase() : undefined,
    zip: a.postal_code || undefined,
    country: (a.country_code || "us").toUpperCase(),
    phone: a.phone || undefined,
    email: email || undefined,
  }
}

/**
 * Fulfillment provider `shippo_shippo` (identifier "shippo"). The seeded "Standard Delivery" option
 * uses it, so every order's fulfillment goes through here: given the rate staff chose (in
 * `additional_data.shipping_rate_id`, or the shipping method's `data`), createFulfillment buys the
 * label through the shipping module (Shippo, or the sandbox's sample label) and answers it as the
 * fulfillment's label, which Medusa's admin shows. A fulfillment created without a rate (e.g. from
 * Medusa's admin) gets no label, like the manual provider: labels are bought in the shop's shipping
 * screens, never by surprise. Canceling a fulfillment refunds its Shippo label.
 */
class ShippoFulfillmentProviderService extends AbstractFulfillmentProviderService {
  static identifier = "shippo"

  protected readonly logger_?: Logger

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

  constructor(cradle: Cradle = {}, _options: ShippoOptions = {}) {
    super()
    try {
      this.logger_ = cradle?.logger
    } catch {
      this.logger_ = undefined
    }
  }

  /** The app's shipping module, resolved at call time (a provider only sees the fulfillment module's container). */
  protected shipping(): ShippingModuleService {
    return appContainer.resolve<ShippingModuleService>(SHIPPING_MODULE)
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

  async createFulfillment(
    data: Record<string, unknown>,
    _items: unknown[],
    order: Record<string, any> | undefined,
    fulfillment: Record<string, any>,
    additionalData?: Record<string, unknown>
  ): Promise<CreateFulfillmentResult> {
    const extra = (additionalData ?? {}) as ShippoAdditionalData
    const rateId = extra.shipping_rate_id ?? (typeof data?.shipping_rate_id === "string" ? data.shipping_rate_id : undefined)
    if (!rateId) {
      return { data: { ...(data ?? {}), label: "none" }, labels: [] }
    }
    // The shop's label call buys first and answers at once, then records the bought label here.
    const bought = (extra as { bought_label?: Record<string, any> }).bought_label
    if (bought?.tracking_number && bought?.label_url) {
      return {
        data: { ...(data ?? {}), ...bought, shipping_rate_id: rateId },
        labels: [{ tracking_number: bought.tracking_number, tracking_url: bought.tracking_url ?? "", label_url: bought.label_url }],
      }
    }
    const to = toShipTo(fulfillment?.delivery_address ?? order?.shipping_address, order?.email)
    const label = await this.shipping().buyLabel({
      rateId,
      packageType: extra.package_type ?? (data?.package_type as string | undefined),
      orderNumber: order?.display_id ?? null,
      to,
      rate: (extra.rate as any) ?? null,
    })
    const stored: ShippoFulfillmentData = {
      ...(data ?? {}),
      shipping_rate_id: rateId,
      package_type: label.packageType ?? undefined,
      transaction_id: label.transactionId,
      carrier: label.carrier ?? undefined,
      service: label.service ?? undefined,
      amount: label.amount ?? undefined,
      currency: label.currency ?? undefined,
      tracking_number: label.trackingNumber,
      tracking_url: label.trackingUrl,
      label_url: label.labelUrl,
      label_file_id: label.labelFileId ?? undefined,
      carrier_label_url: label.carrierLabelUrl ?? undefined,
      sample: label.sample,
    }
    return {
      data: stored,
      labels: [{ tracking_number: label.trackingNumber, tracking_url: label.trackingUrl, label_url: label.labelUrl }],
    }
  }

  /** Refunds the Shippo label of a canceled fulfillment (and of a fulfillment step rolled back). */
  async cancelFulfillment(data: Record<string, unknown>): Promise<Record<string, unknown>> {
    const transactionId = typeof data?.transaction_id === "string" ? data.transaction_id : null
    if (!transactionId) return {}
    try {
      const status = await this.shipping().refundLabel(transactionId)
      return status ? { refund_status: status } : {}
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
