import {
  DEFAULT_PACKAGE,
  DEFAULT_WEIGHT_LB,
  fitsInside,
  flatRateBoxForQuantity,
  PACKAGE_KEYS,
  PACKAGE_TYPES,
  parseWeight,
  resolveParcel,
  WEIGHT_OPTIONS_LB,
} from "../packages"

describe("package types (spec points 3 and 9)", () => {
  it("lists the eight packages with the contract's boxes, limits and Shippo templates", () => {
    expect(PACKAGE_KEYS).toEqual([
      "package_small",
      "package_medium",
      "package_large",
      "custom_package",
      "small_flat_rate_box",
      "medium_flat_rate_box",
      "large_flat_rate_box",
      "flat_rate_envelope",
    ])
    const table = PACKAGE_KEYS.map((k) => {
      const p = PACKAGE_TYPES[k]
      return [k, p.carriers, p.dimensions && [p.dimensions.length, p.dimensions.width, p.dimensions.height], p.maxWeightLb, p.template ?? null]
    })
    expect(table).toEqual([
      ["package_small", "all", [6, 6, 6], 5, null],
      ["package_medium", "all", [12, 10, 8], 10, null],
      ["package_large", "all", [18, 14, 12], 20, null],
      ["custom_package", "all", null, 70, null],
      ["small_flat_rate_box", "usps", [8.6, 5.3, 1.6], 4, "USPS_SmallFlatRateBox"],
      ["medium_flat_rate_box", "usps", [11.2, 8.7, 6], 10, "USPS_MediumFlatRateBox1"],
      ["large_flat_rate_box", "usps", [12.2, 12.2, 6], 15, "USPS_LargeFlatRateBox"],
      ["flat_rate_envelope", "usps", [12.5, 9.5, 0.5], 1, "USPS_FlatRateEnvelope"],
    ])
    expect(DEFAULT_PACKAGE).toBe("package_medium")
    expect(PACKAGE_TYPES.package_medium.recommended).toBe(true)
    expect(WEIGHT_OPTIONS_LB).toEqual([1, 2, 3, 5, 10, 15])
    expect(DEFAULT_WEIGHT_LB).toBe(2)
  })

  it("chooses the flat-rate box from the summed quantity: ≤ 2 small, 3–4 medium, more large", () => {
    expect([0, 1, 2, 3, 4, 5, 12].map(flatRateBoxForQuantity)).toEqual([
      "small_flat_rate_box",
      "small_flat_rate_box",
      "small_flat_rate_box",
      "medium_flat_rate_box",
      "medium_flat_rate_box",
      "large_flat_rate_box",
      "large_flat_rate_box",
    ])
  })

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
