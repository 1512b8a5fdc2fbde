import { MedusaError } from "@medusajs/framework/utils"
import type { CheckoutSessionView } from "./checkout-module"
import { amountDue, processingFee, PROCESSING_FEE_RATE, type PricedCart } from "../orders/checkout-pricing"
import { CHECKOUT_SESSION_ID, type CheckoutLineItemInput } from "./stripe-provider/client"

/** A line of a Checkout Session (cents), as the card-checkout module takes it. */
export type CheckoutLine = CheckoutLineItemInput

/** Stripe's ids (and the sandbox's cs_test_sandbox_…) look like this. */
export { CHECKOUT_SESSION_ID }

export const PROCESSING_FEE_LINE = `Card processing fee (${Math.round(PROCESSING_FEE_RATE * 100)}%)`
export const DELIVERY_LINE = "Delivery"

const cents = (dollars: number) => Math.round(dollars * 100)

/** The priced cart as Checkout line items (cents): products, Delivery, the card fee. Sums to amountDue(). */
export function checkoutLines(cart: PricedCart): CheckoutLine[] {
  const lines: CheckoutLine[] = cart.lines.map((l) => ({
    name: l.name,
    unit_amount: cents(l.unitPrice),
    quantity: l.quantity,
  }))
  if (cart.deliveryFee > 0) {
    lines.push({ name: DELIVERY_LINE, unit_amount: cents(cart.deliveryFee), quantity: 1 })
  }
  const fee = processingFee(cart.total, "stripe")
  if (fee > 0) {
    lines.push({ name: PROCESSING_FEE_LINE, unit_amount: cents(fee), quantity: 1 })
  }
  return lines
}

/** Refuses a client amount more than one cent away from the server's (a stale or tampered cart). */
export function assertAmountMatches(clientAmount: number, cart: PricedCart): number {
  const due = amountDue(cart.total, "stripe")
  if (Math.abs(cents(clientAmount) - cents(due)) > 1) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `The amount $${clientAmount.toFixed(2)} does not match the order total of $${due.toFixed(2)} ` +
        `(items, delivery fee and ${Math.round(PROCESSING_FEE_RATE * 100)}% card processing fee). Please refresh your cart and try again.`
    )
  }
  return due
}

/** Stripe metadata (≤ 50 keys, values ≤ 500 characters) describing the priced cart. */
export function checkoutMetadata(
  cart: PricedCart,
  due: number,
  customerName: string,
  contact: { address?: string; phone?: string | null; notes?: string | null; locale?: "en" | "km" } = {}
): Record<string, string> {
  const items = JSON.stringify(cart.lines.map((l) => [l.id, l.quantity]))
  return {
    source: "create-payment-link",
    amount_due: due.toFixed(2),
    subtotal: cart.subtotal.toFixed(2),
    delivery_fee: cart.deliveryFee.toFixed(2),
    processing_fee: processingFee(cart.total, "stripe").toFixed(2),
    customer_name: customerName.slice(0, 200),
    // So staff can still reach a shopper who paid but closed the tab before the order was placed.
    ...(contact.address ? { delivery_address: contact.address.slice(0, 500) } : {}),
    ...(contact.phone ? { customer_phone: contact.phone.slice(0, 40) } : {}),
    // The webhook may place the order before the browser does: the shopper's notes must not be lost.
    ...(contact.notes ? { notes: contact.notes.slice(0, 500) } : {}),
    // ...and its e-mails are written in the shopper's language.
    ...(contact.locale ? { locale: contact.locale } : {}),
    ...(items.length <= 500 ? { items } : { item_count: String(cart.lines.length) }),
  }
}

type OriginRule = string | RegExp

/**
 * The storefront origin the shopper came from (Origin, else Referer), when it is one of the shop's
 * store origins; otherwise STOREFRONT_URL (default http://localhost:8000). Never an arbitrary
 * origin: the success page URL is built from it.
 */
export function storefrontOrigin(
  headers: { origin?: string | string[]; referer?: string | string[] },
  allowed: OriginRule[],
  fallback = process.env.STOREFRONT_URL || "http://localhost:8000"
): string {
  const first = (v?: string | string[]) => (Array.isArray(v) ? v[0] : v)
  const candidates = [first(headers.origin), first(headers.referer)]
  for (const raw of candidates) {
    if (!raw) continue
    let origin: string
    try {
      origin = new URL(raw).origin
    } catch {
      continue
    }
    if (allowed.some((rule) => (typeof rule === "string" ? rule.replace(/\/$/, "") === origin : rule.test(origin)))) {
      return origin
    }
  }
  return fallback.replace(/\/$/, "")
}

/** The spec's status for GET /api/verify-payment: complete only when the money is in. */
export function verifyStatus(session: Pick<CheckoutSessionView, "status" | "payment_status">): "complete" | "open" | "expired" {
  if (session.status === "complete") {
    return session.payment_status === "unpaid" ? "open" : "complete"
  }
  return session.status === "expired" ? "expired" : "open"
}
