import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { loadShipFrom } from "../shop-settings/shop-facts"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { ESTIMATED_WEIGHT_LB, SHIPPING_ERRORS } from "@shop/contract"
import { shipToFromEntry, shipToFromMedusaAddress, type ShipRate, type ShipTo } from "./shipping-mapper"
import { entryOf, type StaffEntry } from "../orders/staff-orders"
import { shippingService, type Dimensions, type Parcel } from "./shipping-module"

/** Rates stay comparable (and buyable) this long. */
export const RATES_TTL_S = 10 * 60
/** The flat-rate screens and the direct USPS label estimate every parcel at 2 lb (spec point 9): the contract's. */
export { ESTIMATED_WEIGHT_LB }

const cache = (scope: MedusaContainer) => scope.resolve<ICacheService>(Modules.CACHE)

/** `from`: the ship-from's ZIP code: rates quoted before an admin moved the ship-from are not reused. */
const ratesKey = (orderId: string | number, parcel: Parcel, from = "") => {
  const d = parcel.package.key === "custom_package" ? `:${parcel.dimensions.length}x${parcel.dimensions.width}x${parcel.dimensions.height}` : ""
  return `compat-api:shipping:rates:${orderId}:${parcel.package.key}:${parcel.weightLb}${d}${from ? `:from-${from}` : ""}`
}
/** Every rate quoted for an order (id → rate), so a label purchase knows the rate it buys. */
const quotedKey = (orderId: string | number) => `compat-api:shipping:quoted:${orderId}`

type CachedQuote = { rates: ShipRate[]; messages: string[] }

/** Where the order ships to: Medusa's order address once placed, else the shopper's one-line address. */
export async function shipToOf(scope: MedusaContainer, entry: StaffEntry): Promise<ShipTo> {
  if (entry.order_id) {
    const query = scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "order",
      fields: ["id", "email", "shipping_address.*"],
      filters: { id: entry.order_id },
    })
    const to = shipToFromMedusaAddress((data[0] as any)?.shipping_address, (data[0] as any)?.email)
    if (to) return to
  }
  return shipToFromEntry(entry)
}

/**
 * POST /api/shipping/shippo/get-rates: every carrier's rates for the order's parcel, cheapest
 * first, cached per order, package and weight for 10 minutes (a cached answer reads no order and
 * calls nobody). An empty list is not cached.
 */
export async function ratesForOrder(
  scope: MedusaContainer,
  input: { orderId: string | number; packageType: unknown; weight: unknown; dimensions?: Dimensions | null }
): Promise<CachedQuote & { cached: boolean; parcel: Parcel }> {
  const shipping = shippingService(scope)
  const parcel = shipping.resolveParcel(input.packageType, input.weight, input.dimensions)
  const from = await loadShipFrom(scope)
  const key = ratesKey(input.orderId, parcel, from.zip)
  const hit = await cache(scope).get<CachedQuote>(key)
  if (hit?.rates?.length) {
    return { ...hit, cached: true, parcel }
  }
  const entry = await entryOf(scope, input.orderId)
  const quote = await shipping.quoteRates({
    to: await shipToOf(scope, entry),
    packageType: parcel.package.key,
    weight: parcel.weightLb,
    dimensions: parcel.dimensions,
    reference: `Order ${entry.order_display_id}`,
    from,
  })
  const result = { rates: quote.rates, messages: quote.messages }
  if (quote.rates.length) {
    await cache(scope).set(key, result, RATES_TTL_S)
    const known = (await cache(scope).get<Record<string, ShipRate>>(quotedKey(input.orderId))) ?? {}
    for (const r of quote.rates) known[r.id] = r
    await cache(scope).set(quotedKey(input.orderId), known, RATES_TTL_S)
  }
  return { ...result, cached: false, parcel }
}

/** A rate quoted for the order in the last 10 minutes, or null. */
export async function quotedRate(scope: MedusaContainer, orderId: string | number, rateId: string): Promise<ShipRate | null> {
  const known = await cache(scope).get<Record<string, ShipRate>>(quotedKey(orderId))
  return known?.[rateId] ?? null
}

/**
 * The rate comparison's answer (POST /api/shipping/shippo/get-rates and the admin's rates call):
 * `{ success, rates, cached }`, or no rates with the spec's message and the carriers' words.
 */
export async function compareRates(
  scope: MedusaContainer,
  input: { orderId: string | number; packageType: unknown; estimatedWeight: unknown; dimensions?: Dimensions | null }
) {
  const quote = await ratesForOrder(scope, { orderId: input.orderId, packageType: input.packageType, weight: input.estimatedWeight, dimensions: input.dimensions })
  if (!quote.rates.length) {
    return { success: true, rates: [], message: SHIPPING_ERRORS.noRates, details: quote.messages.join("; ") || undefined }
  }
  return { success: true, rates: quote.rates, cached: quote.cached }
}
