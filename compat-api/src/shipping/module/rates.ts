import type { Rate, RateAttribute } from "@shop/contract"

/** The rate the shipping screens read is the contract's (docs/back-office-api.md, Shipping: Rate). */
export type { Rate, RateAttribute } from "@shop/contract"

export type QuotedRate = Omit<Rate, "isBestValue" | "isRecommended" | "isFastest" | "isLowestPrice">

/** Spec's default when a carrier gives no estimate. */
export { DEFAULT_ESTIMATED_DAYS } from "@shop/contract"
/** The shop promises delivery in 1–3 business days (spec point 1). */
export const PROMISED_DAYS = 3

const price = (r: QuotedRate) => Number(r.amount)

/** Cheapest first; equal prices: faster first, then by carrier and service. */
export function compareRates(a: QuotedRate, b: QuotedRate): number {
  return (
    price(a) - price(b) ||
    a.estimated_days - b.estimated_days ||
    a.provider.localeCompare(b.provider) ||
    a.service.localeCompare(b.service)
  )
}

/**
 * Sorted by price with the four flags:
 * - isLowestPrice, isFastest, isBestValue: the rates Shippo marked CHEAPEST, FASTEST, BESTVALUE. When
 *   no rate carries one of these attributes (Shippo may leave them out; the sandbox never has them),
 *   our own rule marks one rate: the cheapest; the fastest (cheapest among equally fast); the best
 *   value = the lowest price × estimated days.
 * - isRecommended (our rule, one rate): the cheapest rate that arrives within the shop's promised
 *   3 business days; when none does, the fastest one.
 */
export function withFlags(quoted: QuotedRate[]): Rate[] {
  const rates = [...quoted].sort(compareRates)
  if (!rates.length) return []
  const marked = (attr: RateAttribute) => rates.some((r) => r.attributes.includes(attr))
  const pick = (score: (r: QuotedRate) => number): QuotedRate =>
    rates.reduce((best, r) => (score(r) < score(best) ? r : best), rates[0])

  const cheapest = rates[0]
  const fastest = pick((r) => r.estimated_days)
  const bestValue = pick((r) => price(r) * Math.max(1, r.estimated_days))
  const inTime = rates.filter((r) => r.estimated_days <= PROMISED_DAYS)
  const recommended = inTime[0] ?? fastest

  return rates.map((r) => ({
    ...r,
    isBestValue: marked("BESTVALUE") ? r.attributes.includes("BESTVALUE") : r === bestValue,
    isRecommended: r === recommended,
    isFastest: marked("FASTEST") ? r.attributes.includes("FASTEST") : r === fastest,
    isLowestPrice: marked("CHEAPEST") ? r.attributes.includes("CHEAPEST") : r === cheapest,
  }))
}

/** 10.4 → "10.40" */
export const money = (n: number) => (Math.round(n * 100) / 100).toFixed(2)
