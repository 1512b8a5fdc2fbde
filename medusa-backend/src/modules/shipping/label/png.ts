import { deflateSync } from "node:zlib"

/**
 * A minimal PNG encoder (greyscale, 1 or 8 bits per pixel, no interlace) on node:zlib, so the
 * sample label needs no native image library. https://www.w3.org/TR/png/
 */
export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const CRC_TABLE = (() => {
  const t = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    t[n] = c >>> 0
  }
  return t
})()

export function crc32(buf: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length)
  out.writeUInt32BE(data.length, 0)
  out.write(type, 4, "latin1")
  data.copy(out, 8)
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length)
  return out
}

export type GreyImage = {
  width: number
  height: number
  /** One byte per pixel, row by row: 0 black … 255 white. */
  pixels: Uint8Array
}

export type PngOptions = {
  /** 1: black and white (pixels < 128 are black), 8: greys. */
  bitDepth?: 1 | 8
  /** Stored in pHYs so printers and viewers know the physical size. */
  dpi?: number
  /** tEXt chunks, e.g. { Title: "…" } (Latin-1). */
  text?: Record<string, string>
}

export function encodePng(img: GreyImage, opts: PngOptions = {}): Buffer {
  const { width, height, pixels } = img
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || pixels.length !== width * height) {
    throw new Error(`encodePng: a ${width}x${height} image needs ${width * height} pixels, got ${pixels.length}`)
  }
  const bitDepth = opts.bitDepth ?? 8
  const rowBytes = bitDepth === 1 ? Math.ceil(width / 8) : width
  const raw = Buffer.alloc((rowBytes + 1) * height)
  for (let y = 0; y < height; y++) {
    const o = y * (rowBytes + 1) // filter byte 0 (None), then the row
    const row = y * width
    if (bitDepth === 8) {
      raw.set(pixels.subarray(row, row + width), o + 1)
    } else {
      for (let x = 0; x < width; x++) {
        if (pixels[row + x] >= 128) raw[o + 1 + (x >> 3)] |= 0x80 >> (x & 7) // 1 = white in greyscale
      }
    }
  }
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = bitDepth
  ihdr[9] = 0 // greyscale
  ihdr[10] = 0 // deflate
  ihdr[11] = 0 // adaptive filtering (each row says None)
  ihdr[12] = 0 // no interlace
  const parts = [PNG_SIGNATURE, chunk("IHDR", ihdr)]
  if (opts.dpi) {
    const phys = Buffer.alloc(9)
    const ppm = Math.round(opts.dpi / 0.0254)
    phys.writeUInt32BE(ppm, 0)
    phys.writeUInt32BE(ppm, 4)
    phys[8] = 1 // metres
    parts.push(chunk("pHYs", phys))
  }
  for (const [key, value] of Object.entries(opts.text ?? {})) {
    parts.push(chunk("tEXt", Buffer.from(`${key}\0${value}`, "latin1")))
  }
  parts.push(chunk("IDAT", deflateSync(raw, { level: 6 })))
  parts.push(chunk("IEND", Buffer.alloc(0)))
  return Buffer.concat(parts)
}

/** Width and height from a PNG's IHDR, or null when the bytes are not a PNG. */
export function pngSize(buf: Buffer): { width: number; height: number } | null {
  if (buf.length < 24 || !buf.subarray(0, 8).equals(PNG_SIGNATURE) || buf.toString("latin1", 12, 16) !== "IHDR") return null
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) }
}
