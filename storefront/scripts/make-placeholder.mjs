// Draws public/images/placeholder.png (the spec's fallback product image) with no dependency:
// a plain RGBA raster, encoded as a PNG. Run: node storefront/scripts/make-placeholder.mjs
import { writeFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { encodePng } from "../../scripts/lib/png.cjs"

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
const png = encodePng(W, H, px, 4, 9)
writeFileSync(fileURLToPath(new URL("../public/images/placeholder.png", import.meta.url)), png)
console.log(`placeholder.png: ${png.length} bytes`)
