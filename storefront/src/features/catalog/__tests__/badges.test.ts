import { describe, expect, it } from "vitest"
import { productBadges, saleDiscount } from "../lib/badges"

describe("product badges", () => {
  it("shows NEW before POPULAR, and only one of them", () => {
    expect(productBadges({ isNew: true, isPopular: true })).toEqual(["new"])
    expect(productBadges({ isPopular: true })).toEqual(["popular"])
    expect(productBadges({})).toEqual([])
  })

  it("reads the dietary badges from the English Additional Info", () => {
    expect(productBadges({ dietaryInfo: "Vegan. Gluten-free. Dairy-free." })).toEqual(["gluten", "dairy", "vegan"])
    expect(productBadges({ dietaryInfo: "Contains fish. Gluten free." })).toEqual(["gluten"])
    expect(productBadges({ dietaryInfo: "Contains fish." })).toEqual([])
  })

  it("reads the same badges from the Khmer Additional Info, so both languages show them", () => {
    expect(productBadges({ isPopular: true, dietaryInfo: "មិនប្រើផលិតផលពីសត្វ។ គ្មានគ្លុយតែន។ គ្មានទឹកដោះគោ។" })).toEqual(["popular", "gluten", "dairy", "vegan"])
    expect(productBadges({ dietaryInfo: "មានត្រី។ គ្មានគ្លុយតែន។" })).toEqual(["gluten"])
    expect(productBadges({ dietaryInfo: "មានត្រី។" })).toEqual([])
  })

  it("draws a sale discount of 10 to 24 percent", () => {
    expect(saleDiscount(() => 0)).toBe(10)
    expect(saleDiscount(() => 0.9999)).toBe(24)
  })
})
