// Draws public/images/placeholder.png (the spec's fallback product image) with no dependency:
// a plain RGBA raster, deflated into a PNG. Run: node storefront/scripts/make-placeholder.mjs
import { writeFileSync } from "node:fs"
import { deflateSync } from "node:zlib"
import { fileURLToPath } from "node:url"

const W = 400
const H = 400
const px = Buffer.alloc(W * H * 4)
const set = (x, y, [r, g, b]) => {
  const i = (y * W + x) * 4
  px[i] = r; px[i + 1] = g; px[i + 2] = b; px[i + 3] = 255
}
const bg = [245, 241, 235]
const frame = [214, 204, 190]
const hill = [176, 160, 140]
const sun = [200, 150, 90]
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    let c = bg
    const inFrame = x >= 100 && x < 300 && y >= 120 && y < 280
    if (inFrame) c = frame
    if (inFrame && y > 175 + Math.abs(x - 170) * 0.9) c = hill
    if (inFrame && y > 205 + Math.abs(x - 245) * 0.8) c = hill
    if ((x - 250) ** 2 + (y - 160) ** 2 < 18 ** 2) c = sun
    set(x, y, c)
  }
}
const raw = Buffer.alloc((W * 4 + 1) * H)
for (let y = 0; y < H; y++) {
  raw[y * (W * 4 + 1)] = 0
  px.copy(raw, y * (W * 4 + 1) + 1, y * W * 4, (y + 1) * W * 4)
}
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
const crc = (buf) => {
  let c = 0xffffffff
  for (const b of buf) c = crcTable[(c ^ b) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}
const chunk = (type, data) => {
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const td = Buffer.concat([Buffer.from(type), data])
  const c = Buffer.alloc(4)
  c.writeUInt32BE(crc(td))
  return Buffer.concat([len, td, c])
}
const ihdr = Buffer.alloc(13)
ihdr.writeUInt32BE(W, 0)
ihdr.writeUInt32BE(H, 4)
ihdr[8] = 8; ihdr[9] = 6; ihdr[10] = 0; ihdr[11] = 0; ihdr[12] = 0
const png = Buffer.concat([
  Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
  chunk("IHDR", ihdr),
  chunk("IDAT", deflateSync(raw, { level: 9 })),
  chunk("IEND", Buffer.alloc(0)),
])
writeFileSync(fileURLToPath(new URL("../public/images/placeholder.png", import.meta.url)), png)
console.log(`placeholder.png: ${png.length} bytes`)
