import { readFileSync } from "node:fs"
import { join } from "node:path"
import PDFDocument from "pdfkit"
import * as fontkit from "fontkit"
import { fontDirectory, harfBuzzFont, PDF_FONT_FILES, shapedFont } from "../shaping"
import { pdfBuffer } from "../order-pdf"
import { pdfText } from "./pdf-text"

const fontFile = () => join(fontDirectory(), PDF_FONT_FILES.regular)

describe("Khmer shaping (HarfBuzz inside pdfkit)", () => {
  it("reorders a pre-base vowel before its consonant and forms subscripts, as a browser does", () => {
    const bytes = readFileSync(fontFile())
    const shape = harfBuzzFont(bytes)
    const font = fontkit.create(bytes) as any
    const gid = (c: string) => font.glyphForCodePoint(c.codePointAt(0)).id
    // កេ: the vowel sign េ is written first, drawn left of ក
    expect(shape("កេ").map((g) => g.gid)).toEqual([gid("េ"), gid("ក")])
    // ស្ក: the coeng and ក become one subscript glyph, not the two code points' own glyphs
    const sk = shape("ស្ក").map((g) => g.gid)
    expect(sk[0]).toBe(gid("ស"))
    expect(sk).not.toContain(gid("្"))
    expect(sk).not.toContain(gid("ក"))
  })

  it("copies out the Khmer text in logical order (each cluster's text on its first glyph)", async () => {
    const words = ["ប្រហុក", "សាច់ជ្រូកងៀត", "ស្ករត្នោត", "កេ", "វិក្កយបត្រ", "ឲ្យ", "ញ៉ាំ"]
    const doc = new PDFDocument({ size: [600, 400] })
    doc.registerFont("km", shapedFont(fontFile()) as any)
    doc.font("km").fontSize(14)
    for (const w of words) doc.text(w)
    doc.end()
    const lines = pdfText(await pdfBuffer(doc)).split("\n")
    expect(lines).toEqual(words)
  })
})
