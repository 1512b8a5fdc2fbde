/**
 * The rates step's logic: rate order, badges, days and the carrier filter (spec points 3 and 4).
 * Pure functions both back offices draw with their own components and words.
 */
import { carrierService, DEFAULT_ESTIMATED_DAYS } from "@shop/contract"

/** A rate as a back office holds it: the contract's Rate, lenient about the server's alternative names. */
export type RateLike = {
  id: string
  provider: string
  service?: string | null
  service_name?: string | null
  amount?: string | number | null
  rate?: string | number | null
  estimated_days?: number | null
  arrives_by?: string | null
  attributes?: readonly string[] | null
  isBestValue?: boolean
  isRecommended?: boolean
  isFastest?: boolean
  isLowestPrice?: boolean
}

export const rateAmount = (r: RateLike) => Number(r.amount ?? r.rate ?? NaN)
export const rateService = (r: RateLike) => r.service || r.service_name || ""

/** Spec point 3: a carrier that gives no estimate delivers in 3 days. */
export const rateDays = (r: RateLike) => (typeof r.estimated_days === "number" && Number.isFinite(r.estimated_days) ? r.estimated_days : DEFAULT_ESTIMATED_DAYS)
/** The rate's arrival date when the carrier gave a readable one, else null (then its days are shown). */
export const rateArrivesBy = (r: RateLike): Date | null => (r.arrives_by && !Number.isNaN(Date.parse(r.arrives_by)) ? new Date(r.arrives_by) : null)

/** The badges, in the order of spec point 4; i18n keys `rates.badges.<badge>`. */
export const RATE_BADGES = ["bestValue", "recommended", "fastest", "cheapest"] as const
export type RateBadge = (typeof RATE_BADGES)[number]

/** Spec point 4: one badge per rate, BEST VALUE before RECOMMENDED before FASTEST before CHEAPEST. */
export function rateBadge(r: RateLike): RateBadge | null {
  const attrs = r.attributes ?? []
  if (r.isBestValue || attrs.includes("BESTVALUE")) return "bestValue"
  if (r.isRecommended) return "recommended"
  if (r.isFastest || attrs.includes("FASTEST")) return "fastest"
  if (r.isLowestPrice || attrs.includes("CHEAPEST")) return "cheapest"
  return null
}

/** Spec point 3: rates cheapest first (the server sorts them; a client sorting again changes nothing). */
export const sortRates = <R extends RateLike>(rates: readonly R[]): R[] => [...rates].sort((a, b) => rateAmount(a) - rateAmount(b))

/** The carriers in the order of the (price-sorted) list, each once. */
export const carriersOf = (rates: readonly RateLike[]): string[] => [...new Set(rates.map((r) => r.provider).filter(Boolean))]

/** Spec point 4: after rates arrive the first carrier in the list is the active filter (null: All Carriers). */
export const firstCarrier = (rates: readonly RateLike[]): string | null => carriersOf(rates)[0] ?? null

/**
 * The rates step as the screen shows it: the carrier filter's buttons (each carrier, then All
 * Carriers as `carrier: null`; the active one pressed), the rates of the active filter (all for
 * null) and the chosen rate if the filter still shows it (else none: Create stays disabled).
 */
export function rateStep<R extends RateLike>(rates: readonly R[], carrier: string | null, rateId: string | null) {
  const shown = carrier ? rates.filter((r) => r.provider === carrier) : [...rates]
  const chosen = shown.find((r) => r.id === rateId) ?? null
  const filters = [...carriersOf(rates), null].map((c) => ({ carrier: c, pressed: c === carrier }))
  return { filters, shown, chosen, chosenId: chosen?.id ?? null }
}

/**
 * What staff confirm before a label is bought (issue 26 point 7), on every screen that buys one:
 * the rate's service in the carrier's words and its price in dollars (the buy.* texts).
 */
export const labelPurchase = (r: RateLike) => ({ price: rateAmount(r), service: carrierService(r.provider, rateService(r)) })
