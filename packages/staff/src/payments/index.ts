import { PAYMENT_BRAND_NAMES } from "@shop/contract"

/**
 * @shop/staff/payments: how the staff screens name an order's payment. The payment apps keep their
 * brand names in both languages (@shop/contract); the card and "another provider" are words of the
 * catalog (`payments.method.card`, `payments.method.other`), given by the app in its language.
 */
export function paymentMethodLabel(method: string, words: { card: string; other: string }): string {
  if (method === "stripe" || method === "card" || method === "credit") return words.card
  // Paid through a provider the shop does not name (Medusa's store API, Medusa's admin).
  if (method === "other") return words.other
  return method in PAYMENT_BRAND_NAMES ? PAYMENT_BRAND_NAMES[method as keyof typeof PAYMENT_BRAND_NAMES] : method
}
