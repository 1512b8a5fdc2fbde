import { carrierService, labelPrice, type LabelHistoryEntry, type LabelResult, type Rate } from "@shop/contract"
import type { ShipToAddress } from "./module/service"
import { parseOneLineAddress, splitName } from "../orders/delivery-address"
import type { MedusaAddress } from "../orders/medusa-orders"

/** A rate as the shipping module answers it: the contract's Rate (docs/back-office-api.md, Shipping: Rate). */
export type ShipRate = Rate

/** Shippo's address fields (country ISO-2), as the shipping module takes them. */
export type ShipTo = ShipToAddress

/** What the order-desk entry keeps of its label in `metadata.shipping` (spec point 4). */
export type ShippingRecord = {
  tracking_number: string
  tracking_url: string | null
  carrier: string | null
  service: string | null
  label_url: string
  label_created_at: string
  rate_id: string
  package_type: string | null
  /** Medusa's fulfillment holding the label; its shipment is the Ship button. */
  fulfillment_id: string | null
  /** The label in Medusa's file module (download without leaving the shop). */
  label_file_id: string | null
  /** Shippo's own label URL (null for sandbox labels). */
  carrier_label_url: string | null
  transaction_id: string | null
  amount: string | null
  currency: string | null
  /** A sandbox label (SAMPLE – NOT FOR SHIPPING). */
  sample: boolean
}

const orUndef = (v: string | null | undefined) => (v && v.trim() ? v.trim() : undefined)

/** A Medusa order's shipping address as Shippo's ship-to; null without a street. */
export function shipToFromMedusaAddress(a: MedusaAddress | null | undefined, email?: string | null): ShipTo | null {
  if (!a?.address_1) return null
  return {
    name: orUndef([a.first_name, a.last_name].filter(Boolean).join(" ")),
    company: orUndef(a.company),
    street1: orUndef(a.address_1),
    street2: orUndef(a.address_2),
    city: orUndef(a.city),
    state: orUndef(a.province)?.toUpperCase(),
    zip: orUndef(a.postal_code),
    country: (a.country_code || "us").toUpperCase(),
    phone: orUndef(a.phone),
    email: orUndef(email),
  }
}

/** The ship-to of an order not yet placed in Medusa: the shopper's one-line address, parsed. */
export function shipToFromEntry(e: { customer_name: string; customer_phone?: string | null; customer_email?: string | null; delivery_address: string }): ShipTo {
  const a = parseOneLineAddress(e.delivery_address)
  const { first, last } = splitName(e.customer_name)
  return {
    name: orUndef(`${first} ${last}`),
    street1: a.address_1,
    city: a.city,
    state: a.province?.toUpperCase(),
    zip: a.postal_code,
    country: "US",
    phone: orUndef(e.customer_phone),
    email: orUndef(e.customer_email),
  }
}

/** The fulfillment's data and label (as the shippo provider wrote them) as the desk's record. */
export function shippingRecordOf(
  fulfillment: { id: string; data?: Record<string, any> | null; labels?: { tracking_number: string; tracking_url: string; label_url: string }[] | null },
  chosen: { rateId: string; packageType: string | null; rate?: Partial<ShipRate> | null },
  now = new Date()
): ShippingRecord {
  const d = fulfillment.data ?? {}
  const label = fulfillment.labels?.[0]
  const trackingNumber = label?.tracking_number ?? d.tracking_number
  const labelUrl = label?.label_url ?? d.label_url
  if (!trackingNumber || !labelUrl) {
    throw new Error(`Fulfillment ${fulfillment.id} has no label`)
  }
  return {
    tracking_number: trackingNumber,
    tracking_url: label?.tracking_url ?? d.tracking_url ?? null,
    carrier: d.carrier ?? chosen.rate?.provider ?? null,
    service: d.service ?? chosen.rate?.service ?? null,
    label_url: labelUrl,
    label_created_at: now.toISOString(),
    rate_id: chosen.rateId,
    package_type: d.package_type ?? chosen.packageType ?? null,
    fulfillment_id: fulfillment.id,
    label_file_id: d.label_file_id ?? null,
    carrier_label_url: d.carrier_label_url ?? null,
    transaction_id: d.transaction_id ?? null,
    amount: d.amount ?? chosen.rate?.amount ?? null,
    currency: d.currency ?? chosen.rate?.currency ?? null,
    sample: Boolean(d.sample),
  }
}

/** The label result of the contract: `{ success, labelUrl, trackingNumber, trackingUrl, status, serviceName }` (plus carrier, sample and the price). */
export function labelResult(s: ShippingRecord): LabelResult {
  return {
    success: true as const,
    labelUrl: s.label_url,
    trackingNumber: s.tracking_number,
    trackingUrl: s.tracking_url,
    status: "SUCCESS",
    serviceName: carrierService(s.carrier, s.service) || null,
    carrier: s.carrier,
    sample: s.sample,
    shippingLabelPrice: labelPrice(s.amount),
  }
}

export type LabelFileType = { contentType: "application/pdf" | "image/png"; extension: "pdf" | "png" }

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]

/** A label file's type by its first bytes: the sandbox's PDF, Shippo's PNG, else null. */
export function labelFileType(body: Uint8Array): LabelFileType | null {
  if (String.fromCharCode(...body.subarray(0, 5)) === "%PDF-") return { contentType: "application/pdf", extension: "pdf" }
  if (PNG_SIGNATURE.every((b, i) => body[i] === b)) return { contentType: "image/png", extension: "png" }
  return null
}

/** The label's file name, shipping-label-order-{id}.pdf or .png (the spec's name was for PNG labels). */
export const labelFilename = (orderId: number | string, extension: LabelFileType["extension"] = "png") =>
  `shipping-label-order-${orderId}.${extension}`

/** The extension of a label by its URL: the shop's stored files end in .pdf or .png; Shippo's labels are PNG. */
const labelExtensionOf = (url: string | null | undefined): LabelFileType["extension"] => (/\.pdf(?:[?#]|$)/i.test(url ?? "") ? "pdf" : "png")

/** One entry of GET /api/simple-shipping/labels. */
export function labelHistoryEntry(row: { order_display_id: number; shipping: Partial<ShippingRecord> | null }): LabelHistoryEntry {
  const s = row.shipping ?? {}
  return {
    filename: labelFilename(row.order_display_id, labelExtensionOf(s.label_url)),
    url: s.label_url ?? null,
    createdAt: s.label_created_at ?? null,
    orderId: row.order_display_id,
    trackingNumber: s.tracking_number ?? null,
    carrier: s.carrier ?? null,
    service: s.service ?? null,
    downloadUrl: `/api/shipping/labels/${row.order_display_id}`,
    sample: Boolean(s.sample),
    shippingLabelPrice: labelPrice(s.amount),
  }
}

/** Direct USPS (POST /api/shipping/create-label): the contract's rule, the one /shippo-admin quotes with. */
export { uspsPriorityRate } from "@shop/contract"

/** Sum of the items' quantities (non-numbers count as 0). */
export function totalQuantity(items: { quantity?: unknown }[]): number {
  return items.reduce((s, i) => s + (Number.isFinite(Number(i.quantity)) ? Math.max(0, Math.floor(Number(i.quantity))) : 0), 0)
}
