import type { IPaymentModuleService, MedusaContainer } from "@medusajs/framework/types"
import { ORDER_STATUSES, PAYMENT_STATUSES, type LegacyOrder, type OrderStatus, type ShippingStatus } from "@shop/contract"
import { ContainerRegistrationKeys, MedusaError, Modules } from "@medusajs/framework/utils"
import {
  authorizePaymentSessionForOrderWorkflow,
  cancelOrderWorkflow,
  capturePaymentWorkflow,
  completeOrderWorkflow,
} from "@medusajs/medusa/core-flows"
import { MANUAL_METHODS } from "../payments/payment-methods"
import type { OrderIntake } from "./accept-order"
import { ORDER_DESK_MODULE } from "./order-desk"

/** The order-desk entry as the staff calls read it (the module belongs to medusa-backend). */
export type StaffEntry = {
  id: string
  payment_session_id: string
  order_id: string | null
  order_display_id: number | null
  payment_method: string
  payment_status: "pending" | "paid" | "failed"
  payment_confirmed_by_customer: boolean
  verified_by: string | null
  verified_at: Date | string | null
  status: string
  order_status: string | null
  seen: boolean
  customer_name: string
  customer_email: string | null
  customer_phone: string
  delivery_address: string
  notes: string | null
  subtotal: unknown
  delivery_fee: unknown
  processing_fee: unknown
  total: unknown
  amount_due: unknown
  placement: "queued" | "placing" | "placed" | "failed"
  placement_error: string | null
  intake?: OrderIntake | null
  metadata?: Record<string, unknown> | null
  /** The list query's shortcuts for intake.lines and metadata.shipping. */
  lines?: OrderIntake["lines"] | null
  shipping?: Record<string, unknown> | null
  payment_reference?: string | null
  created_at: Date | string
  deleted_at?: Date | string | null
}

type DeskService = {
  listOrderDeskEntries(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<StaffEntry[]>
  listAndCountOrderDeskEntries(filters: Record<string, unknown>, config?: Record<string, unknown>): Promise<[StaffEntry[], number]>
  updateOrderDeskEntries(data: Record<string, unknown>): Promise<StaffEntry>
  softDeleteOrderDeskEntries(ids: string[]): Promise<unknown>
  listStaffOrders(opts: { limit?: number; offset?: number; unseen?: boolean }): Promise<{ rows: Record<string, unknown>[]; count: number }>
  restoreOrderDeskEntries(ids: string[]): Promise<unknown>
}

export { ORDER_STATUSES, PAYMENT_STATUSES } from "@shop/contract"

/** The spec's order (point 3, admin view; docs/back-office-api.md): the contract's. */
export type { LegacyOrder }

const money = (v: unknown) => (v == null ? null : Math.round(Number(v) * 100) / 100)

export function toLegacyOrder(e: StaffEntry): LegacyOrder {
  const shipping = (e.metadata?.shipping ?? e.shipping ?? {}) as { tracking_number?: string; carrier?: string; label_url?: string }
  const lines = e.intake?.lines ?? e.lines ?? []
  return {
    id: Number(e.order_display_id),
    customerName: e.customer_name,
    customerPhone: e.customer_phone,
    customerEmail: e.customer_email,
    deliveryAddress: e.delivery_address,
    notes: e.notes,
    /** The checkout's ORDER-123456: the memo on the shopper's Cash App, Venmo, Zelle, PayPal or ABA payment. */
    paymentReference: e.intake?.input?.orderNumber ?? e.payment_reference ?? null,
    totalAmount: money(e.amount_due ?? e.total),
    subtotal: money(e.subtotal),
    deliveryFee: money(e.delivery_fee),
    processingFee: money(e.processing_fee) ?? 0,
    paymentMethod: e.payment_method,
    paymentStatus: e.payment_status,
    paymentConfirmed: e.payment_confirmed_by_customer,
    status: e.status as OrderStatus,
    orderStatus: e.order_status as ShippingStatus | null,
    seen: e.seen,
    createdAt: new Date(e.created_at).toISOString(),
    trackingNumber: shipping.tracking_number ?? null,
    shippingCarrier: shipping.carrier ?? "USPS",
    shippingLabel: shipping.label_url ?? null,
    orderItems: lines.map((l) => ({ id: l.id, name: l.name, quantity: l.quantity, price: l.unitPrice })),
    medusaOrderId: e.order_id,
    placement: e.placement,
    placementError: e.placement === "failed" ? e.placement_error : null,
  }
}

const desk = (scope: MedusaContainer) => scope.resolve<DeskService>(ORDER_DESK_MODULE)

export async function listOrders(scope: MedusaContainer, opts: { limit?: number; offset?: number; unseen?: boolean } = {}) {
  const { rows, count } = await desk(scope).listStaffOrders(opts)
  return { orders: (rows as unknown as StaffEntry[]).map(toLegacyOrder), count }
}

/** The entry of the order with this number, or 404. */
export async function entryOf(scope: MedusaContainer, id: string | number): Promise<StaffEntry> {
  const n = Number(id)
  if (!Number.isInteger(n) || n <= 0) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${id} not found`)
  }
  const [entry] = await desk(scope).listOrderDeskEntries({ order_display_id: n })
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
  const [entry] = await desk(scope).listOrderDeskEntries({ order_id: orderId })
  return entry ?? null
}

/**
 * What staff should look at first (Medusa's admin order list): orders nobody has opened yet, and
 * manual payments (Cash App, Venmo, Zelle, PayPal, ABA) still waiting for staff to check the money
 * (not for cancelled orders). Newest first, at most `limit` of each, with the full counts.
 */
export async function ordersNeedingAction(scope: MedusaContainer, limit = 10) {
  const list = async (filters: Record<string, unknown>) => {
    const [rows, count] = await desk(scope).listAndCountOrderDeskEntries(filters, {
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
 * `orderStatus` "shipped".
 */
export async function ordersByShipment(scope: MedusaContainer, list: ShipmentList, page: { limit: number; offset: number }) {
  const filters =
    list === "shipped"
      ? { order_status: "shipped" }
      : { status: { $ne: "cancelled" }, $or: [{ order_status: null }, { order_status: { $nin: ["shipped", "cancelled"] } }] }
  const [rows, count] = await desk(scope).listAndCountOrderDeskEntries(filters, {
    order: { order_display_id: "DESC" },
    take: page.limit,
    skip: page.offset,
  })
  return { orders: rows.map(toLegacyOrder), count }
}

export async function updateEntry(scope: MedusaContainer, entry: StaffEntry, data: Record<string, unknown>) {
  await desk(scope).updateOrderDeskEntries({ id: entry.id, ...data })
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

type SessionRow = { id: string; status: string; amount: unknown; currency_code: string; data: Record<string, unknown> | null; provider_id: string }
type PaymentRow = { id: string; captured_at: unknown; canceled_at: unknown; captures?: unknown[] | null }

async function paymentOf(scope: MedusaContainer, orderId: string) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "payment_collections.payment_sessions.*",
      "payment_collections.payments.id",
      "payment_collections.payments.captured_at",
      "payment_collections.payments.canceled_at",
    ],
    filters: { id: orderId },
  })
  const collection = (data[0] as any)?.payment_collections?.[0]
  const session = (collection?.payment_sessions?.[0] ?? null) as SessionRow | null
  const payment = (collection?.payments?.[0] ?? null) as PaymentRow | null
  if (!session) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Order ${orderId} has no payment session`)
  }
  return { session, payment }
}

const isManual = (providerId: string) => /_manual$/.test(providerId)

/**
 * The spec's payment verification on the real Medusa payment: `paid` records staff's confirmation
 * (manual methods: in the session data, then Medusa authorizes) and captures it; `failed` cancels
 * an uncaptured payment (a manual one is marked rejected: its session is in error); `pending`
 * undoes a decision that has not moved money yet. Money already captured is never undone here:
 * that is a refund, made in Medusa's admin.
 */
export async function setPaymentStatus(scope: MedusaContainer, entry: StaffEntry, status: "paid" | "pending" | "failed", staffUserId: string) {
  const orderId = requirePlaced(entry)
  const paymentModule = scope.resolve<IPaymentModuleService>(Modules.PAYMENT)
  let { session, payment } = await paymentOf(scope, orderId)
  const now = new Date().toISOString()
  const captured = Boolean(payment?.captured_at)

  if (status === "paid") {
    if (!payment) {
      if (isManual(session.provider_id)) {
        await paymentModule.updatePaymentSession({
          id: session.id,
          amount: Number(session.amount),
          currency_code: session.currency_code,
          data: { ...(session.data ?? {}), verified_by: staffUserId, verified_at: now, rejected_by: null, rejected_at: null },
          status: "pending_authorization" as any,
        })
      }
      await authorizePaymentSessionForOrderWorkflow(scope).run({ input: { payment_session_id: session.id } })
      ;({ payment } = await paymentOf(scope, orderId))
      if (!payment) {
        throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "The payment provider did not authorize this payment.")
      }
    }
    if (!payment.captured_at) {
      await capturePaymentWorkflow(scope).run({ input: { payment_id: payment.id, captured_by: staffUserId } })
    }
    return updateEntry(scope, entry, { payment_status: "paid", verified_by: staffUserId, verified_at: now })
  }

  if (captured) {
    throw new MedusaError(
      MedusaError.Types.CONFLICT,
      "This payment has been captured already. To give the money back, refund it in Medusa's admin."
    )
  }
  if (payment && !payment.canceled_at && status === "failed") {
    await paymentModule.cancelPayment(payment.id)
  }
  if (isManual(session.provider_id)) {
    const data =
      status === "failed"
        ? { ...(session.data ?? {}), rejected_by: staffUserId, rejected_at: now, verified_by: null, verified_at: null }
        : { ...(session.data ?? {}), rejected_by: null, rejected_at: null, verified_by: null, verified_at: null }
    await paymentModule.updatePaymentSession({
      id: session.id,
      amount: Number(session.amount),
      currency_code: session.currency_code,
      data,
      status: (status === "failed" ? "error" : "pending_authorization") as any,
    })
  }
  return updateEntry(scope, entry, { payment_status: status, verified_by: null, verified_at: null })
}

/** The spec's order status; completed and cancelled also complete or cancel the Medusa order. */
export async function setOrderStatus(scope: MedusaContainer, entry: StaffEntry, status: (typeof ORDER_STATUSES)[number], staffUserId: string) {
  if (status === "completed") {
    if (entry.payment_status !== "paid") {
      throw new MedusaError(MedusaError.Types.CONFLICT, "An order can only be completed once its payment is verified (paid).")
    }
    const orderId = requirePlaced(entry)
    await completeOrderWorkflow(scope).run({ input: { orderIds: [orderId], additional_data: {} } as any })
  }
  if (status === "cancelled" && entry.order_id) {
    try {
      await cancelOrderWorkflow(scope).run({ input: { order_id: entry.order_id, canceled_by: staffUserId } as any })
    } catch (e) {
      throw new MedusaError(MedusaError.Types.CONFLICT, `Medusa could not cancel this order: ${(e as Error).message}`)
    }
  }
  return updateEntry(scope, entry, { status })
}

/** Archive (soft-delete) orders: the entry and the Medusa order leave every list and can be restored. */
export async function archiveEntries(scope: MedusaContainer, entries: StaffEntry[]): Promise<number> {
  if (!entries.length) return 0
  const orderIds = entries.map((e) => e.order_id).filter((id): id is string => Boolean(id))
  await desk(scope).softDeleteOrderDeskEntries(entries.map((e) => e.id))
  if (orderIds.length) {
    await scope.resolve(Modules.ORDER).softDeleteOrders(orderIds)
  }
  return entries.length
}

export async function allEntries(scope: MedusaContainer): Promise<StaffEntry[]> {
  return desk(scope).listOrderDeskEntries({}, { order: { order_display_id: "DESC" }, take: null })
}

/** Restores archived orders (all of them, or those with these numbers). */
export async function restoreArchived(scope: MedusaContainer, ids?: number[]): Promise<number> {
  const filters: Record<string, unknown> = { deleted_at: { $ne: null } }
  if (ids?.length) filters.order_display_id = ids
  const archived = await desk(scope).listOrderDeskEntries(filters, { withDeleted: true, take: null })
  if (!archived.length) return 0
  await desk(scope).restoreOrderDeskEntries(archived.map((e) => e.id))
  const orderIds = archived.map((e) => e.order_id).filter((id): id is string => Boolean(id))
  if (orderIds.length) {
    await scope.resolve(Modules.ORDER).restoreOrders(orderIds)
  }
  return archived.length
}
