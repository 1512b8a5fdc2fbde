import type { MedusaContainer } from "@medusajs/framework/types"
import type { ShipRate, ShipTo } from "../legacy/mappers/shipping"

/**
 * medusa-backend's shipping module (src/modules/shipping), the carrier gateway, resolved by name:
 * Shippo with SHIPPO_API_KEY, the offline sandbox without. It quotes rates and buys, reads and
 * refunds labels; it knows nothing of orders.
 */
export const SHIPPING_MODULE = "shipping"

export type ShipMode = "sandbox" | "test" | "live"
export type Dimensions = { length?: unknown; width?: unknown; height?: unknown }
export type Parcel = {
  package: { key: string; label: string; carriers: "all" | "usps"; template?: string; maxWeightLb: number }
  weightLb: number
  dimensions: { length: number; width: number; height: number }
}

/** A label bought from Shippo (or made by the sandbox), as the shipping module answers it. */
export type BoughtLabel = {
  transactionId: string
  trackingNumber: string
  trackingUrl: string
  labelUrl: string
  labelFileId: string | null
  carrierLabelUrl: string | null
  carrier: string | null
  service: string | null
  amount: string | null
  currency: string | null
  packageType: string | null
  sample: boolean
}

/** The calls of the shipping module the shop's shipping desk makes. */
export type ShippingService = {
  readonly mode: ShipMode
  resolveParcel(packageType: unknown, weight: unknown, dimensions?: Dimensions | null): Parcel
  flatRateBoxForQuantity(totalQuantity: number): string
  publishedFlatRates(packageType: unknown): ShipRate[]
  quoteRates(input: { to: ShipTo; packageType: unknown; weight: unknown; dimensions?: Dimensions | null; reference?: string }): Promise<{
    rates: ShipRate[]
    messages: string[]
    mode: ShipMode
    packageType: string
    weightLb: number
  }>
  checkApiKey(): Promise<{ isValid: boolean; mode: ShipMode; message: string; details?: string }>
  readLabel(ref: { fileId?: string | null; url?: string | null }): Promise<Buffer>
  listPackageTypes(): { key: string; label: string; maxWeightLb: number }[]
  /** `lookUpFirst`: answer the label Shippo already bought for this rate, if any, before buying (a retry). */
  buyLabel(input: {
    rateId: string
    packageType?: string | null
    orderNumber?: number | null
    to: ShipTo
    rate?: Partial<ShipRate> | null
    lookUpFirst?: boolean
  }): Promise<BoughtLabel>
  /** Refunds (voids) a Shippo label; null when there is nothing to refund (a sandbox label). */
  refundLabel(transactionId: string | null | undefined): Promise<string | null>
}

export const shippingService = (scope: MedusaContainer) => scope.resolve<ShippingService>(SHIPPING_MODULE)
