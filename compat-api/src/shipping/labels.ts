import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { labelFilename, labelHistoryEntry, type ShippingRecord } from "./shipping-mapper"
import { entryOf, type StaffEntry } from "../orders/staff-orders"
import { SHIPPING_TEXTS, ShippingFailure } from "./failures"
import { shippingService, type BoughtLabel } from "./shipping-module"
import { orderDesk } from "../orders/order-desk"
import { queryOrder } from "../orders/query-order"

/** A Medusa fulfillment of the order as the label and ship workflows read it. */
export type FulfillmentRow = {
  id: string
  shipped_at?: string | null
  canceled_at?: string | null
  data?: Record<string, any> | null
  labels?: { id: string; tracking_number: string; tracking_url: string; label_url: string }[] | null
  items?: { line_item_id: string; quantity: unknown }[] | null
}

export type OrderWithFulfillments = {
  id: string
  status?: string | null
  shipping_methods?: { shipping_option_id?: string | null }[] | null
  email?: string | null
  shipping_address?: Record<string, unknown> | null
  items: { id: string; quantity: unknown; requires_shipping?: boolean | null; detail?: { fulfilled_quantity?: unknown } }[]
  fulfillments?: FulfillmentRow[]
}

/** A quantity as Medusa's query answers it (a number, or a BigNumber's JSON). */
export function num(v: unknown): number {
  if (v == null) return 0
  if (typeof v === "object") {
    const o = v as { numeric?: unknown; value?: unknown }
    return Number(o.numeric ?? o.value ?? NaN)
  }
  return Number(v)
}

/** The Medusa order with its items and fulfillments (labels, items). */
export async function orderWithFulfillments(scope: MedusaContainer, orderId: string): Promise<OrderWithFulfillments> {
  const order = await queryOrder<OrderWithFulfillments>(scope, orderId, [
    "id",
    "status",
    "email",
    "shipping_methods.shipping_option_id",
    "shipping_address.*",
    "items.*",
    "items.detail.*",
    "fulfillments.id",
    "fulfillments.shipped_at",
    "fulfillments.canceled_at",
    "fulfillments.data",
    "fulfillments.labels.*",
    "fulfillments.items.line_item_id",
    "fulfillments.items.quantity",
  ])
  if (!order) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Medusa order ${orderId} not found`)
  }
  return order
}

/**
 * The order's lines to ship not in a fulfillment yet, with the quantity left. A card order's fee line
 * goes with the goods (place-order marks it requires_shipping, issue 26 point 5); an older order's
 * fee line without shipping stays out (Medusa refuses a fulfillment mixing the two).
 */
export const unfulfilledItems = (order: OrderWithFulfillments) =>
  order.items
    .filter((i) => i.requires_shipping !== false)
    .map((i) => ({ id: i.id, quantity: num(i.quantity) - num(i.detail?.fulfilled_quantity) }))
    .filter((i) => i.quantity > 0)

/** 409 Label Already Created when the desk entry has a label (one label per order). */
export function labelExistsFailure(entry: StaffEntry): ShippingFailure | null {
  const s = entry.metadata?.shipping as Partial<ShippingRecord> | undefined
  return s?.tracking_number
    ? new ShippingFailure(409, SHIPPING_TEXTS.labelExists, undefined, { trackingNumber: s.tracking_number, labelUrl: s.label_url ?? null })
    : null
}

export const labelOf = (label: BoughtLabel) => ({ tracking_number: label.trackingNumber, tracking_url: label.trackingUrl, label_url: label.labelUrl })

/** The fulfillment data of a bought label (the keys the shippo fulfillment provider keeps). */
export function fulfillmentDataOf(label: BoughtLabel, rateId: string): Record<string, unknown> {
  return {
    shipping_rate_id: rateId,
    package_type: label.packageType ?? undefined,
    transaction_id: label.transactionId,
    carrier: label.carrier ?? undefined,
    service: label.service ?? undefined,
    amount: label.amount ?? undefined,
    currency: label.currency ?? undefined,
    tracking_number: label.trackingNumber,
    tracking_url: label.trackingUrl,
    label_url: label.labelUrl,
    label_file_id: label.labelFileId ?? undefined,
    carrier_label_url: label.carrierLabelUrl ?? undefined,
    sample: label.sample,
  }
}

/** GET /api/simple-shipping/labels: every label, newest first. */
export async function labelHistory(scope: MedusaContainer) {
  return (await orderDesk(scope).listShippingLabels()).map((row) => labelHistoryEntry(row as any))
}

/** The order's label file for Download and Print: `{ filename, body }`. 404 when it has none. */
export async function labelFileOf(scope: MedusaContainer, orderId: string | number) {
  const entry = await entryOf(scope, orderId)
  const s = entry.metadata?.shipping as Partial<ShippingRecord> | undefined
  if (!s?.label_url) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${entry.order_display_id} has no shipping label yet.`)
  }
  const body = await shippingService(scope).readLabel({ fileId: s.label_file_id ?? null, url: s.carrier_label_url ?? (/^https?:\/\//i.test(s.label_url) ? s.label_url : null) })
  return { filename: labelFilename(entry.order_display_id!), body }
}
