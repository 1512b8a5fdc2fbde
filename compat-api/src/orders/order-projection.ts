import type { MedusaContainer } from "@medusajs/framework/types"
import { legacyPaymentStatusOf, type PaymentState, type ShipmentState } from "@shop/contract"
import { orderDesk, type DeskEntry } from "./order-desk"
import { ORDER_UPDATE_EVENTS, type OrderUpdateEvent, type OrderUpdateEventData } from "./order-events"
import { queryOrder } from "./query-order"

/**
 * The order's story on the desk (issue 26): Medusa's order, payment collection and fulfillments
 * are the truth for money and shipping; the desk keeps a read projection of them so that lists
 * stay one table (bench:admin). `projectOrder` is the one writer of the projected columns
 * (payment_state, shipment_state, refunded_amount, payment_status, status cancelled, order_status
 * shipped): every shop workflow that changes Medusa ends with it (projectOrderStep), and the
 * medusa-order-changes subscriber runs it for what happens in Medusa's admin or API.
 */

/** What the projection reads of Medusa's order (query.graph's answer, see MEDUSA_STORY_FIELDS). */
export type MedusaStory = {
  id: string
  status: string | null
  payment_collections?: {
    payment_sessions?: { status?: string | null; created_at?: string | Date | null }[] | null
    payments?: {
      id: string
      canceled_at?: string | Date | null
      captures?: { id: string; amount: unknown }[] | null
      refunds?: { id: string; amount: unknown; created_at?: string | Date | null }[] | null
    }[] | null
  }[] | null
  fulfillments?: {
    id: string
    canceled_at?: string | Date | null
    shipped_at?: string | Date | null
    delivered_at?: string | Date | null
    labels?: { id: string }[] | null
  }[] | null
}

export const MEDUSA_STORY_FIELDS = [
  "id",
  "status",
  "payment_collections.payment_sessions.status",
  "payment_collections.payment_sessions.created_at",
  "payment_collections.payments.id",
  "payment_collections.payments.canceled_at",
  "payment_collections.payments.captures.id",
  "payment_collections.payments.captures.amount",
  "payment_collections.payments.refunds.id",
  "payment_collections.payments.refunds.amount",
  "payment_collections.payments.refunds.created_at",
  "fulfillments.id",
  "fulfillments.canceled_at",
  "fulfillments.shipped_at",
  "fulfillments.delivered_at",
  "fulfillments.labels.id",
]

/** The desk's own fields the projection reads beside Medusa's (the shopper's claim, the shop's own label and Ship). */
export type DeskSide = Pick<DeskEntry, "payment_confirmed_by_customer" | "status" | "order_status"> & { metadata?: Record<string, unknown> | null }

/** The projected columns. */
export type Projection = {
  payment_state: PaymentState
  shipment_state: ShipmentState
  refunded_amount: number
  payment_status: "pending" | "paid" | "failed"
  status: string
  order_status: string | null
}

/** One refund Medusa recorded (the shopper gets one e-mail per refund). */
export type ProjectedRefund = { id: string; amount: number }

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100)
const time = (v: unknown) => new Date((v as string) ?? 0).getTime()

/**
 * Where the money stands, from Medusa's payments: captured and not given back is paid; given back
 * in part or in full is partially_refunded or refunded; nothing captured and the payment cancelled
 * or the newest session in error (staff rejected it) is rejected; nothing captured on a cancelled
 * order is canceled (whatever the shopper said: no money is expected any more); otherwise
 * awaiting, or customer_says_paid when the shopper said they paid (the desk's claim).
 */
export function paymentStateOf(m: MedusaStory, claimed: boolean): { state: PaymentState; refunded: number; refunds: ProjectedRefund[]; captured_payments: string[] } {
  const collections = m.payment_collections ?? []
  const payments = collections.flatMap((c) => c.payments ?? [])
  const captured = payments.reduce((n, p) => n + (p.captures ?? []).reduce((s, c) => s + cents(c.amount), 0), 0)
  const refunds = payments.flatMap((p) => p.refunds ?? []).sort((a, b) => time(a.created_at) - time(b.created_at))
  const refunded = refunds.reduce((n, r) => n + cents(r.amount), 0)
  const out = {
    refunded: refunded / 100,
    refunds: refunds.map((r) => ({ id: r.id, amount: cents(r.amount) / 100 })),
    captured_payments: payments.filter((p) => (p.captures ?? []).length > 0).map((p) => p.id),
  }
  if (captured > 0) {
    if (refunded >= captured) return { state: "refunded", ...out }
    return { state: refunded > 0 ? "partially_refunded" : "paid", ...out }
  }
  const newest = collections
    .flatMap((c) => c.payment_sessions ?? [])
    .sort((a, b) => time(b.created_at) - time(a.created_at))[0]
  const cancelled = payments.length > 0 && payments.every((p) => !!p.canceled_at)
  if (cancelled || newest?.status === "error") return { state: "rejected", ...out }
  if (m.status === "canceled") return { state: "canceled", ...out }
  return { state: claimed ? "customer_says_paid" : "awaiting", ...out }
}

/**
 * Where the parcel stands: a live fulfillment shipped or delivered in Medusa is shipped, one with
 * a label is label_bought; the shop's own Ship and label (the desk's order_status and
 * metadata.shipping, written by the shipping workflows beside Medusa's fulfillment) count too.
 */
export function shipmentStateOf(m: MedusaStory, desk: DeskSide): ShipmentState {
  const live = (m.fulfillments ?? []).filter((f) => !f.canceled_at)
  if (live.some((f) => f.shipped_at || f.delivered_at) || desk.order_status === "shipped") return "shipped"
  const shipping = (desk.metadata?.shipping ?? null) as { label_url?: unknown } | null
  if (live.some((f) => (f.labels ?? []).length > 0) || typeof shipping?.label_url === "string") return "label_bought"
  return "not_shipped"
}

/** The projected columns of an order from Medusa's story and the desk's own fields. Pure. */
export function projectionOf(m: MedusaStory, desk: DeskSide): Projection & { refunds: ProjectedRefund[]; captured_payments: string[] } {
  const pay = paymentStateOf(m, !!desk.payment_confirmed_by_customer)
  const shipment_state = shipmentStateOf(m, desk)
  return {
    payment_state: pay.state,
    shipment_state,
    refunded_amount: pay.refunded,
    refunds: pay.refunds,
    captured_payments: pay.captured_payments,
    payment_status: legacyPaymentStatusOf(pay.state),
    status: m.status === "canceled" ? "cancelled" : desk.status,
    order_status: shipment_state === "shipped" ? "shipped" : desk.order_status,
  }
}

const PROJECTED = ["payment_state", "shipment_state", "refunded_amount", "payment_status", "status", "order_status"] as const

/** The projected columns as the desk holds them now (numbers as numbers), to compare and to put back. */
export function projectedOf(entry: Partial<DeskEntry>): Projection {
  return {
    payment_state: (entry.payment_state ?? "awaiting") as PaymentState,
    shipment_state: (entry.shipment_state ?? "not_shipped") as ShipmentState,
    refunded_amount: cents(entry.refunded_amount) / 100,
    payment_status: (entry.payment_status ?? "pending") as Projection["payment_status"],
    status: entry.status ?? "pending",
    order_status: entry.order_status ?? null,
  }
}

/** The outcome of one projection: the desk entry's id, the columns before and after, Medusa's refunds. */
export type ProjectionResult = { entry_id: string; before: Projection; after: Projection; refunds: ProjectedRefund[]; captured_payments: string[] }

/** Medusa's story of one order, or null when Medusa has no such order. */
export async function readMedusaStory(scope: Pick<MedusaContainer, "resolve">, orderId: string): Promise<MedusaStory | null> {
  return (await queryOrder<MedusaStory>(scope, orderId, MEDUSA_STORY_FIELDS)) ?? null
}

/**
 * Projects Medusa's order onto its desk entry (archived entries too: a refund of an archived order
 * still shows on the status page) and answers what changed, or null when the order has no entry
 * or Medusa no order. Writes only the columns that differ.
 */
export async function projectOrder(scope: Pick<MedusaContainer, "resolve">, orderId: string): Promise<ProjectionResult | null> {
  const desk = orderDesk(scope)
  const [entry] = await desk.listOrderDeskEntries({ order_id: orderId }, { withDeleted: true, take: 1 })
  if (!entry) return null
  const story = await readMedusaStory(scope, orderId)
  if (!story) return null
  const before = projectedOf(entry)
  const { refunds, captured_payments, ...after } = projectionOf(story, entry as DeskSide)
  const changed = PROJECTED.filter((k) => before[k] !== after[k])
  if (changed.length) {
    await desk.writeProjection(entry.id, Object.fromEntries(changed.map((k) => [k, after[k]])))
  }
  return { entry_id: entry.id, before, after, refunds, captured_payments }
}

/**
 * What the shopper is told of a projection that followed a change made in Medusa (its admin, its
 * API, a provider's webhook): cancelled; else shipped; else payment confirmed (captured) or a
 * problem (rejected); and one refund e-mail for each refund beyond what the desk showed refunded
 * before (not for a cancelled order: its cancellation e-mail says what went back).
 */
export function eventsOfProjection(r: ProjectionResult): { eventName: OrderUpdateEvent; data: OrderUpdateEventData }[] {
  const { before, after } = r
  const data = { entry_id: r.entry_id }
  const out: { eventName: OrderUpdateEvent; data: OrderUpdateEventData }[] = []
  if (after.status === "cancelled" && before.status !== "cancelled") {
    out.push({ eventName: ORDER_UPDATE_EVENTS.cancelled, data })
  } else if (after.order_status === "shipped" && before.order_status !== "shipped") {
    out.push({ eventName: ORDER_UPDATE_EVENTS.shipped, data })
  }
  if (after.status !== "cancelled") {
    const waiting = (s: PaymentState) => s === "awaiting" || s === "customer_says_paid"
    if (after.payment_state === "paid" && waiting(before.payment_state)) {
      out.push({ eventName: ORDER_UPDATE_EVENTS.paymentConfirmed, data: { ...data, ref: r.captured_payments.at(-1) } })
    } else if (after.payment_state === "rejected" && before.payment_state !== "rejected") {
      out.push({ eventName: ORDER_UPDATE_EVENTS.paymentProblem, data })
    }
    let seen = 0
    const known = Math.round(before.refunded_amount * 100)
    for (const refund of r.refunds) {
      seen += Math.round(refund.amount * 100)
      if (seen > known) out.push({ eventName: ORDER_UPDATE_EVENTS.paymentRefunded, data: { ...data, ref: refund.id, amount: refund.amount } })
    }
  }
  return out
}
