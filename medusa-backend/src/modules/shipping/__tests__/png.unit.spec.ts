import { inflateSync } from "node:zlib"
import { crc32, encodePng, pngSize, PNG_SIGNATURE } from "../label/png"

const chunks = (buf: Buffer) => {
  const out: { type: string; data: Buffer; crc: number }[] = []
  for (let o = 8; o < buf.length; ) {
    const len = buf.readUInt32BE(o)
    out.push({ type: buf.toString("latin1", o + 4, o + 8), data: buf.subarray(o + 8, o + 8 + len), crc: buf.readUInt32BE(o + 8 + len) })
    o += 12 + len
  }
  return out
}

describe("PNG encoder", () => {
  it("computes PNG's CRC-32 (the IEND chunk's is AE 42 60 82)", () => {
    expect(crc32(Buffer.from("IEND", "latin1"))).toBe(0xae426082)
    expect(crc32(Buffer.from("123456789", "latin1"))).toBe(0xcbf43926)
  })

  it("writes an 8-bit greyscale image: signature, IHDR, pHYs, IDAT with filter-None rows, IEND, valid CRCs", () => {
    const pixels = Uint8Array.from([0, 128, 255, 10, 20, 30])
    const png = encodePng({ width: 3, height: 2, pixels }, { dpi: 300, text: { Title: "t" } })
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE)
    const list = chunks(png)
    expect(list.map((c) => c.type)).toEqual(["IHDR", "pHYs", "tEXt", "IDAT", "IEND"])
    for (const c of list) expect(crc32(Buffer.concat([Buffer.from(c.type, "latin1"), c.data]))).toBe(c.crc)
    expect([...list[0].data]).toEqual([0, 0, 0, 3, 0, 0, 0, 2, 8, 0, 0, 0, 0])
    expect(list[1].data.readUInt32BE(0)).toBe(11811) // 300 dpi in pixels per metre
    expect(list[1].data[8]).toBe(1)
    expect([...inflateSync(list[3].data)]).toEqual([0, 0, 128, 255, 0, 10, 20, 30])
    expect(pngSize(png)).toEqual({ width: 3, height: 2 })
  })

  it("packs 1-bit images most significant bit first, white as 1", () => {
    const pixels = new Uint8Array(10).fill(255)
    pixels[0] = 0
    pixels[9] = 0
    const list = chunks(encodePng({ width: 10, height: 1, pixels }, { bitDepth: 1 }))
    expect(list[0].data[8]).toBe(1)
    expect([...inflateSync(list.find((c) => c.type === "IDAT")!.data)]).toEqual([0, 0b01111111, 0b10000000])
  })

  it("refuses pixels that do not match the size, and reads no size from other bytes", () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(/needs 4 pixels/)
    expect(pngSize(Buffer.from("GIF89a......................"))).toBeNull()
  })
})
