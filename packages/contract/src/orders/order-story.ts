import type { OrderStatus, PaymentStatus } from "../constants/orders.js"
import type { ShopLang } from "../shop-settings-keys.js"

/**
 * One story of every order: the words every screen, e-mail and the status page use for where an
 * order's money and parcel stand, and the rules that follow from them. The server derives them from
 * Medusa's order, payment collection and fulfillments (compat-api's order projection) and answers
 * them on every order (`paymentState`, `shipmentState`, `refundedAmount`); the shop's back office,
 * Medusa's admin pages and the server's own checks (labels, Ship, the shipping lists) read them
 * through the functions below, never from `paymentStatus`/`orderStatus` alone.
 */

/**
 * Where the order's money stands.
 * - awaiting: nothing received, and the shopper has not said they paid (an order from Medusa's store API, say)
 * - customer_says_paid: a manual payment (Zelle, Cash App …) the shopper says they sent; staff have not checked it
 * - paid: captured in full (a card charged, or a manual payment staff verified)
 * - partially_refunded: captured, part of it given back
 * - refunded: everything captured was given back
 * - rejected: staff found no money (the payment cancelled in Medusa); never shipped
 * - canceled: the order was cancelled before any money was taken (Medusa's payment "canceled")
 */
export const PAYMENT_STATES = ["awaiting", "customer_says_paid", "paid", "partially_refunded", "refunded", "rejected", "canceled"] as const
export type PaymentState = (typeof PAYMENT_STATES)[number]

/**
 * Each payment state's badge, English and Khmer, written once: the staff texts (both back offices)
 * and the printed orders say the same words.
 */
export const PAYMENT_STATE_LABELS = {
  en: {
    awaiting: "Awaiting payment",
    customer_says_paid: "Customer says paid",
    paid: "Paid",
    partially_refunded: "Partially refunded",
    refunded: "Refunded",
    rejected: "Rejected",
    canceled: "Cancelled, nothing paid",
  },
  km: {
    awaiting: "កំពុងរង់ចាំការបង់ប្រាក់",
    customer_says_paid: "អតិថិជនថាបានបង់",
    paid: "បានបង់",
    partially_refunded: "បានសងប្រាក់វិញមួយផ្នែក",
    refunded: "បានសងប្រាក់វិញ",
    rejected: "បានបដិសេធ",
    canceled: "បានបោះបង់ មិនបានបង់ប្រាក់",
  },
} as const satisfies Record<ShopLang, Record<PaymentState, string>>

/**
 * Where the parcel stands: not_shipped, label_bought (a fulfillment with a label, not handed
 * over yet), shipped (Medusa's shipment made: the Ship button, or the carrier's first scan).
 */
export const SHIPMENT_STATES = ["not_shipped", "label_bought", "shipped"] as const
export type ShipmentState = (typeof SHIPMENT_STATES)[number]

/** What the rules read of an order (the /api order has these fields). */
export type OrderStory = {
  status: OrderStatus | null
  paymentState: PaymentState
  shipmentState: ShipmentState
}

/** The spec's three-valued paymentStatus (pending, paid, failed) of a payment state, for the spec's clients. */
export function legacyPaymentStatusOf(state: PaymentState): PaymentStatus {
  switch (state) {
    case "paid":
    case "partially_refunded":
      return "paid"
    case "refunded":
    case "rejected":
    case "canceled":
      return "failed"
    default:
      return "pending"
  }
}

/** The money was checked and is (still, at least in part) the shop's. */
export const isPaid = (o: Pick<OrderStory, "paymentState">) => o.paymentState === "paid" || o.paymentState === "partially_refunded"

/** The shop holds none of the money and will not ship: rejected, refunded in full, or the order cancelled. */
export const isClosed = (o: Pick<OrderStory, "status" | "paymentState">) =>
  o.status === "cancelled" || o.paymentState === "rejected" || o.paymentState === "refunded" || o.paymentState === "canceled"

/**
 * Waiting for shipping (every shipping screen's "to ship" list, the server's shipping lists): not
 * shipped yet and not closed. Unverified payments are listed (staff may ship anyway, and are asked);
 * a rejected, fully refunded or cancelled order is not.
 */
export const isWaitingForShipping = (o: OrderStory) => o.shipmentState !== "shipped" && !isClosed(o)

/** Shipped (every "shipped" list). */
export const isShipped = (o: Pick<OrderStory, "shipmentState">) => o.shipmentState === "shipped"

/**
 * Why a label or Ship is refused outright for this order (no "ship anyway"), or null: a closed
 * order never ships; an unverified payment is a separate question staff may answer yes to.
 */
export function shippingRefusal(o: OrderStory): "cancelled" | "rejected" | "refunded" | null {
  if (o.status === "cancelled") return "cancelled"
  if (o.paymentState === "rejected") return "rejected"
  if (o.paymentState === "refunded") return "refunded"
  return null
}
