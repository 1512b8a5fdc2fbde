import { describe, expect, it } from "vitest"
import {
  CARRIER_LABEL_PACKAGE,
  DEFAULT_FLAT_RATE_PACKAGE,
  DEFAULT_PACKAGE,
  DEFAULT_WEIGHT_LB,
  flatRateBoxForQuantity,
  isPackageKey,
  ORDER_STATUSES,
  PACKAGE_KEYS,
  PACKAGE_TYPES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  WEIGHT_OPTIONS_LB,
} from "../index.js"

describe("constants (spec points 3, 4 and 9)", () => {
  it("packages: the eight types with their boxes, limits and carriers", () => {
    const table = PACKAGE_KEYS.map((k) => {
      const p = PACKAGE_TYPES[k]
      return [k, p.carriers, p.dimensions && [p.dimensions.length, p.dimensions.width, p.dimensions.height], p.maxWeightLb]
    })
    expect(table).toEqual([
      ["package_small", "all", [6, 6, 6], 5],
      ["package_medium", "all", [12, 10, 8], 10],
      ["package_large", "all", [18, 14, 12], 20],
      ["custom_package", "all", null, 70],
      ["small_flat_rate_box", "usps", [8.6, 5.3, 1.6], 4],
      ["medium_flat_rate_box", "usps", [11.2, 8.7, 6], 10],
      ["large_flat_rate_box", "usps", [12.2, 12.2, 6], 15],
      ["flat_rate_envelope", "usps", [12.5, 9.5, 0.5], 1],
    ])
    for (const k of PACKAGE_KEYS) expect(PACKAGE_TYPES[k].key).toBe(k)
    expect(PACKAGE_KEYS.filter((k) => PACKAGE_TYPES[k].recommended)).toEqual(["package_medium"])
    expect(isPackageKey("package_medium")).toBe(true)
    expect(isPackageKey("toString")).toBe(false)
  })

  it("weights 1, 2, 3, 5, 10, 15 lb, default 2 lb in the medium package; the flat-rate default is the medium box", () => {
    expect(WEIGHT_OPTIONS_LB).toEqual([1, 2, 3, 5, 10, 15])
    expect(DEFAULT_WEIGHT_LB).toBe(2)
    expect(DEFAULT_PACKAGE).toBe("package_medium")
    expect(CARRIER_LABEL_PACKAGE).toBe("package_medium")
    expect(DEFAULT_FLAT_RATE_PACKAGE).toBe("medium_flat_rate_box")
  })

  it("flat-rate box from the summed quantity: ≤ 2 small, 3–4 medium, more large", () => {
    expect([0, 1, 2, 3, 4, 5, 40].map(flatRateBoxForQuantity)).toEqual([
      "small_flat_rate_box",
      "small_flat_rate_box",
      "small_flat_rate_box",
      "medium_flat_rate_box",
      "medium_flat_rate_box",
      "large_flat_rate_box",
      "large_flat_rate_box",
    ])
  })

  it("statuses and payment methods", () => {
    expect(ORDER_STATUSES).toEqual(["pending", "acknowledged", "processing", "completed", "cancelled", "shipped"])
    expect(PAYMENT_STATUSES).toEqual(["pending", "paid", "failed"])
    expect(PAYMENT_METHODS).toEqual(["stripe", "cashapp", "venmo", "zelle", "paypal", "aba"])
  })
})

describe("one package table, one weight rule (issue 26 point 13)", () => {
  it("offers each package the spec's weights up to its limit in the table", async () => {
    const { weightOptionsFor, weightWithinLimit } = await import("../shipping/constants")
    expect(weightOptionsFor("package_medium")).toEqual([1, 2, 3, 5, 10])
    expect(weightOptionsFor("small_flat_rate_box")).toEqual([1, 2, 3])
    expect(weightOptionsFor("large_flat_rate_box")).toEqual([1, 2, 3, 5, 10, 15])
    expect(weightOptionsFor("flat_rate_envelope")).toEqual([1])
    expect(weightWithinLimit("small_flat_rate_box", 10)).toBe(3)
    expect(weightWithinLimit("package_large", 2)).toBe(2)
  })
})
