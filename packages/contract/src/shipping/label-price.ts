import type { Rate } from "../types.js"

/**
 * A label's price (issue 26 point 7): every screen that buys one shows it and asks first, and the
 * price is kept with the label (Medusa's fulfillment data, the desk's record, the label answers,
 * Labels History and the order's `shippingLabelPrice`).
 */

/** A label's price in dollars from the amount kept with it ("18.15" → 18.15), null when none was kept. */
export const labelPrice = (amount: unknown): number | null => {
  const n = typeof amount === "number" ? amount : typeof amount === "string" && amount.trim() ? Number(amount) : NaN
  return Number.isFinite(n) && n >= 0 ? Math.round(n * 100) / 100 : null
}

/**
 * The rate a direct USPS label buys (POST /api/shipping/create-label, /api/simple-shipping/create-label):
 * USPS Priority Mail for the package, else the cheapest USPS rate. The server buys it; /shippo-admin
 * quotes it first to show its price.
 */
export function uspsPriorityRate<R extends Pick<Rate, "provider" | "service" | "amount">>(rates: readonly R[]): R | null {
  const usps = rates.filter((r) => r.provider.toUpperCase() === "USPS")
  const priority = usps.filter((r) => /priority mail/i.test(r.service) && !/express/i.test(r.service))
  const byPrice = (a: R, b: R) => Number(a.amount) - Number(b.amount)
  return [...priority].sort(byPrice)[0] ?? [...usps].sort(byPrice)[0] ?? null
}
