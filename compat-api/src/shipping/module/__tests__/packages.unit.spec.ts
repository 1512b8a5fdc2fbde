import { fitsInside, PACKAGE_KEYS, PACKAGE_TYPES, parseWeight, resolveParcel } from "../packages"

// The packages' table itself (boxes, limits, templates, the flat-rate box by quantity) is the
// contract's and tested there (packages/contract/src/__tests__/constants.test.ts).
describe("parcels (spec points 3 and 9)", () => {
  it("accepts a weight up to the package's limit and refuses more with a clear message", () => {
    for (const key of PACKAGE_KEYS) {
      const max = PACKAGE_TYPES[key].maxWeightLb
      const dims = key === "custom_package" ? { length: 10, width: 10, height: 10 } : undefined
      expect(resolveParcel(key, String(max), dims).weightLb).toBe(max)
      expect(() => resolveParcel(key, max + 1, dims)).toThrow(
        `${max + 1} lb is over the ${max} lb limit of the ${PACKAGE_TYPES[key].label}. Choose a bigger package.`
      )
    }
    expect(() => resolveParcel("flat_rate_envelope", "2")).toThrow("2 lb is over the 1 lb limit of the Flat Rate Envelope. Choose a bigger package.")
  })

  it("refuses unknown packages, bad weights and a custom package without its dimensions", () => {
    expect(() => resolveParcel("crate", 2)).toThrow(/^packageType must be one of: package_small, /)
    for (const w of ["", "abc", "0", "-1", 0, NaN, null, "151"]) {
      expect(() => parseWeight(w)).toThrow(/estimatedWeight must be a weight in pounds/)
    }
    expect(parseWeight(" 2.5 ")).toBe(2.5)
    expect(() => resolveParcel("custom_package", 2)).toThrow(/length, width and height/)
    expect(() => resolveParcel("custom_package", 2, { length: 10, width: 0, height: 3 })).toThrow(/length, width and height/)
    expect(resolveParcel("custom_package", 2, { length: "10", width: 8, height: 3 }).dimensions).toEqual({ length: 10, width: 8, height: 3 })
  })

  it("tells whether a parcel fits a box in some orientation", () => {
    expect(fitsInside({ length: 6, width: 6, height: 6 }, { length: 11.2, width: 8.7, height: 6 })).toBe(true)
    expect(fitsInside({ length: 12, width: 10, height: 8 }, { length: 12.2, width: 12.2, height: 6 })).toBe(false)
    expect(fitsInside({ length: 2, width: 9, height: 1 }, { length: 8.6, width: 5.3, height: 1.6 })).toBe(false)
  })
})
