import { CODE128_PATTERNS, code128Values, code128Widths, decodeCode128, START_B, START_C, STOP } from "../label/code128"

const sum = (s: string) => [...s].reduce((a, c) => a + Number(c), 0)

describe("Code 128", () => {
  it("has the 107 symbols of the standard: 11 modules each (the stop 13), all different", () => {
    expect(CODE128_PATTERNS).toHaveLength(107)
    CODE128_PATTERNS.forEach((p, v) => expect([v, sum(p)]).toEqual([v, v === STOP ? 13 : 11]))
    expect(new Set(CODE128_PATTERNS).size).toBe(107)
    // A few symbols as the standard draws them (1 = bar module): 0 = 11011001100, Start B = 11010010000, Stop = 1100011101011.
    const bits = (p: string) => [...p].map((w, i) => (i % 2 ? "0" : "1").repeat(Number(w))).join("")
    expect(bits(CODE128_PATTERNS[0])).toBe("11011001100")
    expect(bits(CODE128_PATTERNS[START_B])).toBe("11010010000")
    expect(bits(CODE128_PATTERNS[STOP])).toBe("1100011101011")
    expect(bits(CODE128_PATTERNS[33])).toBe("10100011000") // "A"
  })

  it("encodes text in code set B with the weighted modulo-103 check symbol", () => {
    // Start B, W i k i p e d i a, check: (104 + 55·1 + 73·2 + 75·3 + 73·4 + 80·5 + 69·6 + 68·7 + 73·8 + 65·9) mod 103 = 88
    expect(code128Values("Wikipedia")).toEqual([START_B, 55, 73, 75, 73, 80, 69, 68, 73, 65, 88])
  })

  it("packs an even run of digits in code set C, switching sets where it pays", () => {
    expect(code128Values("9400123456")).toEqual([START_C, 94, 0, 12, 34, 56, (105 + 94 * 1 + 0 * 2 + 12 * 3 + 34 * 4 + 56 * 5) % 103])
    const mixed = code128Values("1Z999AA10123456784")
    expect(mixed[0]).toBe(START_B)
    expect(mixed).toContain(99) // Code C for the 10-digit tail
    expect(code128Values("12345")[0]).toBe(START_B) // odd length: not all in C
  })

  it("round-trips through its own widths and refuses what code set B cannot hold", () => {
    for (const text of ["9999000010421234567890", "1Z999AA10123456784", "Wikipedia", "A", "12345", "ORDER-1042 #7"]) {
      const widths = code128Widths(text)
      expect(widths.reduce((a, b) => a + b, 0)).toBe((code128Values(text).length + 1) * 11 + 2)
      expect(decodeCode128(widths)).toBe(text)
    }
    expect(() => code128Values("")).toThrow()
    expect(() => code128Values("ខ្មែរ")).toThrow(/cannot be encoded/)
    const broken = code128Widths("1042")
    broken[7] = broken[7] === 1 ? 2 : 1
    expect(() => decodeCode128(broken)).toThrow()
  })
})
