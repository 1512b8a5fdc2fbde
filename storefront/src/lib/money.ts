import { amountDue, deliveryFee } from "@shop/contract"

/**
 * The shop's money rules for the cart and the checkout (spec point 9): the fee rules are the
 * contract's (@shop/contract), the very ones the server prices every order with. The "$100 free
 * shipping" banner is marketing copy only (spec point 1).
 */
export { DELIVERY_FEE_HIGH, DELIVERY_FEE_LOW, DELIVERY_FEE_THRESHOLD, deliveryFee, PROCESSING_FEE_RATE } from "@shop/contract"

/** The card total: the cart total plus the 3 % processing fee, rounded to the cent. */
export const withCardFee = (total: number) => amountDue(total, "stripe")

/** Sums in cents so that 0.1 + 0.2 does not print as 0.30000000000000004. */
export function cartTotals(lines: { price: number | string; quantity: number }[]) {
  const cents = lines.reduce((sum, l) => sum + Math.round(toNumber(l.price) * 100) * l.quantity, 0)
  const subtotal = cents / 100
  const fee = deliveryFee(subtotal)
  return { subtotal, deliveryFee: fee, total: (cents + fee * 100) / 100 }
}

/** Prices arrive as numbers or as dollar text (spec point 3). */
export function toNumber(price: number | string): number {
  const n = typeof price === "number" ? price : Number(String(price).replace(/[$,\s]/g, ""))
  return Number.isFinite(n) ? n : 0
}
