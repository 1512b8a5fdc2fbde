import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { labelPrice, SHIPPING_ERRORS, shippingRefusal, type LegacyOrder, type ShippingOrderList, type OrderStatus, type PaymentStatus, type PaymentState, type PaymentDecisionNote, type ShipmentState, type ShippingStatus } from "@shop/contract"
import type { DeskCondition, StaffOrderRow } from "../modules/order-desk"
import { MANUAL_METHODS } from "../payments/payment-methods"
import { isSandboxPayment } from "../card-payment/card-sandbox"
import { entryIntake, orderDesk, type DeskEntry, type OrderIntake } from "./order-desk"

/** The order-desk entry as the staff calls read it: the module's entry. */
export type StaffEntry = DeskEntry

export { ORDER_STATUSES, PAYMENT_STATUSES } from "@shop/contract"
export type { OrderStatus, PaymentStatus } from "@shop/contract"

/** The spec's order (point 3, admin view; docs/back-office-api.md): the contract's. */
export type { LegacyOrder }

const money = (v: unknown) => (v == null ? null : Math.round(Number(v) * 100) / 100)

/** The spec's order from a whole entry, or from a row of the back office's list (listStaffOrders). */
export function toLegacyOrder(e: StaffEntry | StaffOrderRow): LegacyOrder {
  const whole = !("lines" in e)
  const intake = whole ? entryIntake(e) : null
  const shipping = ((whole ? e.metadata?.shipping : e.shipping) ?? {}) as { tracking_number?: string; carrier?: string; label_url?: string; amount?: string | null }
  const lines = (whole ? intake?.lines : (e.lines as OrderIntake["lines"] | null)) ?? []
  return {
    id: Number(e.order_display_id),
    customerName: e.customer_name,
    customerPhone: e.customer_phone,
    customerEmail: e.customer_email,
    deliveryAddress: e.delivery_address,
    notes: e.notes,
    /**
     * The memo on the shopper's Cash App, Venmo, Zelle, PayPal or ABA payment: the checkout's
     * ORDER-123456, or "#326" for an order placed through Medusa's store API.
     */
    paymentReference: (whole ? (intake?.input?.orderNumber ?? intake?.paymentReference) : e.payment_reference) ?? null,
    totalAmount: money(e.amount_due ?? e.total),
    subtotal: money(e.subtotal),
    deliveryFee: money(e.delivery_fee),
    processingFee: money(e.processing_fee) ?? 0,
    paymentMethod: e.payment_method,
    paymentStatus: e.payment_status as PaymentStatus,
    // The projection of Medusa's order (orders/order-projection.ts); the shopper's claim is the desk's own.
    paymentState: paymentStateOf(e),
    refundedAmount: money(e.refunded_amount) ?? 0,
    paymentHistory: ((e.payment_history as { decisions?: PaymentDecisionNote[] } | null)?.decisions ?? []),
    shipmentState: (e.shipment_state as ShipmentState | null) ?? (e.order_status === "shipped" ? "shipped" : shipping.label_url ? "label_bought" : "not_shipped"),
    paymentConfirmed: e.payment_confirmed_by_customer,
    paymentSandbox: isSandboxPayment(e as Parameters<typeof isSandboxPayment>[0]),
    status: e.status as OrderStatus,
    orderStatus: e.order_status as ShippingStatus | null,
    seen: e.seen,
    createdAt: new Date(e.created_at).toISOString(),
    trackingNumber: shipping.tracking_number ?? null,
    shippingCarrier: shipping.carrier ?? "USPS",
    shippingLabel: shipping.label_url ?? null,
    shippingLabelPrice: shipping.label_url ? labelPrice(shipping.amount) : null,
    orderItems: lines.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity, price: l.unitPrice })),
    medusaOrderId: e.order_id,
    placement: e.placement,
    placementError: e.placement === "failed" ? e.placement_error : null,
  }
}

/**
 * The projected payment state; "awaiting" reads as customer_says_paid once the shopper said they
 * paid (their claim is the desk's own and can come after the last projection).
 */
function paymentStateOf(e: Pick<StaffEntry, "payment_state" | "payment_confirmed_by_customer">): PaymentState {
  const state = (e.payment_state ?? "awaiting") as PaymentState
  return state === "awaiting" && e.payment_confirmed_by_customer ? "customer_says_paid" : state
}

export async function listOrders(
  scope: MedusaContainer,
  opts: { limit?: number; offset?: number; unseen?: boolean; list?: ShippingOrderList; search?: string; conditions?: DeskCondition[] } = {}
) {
  const { rows, count } = await orderDesk(scope).listStaffOrders(opts)
  return { orders: rows.map(toLegacyOrder), count }
}

/** The entry of the order with this number, or 404. */
export async function entryOf(scope: MedusaContainer, id: string | number): Promise<StaffEntry> {
  const n = Number(id)
  if (!Number.isInteger(n) || n <= 0) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${id} not found`)
  }
  const [entry] = await orderDesk(scope).listOrderDeskEntries({ order_display_id: n })
  if (!entry) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${id} not found`)
  }
  return entry
}

/**
 * The entry of the Medusa order with this id (Medusa's admin knows orders by that id), or null for
 * an order the shop's checkout did not take (a draft order made in Medusa's admin, say).
 */
export async function entryOfMedusaOrder(scope: MedusaContainer, orderId: string): Promise<StaffEntry | null> {
  const [entry] = await orderDesk(scope).listOrderDeskEntries({ order_id: orderId })
  return entry ?? null
}

/**
 * What staff should look at first (Medusa's admin order list): orders nobody has opened yet, and
 * manual payments (Cash App, Venmo, Zelle, PayPal, ABA) still waiting for staff to check the money
 * (not for cancelled orders). Newest first, at most `limit` of each, with the full counts.
 */
export async function ordersNeedingAction(scope: MedusaContainer, limit = 10) {
  const list = async (filters: Record<string, unknown>) => {
    const [rows, count] = await orderDesk(scope).listAndCountOrderDeskEntries(filters, {
      order: { order_display_id: "DESC" },
      take: limit,
    })
    return { orders: rows.map(toLegacyOrder), count }
  }
  const [unseen, awaitingVerification] = await Promise.all([
    list({ seen: false }),
    list({ payment_status: "pending", payment_method: [...MANUAL_METHODS], status: { $ne: "cancelled" } }),
  ])
  return { unseen, awaitingVerification }
}

/** The Shipping page's lists: orders still to ship, and shipped orders. */
export type ShipmentList = "pending" | "shipped"

/**
 * Orders by shipment, newest number first (Medusa's admin Shipping page), with the rules of the
 * back office's /shipping-admin lists: pending = `orderStatus` neither shipped nor cancelled and the
 * order not cancelled (a bought label alone does not ship it: the Ship button does); shipped =
 * `orderStatus` "shipped". `search`: order number, name or phone (listStaffOrders).
 */
export async function ordersByShipment(scope: MedusaContainer, list: ShipmentList, page: { limit: number; offset: number; search?: string }) {
  return listOrders(scope, { list, limit: page.limit, offset: page.offset, search: page.search })
}

/**
 * GET /api/shipping/orders: one page (from 1) of a shipping screen's list, searched, with the
 * list's total and number of pages.
 */
export async function shippingOrdersPage(scope: MedusaContainer, q: { list: ShippingOrderList; page: number; limit: number; search?: string }) {
  const { orders, count } = await listOrders(scope, { list: q.list, search: q.search, limit: q.limit, offset: (q.page - 1) * q.limit })
  return { orders, total: count, page: q.page, limit: q.limit, pages: Math.max(1, Math.ceil(count / q.limit)) }
}

export async function updateEntry(scope: MedusaContainer, entry: StaffEntry, data: Record<string, unknown>) {
  await orderDesk(scope).updateOrderDeskEntries({ id: entry.id, ...data })
  return toLegacyOrder(await entryOf(scope, entry.order_display_id!))
}

export function requirePlaced(entry: StaffEntry): string {
  if (entry.placement !== "placed" || !entry.order_id) {
    throw new MedusaError(
      MedusaError.Types.CONFLICT,
      entry.placement === "failed"
        ? `Order ${entry.order_display_id} could not be placed in Medusa yet (${entry.placement_error ?? "unknown error"}); its payment cannot change until it is.`
        : `Order ${entry.order_display_id} is still being placed. Please try again in a moment.`
    )
  }
  return entry.order_id
}

/**
 * A label or Ship is refused (409) for a closed order (the contract's shippingRefusal: cancelled,
 * payment rejected or refunded in full), even when staff allow an unverified payment. It needs a verified payment (the desk's payment status "paid"; a Zelle or Cash App
 * payment still pending or rejected is not): 409 'The payment is not verified yet.' unless the
 * request says `allowUnverifiedPayment: true` (staff answered 'Ship anyway?'). A card payment taken by
 * the offline sandbox (a test card) is no payment: 409 saying so, with the same way out.
 */
export function requireVerifiedPayment(
  entry: Pick<StaffEntry, "payment_status"> &
    Partial<Pick<StaffEntry, "payment_method" | "payment_session_id" | "metadata" | "status" | "payment_state" | "shipment_state">>,
  allowed: boolean | undefined
) {
  // A closed order (cancelled, rejected, refunded in full) never ships, whatever staff allow.
  const refusal = shippingRefusal({
    status: (entry.status ?? null) as OrderStatus | null,
    paymentState: (entry.payment_state ?? "awaiting") as PaymentState,
    shipmentState: (entry.shipment_state ?? "not_shipped") as ShipmentState,
  })
  if (refusal) {
    const text = { cancelled: SHIPPING_ERRORS.orderCancelled, rejected: SHIPPING_ERRORS.paymentRejected, refunded: SHIPPING_ERRORS.paymentRefunded }[refusal]
    throw new MedusaError(MedusaError.Types.CONFLICT, text)
  }
  if (allowed === true) return
  if (entry.payment_status !== "paid") {
    throw new MedusaError(MedusaError.Types.CONFLICT, SHIPPING_ERRORS.paymentNotVerified)
  }
  // A test card in the sandbox took no money: never "paid" for shipping (staff may still say it is a test).
  if (isSandboxPayment(entry as Parameters<typeof isSandboxPayment>[0])) {
    throw new MedusaError(MedusaError.Types.CONFLICT, SHIPPING_ERRORS.sandboxPayment)
  }
}
