import PDFDocument from "pdfkit"
import { join } from "node:path"
import { formatPhone, shopAddressLine, type LegacyOrder, type PaymentState, type ShopFacts } from "@shop/contract"
import { fontDirectory, PDF_FONT_FILES, shapedFont } from "./shaping"
import { fill, paymentMethodName, PRINT_TEXTS, type PrintLang, type PrintTexts } from "./texts"

/** Which paper: the packing slip (no prices) or the invoice/receipt. */
export type PrintKind = "packing-slip" | "invoice"

export type PrintItem = { name: string; quantity: number; unitPrice: number | null }

/** What a packing slip or invoice shows of one order. */
export type PrintOrder = {
  id: number
  memo: string | null
  createdAt: string
  customerName: string | null
  customerPhone: string | null
  customerEmail: string | null
  deliveryAddress: string | null
  notes: string | null
  items: PrintItem[]
  subtotal: number
  deliveryFee: number
  cardFee: number
  total: number
  refunded: number
  paymentMethod: string | null
  paymentState: PaymentState
}

/**
 * The printed order from the staff calls' order; `khmerNames` (product id → its km-KH title) names
 * the items in Khmer, the English name standing in where a product has no Khmer title.
 */
export function printOrderOf(o: LegacyOrder, khmerNames?: Map<string, string> | null): PrintOrder {
  const n = (v: number | null | undefined) => (v == null || Number.isNaN(Number(v)) ? 0 : Number(v))
  return {
    id: o.id,
    memo: o.paymentReference ?? null,
    createdAt: o.createdAt,
    customerName: o.customerName ?? null,
    customerPhone: o.customerPhone ? formatPhone(o.customerPhone) : null,
    customerEmail: o.customerEmail ?? null,
    deliveryAddress: o.deliveryAddress ?? null,
    notes: o.notes?.trim() ? o.notes : null,
    items: o.orderItems.map((i) => ({ name: khmerNames?.get(String(i.id)) || i.name, quantity: i.quantity, unitPrice: i.price ?? null })),
    subtotal: n(o.subtotal),
    deliveryFee: n(o.deliveryFee),
    cardFee: n(o.processingFee),
    total: n(o.totalAmount),
    refunded: n(o.refundedAmount),
    paymentMethod: o.paymentMethod ?? null,
    paymentState: o.paymentState,
  }
}

/** "$1,234.50" (the shop's money is US dollars in both languages). */
export function dollars(v: number): string {
  return `$${v.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
}

/** The order's date and time in the shop's time zone, in the paper's language. */
export function printDate(iso: string, lang: PrintLang, timeZone: string): string {
  return new Intl.DateTimeFormat(lang === "km" ? "km-KH" : "en-US", { timeZone, dateStyle: "medium", timeStyle: "short" }).format(new Date(iso))
}

export type RenderOptions = {
  lang: PrintLang
  shop: ShopFacts
  timeZone: string
  /** Deflate the content streams (default); off only to look at a file by hand. */
  compress?: boolean
  /** The file's creation date (default now). */
  date?: Date
}

// US Letter, in points.
const PAGE = { width: 612, height: 792 }
const MARGIN = 48
const CONTENT = PAGE.width - 2 * MARGIN
const BOTTOM = PAGE.height - MARGIN
const REGULAR = "Noto"
const BOLD = "Noto-Bold"

let fonts: { regular: ReturnType<typeof shapedFont>; bold: ReturnType<typeof shapedFont> } | undefined
/** The shaped fonts, loaded once a process (HarfBuzz faces and fontkit tables). */
function printFonts() {
  if (!fonts) {
    const dir = fontDirectory()
    fonts = { regular: shapedFont(join(dir, PDF_FONT_FILES.regular)), bold: shapedFont(join(dir, PDF_FONT_FILES.bold)) }
  }
  return fonts
}

/**
 * One PDF of packing slips or invoices, one order a page (an order with many items goes on over
 * the next pages, its header repeated). A stream: pipe it to the response.
 */
export function renderOrdersPdf(kind: PrintKind, orders: PrintOrder[], opts: RenderOptions): PDFKit.PDFDocument {
  const t = PRINT_TEXTS[opts.lang]
  const title = kind === "invoice" ? t.invoice : t.packingSlip
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: MARGIN,
    compress: opts.compress ?? true,
    autoFirstPage: false,
    lang: opts.lang === "km" ? "km-KH" : "en-US",
    info: {
      Title: orders.length === 1 ? `${title} ${fill(t.order, { id: orders[0].id })}` : title,
      Author: opts.shop.name,
      CreationDate: opts.date ?? new Date(),
    },
  })
  const { regular, bold } = printFonts()
  doc.registerFont(REGULAR, regular as any)
  doc.registerFont(BOLD, bold as any)
  // Khmer needs room above and below its line (vowels and subscripts): line height ≥ 1.6.
  const gap = opts.lang === "km" ? 0.7 : 0.35
  const ctx: Ctx = { doc, t, kind, gap, opts }
  if (!orders.length) {
    doc.addPage()
    doc.font(REGULAR).fontSize(11).text("—")
  }
  for (const order of orders) drawOrder(ctx, order)
  doc.end()
  return doc
}

type Ctx = { doc: PDFKit.PDFDocument; t: PrintTexts; kind: PrintKind; gap: number; opts: RenderOptions }

function write(ctx: Ctx, text: string, x: number, y: number, o: { size?: number; bold?: boolean; width?: number; align?: "left" | "right" } = {}) {
  const size = o.size ?? 10
  ctx.doc
    .font(o.bold ? BOLD : REGULAR)
    .fontSize(size)
    .text(text, x, y, { width: o.width, align: o.align ?? "left", lineGap: size * ctx.gap })
  return ctx.doc.y
}

function heightOf(ctx: Ctx, text: string, width: number, o: { size?: number; bold?: boolean } = {}) {
  const size = o.size ?? 10
  return ctx.doc.font(o.bold ? BOLD : REGULAR).fontSize(size).heightOfString(text, { width, lineGap: size * ctx.gap })
}

function rule(ctx: Ctx, y: number) {
  ctx.doc.moveTo(MARGIN, y).lineTo(PAGE.width - MARGIN, y).lineWidth(0.6).strokeColor("#999999").stroke()
}

/** The columns of the items table: the item's name takes what the numbers leave. */
function columns(kind: PrintKind) {
  if (kind === "packing-slip") {
    const qty = 70
    return { name: { x: MARGIN, w: CONTENT - qty - 10 }, qty: { x: MARGIN + CONTENT - qty, w: qty }, unit: null, amount: null }
  }
  const qty = 60
  const money = 80
  const nameW = CONTENT - qty - 2 * money - 30
  return {
    name: { x: MARGIN, w: nameW },
    qty: { x: MARGIN + nameW + 10, w: qty },
    unit: { x: MARGIN + nameW + 20 + qty, w: money },
    amount: { x: MARGIN + CONTENT - money, w: money },
  }
}

function drawOrder(ctx: Ctx, order: PrintOrder) {
  const { doc, t, kind } = ctx
  doc.addPage()
  let y = drawHeader(ctx, order)

  // Ship to, and the order's contact
  const shipTo = [order.customerName, order.deliveryAddress, order.customerPhone ? `${t.phone}: ${order.customerPhone}` : null, order.customerEmail ? `${t.email}: ${order.customerEmail}` : null]
    .filter((l): l is string => !!l && !!l.trim())
    .join("\n")
  y = write(ctx, t.shipTo, MARGIN, y, { bold: true, size: 11 }) + 2
  y = write(ctx, shipTo || "—", MARGIN, y, { width: CONTENT / 2 + 60 }) + 14

  // Items
  const cols = columns(kind)
  const tableHeader = (top: number) => {
    write(ctx, t.item, cols.name.x, top, { bold: true, width: cols.name.w })
    write(ctx, t.quantity, cols.qty.x, top, { bold: true, width: cols.qty.w, align: "right" })
    if (cols.unit) write(ctx, t.unitPrice, cols.unit.x, top, { bold: true, width: cols.unit.w, align: "right" })
    if (cols.amount) write(ctx, t.amount, cols.amount.x, top, { bold: true, width: cols.amount.w, align: "right" })
    const below = top + heightOf(ctx, t.item, cols.name.w, { bold: true }) + 2
    rule(ctx, below)
    return below + 6
  }
  /** A new page for the rest of this order when `needed` points do not fit. */
  const room = (top: number, needed: number) => {
    if (top + needed <= BOTTOM) return top
    doc.addPage()
    const next = write(ctx, fill(t.continued, { id: order.id }), MARGIN, MARGIN, { bold: true, size: 12 }) + 10
    return next
  }
  y = tableHeader(y)
  for (const item of order.items) {
    const h = heightOf(ctx, item.name, cols.name.w) + 6
    const top = room(y, h)
    if (top !== y) y = tableHeader(top)
    write(ctx, item.name, cols.name.x, y, { width: cols.name.w })
    write(ctx, String(item.quantity), cols.qty.x, y, { width: cols.qty.w, align: "right" })
    if (cols.unit && cols.amount && item.unitPrice != null) {
      write(ctx, dollars(item.unitPrice), cols.unit.x, y, { width: cols.unit.w, align: "right" })
      write(ctx, dollars(Math.round(item.unitPrice * item.quantity * 100) / 100), cols.amount.x, y, { width: cols.amount.w, align: "right" })
    }
    y += h
  }
  rule(ctx, y)
  y += 8
  const count = order.items.reduce((s, i) => s + i.quantity, 0)

  if (kind === "invoice") {
    const rows: [string, string, boolean?][] = [
      [t.subtotal, dollars(order.subtotal)],
      [t.deliveryFee, dollars(order.deliveryFee)],
    ]
    if (order.cardFee) rows.push([t.cardFee, dollars(order.cardFee)])
    rows.push([t.total, dollars(order.total), true])
    if (order.refunded) rows.push([t.refunded, `−${dollars(order.refunded)}`])
    rows.push([t.paymentMethod, paymentMethodName(order.paymentMethod, t)])
    rows.push([t.paymentState, t.states[order.paymentState] ?? order.paymentState])
    const labelW = 170
    const valueW = 110
    const x = MARGIN + CONTENT - labelW - valueW
    for (const [label, value, strong] of rows) {
      const h = heightOf(ctx, label, labelW, { bold: strong }) + 3
      y = room(y, h)
      write(ctx, label, x, y, { width: labelW, bold: strong })
      write(ctx, value, x + labelW, y, { width: valueW, align: "right", bold: strong })
      y += h
    }
    y += 8
  } else {
    y = room(y, 20)
    y = write(ctx, fill(t.itemCount, { count }), MARGIN, y, { width: CONTENT, align: "right" }) + 8
  }

  if (order.notes) {
    y = room(y, heightOf(ctx, t.notes, CONTENT, { bold: true }) + heightOf(ctx, order.notes, CONTENT) + 8)
    y = write(ctx, t.notes, MARGIN, y, { bold: true, size: 11 }) + 2
    // A long note flows on over the next page (pdfkit breaks it there).
    y = write(ctx, order.notes, MARGIN, y, { width: CONTENT }) + 10
  }
  if (kind === "invoice") {
    y = room(y, 24)
    write(ctx, t.thanks, MARGIN, y, { width: CONTENT, align: "left" })
  }
}

/** The shop, the paper's title, the order number, its date and payment memo. Returns the y below it. */
function drawHeader(ctx: Ctx, order: PrintOrder): number {
  const { t, kind, opts } = ctx
  const shop = opts.shop
  const half = CONTENT / 2
  let left = write(ctx, shop.name, MARGIN, MARGIN, { bold: true, size: 15, width: half + 20 })
  left = write(ctx, shopAddressLine(shop), MARGIN, left, { size: 9, width: half + 20 })
  left = write(ctx, `${shop.phone} · ${shop.email}`, MARGIN, left, { size: 9, width: half + 20 })

  const rx = MARGIN + half + 30
  const rw = CONTENT - half - 30
  let right = write(ctx, kind === "invoice" ? t.invoice : t.packingSlip, rx, MARGIN, { bold: true, size: 16, width: rw, align: "right" })
  right = write(ctx, fill(t.order, { id: order.id }), rx, right, { bold: true, size: 12, width: rw, align: "right" })
  right = write(ctx, `${t.date}: ${printDate(order.createdAt, opts.lang, opts.timeZone)}`, rx, right, { size: 9, width: rw, align: "right" })
  if (order.memo) right = write(ctx, `${t.memo}: ${order.memo}`, rx, right, { size: 9, width: rw, align: "right" })
  const y = Math.max(left, right) + 8
  rule(ctx, y)
  return y + 12
}

/** The whole PDF in memory (tests; the routes stream it). */
export function pdfBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on("data", (c: Buffer) => chunks.push(c))
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })
}
