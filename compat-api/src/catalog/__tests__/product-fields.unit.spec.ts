import { hasText, khmerTexts, presentTexts, storedImageUrl, touchesKhmer, variantPricesWithUsd } from "../product-fields"

describe("storedImageUrl", () => {
  const base = "http://localhost:9000/static"
  it("turns a path of this shop's files back into the file URL", () => {
    expect(storedImageUrl("/static/1700-pepper.png", base)).toBe("http://localhost:9000/static/1700-pepper.png")
  })
  it("keeps other addresses as given", () => {
    expect(storedImageUrl("/images/placeholder.png", base)).toBe("/images/placeholder.png")
    expect(storedImageUrl("https://cdn.example.com/a.png", base)).toBe("https://cdn.example.com/a.png")
    expect(storedImageUrl("/static/a.png", "not a url")).toBe("/static/a.png")
  })
})

describe("khmerTexts", () => {
  it("sets and clears the Khmer name and description, keeping other texts", () => {
    expect(khmerTexts({ nameKm: "ប្រហុក" })).toEqual({ title: "ប្រហុក" })
    expect(khmerTexts({ descriptionKm: null }, { title: "ប្រហុក", description: "ចាស់", subtitle: "x" })).toEqual({
      title: "ប្រហុក",
      description: null,
      subtitle: "x",
    })
    expect(khmerTexts({ nameKm: "  " }, { title: "ប្រហុក" })).toEqual({ title: null })
  })

  it("puts the Khmer Weight/Size and Additional Info in the product's subtitle and material", () => {
    expect(khmerTexts({ cookTimeKm: "២០០ ក្រាម", dietaryInfoKm: "មានត្រី។" }, { title: "ប្រហុក" })).toEqual({
      title: "ប្រហុក",
      subtitle: "២០០ ក្រាម",
      material: "មានត្រី។",
    })
    expect(khmerTexts({ cookTimeKm: null }, { subtitle: "២០០ ក្រាម", material: "មានត្រី។" })).toEqual({ subtitle: null, material: "មានត្រី។" })
    expect(touchesKhmer({ dietaryInfoKm: null })).toBe(true)
    expect(touchesKhmer({ nameKm: undefined })).toBe(false)
  })

  it("tells whether any text is left, and which to create", () => {
    expect(hasText({ title: null, description: null })).toBe(false)
    expect(hasText({ title: "ប្រហុក", description: null })).toBe(true)
    expect(presentTexts({ title: "ប្រហុក", description: null })).toEqual({ title: "ប្រហុក" })
  })
})

describe("variantPricesWithUsd", () => {
  it("changes the plain USD price of the menu variant and keeps every other price", () => {
    const result = variantPricesWithUsd(
      [
        { id: "v0", prices: [{ id: "p0", amount: 1, currency_code: "khr" }] },
        {
          id: "v1",
          prices: [
            { id: "p1", amount: 10, currency_code: "usd", rules_count: 1 },
            { id: "p2", amount: 12, currency_code: "usd", rules_count: 0 },
            { id: "p3", amount: 49000, currency_code: "khr" },
            { id: "p4", amount: 9, currency_code: "usd", price_list_id: "plist_1" },
          ],
        },
      ],
      15
    )
    expect(result).toEqual({
      variantId: "v1",
      prices: [
        { id: "p1", currency_code: "usd", amount: 10 },
        { id: "p2", currency_code: "usd", amount: 15 },
        { id: "p3", currency_code: "khr", amount: 49000 },
      ],
    })
  })

  it("adds a USD price to a variant without one, and gives null without a variant", () => {
    expect(variantPricesWithUsd([{ id: "v1", prices: [] }], 3)).toEqual({
      variantId: "v1",
      prices: [{ currency_code: "usd", amount: 3 }],
    })
    expect(variantPricesWithUsd([], 3)).toBeNull()
  })
})
