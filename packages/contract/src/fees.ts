import { CARD_METHODS } from "./payments/constants.js"

/**
 * The shop's money rules (spec point 9), one implementation for the server that prices every
 * checkout and for the cart that shows the totals. Amounts are dollars; sums run in whole cents.
 * The server's Medusa shipping option charges the same delivery fee through conditional prices
 * (medusa-backend/src/scripts/seed-shop.ts). The "$100 free shipping" banner is copy only (point 1).
 */
export const DELIVERY_FEE_THRESHOLD = 150
export const DELIVERY_FEE_LOW = 10
export const DELIVERY_FEE_HIGH = 15
/** Card payments pay 3 % of (subtotal + delivery fee) on top. */
export const PROCESSING_FEE_RATE = 0.03

export const toCents = (dollars: number) => Math.round(dollars * 100)

/** 0 for an empty cart, 10 below a subtotal of 150, 15 from 150 on. */
export function deliveryFee(subtotal: number): number {
  if (subtotal <= 0) {
    return 0
  }
  return subtotal < DELIVERY_FEE_THRESHOLD ? DELIVERY_FEE_LOW : DELIVERY_FEE_HIGH
}

export const isCardMethod = (method: string) => (CARD_METHODS as readonly string[]).includes(method)

/** 3 % of `total` (subtotal + delivery fee) for the card methods ('stripe', 'credit'), else 0; to the cent. */
export function processingFee(total: number, method: string): number {
  return isCardMethod(method) ? Math.round(toCents(total) * PROCESSING_FEE_RATE) / 100 : 0
}

/** What the shopper pays with `method`: the cart total plus the processing fee. */
export function amountDue(total: number, method: string): number {
  return (toCents(total) + toCents(processingFee(total, method))) / 100
}
