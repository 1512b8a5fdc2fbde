/**
 * The shop's money rules, shared by the cart and the checkout. Spec point 9: no fee for an empty cart, 10 below a subtotal of 150, 15 from 150 on. The server
 * applies the same rule through the conditional prices of its "Standard Delivery" shipping option
 * (medusa-backend/src/scripts/seed-shop.ts); both are tested at 0, 149.99, 150 and 150.01.
 * The "$100 free shipping" banner is marketing copy only (spec point 1).
 */
export const DELIVERY_FEE_THRESHOLD = 150
export const DELIVERY_FEE_LOW = 10
export const DELIVERY_FEE_HIGH = 15

export function deliveryFee(subtotal: number): number {
  if (subtotal <= 0) {
    return 0
  }
  return subtotal < DELIVERY_FEE_THRESHOLD ? DELIVERY_FEE_LOW : DELIVERY_FEE_HIGH
}

/** Spec point 9: card payments add 3 % of (subtotal + delivery fee). */
export const PROCESSING_FEE_RATE = 0.03

/** The card total: the cart total plus the 3 % processing fee, rounded to the cent. */
export const withCardFee = (total: number) => {
  const cents = Math.round(total * 100)
  return (cents + Math.round(cents * PROCESSING_FEE_RATE)) / 100
}

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
