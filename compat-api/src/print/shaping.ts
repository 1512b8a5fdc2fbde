import { readFileSync, existsSync } from "node:fs"
import { dirname, join } from "node:path"
import * as fontkit from "fontkit"

/**
 * Khmer in our PDFs. pdfkit lays text out with fontkit, whose shaper cannot handle Noto Sans Khmer
 * (it throws on the font's mark anchors, and its Indic shaper is not HarfBuzz's Khmer shaper). So
 * the PDFs use one font object whose `layout` is HarfBuzz's (harfbuzzjs's WebAssembly build, called
 * directly: its JavaScript wrapper is an ES module with top-level await, which a CommonJS plugin
 * cannot require). pdfkit still embeds and subsets the TrueType font and places the glyphs,
 * including HarfBuzz's offsets (subscripts, vowels above and below).
 *
 * Text extraction: Khmer glyphs are drawn in visual order (a pre-base vowel or coeng ro comes before
 * its consonant), so a per-glyph ToUnicode map would copy out scrambled words. Each grapheme
 * cluster's text goes to the first glyph drawn for it and the other glyphs of the cluster map to
 * nothing; a glyph used with different texts gets one subset slot per text (same outline), since
 * ToUnicode maps slots, not occurrences. Copying, searching and pdftotext then give the logical text.
 */

/** Noto Sans Khmer (SIL OFL 1.1, compat-api/assets/fonts/OFL.txt): Khmer and Latin in one font. */
export const PDF_FONT_FILES = { regular: "NotoSansKhmer-Regular.ttf", bold: "NotoSansKhmer-Bold.ttf" } as const

/** compat-api/assets/fonts, from src/print (tests) and from .medusa/server/src/print (the build). */
export function fontDirectory(): string {
  let dir = __dirname
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, "assets", "fonts")
    if (existsSync(join(candidate, PDF_FONT_FILES.regular))) return candidate
    dir = dirname(dir)
  }
  throw new Error(`The PDF fonts (assets/fonts/${PDF_FONT_FILES.regular}) were not found above ${__dirname}.`)
}

type HbExports = {
  memory: WebAssembly.Memory
  __wasm_call_ctors: () => void
  malloc: (n: number) => number
  free: (p: number) => void
  hb_blob_create: (data: number, length: number, mode: number, user: number, destroy: number) => number
  hb_face_create: (blob: number, index: number) => number
  hb_font_create: (face: number) => number
  hb_buffer_create: () => number
  hb_buffer_destroy: (b: number) => void
  hb_buffer_add_utf16: (b: number, text: number, length: number, offset: number, itemLength: number) => void
  hb_buffer_guess_segment_properties: (b: number) => void
  hb_buffer_get_length: (b: number) => number
  hb_buffer_get_glyph_infos: (b: number, length: number) => number
  hb_buffer_get_glyph_positions: (b: number, length: number) => number
  hb_shape: (font: number, buffer: number, features: number, count: number) => void
}

let harfbuzz: HbExports | undefined

/** HarfBuzz's WebAssembly, instantiated once (synchronously: it is small, and Node allows it). */
function hb(): HbExports {
  if (harfbuzz) return harfbuzz
  const wasm = readFileSync(require.resolve("harfbuzzjs/dist/harfbuzz.wasm"))
  let exports: HbExports | undefined
  const fail = (what: string) => () => {
    throw new Error(`harfbuzz: ${what}`)
  }
  const instance = new WebAssembly.Instance(new WebAssembly.Module(wasm), {
    wasi_snapshot_preview1: { proc_exit: fail("exit") },
    env: {
      _emscripten_runtime_keepalive_clear: () => {},
      _abort_js: fail("abort"),
      _setitimer_js: () => 0,
      emscripten_resize_heap: (requested: number) => {
        const memory = exports!.memory
        const pages = Math.ceil((requested - memory.buffer.byteLength) / 65536)
        try {
          memory.grow(pages)
          return 1
        } catch {
          return 0
        }
      },
    },
  })
  exports = instance.exports as unknown as HbExports
  exports.__wasm_call_ctors()
  harfbuzz = exports
  return exports
}

export type ShapedGlyph = { gid: number; cluster: number; xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }

/** A HarfBuzz font over a TrueType file's bytes (kept in WebAssembly memory for the process's life). */
export function harfBuzzFont(bytes: Uint8Array): (text: string) => ShapedGlyph[] {
  const h = hb()
  const data = h.malloc(bytes.length)
  new Uint8Array(h.memory.buffer, data, bytes.length).set(bytes)
  const blob = h.hb_blob_create(data, bytes.length, 2 /* HB_MEMORY_MODE_WRITABLE */, 0, 0)
  const font = h.hb_font_create(h.hb_face_create(blob, 0))
  return (text: string) => {
    const buffer = h.hb_buffer_create()
    const units = text.length
    const ptr = h.malloc(Math.max(2, units * 2))
    try {
      const view = new Uint16Array(h.memory.buffer, ptr, units)
      for (let i = 0; i < units; i++) view[i] = text.charCodeAt(i)
      h.hb_buffer_add_utf16(buffer, ptr, units, 0, units)
      h.hb_buffer_guess_segment_properties(buffer)
      h.hb_shape(font, buffer, 0, 0)
      const n = h.hb_buffer_get_length(buffer)
      const infos = new Uint32Array(h.memory.buffer, h.hb_buffer_get_glyph_infos(buffer, 0), n * 5)
      const positions = new Int32Array(h.memory.buffer, h.hb_buffer_get_glyph_positions(buffer, 0), n * 5)
      const glyphs: ShapedGlyph[] = []
      for (let i = 0; i < n; i++) {
        glyphs.push({
          gid: infos[i * 5],
          cluster: infos[i * 5 + 2],
          xAdvance: positions[i * 5],
          yAdvance: positions[i * 5 + 1],
          xOffset: positions[i * 5 + 2],
          yOffset: positions[i * 5 + 3],
        })
      }
      return glyphs
    } finally {
      h.free(ptr)
      h.hb_buffer_destroy(buffer)
    }
  }
}

/** The glyph ids a shaped font hands pdfkit: above any real glyph id, one per (glyph, text) pair. */
const SYNTHETIC = 0x10000

type FontkitFont = ReturnType<typeof fontkit.create> & Record<string, any>

/**
 * A fontkit font for pdfkit (`doc.registerFont(name, shapedFont(path))`) whose layout is
 * HarfBuzz's. Positions are in font units, as fontkit's are.
 */
export function shapedFont(path: string): FontkitFont {
  const bytes = readFileSync(path)
  const base = fontkit.create(bytes) as FontkitFont
  const shape = harfBuzzFont(bytes)
  const slots: { gid: number; codePoints: number[] }[] = []
  const slotOf = new Map<string, number>()
  const syntheticId = (gid: number, codePoints: number[]) => {
    const key = `${gid}|${codePoints.join(",")}`
    let id = slotOf.get(key)
    if (id === undefined) {
      id = SYNTHETIC + slots.length
      slots.push({ gid, codePoints })
      slotOf.set(key, id)
    }
    return id
  }
  const font = Object.create(base) as FontkitFont
  font.layout = (text: string) => {
    const shaped = shape(text)
    // The text of each cluster: from its start to the next larger cluster start (UTF-16 units).
    const starts = [...new Set(shaped.map((g) => g.cluster))].sort((a, b) => a - b)
    const textOf = (cluster: number) => {
      const next = starts.find((s) => s > cluster) ?? text.length
      return [...text.slice(cluster, next)].map((c) => c.codePointAt(0)!)
    }
    const seen = new Set<number>()
    const glyphs = shaped.map((g) => {
      const codePoints = seen.has(g.cluster) ? [] : textOf(g.cluster)
      seen.add(g.cluster)
      return { id: syntheticId(g.gid, codePoints), codePoints, advanceWidth: base.getGlyph(g.gid).advanceWidth }
    })
    const positions = shaped.map((g) => ({ xAdvance: g.xAdvance, yAdvance: g.yAdvance, xOffset: g.xOffset, yOffset: g.yOffset }))
    return { glyphs, positions, advanceWidth: shaped.reduce((sum, g) => sum + g.xAdvance, 0) }
  }
  font.createSubset = () => {
    const subset = base.createSubset() as any
    const realInclude = subset.includeGlyph.bind(subset)
    const placed = new Map<number, number>()
    subset.includeGlyph = (glyph: number | { id: number }) => {
      const id = typeof glyph === "object" ? glyph.id : glyph
      if (id < SYNTHETIC) return realInclude(id)
      let slot = placed.get(id)
      if (slot === undefined) {
        const { gid } = slots[id - SYNTHETIC]
        // The first text of a glyph takes its ordinary slot; another text gets a copy of the glyph.
        if (subset.mapping[gid] == null) slot = realInclude(gid)
        else {
          subset.glyphs.push(gid)
          slot = subset.glyphs.length - 1
        }
        placed.set(id, slot!)
      }
      return slot!
    }
    return subset
  }
  return font
}
