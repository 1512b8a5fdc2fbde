import { deflateSync } from "node:zlib"
import { sniffImageType } from "../image-type"

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === "string" ? Buffer.from(p, "latin1") : Buffer.from(p))))

describe("sniffImageType", () => {
  it.each([
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0], "\0\x10JFIF"), "image/jpeg", "jpg"],
    ["PNG", bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], deflateSync(Buffer.alloc(4)).toString("latin1")), "image/png", "png"],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), "image/gif", "gif"],
    ["GIF89a", Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"), "image/gif", "gif"],
    ["WebP", bytes("RIFF", [0x24, 0, 0, 0], "WEBPVP8 "), "image/webp", "webp"],
  ])("recognises %s by its content", (_name, content, mimeType, extension) => {
    expect(sniffImageType(content)).toEqual({ mimeType, extension })
  })

  it.each([
    ["a text file named .png", Buffer.from("just some text, not a picture")],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')],
    ["a PDF", Buffer.from("%PDF-1.7\n")],
    ["a RIFF file that is not WebP (WAV)", bytes("RIFF", [0x24, 0, 0, 0], "WAVEfmt ")],
    ["a truncated PNG signature", bytes([0x89, 0x50, 0x4e, 0x47])],
    ["an empty file", Buffer.alloc(0)],
  ])("refuses %s", (_name, content) => {
    expect(sniffImageType(content)).toBeNull()
  })
})
