import { code128Widths } from "./code128"
import { CELL_WIDTH, glyph, GLYPH_HEIGHT, printable } from "./font5x7"
import type { GreyImage } from "./png"

export const BLACK = 0
export const WHITE = 255

/** A tiny black-and-white rasteriser: rectangles, the 5×7 font scaled up, Code 128 bars. */
export class Canvas implements GreyImage {
  readonly pixels: Uint8Array

  constructor(
    readonly width: number,
    readonly height: number
  ) {
    this.pixels = new Uint8Array(width * height).fill(WHITE)
  }

  fillRect(x: number, y: number, w: number, h: number, color = BLACK) {
    const x0 = Math.max(0, Math.floor(x))
    const y0 = Math.max(0, Math.floor(y))
    const x1 = Math.min(this.width, Math.floor(x + w))
    const y1 = Math.min(this.height, Math.floor(y + h))
    for (let yy = y0; yy < y1; yy++) this.pixels.fill(color, yy * this.width + x0, yy * this.width + x1)
  }

  /** An outline `t` pixels thick. */
  strokeRect(x: number, y: number, w: number, h: number, t: number, color = BLACK) {
    this.fillRect(x, y, w, t, color)
    this.fillRect(x, y + h - t, w, t, color)
    this.fillRect(x, y, t, h, color)
    this.fillRect(x + w - t, y, t, h, color)
  }

  /** Width in pixels of `text` at `scale` (each font dot is scale × scale pixels). */
  static textWidth(text: string, scale: number): number {
    const n = printable(text).length
    return n ? (n * CELL_WIDTH - 1) * scale : 0
  }

  static lineHeight(scale: number): number {
    return (GLYPH_HEIGHT + 3) * scale
  }

  /** Draws one line with its top-left corner at (x, y); returns the x after it. */
  text(text: string, x: number, y: number, scale: number, color = BLACK): number {
    let cx = x
    for (const ch of printable(text)) {
      const cols = glyph(ch)
      for (let c = 0; c < cols.length; c++) {
        for (let r = 0; r < GLYPH_HEIGHT; r++) {
          if (cols[c] & (1 << r)) this.fillRect(cx + c * scale, y + r * scale, scale, scale, color)
        }
      }
      cx += CELL_WIDTH * scale
    }
    return cx
  }

  textCentered(text: string, y: number, scale: number, color = BLACK, left = 0, width = this.width) {
    this.text(text, left + Math.floor((width - Canvas.textWidth(text, scale)) / 2), y, scale, color)
  }

  /**
   * Code 128 of `value`, `module` pixels per module, centred in [left, left + width), bars `h`
   * high from y; returns the barcode's width in pixels (quiet zones of 10 modules excluded).
   */
  barcode(value: string, y: number, h: number, module: number, left = 0, width = this.width): number {
    const widths = code128Widths(value)
    const total = widths.reduce((s, w) => s + w, 0) * module
    let x = left + Math.floor((width - total) / 2)
    widths.forEach((w, i) => {
      if (i % 2 === 0) this.fillRect(x, y, w * module, h)
      x += w * module
    })
    return total
  }
}

/** Breaks `text` into lines of at most `maxChars` characters, at spaces where possible. */
export function wrap(text: string, maxChars: number): string[] {
  const lines: string[] = []
  let line = ""
  for (const word of printable(text).split(/\s+/).filter(Boolean)) {
    let w = word
    while (w.length > maxChars) {
      if (line) {
        lines.push(line)
        line = ""
      }
      lines.push(w.slice(0, maxChars))
      w = w.slice(maxChars)
    }
    if (!line) line = w
    else if (line.length + 1 + w.length <= maxChars) line += ` ${w}`
    else {
      lines.push(line)
      line = w
    }
  }
  if (line) lines.push(line)
  return lines
}
