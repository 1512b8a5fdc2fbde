import { compareCatalogOrder, publicImageUrl, toAdminMenuItem, toMenuItem, usdPrice, PLACEHOLDER_IMAGE } from "../menu-item-mapper"

const product = {
  id: "prod_1",
  title: "Kampot Black Pepper",
  handle: "kampot-black-pepper",
  description: "Whole black peppercorns",
  thumbnail: "http://localhost:9000/static/1700-kampot.svg",
  subtitle: "3.5 oz (100 g)",
  material: "Vegan.",
  metadata: { is_new: false, is_popular: true },
  categories: [
    { id: "pcat_food", handle: "food", parent_category_id: null },
    { id: "pcat_spices", handle: "cambodian-spices", parent_category_id: "pcat_food" },
  ],
  variants: [
    {
      prices: [
        { amount: 13.5, currency_code: "usd", rules_count: 1 },
        { amount: 14.99, currency_code: "usd", rules_count: 0 },
        { amount: 61000, currency_code: "khr", rules_count: 0 },
      ],
    },
  ],
}

describe("toMenuItem", () => {
  it("maps a Medusa product to the spec's menu item", () => {
    expect(toMenuItem(product, "http://localhost:9000/static")).toEqual({
      id: "prod_1",
      name: "Kampot Black Pepper",
      description: "Whole black peppercorns",
      price: 14.99,
      categoryId: "pcat_spices",
      categorySlug: "cambodian-spices",
      imageUrl: "/static/1700-kampot.svg",
      isPopular: true,
      isNew: false,
      cookTime: "3.5 oz (100 g)",
      dietaryInfo: "Vegan.",
      handle: "kampot-black-pepper",
    })
  })

  it("falls back to the placeholder image and empty fields", () => {
    const item = toMenuItem({ id: "p", title: "T", handle: "t", metadata: null, variants: [] })
    expect(item.imageUrl).toBe(PLACEHOLDER_IMAGE)
    expect(item.price).toBe(0)
    expect(item.description).toBe("")
    expect(item.categoryId).toBeNull()
    expect(item.cookTime).toBeNull()
    expect(item.isNew).toBe(false)
  })

  it("reads Weight/Size and Additional Info from the product's subtitle and material, not metadata", () => {
    const item = toMenuItem({ ...product, subtitle: " ", material: null, metadata: { weight_size: "old", additional_info: "old" } })
    expect(item.cookTime).toBeNull()
    expect(item.dietaryInfo).toBeNull()
  })

  it("accepts metadata flags written as strings by Medusa's admin", () => {
    const item = toMenuItem({ ...product, metadata: { is_new: "true", is_popular: "false" } })
    expect(item.isNew).toBe(true)
    expect(item.isPopular).toBe(false)
  })
})

describe("usdPrice", () => {
  it("prefers the plain USD price over ruled or price-list prices", () => {
    expect(usdPrice(product)).toBe(14.99)
  })
  it("rounds to cents", () => {
    expect(usdPrice({ ...product, variants: [{ prices: [{ amount: "7.999", currency_code: "USD" }] }] })).toBe(8)
  })
})

describe("publicImageUrl", () => {
  it("keeps images from other hosts absolute", () => {
    expect(publicImageUrl("https://cdn.example.com/a.png", "http://localhost:9000/static")).toBe(
      "https://cdn.example.com/a.png"
    )
  })
  it("turns this Medusa's files into paths", () => {
    expect(publicImageUrl("http://localhost:9000/static/a.svg", "http://localhost:9000/static")).toBe("/static/a.svg")
  })
})

describe("toAdminMenuItem", () => {
  it("adds the Khmer name, description, Weight/Size and Additional Info", () => {
    const item = toAdminMenuItem(
      product,
      { title: "ម្រេចកំពតខ្មៅ", description: " គ្រាប់ម្រេច ", subtitle: "១០០ ក្រាម", material: "មិនប្រើផលិតផលពីសត្វ។" },
      "http://localhost:9000/static"
    )
    expect(item).toEqual({
      ...toMenuItem(product, "http://localhost:9000/static"),
      nameKm: "ម្រេចកំពតខ្មៅ",
      descriptionKm: "គ្រាប់ម្រេច",
      cookTimeKm: "១០០ ក្រាម",
      dietaryInfoKm: "មិនប្រើផលិតផលពីសត្វ។",
    })
  })

  it("gives null for missing or empty translations", () => {
    const none = { nameKm: null, descriptionKm: null, cookTimeKm: null, dietaryInfoKm: null }
    expect(toAdminMenuItem(product, null)).toMatchObject(none)
    expect(toAdminMenuItem(product, { title: "  ", description: null, subtitle: "", material: null })).toMatchObject(none)
  })
})

describe("compareCatalogOrder", () => {
  const at = "2026-11-25T08:29:57.018Z"
  const p = (handle: string, rank?: unknown, created_at = at) => ({
    handle,
    created_at,
    metadata: rank === undefined ? { is_new: false } : { catalog_rank: rank },
  })
  const order = (...items: ReturnType<typeof p>[]) => [...items].sort(compareCatalogOrder).map((i) => i.handle)

  it("keeps the seed's order even when the products were created in the same millisecond", () => {
    expect(order(p("amok-trey-kit", 19), p("prahok", 1), p("kampot-black-pepper", 9))).toEqual([
      "prahok",
      "kampot-black-pepper",
      "amok-trey-kit",
    ])
  })

  it("puts products without a rank after the ranked ones, oldest first, then by handle", () => {
    expect(
      order(
        p("staff-new", undefined, "2026-12-01T00:00:00Z"),
        p("staff-old", undefined, "2026-11-30T00:00:00Z"),
        p("b-same-time", undefined, "2026-11-30T00:00:00Z"),
        p("seeded", 55, "2026-11-01T00:00:00Z")
      )
    ).toEqual(["seeded", "b-same-time", "staff-old", "staff-new"])
  })

  it("reads a rank typed in Medusa's admin as text, and ignores one that is not a number", () => {
    expect(order(p("second", "2"), p("first", "1"), p("junk", "soon"), p("none", null))).toEqual([
      "first",
      "second",
      "junk",
      "none",
    ])
  })

  it("treats a cleared (blank) rank as no rank, not as 0", () => {
    expect(order(p("blank", " "), p("empty", ""), p("ranked", 40))).toEqual(["ranked", "blank", "empty"])
  })
})
