import { describe, expect, it } from "vitest"
import {
  CATALOG_ERRORS,
  CATALOG_PAGE_DEFAULT,
  CATALOG_PAGE_MAX,
  CatalogProductsQuery,
  catalogProductsSearch,
  ERROR_TEXTS,
  errorCodeOfText,
  indexCatalog,
  selectCatalogPage,
  type Category,
  type MenuItem,
} from "../index.js"

/** The messages of a refused query, by field. */
function refusal(input: unknown): Record<string, string> {
  const r = CatalogProductsQuery.safeParse(input)
  expect(r.success).toBe(false)
  const out: Record<string, string> = {}
  for (const issue of r.error!.issues) out[issue.path.join(".") || "body"] ??= issue.message
  return out
}

const parse = (input: Record<string, unknown>) => CatalogProductsQuery.parse(input)

describe("GET /api/catalog/products's query", () => {
  it("defaults to the first page of the catalog in its own order", () => {
    expect(parse({})).toEqual({ sort: "catalog", offset: 0, limit: CATALOG_PAGE_DEFAULT })
    expect(parse({ lang: "km", q: "  pepper ", category: "cambodian-spices", sort: "price-desc", offset: "24", limit: "12" })).toEqual({
      lang: "km",
      q: "pepper",
      category: "cambodian-spices",
      sort: "price-desc",
      offset: 24,
      limit: 12,
    })
    expect(parse({ q: "   " }).q).toBeUndefined()
  })

  it("reads ids as a list, with the largest page by default", () => {
    expect(parse({ ids: "prod_1, prod_2,prod_1," })).toMatchObject({ ids: ["prod_1", "prod_2"], limit: CATALOG_PAGE_MAX })
  })

  it.each([
    [{ limit: String(CATALOG_PAGE_MAX + 1) }, "limit", CATALOG_ERRORS.limit],
    [{ limit: "0" }, "limit", CATALOG_ERRORS.limit],
    [{ limit: "5000" }, "limit", CATALOG_ERRORS.limit],
    [{ limit: "12.5" }, "limit", CATALOG_ERRORS.limit],
    [{ limit: "" }, "limit", CATALOG_ERRORS.limit],
    [{ offset: "-1" }, "offset", CATALOG_ERRORS.offset],
    [{ offset: "1e3" }, "offset", CATALOG_ERRORS.offset],
    [{ offset: "99999999999" }, "offset", CATALOG_ERRORS.offset],
    [{ q: "x".repeat(5000) }, "q", CATALOG_ERRORS.search],
    [{ q: ["a", "b"] }, "q", CATALOG_ERRORS.search],
    [{ sort: "cheapest" }, "sort", CATALOG_ERRORS.sort],
    [{ sort: "" }, "sort", CATALOG_ERRORS.sort],
    [{ category: "c".repeat(201) }, "category", CATALOG_ERRORS.category],
    [{ ids: "" }, "ids", CATALOG_ERRORS.ids],
    [{ ids: "prod_1,<script>" }, "ids", CATALOG_ERRORS.ids],
    [{ ids: Array.from({ length: CATALOG_PAGE_MAX + 1 }, (_, n) => `prod_${n}`).join(",") }, "ids", CATALOG_ERRORS.ids],
    [{ lang: "fr" }, "lang", CATALOG_ERRORS.lang],
  ])("refuses %j", (input, field, message) => {
    expect(refusal(input)).toEqual({ [field]: message })
  })

  it("accepts a search of exactly the longest length", () => {
    expect(parse({ q: "x".repeat(200) }).q).toHaveLength(200)
  })

  it("has a stable code for each message", () => {
    for (const [key, text] of Object.entries(CATALOG_ERRORS)) {
      expect(errorCodeOfText(text)).toBe(`catalog.${key}`)
      expect(ERROR_TEXTS[`catalog.${key}` as keyof typeof ERROR_TEXTS]).toBe(text)
    }
  })

  it("is written as one canonical query string", () => {
    expect(catalogProductsSearch({ lang: "en", limit: 12 })).toBe("lang=en&limit=12")
    expect(catalogProductsSearch({ lang: "km", q: " ម្រេច ", category: "food", sort: "catalog", offset: 0, limit: 24 })).toBe(
      `lang=km&q=${encodeURIComponent("ម្រេច")}&category=food&limit=24`
    )
    expect(catalogProductsSearch({ ids: ["a", "b"] })).toBe("ids=a%2Cb")
    const round = parse(Object.fromEntries(new URLSearchParams(catalogProductsSearch({ q: "fish", sort: "name", offset: 24, limit: 24 }))))
    expect(round).toEqual({ q: "fish", sort: "name", offset: 24, limit: 24 })
  })
})

const product = (id: string, over: Partial<MenuItem> = {}): MenuItem => ({
  id,
  name: id,
  description: "",
  price: 1,
  categoryId: null,
  categorySlug: null,
  imageUrl: "",
  isPopular: false,
  isNew: false,
  cookTime: null,
  dietaryInfo: null,
  handle: id,
  ...over,
})

const CATEGORIES: Category[] = [
  { id: "c_food", name: "Food", slug: "food", parentId: null, description: "" },
  { id: "c_fish", name: "Preserved Fish", slug: "preserved-fish", parentId: "c_food", description: "" },
  { id: "c_clothes", name: "Clothes", slug: "clothes", parentId: null, description: "" },
]

const EN = [
  product("prahok", { name: "Prahok", price: 8.99, categoryId: "c_fish", cookTime: "16 oz jar", dietaryInfo: "Contains fish." }),
  product("pepper", { name: "Kampot Black Pepper", price: 14.99, categoryId: "c_food", dietaryInfo: "Vegan. Gluten-free." }),
  product("krama", { name: "Cotton Krama Scarf", price: 14.99, categoryId: "c_clothes", description: "Checked scarf" }),
  product("apple", { name: "apple chips", price: 2, categoryId: null }),
]
const KM = EN.map((i) => ({ ...i, name: { prahok: "ប្រហុក", pepper: "ម្រេចកំពតខ្មៅ", krama: "ក្រមាកប្បាស", apple: "ផ្លែប៉ោម" }[i.id]!, cookTime: i.id === "prahok" ? "ក្រឡ ៤៥៤ ក្រាម" : null }))

describe("a page of the catalog", () => {
  const en = indexCatalog("en", EN, KM, CATEGORIES)
  const km = indexCatalog("km", KM, EN, CATEGORIES)
  const page = (q: Record<string, unknown>, index = en) => selectCatalogPage(index, parse(q))
  const ids = (q: Record<string, unknown>, index = en) => page(q, index).items.map((i) => i.id)

  it("pages in catalog order, with the total", () => {
    expect(page({ limit: "2" })).toMatchObject({ total: 4, offset: 0, limit: 2 })
    expect(ids({ limit: "2" })).toEqual(["prahok", "pepper"])
    expect(ids({ limit: "2", offset: "2" })).toEqual(["krama", "apple"])
    expect(page({ offset: "10" })).toMatchObject({ items: [], total: 4 })
  })

  it("searches names in both languages, Weight/Size and Additional Info", () => {
    expect(ids({ q: "PEPPER" })).toEqual(["pepper"])
    expect(ids({ q: "ម្រេច" })).toEqual(["pepper"]) // a Khmer word in the English shop
    expect(ids({ q: "pepper" }, km)).toEqual(["pepper"])
    expect(ids({ q: "oz jar" })).toEqual(["prahok"])
    expect(ids({ q: "៤៥៤" })).toEqual(["prahok"])
    expect(ids({ q: "gluten-free" })).toEqual(["pepper"])
    expect(ids({ q: "checked" })).toEqual(["krama"])
    expect(ids({ q: "pepper fish" })).toEqual([])
  })

  it("filters by a category with the ones beneath it; an unknown one matches nothing", () => {
    expect(ids({ category: "food" })).toEqual(["prahok", "pepper"])
    expect(ids({ category: "preserved-fish" })).toEqual(["prahok"])
    expect(page({ category: "nothing-here" })).toMatchObject({ items: [], total: 0 })
  })

  it("sorts by price and name, ties in catalog order", () => {
    expect(ids({ sort: "price-asc" })).toEqual(["apple", "prahok", "pepper", "krama"])
    expect(ids({ sort: "price-desc" })).toEqual(["pepper", "krama", "prahok", "apple"])
    expect(ids({ sort: "name" })).toEqual(["apple", "krama", "pepper", "prahok"])
  })

  it("keeps only the ids asked for", () => {
    expect(ids({ ids: "krama,prahok,missing" })).toEqual(["prahok", "krama"])
  })
})
