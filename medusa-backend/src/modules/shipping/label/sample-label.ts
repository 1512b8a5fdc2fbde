import { Canvas, WHITE, wrap } from "./canvas"
import { code128Widths } from "./code128"
import { CELL_WIDTH } from "./font5x7"
import { encodePng } from "./png"

/** 4 × 6 in at 300 dpi. */
export const LABEL_DPI = 300
export const LABEL_WIDTH = 4 * LABEL_DPI
export const LABEL_HEIGHT = 6 * LABEL_DPI
export const SAMPLE_MARK = "SAMPLE – NOT FOR SHIPPING"

export type LabelAddress = {
  name?: string
  company?: string
  street1?: string
  street2?: string
  city?: string
  state?: string
  zip?: string
  country?: string
  phone?: string
}

export type SampleLabelInput = {
  from: LabelAddress
  to: LabelAddress
  /** "USPS", "UPS", "FedEx". */
  carrier: string
  /** "Priority Mail", "UPS Ground", … */
  service: string
  /** "Medium Flat Rate Box", "Medium Package", … */
  packageLabel: string
  dimensions?: string
  weightLb: number
  trackingNumber: string
  orderNumber: number | string
  date?: Date
}

const MARGIN = 24
const INNER = LABEL_WIDTH - 2 * MARGIN

function addressLines(a: LabelAddress): string[] {
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ")
  return [a.name, a.company, a.street1, a.street2, cityLine, a.country && a.country.toUpperCase() !== "US" ? a.country : undefined]
    .filter((l): l is string => Boolean(l && l.trim()))
    .map((l) => l.trim().toUpperCase())
}

/** "9999004210425..." → "9999 0042 1042 ..." */
export function groupDigits(n: string): string {
  return n.replace(/(.{4})(?=.)/g, "$1 ")
}

/**
 * The sandbox's shipping label: a 4 × 6 in PNG (1200 × 1800 px, 300 dpi, black and white) with the
 * ship-from and ship-to addresses, carrier and service, package, order number, a Code 128 barcode
 * of the (test) tracking number and, top and bottom, SAMPLE – NOT FOR SHIPPING.
 */
export function renderSampleLabel(input: SampleLabelInput): Buffer {
  const c = new Canvas(LABEL_WIDTH, LABEL_HEIGHT)
  c.strokeRect(MARGIN - 12, MARGIN - 12, LABEL_WIDTH - 2 * (MARGIN - 12), LABEL_HEIGHT - 2 * (MARGIN - 12), 6)

  // Top band: the sample mark, white on black.
  c.fillRect(MARGIN, MARGIN, INNER, 110)
  c.textCentered(SAMPLE_MARK, MARGIN + 31, 7, WHITE, MARGIN, INNER)

  // Carrier and service.
  let y = 170
  const carrier = input.carrier.toUpperCase()
  c.text(carrier, MARGIN + 24, y, 10)
  const right = MARGIN + 24 + Canvas.textWidth(carrier, 10) + 48
  const perLine = Math.floor((LABEL_WIDTH - MARGIN - right) / (CELL_WIDTH * 6))
  c.text(wrap(input.service.toUpperCase(), perLine)[0] ?? "", right, y, 6)
  const pkg = `${input.packageLabel.toUpperCase()}  ${input.weightLb} LB`
  c.text(pkg.slice(0, Math.floor((LABEL_WIDTH - MARGIN - right) / (CELL_WIDTH * 4))), right, y + 74, 4)
  y = 290
  c.fillRect(MARGIN, y, INNER, 6)

  // Ship from.
  y += 24
  c.text("FROM:", MARGIN + 24, y, 4)
  const fromLines = [...addressLines(input.from), ...(input.from.phone ? [`TEL ${input.from.phone}`] : [])]
  for (const line of fromLines.slice(0, 5)) {
    c.text(line.slice(0, 38), MARGIN + 200, y, 4)
    y += 42
  }
  y = Math.max(y, 540)
  c.fillRect(MARGIN, y, INNER, 6)

  // Ship to.
  y += 24
  c.text("SHIP TO:", MARGIN + 24, y, 5)
  y += 64
  const toLines = addressLines(input.to).flatMap((l) => wrap(l, 29))
  for (const line of toLines.slice(0, 6)) {
    c.text(line, MARGIN + 60, y, 6)
    y += 64
  }
  y = Math.max(y + 10, 1000)
  c.fillRect(MARGIN, y, INNER, 14)

  // Tracking barcode.
  y += 34
  c.textCentered(`${carrier} TRACKING # (SAMPLE)`, y, 4, undefined, MARGIN, INNER)
  y += 56
  const modules = code128Widths(input.trackingNumber).reduce((s, w) => s + w, 0) + 20
  const module = Math.max(1, Math.min(4, Math.floor(INNER / modules)))
  c.barcode(input.trackingNumber, y, 280, module, MARGIN, INNER)
  y += 300
  c.textCentered(groupDigits(input.trackingNumber), y, 5, undefined, MARGIN, INNER)
  y += 80
  c.fillRect(MARGIN, y, INNER, 6)

  // Order, date, package, and the sample mark again.
  y += 30
  c.text(`ORDER #${input.orderNumber}`, MARGIN + 24, y, 6)
  const date = (input.date ?? new Date()).toISOString().slice(0, 10)
  c.text(date, LABEL_WIDTH - MARGIN - 24 - Canvas.textWidth(date, 4), y + 10, 4)
  y += 80
  if (input.dimensions) c.text(`PACKAGE ${input.dimensions.toUpperCase()}`, MARGIN + 24, y, 3)
  y += 40
  c.text("TEST LABEL FROM THE SHOP'S SANDBOX. NO POSTAGE PAID.", MARGIN + 24, y, 3)
  c.fillRect(MARGIN, LABEL_HEIGHT - MARGIN - 110, INNER, 110)
  c.textCentered(SAMPLE_MARK, LABEL_HEIGHT - MARGIN - 79, 7, WHITE, MARGIN, INNER)

  return encodePng(c, { bitDepth: 1, dpi: LABEL_DPI, text: { Title: "Sample shipping label - not for shipping", Software: "Cambodian Heritage Market" } })
}
