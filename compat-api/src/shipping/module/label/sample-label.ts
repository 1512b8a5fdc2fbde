import bwipjs from "bwip-js"
import PDFDocument from "pdfkit"

/** 4 × 6 in, in PDF points (72 per inch): the size of the carriers' thermal labels. */
export const LABEL_SIZE: [number, number] = [4 * 72, 6 * 72]
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
  /** The label's date, also the PDF's creation date (so the same input gives the same bytes). */
  date?: Date
}

export type RenderOptions = {
  /** Deflate the page's content stream (default); tests turn it off to read the text. */
  compress?: boolean
}

const [WIDTH, HEIGHT] = LABEL_SIZE
const MARGIN = 12
const INNER = WIDTH - 2 * MARGIN
const BAND = 26
const REGULAR = "Helvetica"
const BOLD = "Helvetica-Bold"

/** The tracking barcode's bar height, in points. */
const BARCODE_HEIGHT = 64

/** "9999004210425..." → "9999 0042 1042 ..." */
export function groupDigits(n: string): string {
  return n.replace(/(.{4})(?=.)/g, "$1 ")
}

// Helvetica (a PDF standard font) writes WinAnsi: Latin-1 plus a few typographic marks.
const WIN_ANSI_EXTRAS = new Set([..."€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ"])

/** Text Helvetica can show: accents dropped where the letter is outside WinAnsi, anything else as "?". */
export function labelText(text: string): string {
  let out = ""
  for (const ch of text.normalize("NFC")) {
    const c = ch.codePointAt(0)!
    if ((c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRAS.has(ch)) out += ch
    else if (/\s/.test(ch)) out += " "
    else {
      const base = ch.normalize("NFKD").replace(/[\u0300-\u036f]/g, "")
      out += /^[\x20-\x7e]+$/.test(base) ? base : "?"
    }
  }
  return out
}

function addressLines(a: LabelAddress): string[] {
  const cityLine = [a.city, [a.state, a.zip].filter(Boolean).join(" ")].filter(Boolean).join(", ")
  return [a.name, a.company, a.street1, a.street2, cityLine, a.country && a.country.toUpperCase() !== "US" ? a.country : undefined]
    .filter((l): l is string => Boolean(l && l.trim()))
    .map((l) => labelText(l.trim().toUpperCase()))
}

/**
 * The tracking number's Code 128 as bwip-js encodes it: widths in modules, alternating bar and
 * space, starting with a bar (no quiet zones).
 */
export function trackingBarcode(trackingNumber: string): number[] {
  const [symbol] = bwipjs.raw({ bcid: "code128", text: trackingNumber }) as { sbs: number[] }[]
  return symbol.sbs
}

/**
 * The sandbox's shipping label: a 4 × 6 in PDF (black on white, Helvetica) with the ship-from and
 * ship-to addresses, carrier, service, package, dimensions and weight, the order number and date,
 * a Code 128 barcode of the (test) tracking number (bwip-js, drawn as vector bars) and, top and
 * bottom, SAMPLE – NOT FOR SHIPPING.
 */
export function renderSampleLabel(input: SampleLabelInput, options: RenderOptions = {}): Promise<Buffer> {
  const date = input.date ?? new Date()
  const doc = new PDFDocument({
    size: LABEL_SIZE,
    margin: 0,
    compress: options.compress ?? true,
    info: {
      Title: `Sample shipping label, order ${labelText(String(input.orderNumber))} - not for shipping`,
      Author: "Cambodian Heritage Market",
      Creator: "Cambodian Heritage Market (shipping sandbox)",
      CreationDate: date,
    },
  })
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on("data", (c: Buffer) => chunks.push(c))
    doc.on("end", () => resolve(Buffer.concat(chunks)))
    doc.on("error", reject)
  })

  /** One line at (x, y), shrunk down to `min` pt (then cut with …) to fit `width`. */
  const line = (text: string, x: number, y: number, font: string, size: number, o: { width?: number; align?: "left" | "center" | "right"; min?: number } = {}) => {
    const width = o.width ?? INNER
    let s = labelText(text)
    let pt = size
    doc.font(font)
    while (pt > (o.min ?? size) && doc.fontSize(pt).widthOfString(s) > width) pt -= 0.5
    doc.fontSize(pt)
    if (doc.widthOfString(s) > width) {
      while (s.length > 1 && doc.widthOfString(`${s}…`) > width) s = s.slice(0, -1)
      s = `${s.trimEnd()}…`
    }
    const free = width - doc.widthOfString(s)
    doc.text(s, x + (o.align === "center" ? free / 2 : o.align === "right" ? free : 0), y, { lineBreak: false })
    return pt
  }
  const rule = (y: number, thickness: number) => doc.rect(MARGIN, y, INNER, thickness).fill("black")
  const band = (y: number) => {
    doc.rect(MARGIN, y, INNER, BAND).fill("black")
    doc.fillColor("white")
    line(SAMPLE_MARK, MARGIN, y + 7, BOLD, 15, { align: "center", min: 10 })
    doc.fillColor("black")
  }

  doc.lineWidth(2).rect(6, 6, WIDTH - 12, HEIGHT - 12).stroke("black")
  band(MARGIN)

  // Carrier, service, package and weight.
  const carrier = labelText(input.carrier.toUpperCase())
  const carrierPt = line(carrier, MARGIN + 6, 48, BOLD, 26, { width: 110, min: 14 })
  const right = MARGIN + 6 + Math.min(doc.font(BOLD).fontSize(carrierPt).widthOfString(carrier), 110) + 12
  const rightWidth = WIDTH - MARGIN - 6 - right
  line(input.service.toUpperCase(), right, 45, BOLD, 12, { width: rightWidth, min: 8 })
  line(`${input.packageLabel.toUpperCase()}  ${input.weightLb} LB`, right, 61, REGULAR, 8.5, { width: rightWidth, min: 6 })
  if (input.dimensions) line(input.dimensions.toUpperCase(), right, 72, REGULAR, 8.5, { width: rightWidth, min: 6 })
  rule(86, 1.5)

  // Ship from.
  line("FROM:", MARGIN + 6, 93, BOLD, 7, { width: 40 })
  const fromLines = [...addressLines(input.from), ...(input.from.phone ? [`TEL ${labelText(input.from.phone)}`] : [])]
  fromLines.slice(0, 5).forEach((l, i) => line(l, MARGIN + 50, 93 + i * 9, REGULAR, 7.5, { width: INNER - 56, min: 6 }))
  rule(140, 1.5)

  // Ship to.
  line("SHIP TO:", MARGIN + 6, 146, BOLD, 9, { width: 60 })
  addressLines(input.to)
    .slice(0, 6)
    .forEach((l, i) => line(l, MARGIN + 18, 159 + i * 15, BOLD, 13, { width: INNER - 24, min: 8 }))
  rule(250, 3)

  // Tracking barcode: bwip-js encodes it, the bars are drawn here as filled rectangles.
  line(`${carrier} TRACKING # (SAMPLE)`, MARGIN, 258, BOLD, 8, { align: "center" })
  const widths = trackingBarcode(input.trackingNumber)
  const modules = widths.reduce((s, w) => s + w, 0)
  const module = Math.min(1.5, INNER / (modules + 20)) // 10-module quiet zone each side
  let x = MARGIN + (INNER - modules * module) / 2
  widths.forEach((w, i) => {
    if (i % 2 === 0) doc.rect(x, 269, w * module, BARCODE_HEIGHT)
    x += w * module
  })
  doc.fill("black")
  line(groupDigits(input.trackingNumber), MARGIN, 337, BOLD, 11, { align: "center", min: 7 })
  rule(351, 1.5)

  // Order, date, package, and the sample mark again.
  line(`ORDER #${input.orderNumber}`, MARGIN + 6, 357, BOLD, 14, { width: INNER - 90, min: 9 })
  line(date.toISOString().slice(0, 10), WIDTH - MARGIN - 86, 361, REGULAR, 8, { width: 80, align: "right" })
  if (input.dimensions) line(`PACKAGE ${input.dimensions.toUpperCase()}  ${input.weightLb} LB`, MARGIN + 6, 374, REGULAR, 7, { width: INNER - 12, min: 5 })
  line("TEST LABEL FROM THE SHOP'S SANDBOX. NO POSTAGE PAID.", MARGIN + 6, 383, REGULAR, 7, { width: INNER - 12, min: 5 })
  band(HEIGHT - MARGIN - BAND)

  doc.end()
  return done
}
