import type { MedusaContainer } from "@medusajs/framework/types"
import { wallClock } from "@shop/contract"
import type { StaffOrderRow } from "../modules/order-desk"
import { orderDesk } from "./order-desk"
import { conditionsOf, shopTimeZone, type OrderListQuery } from "./order-query"
import { toLegacyOrder } from "./staff-orders"

/**
 * GET /api/orders/export.csv (issue 27): the filtered list as CSV for Excel and Google Sheets:
 * UTF-8 with a BOM (so Khmer opens right), RFC 4180 (CRLF, quotes doubled), amounts as plain
 * numbers, dates in the shop's time zone ("2026-11-27 14:05"), cells that a spreadsheet would run as
 * a formula prefixed with '. Streamed in keyset pages of EXPORT_PAGE rows: never every order at once.
 */

export const EXPORT_PAGE = 500
export const CSV_BOM = "\uFEFF"

/** One cell: a number as it is; text guarded against formulas (= + - @, tab, CR) and quoted when needed. */
export function csvCell(value: string | number | null | undefined): string {
  if (value == null) return ""
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : ""
  let text = value
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvRow = (cells: (string | number | null | undefined)[]) => cells.map(csvCell).join(",") + "\r\n"

/** The order's columns, in order (English headers). */
export const ORDER_COLUMNS = [
  "Order number", "Date", "Status", "Customer", "Phone", "Email", "Address", "Items", "Subtotal", "Delivery fee",
  "Card fee", "Total", "Refunded", "Payment method", "Payment state", "Shipment state", "Carrier", "Tracking number",
  "Payment memo", "Notes", "Channel",
] as const
/** With lines=1: one row per line item, the Items column replaced by these. */
export const LINE_COLUMNS = ["Item", "Quantity", "Unit price", "Line total"] as const

export function csvHeader(lines: boolean): string {
  if (!lines) return csvRow([...ORDER_COLUMNS])
  const i = ORDER_COLUMNS.indexOf("Items")
  return csvRow([...ORDER_COLUMNS.slice(0, i), ...LINE_COLUMNS, ...ORDER_COLUMNS.slice(i + 1)])
}

const num = (v: number | null | undefined) => (v == null ? null : Math.round(v * 100) / 100)

/** The CSV rows of one order (one, or one per line item with `lines`). */
export function csvRowsOf(row: StaffOrderRow, timeZone: string, lines: boolean): string {
  const o = toLegacyOrder(row)
  const at = wallClock(new Date(row.created_at), timeZone)
  const before = [o.id, `${at.date} ${at.time}`, o.status, o.customerName, o.customerPhone, o.customerEmail, o.deliveryAddress]
  const after = [
    num(o.subtotal), num(o.deliveryFee), num(o.processingFee), num(o.totalAmount), num(o.refundedAmount), o.paymentMethod,
    o.paymentState, o.shipmentState, o.trackingNumber ? o.shippingCarrier : null, o.trackingNumber, o.paymentReference, o.notes,
    String(row.payment_session_id ?? "").startsWith("medusa_order_") ? "medusa" : "shop",
  ]
  if (!lines) {
    const items = o.orderItems.map((i) => `${i.quantity} × ${i.name}`).join("; ")
    return csvRow([...before, items, ...after])
  }
  const items = o.orderItems.length ? o.orderItems : [{ name: null, quantity: null, price: null }]
  return items
    .map((i) => {
      const unit = i.price == null ? null : Number(i.price)
      return csvRow([...before, i.name, i.quantity, num(unit), unit == null || i.quantity == null ? null : num(unit * Number(i.quantity)), ...after])
    })
    .join("")
}

/** `shop-orders-2026-11-27.csv` (`-lines` with one row per item), dated by the shop's today. */
export function exportFileName(today: string, lines: boolean) {
  return `shop-orders-${today}${lines ? "-lines" : ""}.csv`
}

/** Something to write the CSV to: Node's response (write answers false when its buffer is full). */
export type CsvSink = { write(chunk: string): boolean; once(event: "drain" | "close", cb: () => void): unknown; end(): unknown }

/**
 * Writes the export of `q` to `out` page by page (keyset on the order number, newest first),
 * waiting for the client to take each page before reading the next. Answers the rows written.
 */
export async function writeOrdersCsv(scope: Pick<MedusaContainer, "resolve">, q: OrderListQuery, out: CsvSink): Promise<number> {
  const timeZone = shopTimeZone()
  const conditions = await conditionsOf(scope, q)
  const desk = orderDesk(scope)
  // A client that goes away mid-file: stop reading pages (its buffer never drains).
  let closed = false
  out.once("close", () => (closed = true))
  const write = (chunk: string) =>
    out.write(chunk) || closed ? Promise.resolve() : new Promise<void>((r) => (out.once("drain", r), out.once("close", r)))
  await write(CSV_BOM + csvHeader(q.lines))
  let before: number | undefined
  let written = 0
  while (!closed) {
    const { rows } = await desk.listStaffOrders({ conditions, limit: EXPORT_PAGE, before, withCount: false })
    if (!rows.length) break
    await write(rows.map((r) => csvRowsOf(r, timeZone, q.lines)).join(""))
    written += rows.length
    before = Number(rows[rows.length - 1].order_display_id)
    if (rows.length < EXPORT_PAGE) break
  }
  out.end()
  return written
}
