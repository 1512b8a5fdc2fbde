import { inflateSync } from "node:zlib"

/**
 * A reader of the sample label's PDF for tests, enough for what pdfkit writes: page sizes, the
 * text of each TJ operator, and the Code 128 bars (read back with the standard's own table, so a
 * test does not take bwip-js's word for what it drew).
 */

/** Every stream of the file, inflated when it is deflated, joined. */
export function pdfContent(pdf: Buffer): string {
  const raw = pdf.toString("latin1")
  const out: string[] = []
  for (const m of raw.matchAll(/stream\r?\n/g)) {
    const start = m.index! + m[0].length
    const end = raw.indexOf("endstream", start)
    if (end < 0) break
    const body = pdf.subarray(start, end)
    try {
      out.push(inflateSync(body).toString("latin1"))
    } catch {
      out.push(body.toString("latin1"))
    }
  }
  return out.join("\n")
}

/** The MediaBox of each page: [width, height] in points. */
export function pdfPageSizes(pdf: Buffer): [number, number][] {
  return [...pdf.toString("latin1").matchAll(/\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/g)].map((m) => [Number(m[1]), Number(m[2])])
}

// WinAnsiEncoding's 0x80-0x9F (the rest of the codes are Latin-1).
const WIN_ANSI_80 = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ"

/** The text of each TJ operator, in drawing order (pdfkit writes one per line of text). */
export function pdfTextLines(pdf: Buffer): string[] {
  return [...pdfContent(pdf).matchAll(/\[([^\]]*)\] TJ/g)].map((m) =>
    [...m[1].matchAll(/<([0-9a-fA-F]*)>/g)]
      .flatMap((h) => h[1].match(/../g) ?? [])
      .map((b) => {
        const c = parseInt(b, 16)
        return c >= 0x80 && c <= 0x9f ? WIN_ANSI_80[c - 0x80] : String.fromCharCode(c)
      })
      .join("")
  )
}

/**
 * The barcode: the largest group of rectangles filled together, left to right, as module widths
 * alternating bar and space (the narrowest bar is one module).
 */
export function pdfBarcodeWidths(pdf: Buffer): number[] {
  let best: number[][] = []
  let group: number[][] = []
  for (const line of pdfContent(pdf).split("\n")) {
    const re = /^([-\d.]+) ([-\d.]+) ([-\d.]+) ([-\d.]+) re$/.exec(line.trim())
    if (re) group.push(re.slice(1).map(Number))
    else if (/^f\*?$/.test(line.trim())) {
      if (group.length > best.length) best = group
      group = []
    }
  }
  const bars = [...best].sort((a, b) => a[0] - b[0])
  const module = Math.min(...bars.map((b) => b[2]))
  const widths: number[] = []
  bars.forEach(([x, , w], i) => {
    if (i > 0) {
      const [px, , pw] = bars[i - 1]
      widths.push(Math.round((x - px - pw) / module))
    }
    widths.push(Math.round(w / module))
  })
  return widths
}

// ISO/IEC 15417's 107 symbols: bar, space, bar, space, bar, space widths (the stop has a 7th bar).
const CODE128 = (
  "212222 222122 222221 121223 121322 131222 122213 122312 132212 221213 221312 231212 112232 122132 122231 113222 " +
  "123122 123221 223211 221132 221231 213212 223112 312131 311222 321122 321221 312212 322112 322211 212123 212321 " +
  "232121 111323 131123 131321 112313 132113 132311 211313 231113 231311 112133 112331 132131 113123 113321 133121 " +
  "313121 211331 231131 213113 213311 213131 311123 311321 331121 312113 312311 332111 314111 221411 431111 111224 " +
  "111422 121124 121421 141122 141221 112214 112412 122114 122411 142112 142211 241211 221114 413111 241112 134111 " +
  "111242 121142 121241 114212 124112 124211 411212 421112 421211 212141 214121 412121 111143 111341 131141 114113 " +
  "114311 411113 411311 113141 114131 311141 411131 211412 211214 211232 2331112"
).split(" ")
const [CODE_C, CODE_B, START_B, START_C, STOP] = [99, 100, 104, 105, 106]

/** Reads Code 128 module widths (code sets B and C) back into text; throws on a bad symbol or check. */
export function decodeCode128(widths: number[]): string {
  const symbols: number[] = []
  for (let k = 0; k < widths.length; ) {
    const take = widths.length - k === 7 ? 7 : 6
    const v = CODE128.indexOf(widths.slice(k, k + take).join(""))
    if (v < 0) throw new Error(`Code 128: unknown symbol at module ${k}`)
    symbols.push(v)
    k += take
  }
  if (symbols.pop() !== STOP) throw new Error("Code 128: no stop symbol")
  const check = symbols.pop()
  if (symbols.reduce((s, v, i) => s + v * Math.max(1, i), 0) % 103 !== check) throw new Error("Code 128: wrong check symbol")
  if (symbols[0] !== START_B && symbols[0] !== START_C) throw new Error("Code 128: no start B or C")
  let set = symbols[0] === START_C ? "C" : "B"
  let out = ""
  for (const v of symbols.slice(1)) {
    if (set === "C" && v === CODE_B) set = "B"
    else if (set === "B" && v === CODE_C) set = "C"
    else if (set === "C" && v < 100) out += String(v).padStart(2, "0")
    else if (set === "B" && v < 95) out += String.fromCharCode(v + 32)
    else throw new Error(`Code 128: unsupported symbol ${v}`)
  }
  return out
}
