import { inflateSync } from "node:zlib"

/**
 * A reader of the order PDFs for tests (no PDF library needed in CI), enough for what pdfkit
 * writes: each page's text read back through the fonts' ToUnicode maps (as a viewer's copy and
 * search do), the fonts embedded, the page count. One string per line drawn (BT … ET block).
 */

type PdfObject = { dict: string; stream: Buffer | null }

function objects(pdf: Buffer): Map<number, PdfObject> {
  const raw = pdf.toString("latin1")
  const out = new Map<number, PdfObject>()
  for (const m of raw.matchAll(/(\d+) 0 obj\s*/g)) {
    const start = m.index! + m[0].length
    const end = raw.indexOf("endobj", start)
    const body = raw.slice(start, end)
    const s = body.indexOf("stream")
    let stream: Buffer | null = null
    let dict = body
    if (s >= 0 && body.slice(0, s).includes("<<")) {
      dict = body.slice(0, s)
      const dataStart = start + s + "stream".length + (raw[start + s + 6] === "\r" ? 2 : 1)
      const dataEnd = raw.lastIndexOf("endstream", end)
      const data = pdf.subarray(dataStart, dataEnd)
      try {
        stream = /FlateDecode/.test(dict) ? inflateSync(data) : data
      } catch {
        stream = data
      }
    }
    out.set(Number(m[1]), { dict, stream })
  }
  return out
}

/** A ToUnicode CMap: glyph code (hex) → text. */
function parseCMap(cmap: string): Map<number, string> {
  const map = new Map<number, string>()
  const text = (hex: string) => {
    const units = (hex.replace(/\s+/g, "").match(/.{4}/g) ?? []).map((h) => parseInt(h, 16))
    return String.fromCharCode(...units)
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const r of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]*>)/g)) {
      const lo = parseInt(r[1], 16)
      const hi = parseInt(r[2], 16)
      if (r[3].startsWith("[")) {
        const values = [...r[3].matchAll(/<([0-9a-fA-F\s]*)>/g)].map((v) => text(v[1]))
        for (let c = lo; c <= hi; c++) map.set(c, values[c - lo] ?? "")
      } else {
        const first = r[3].slice(1, -1).replace(/\s+/g, "")
        for (let c = lo; c <= hi; c++) {
          const base = parseInt(first.slice(-4) || "0", 16) + (c - lo)
          map.set(c, text(first.slice(0, -4) + base.toString(16).padStart(4, "0")))
        }
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const r of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]*)>/g)) map.set(parseInt(r[1], 16), text(r[2]))
  }
  return map
}

const ref = (dict: string, key: string) => {
  const m = new RegExp(`/${key}\\s+(\\d+) 0 R`).exec(dict)
  return m ? Number(m[1]) : null
}

/** The PDF's pages, in order, each its lines of text. */
export function pdfPages(pdf: Buffer): string[][] {
  const objs = objects(pdf)
  // Font resource names (pdfkit's F1, F2 …) → their ToUnicode maps.
  const fonts = new Map<string, Map<number, string> | null>()
  for (const { dict } of objs.values()) {
    const fontDict = /\/Font\s*<<([^>]*)>>/.exec(dict)
    if (!fontDict) continue
    for (const f of fontDict[1].matchAll(/\/(\w+)\s+(\d+) 0 R/g)) {
      const font = objs.get(Number(f[2]))
      const uni = font && ref(font.dict, "ToUnicode")
      const cmap = uni != null ? objs.get(uni)?.stream?.toString("latin1") : null
      fonts.set(f[1], cmap ? parseCMap(cmap) : null)
    }
  }
  const catalog = [...objs.values()].find((o) => /\/Type\s*\/Catalog/.test(o.dict))
  const pagesRoot = catalog && ref(catalog.dict, "Pages")
  const pageIds: number[] = []
  const walk = (id: number) => {
    const o = objs.get(id)
    if (!o) return
    if (/\/Type\s*\/Pages/.test(o.dict)) {
      const kids = /\/Kids\s*\[([^\]]*)\]/.exec(o.dict)?.[1] ?? ""
      for (const k of kids.matchAll(/(\d+) 0 R/g)) walk(Number(k[1]))
    } else pageIds.push(id)
  }
  if (pagesRoot != null) walk(pagesRoot)
  return pageIds.map((id) => {
    const contents = ref(objs.get(id)!.dict, "Contents")
    const content = contents != null ? (objs.get(contents)?.stream?.toString("latin1") ?? "") : ""
    const lines: string[] = []
    for (const block of content.matchAll(/BT([\s\S]*?)ET/g)) {
      let cmap: Map<number, string> | null | undefined = null
      let line = ""
      for (const op of block[1].matchAll(/\/(\w+)\s+[\d.]+\s+Tf|\[([^\]]*)\]\s*TJ/g)) {
        if (op[1]) cmap = fonts.get(op[1])
        else
          for (const h of op[2].matchAll(/<([0-9a-fA-F]*)>/g)) {
            for (const code of h[1].match(/.{4}/g) ?? []) line += cmap?.get(parseInt(code, 16)) ?? "\uFFFD"
          }
      }
      lines.push(line)
    }
    return lines
  })
}

/** All the text of the PDF, a line each. */
export function pdfText(pdf: Buffer): string {
  return pdfPages(pdf)
    .map((p) => p.join("\n"))
    .join("\n")
}

/** The embedded fonts' names (`/BaseFont` of the font files), e.g. "AAAAAA+NotoSansKhmer-Regular". */
export function pdfFontNames(pdf: Buffer): string[] {
  const raw = pdf.toString("latin1")
  return [...new Set([...raw.matchAll(/\/FontName\s*\/([^\s/>]+)/g)].map((m) => m[1]))]
}
