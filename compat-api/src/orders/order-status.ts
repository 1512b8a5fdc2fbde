import { createHash, randomBytes, timingSafeEqual } from "node:crypto"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import {
  ORDER_STATUS_ERRORS,
  phoneDigits,
  STATUS_TOKEN_PATTERN,
  type OrderStatus,
  type OrderStatusView,
  type PaymentState,
  type PaymentStatus,
} from "@shop/contract"
import { entryIntake, orderDesk, type DeskEntry, type OrderIntake } from "./order-desk"

/** The projected payment state; the shopper's claim (the desk's own) turns "awaiting" into customer_says_paid. */
function storyOf(e: Pick<DeskEntry, "payment_state" | "payment_confirmed_by_customer">): PaymentState {
  const state = (e.payment_state ?? "awaiting") as PaymentState
  return state === "awaiting" && e.payment_confirmed_by_customer ? "customer_says_paid" : state
}

/** A new status token: 32 random bytes, base64url (STATUS_TOKEN_PATTERN). */
export const newStatusToken = () => randomBytes(32).toString("base64url")

const money = (v: unknown) => (v == null ? null : Math.round(Number(v) * 100) / 100)
const webAddress = (v: unknown) => (typeof v === "string" && /^https?:\/\//i.test(v) ? v : null)

/**
 * The shopper's status page from an entry: the order only, nothing about the customer. `names`
 * gives the products' names in the shopper's language (the entry keeps them as ordered, in English).
 */
export function toOrderStatusView(e: DeskEntry, names?: ReadonlyMap<string, string>): OrderStatusView {
  const lines: OrderIntake["lines"] = entryIntake(e)?.lines ?? []
  const shipping = ((e.metadata as Record<string, unknown> | null)?.shipping ?? null) as Record<string, unknown> | null
  const shipped = e.order_status === "shipped" || e.status === "shipped"
  const trackingNumber = typeof shipping?.tracking_number === "string" ? shipping.tracking_number : null
  return {
    number: Number(e.order_display_id),
    createdAt: new Date(e.created_at).toISOString(),
    items: lines.map((l) => ({ name: names?.get(String(l.id)) ?? l.name, quantity: l.quantity, price: l.unitPrice })),
    subtotal: money(e.subtotal),
    deliveryFee: money(e.delivery_fee),
    processingFee: money(e.processing_fee) ?? 0,
    total: money(e.amount_due ?? e.total),
    paymentMethod: e.payment_method,
    payment: {
      state: e.payment_status as PaymentStatus,
      shopperSaidPaid: e.payment_confirmed_by_customer,
      story: storyOf(e),
      refunded: money(e.refunded_amount) ?? 0,
      correctedAt: e.payment_undone_at && storyOf(e) !== "paid" ? new Date(e.payment_undone_at).toISOString() : null,
    },
    status: (shipped ? "shipped" : e.status) as OrderStatus,
    shipping:
      shipping && (trackingNumber || shipped)
        ? {
            carrier: typeof shipping.carrier === "string" ? shipping.carrier : null,
            trackingNumber,
            trackingUrl: webAddress(shipping.tracking_url),
          }
        : null,
  }
}

/**
 * The entry behind a status token, or 404. Archived entries too: staff archive orders to tidy the
 * lists (Limit to 10 archives all but the newest ten), and the shopper's link must keep working.
 */
export async function entryOfStatusToken(scope: Pick<MedusaContainer, "resolve">, token: string): Promise<DeskEntry> {
  const [entry] = STATUS_TOKEN_PATTERN.test(token)
    ? await orderDesk(scope).listOrderDeskEntries({ status_token: token }, { withDeleted: true, take: 1 })
    : []
  if (!entry) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, ORDER_STATUS_ERRORS.linkNotFound)
  }
  return entry
}

const digest = (s: string) => createHash("sha256").update(s).digest()
const same = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))

/**
 * Whether `contact` is the phone (by its digits) or the e-mail (without case) given at checkout.
 * Both comparisons always run, in constant time, whatever matches; `entry` null (no such order)
 * is compared against values nothing can equal, so a missing order costs the same work.
 */
export function contactMatches(entry: Pick<DeskEntry, "customer_phone" | "customer_email"> | null, contact: string): boolean {
  const typed = contact.trim()
  const isEmail = typed.includes("@")
  // "\0" never comes out of phoneDigits or a trimmed e-mail: the dummy matches nothing.
  const phone = entry?.customer_phone ? phoneDigits(entry.customer_phone) : "\0"
  const email = entry?.customer_email ? entry.customer_email.trim().toLowerCase() : "\0"
  const phoneOk = same(isEmail ? "\0typed" : phoneDigits(typed), phone)
  const emailOk = same(isEmail ? typed.toLowerCase() : "\0typed", email)
  return (phoneOk && phone.length >= 7) || (emailOk && email !== "\0")
}

/** POST /api/order-status/lookup: the token of the order with this number and contact, or the one 404. */
export async function lookUpStatusToken(scope: Pick<MedusaContainer, "resolve">, orderNumber: number, contact: string): Promise<string> {
  const [entry] = await orderDesk(scope).listOrderDeskEntries({ order_display_id: orderNumber }, { withDeleted: true, take: 1 })
  const matches = contactMatches(entry ?? null, contact)
  if (!entry || !matches || !entry.status_token) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, ORDER_STATUS_ERRORS.notFound)
  }
  return entry.status_token
}
