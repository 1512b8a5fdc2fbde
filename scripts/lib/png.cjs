// A PNG encoder with no dependency, for generated pictures: the storefront's placeholder image
// (storefront/scripts/make-placeholder.mjs) and the real image bytes tests upload. CommonJS so that
// Node scripts, vitest and the backend's jest (which does not load ES modules) can all use it.
const { crc32, deflateSync } = require("node:zlib")

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
const COLOR_TYPE = { 3: 2, 4: 6 } // channels per pixel → PNG colour type: RGB truecolour, RGBA

function chunk(type, data) {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data])
  const len = Buffer.alloc(4)
  len.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([len, body, crc])
}

/**
 * Encodes 8-bit pixels, `width` × `height`, given as a Buffer of RGB (3 channels) or RGBA (4)
 * values row after row, into a PNG file's bytes (`level`: zlib's, -1 its default).
 */
function encodePng(width, height, pixels, channels = 3, level = -1) {
  const ihdr = Buffer.alloc(13)
  ihdr.writeUInt32BE(width, 0)
  ihdr.writeUInt32BE(height, 4)
  ihdr[8] = 8 // bit depth
  ihdr[9] = COLOR_TYPE[channels]
  const stride = width * channels
  const raw = Buffer.alloc((stride + 1) * height) // each row: filter type 0 (None), then the pixels
  for (let y = 0; y < height; y++) pixels.copy(raw, y * (stride + 1) + 1, y * stride, (y + 1) * stride)
  return Buffer.concat([SIGNATURE, chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw, { level })), chunk("IEND", Buffer.alloc(0))])
}

/** A solid-colour RGB PNG, `width` × `height`. */
function solidPng(width, height, rgb) {
  return encodePng(width, height, Buffer.from(Array.from({ length: width * height }, () => rgb).flat()))
}

module.exports = { encodePng, solidPng }
