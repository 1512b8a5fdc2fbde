import {
  backupFileName,
  categoryPath,
  findDuplicates,
  freeHandle,
  planCategoryMoves,
  topCategoryFor,
} from "../product-utilities"

const tree = [
  { id: "food", handle: "food", parent_category_id: null },
  { id: "skin", handle: "skincare-beauty", parent_category_id: null },
  { id: "clothes", handle: "clothes", parent_category_id: null },
  { id: "spices", handle: "cambodian-spices", parent_category_id: "food" },
  { id: "cosmetics", handle: "cosmetics", parent_category_id: "skin" },
  { id: "orphan-snacks", handle: "snacks", parent_category_id: null },
  { id: "misc", handle: "misc", parent_category_id: null },
]
const tops = { food: "food", skincare: "skin", clothes: "clothes" }

describe("topCategoryFor", () => {
  it("follows the storefront category first", () => {
    expect(topCategoryFor({ name: "Silk Soap", categorySlugs: ["snacks"] })).toBe("food")
    expect(topCategoryFor({ name: "Anything", categorySlugs: ["gifts-party"] })).toBe("clothes")
    expect(topCategoryFor({ name: "Anything", categorySlugs: ["unknown", "cosmetics"] })).toBe("skincare")
    expect(topCategoryFor({ name: "Anything", categorySlugs: ["skincare-beauty"] })).toBe("skincare")
  })

  it("then the name, with Food as the default", () => {
    expect(topCategoryFor({ name: "Lemongrass Soap" })).toBe("skincare")
    expect(topCategoryFor({ name: "Beeswax Lip Balm" })).toBe("skincare")
    expect(topCategoryFor({ name: "Cotton Krama Scarf" })).toBe("clothes")
    expect(topCategoryFor({ name: "Sampot Hol" })).toBe("clothes")
    expect(topCategoryFor({ name: "Prahok" })).toBe("food")
    expect(topCategoryFor({ name: "Kampot Pepper", categorySlugs: ["misc"] })).toBe("food")
  })
})

describe("categoryPath", () => {
  it("lists a category and its ancestors, and survives cycles and unknown ids", () => {
    expect(categoryPath("spices", tree)).toEqual(["spices", "food"])
    expect(categoryPath("food", tree)).toEqual(["food"])
    expect(categoryPath("nope", tree)).toEqual(["nope"])
    const cycle = [
      { id: "a", handle: "a", parent_category_id: "b" },
      { id: "b", handle: "b", parent_category_id: "a" },
    ]
    expect(categoryPath("a", cycle)).toEqual(["a", "b"])
  })
})

describe("planCategoryMoves", () => {
  it("moves only products under none of the top categories, keeping their categories", () => {
    const moves = planCategoryMoves(
      [
        { id: "p1", title: "Kampot Pepper", categories: [{ id: "spices" }] },
        { id: "p2", title: "Jasmine Soap", categories: [] },
        { id: "p3", title: "Rice Crackers", categories: [{ id: "orphan-snacks" }] },
        { id: "p4", title: "Silk Sbai", categories: null },
        { id: "p5", title: "Lip Balm", categories: [{ id: "cosmetics" }] },
      ],
      tree,
      tops
    )
    expect(moves).toEqual([
      { productId: "p2", name: "Jasmine Soap", top: "skincare", categoryIds: ["skin"] },
      { productId: "p3", name: "Rice Crackers", top: "food", categoryIds: ["orphan-snacks", "food"] },
      { productId: "p4", name: "Silk Sbai", top: "clothes", categoryIds: ["clothes"] },
    ])
  })
})

describe("findDuplicates", () => {
  it("groups by name (case and spacing ignored) and price, keeping the oldest", () => {
    const groups = findDuplicates([
      { id: "b", title: "Prahok", price: 8.99, created_at: "2026-01-02" },
      { id: "a", title: "prahok ", price: 8.99, created_at: "2026-01-01" },
      { id: "c", title: "Prahok", price: 9.99, created_at: "2026-01-01" },
      { id: "d", title: "PRAHOK", price: 8.99, created_at: new Date("2026-01-03") },
      { id: "e", title: "Phaak", price: 8.99, created_at: "2026-01-01" },
    ])
    expect(groups).toHaveLength(1)
    expect(groups[0].keep.id).toBe("a")
    expect(groups[0].remove.map((p) => p.id)).toEqual(["b", "d"])
  })

  it("finds none when names or prices differ", () => {
    expect(findDuplicates([{ id: "a", title: "A", price: 1 }, { id: "b", title: "B", price: 1 }])).toEqual([])
  })
})

describe("freeHandle and backupFileName", () => {
  it("numbers a taken handle", () => {
    expect(freeHandle("prahok", new Set())).toBe("prahok")
    expect(freeHandle("prahok", new Set(["prahok", "prahok-2"]))).toBe("prahok-3")
  })

  it("names the backup by its UTC date", () => {
    expect(backupFileName(new Date("2026-11-22T23:30:00Z"))).toBe("products-backup-2026-11-22.json")
  })
})
