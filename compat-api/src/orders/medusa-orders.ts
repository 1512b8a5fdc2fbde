import { deliveryAddressLine, type PaymentStatus } from "@shop/contract"
import { CARD_PROVIDER_ID, MANUAL_METHODS } from "../payments/payment-methods"
import { isSandboxSessionId } from "../card-payment/card-sandbox"
import type { PricedLine } from "./checkout-pricing"

/**
 * Orders made outside the shop's checkout (Medusa's store API from another storefront or app, a
 * draft order converted in Medusa's admin) as order-desk entries, so the back office lists every
 * order. Pure: the workflow reads the order (readMedusaOrderStep) and writes the entry.
 */

/** The fields of a Medusa order this mapping reads (query.graph's answer). */
export type MedusaOrderForDesk = {
  id: string
  display_id: number | string
  email?: string | null
  created_at?: string | Date | null
  currency_code?: string | null
  item_total?: unknown
  shipping_total?: unknown
  total?: unknown
  customer?: { first_name?: string | null; last_name?: string | null; phone?: string | null } | null
  shipping_address?: MedusaAddress | null
  billing_address?: MedusaAddress | null
  items?: { id: string; title?: string | null; product_id?: string | null; product_title?: string | null; quantity: unknown; unit_price: unknown }[] | null
  payment_collections?: {
    payment_sessions?: { provider_id: string; status?: string | null; data?: Record<string, unknown> | null }[] | null
    payments?: { provider_id: string; data?: Record<string, unknown> | null }[] | null
  }[] | null
  metadata?: Record<string, unknown> | null
}

export type MedusaAddress = {
  first_name?: string | null
  last_name?: string | null
  company?: string | null
  phone?: string | null
  address_1?: string | null
  address_2?: string | null
  city?: string | null
  province?: string | null
  postal_code?: string | null
  country_code?: string | null
}

/**
 * The intake of an entry made from a Medusa order: only the lines (what the back office lists as
 * orderItems) and the totals; there is nothing for the placement worker to place.
 */
export type MedusaOrderIntake = {
  source: "medusa"
  lines: PricedLine[]
  subtotal: number
  deliveryFee: number
  total: number
  amountDue: number
  /** The memo the shopper was told to pay with (paymentReferenceOf), shown and searched as the order's paymentReference. */
  paymentReference: string | null
}

const money = (v: unknown) => {
  const n = Number(v ?? 0)
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : 0
}
const text = (v: unknown) => (typeof v === "string" ? v.trim() : "")

/**
 * The spec's paymentMethod from the Medusa payment provider: the shop's card provider (and
 * Medusa's Stripe providers, `pp_stripe_*`) is "stripe", a manual provider `pp_{method}_manual`
 * its method; anything else (pp_system_default, no payment at all) is "other".
 */
export function paymentMethodOf(providerId: string | null | undefined): string {
  if (!providerId) return "other"
  if (providerId === CARD_PROVIDER_ID || /^pp_stripe[_-]/.test(providerId)) return "stripe"
  const manual = /^pp_([a-z]+)_manual$/.exec(providerId)?.[1]
  return manual && (MANUAL_METHODS as readonly string[]).includes(manual) ? manual : "other"
}

/**
 * The desk's payment status from Medusa's order payment status (getLastPaymentStatus): captured
 * (or refunded only in part) is paid; refunded in full is failed (the spec has no "refunded": the
 * shop holds none of the money); everything else (awaiting, authorized, partially captured, not
 * paid) is pending.
 */
export function deskPaymentStatusOf(medusaPaymentStatus: string | null | undefined): PaymentStatus {
  if (medusaPaymentStatus === "captured" || medusaPaymentStatus === "partially_refunded") return "paid"
  if (medusaPaymentStatus === "refunded") return "failed"
  return "pending"
}

/**
 * The order's one-line delivery address as the shop's checkout writes it (the contract's
 * deliveryAddressLine): "1200 E Anaheim St, Long Beach, CA 90813". Medusa's province may be
 * "ca" or "us-ca": a two-letter state reads upper case.
 */
export function oneLineAddress(a: MedusaAddress | null | undefined): string {
  if (!a) return ""
  const province = text(a.province).replace(/^[a-z]{2}-/i, "")
  return deliveryAddressLine({
    address: [text(a.address_1), text(a.address_2)].filter(Boolean).join(", "),
    city: text(a.city),
    state: province.length === 2 ? province.toUpperCase() : province,
    zip: text(a.postal_code),
  })
}

/**
 * The memo a shopper of a Medusa order pays a manual method with: the order confirmation e-mail
 * tells them "#{number}" (order-email-model: no checkout ORDER- number), so staff match the money by
 * it as they match the checkout's ORDER-123456. Null for a card or other payment (nothing to match).
 */
export function paymentReferenceOf(displayId: number | string, paymentMethod: string): string | null {
  return (MANUAL_METHODS as readonly string[]).includes(paymentMethod) ? `#${displayId}` : null
}

/** The provider the order is paid with: its payment's, else its authorized (or only) session's. */
function providerOf(order: MedusaOrderForDesk): string | null {
  const collections = order.payment_collections ?? []
  const payment = collections.flatMap((c) => c.payments ?? [])[0]
  if (payment) return payment.provider_id
  const sessions = collections.flatMap((c) => c.payment_sessions ?? [])
  return (sessions.find((s) => s.status === "authorized" || s.status === "captured") ?? sessions[0])?.provider_id ?? null
}

/**
 * A card order whose payment is a sandbox Checkout Session (the provider keeps the session it
 * checked in its data): a test card, no money. Marked on the desk like the shop's own orders.
 */
export function paidInCardSandbox(order: MedusaOrderForDesk): boolean {
  if (paymentMethodOf(providerOf(order)) !== "stripe") return false
  const collections = order.payment_collections ?? []
  const datas = [...collections.flatMap((c) => c.payments ?? []), ...collections.flatMap((c) => c.payment_sessions ?? [])]
    .filter((p) => paymentMethodOf(p.provider_id) === "stripe")
    .map((p) => p.data?.checkout_session_id)
  return datas.some(isSandboxSessionId)
}

/** The customer's name as the back office shows it: the delivery address's, else the customer's or the billing address's, else the e-mail. */
function customerNameOf(order: MedusaOrderForDesk): string {
  for (const who of [order.shipping_address, order.customer, order.billing_address]) {
    const name = [text(who?.first_name), text(who?.last_name)].filter(Boolean).join(" ")
    if (name) return name
  }
  return text(order.email) || "Customer"
}

/**
 * The order-desk entry of a Medusa order the shop's checkout did not take: the same fields as a
 * shop order (customer, phone, e-mail, address in the checkout's one line, items, subtotal, delivery
 * fee, total, payment method from the provider, payment status from Medusa's, the payment memo the
 * shopper was told as its payment reference), status pending, already placed
 * (the order exists), its number the order's display id. `payment_session_id`, unique on the desk,
 * is `medusa_order_{id}`: one entry per order even when two servers record it at once.
 */
export function deskEntryOfMedusaOrder(order: MedusaOrderForDesk, medusaPaymentStatus: string | null | undefined) {
  const lines: PricedLine[] = (order.items ?? []).map((i) => {
    const quantity = Number(i.quantity)
    const unitPrice = money(i.unit_price)
    return { id: i.product_id ?? i.id, name: text(i.product_title) || text(i.title), quantity, unitPrice, lineTotal: money(unitPrice * quantity) }
  })
  const subtotal = money(order.item_total)
  const deliveryFee = money(order.shipping_total)
  const total = money(order.total)
  const paymentMethod = paymentMethodOf(providerOf(order))
  const paymentReference = paymentReferenceOf(order.display_id, paymentMethod)
  const intake: MedusaOrderIntake = { source: "medusa", lines, subtotal, deliveryFee, total, amountDue: total, paymentReference }
  const phone = [order.shipping_address?.phone, order.billing_address?.phone, order.customer?.phone].map(text).find(Boolean) ?? ""
  return {
    payment_session_id: medusaOrderSessionId(order.id),
    order_id: order.id,
    order_display_id: Number(order.display_id),
    placement: "placed" as const,
    payment_method: paymentMethod,
    payment_status: deskPaymentStatusOf(medusaPaymentStatus),
    payment_confirmed_by_customer: false,
    status: "pending",
    customer_name: customerNameOf(order),
    customer_email: text(order.email) || null,
    customer_phone: phone,
    delivery_address: oneLineAddress(order.shipping_address ?? order.billing_address),
    notes: null,
    subtotal,
    delivery_fee: deliveryFee,
    processing_fee: 0,
    total,
    amount_due: total,
    intake: intake as unknown as Record<string, unknown>,
    metadata: { source: "medusa", ...(paidInCardSandbox(order) ? { payment_sandbox: true } : {}) },
    ...(order.created_at ? { created_at: new Date(order.created_at) } : {}),
  }
}

/** The desk's unique payment-session key of an entry made from a Medusa order. */
export const medusaOrderSessionId = (orderId: string) => `medusa_order_${orderId}`
