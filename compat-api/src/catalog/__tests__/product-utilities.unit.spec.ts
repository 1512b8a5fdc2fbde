import {
  backupFileName,
  categoryPath,
  cleanDuplicatesReport,
  duplicatesToRemove,
  findDuplicates,
  fixImagesReport,
  freeHandle,
  importReport,
  planCategoryMoves,
  resetCategoriesReport,
  sequencesReport,
  topCategoryFor,
  unpricedProducts,
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

  it("names it by the UTC date in any time zone of the server, DST changes included", () => {
    const zone = process.env.TZ
    try {
      for (const tz of ["America/Los_Angeles", "Pacific/Chatham", "America/Santiago", "Asia/Phnom_Penh", "Pacific/Kiritimati"]) {
        process.env.TZ = tz
        // every 20 minutes of two days around a DST change in the southern and northern hemispheres
        for (const start of [Date.UTC(2025, 3, 5), Date.UTC(2025, 2, 8)]) {
          for (let t = start; t < start + 2 * 86_400_000; t += 20 * 60_000) {
            const now = new Date(t)
            expect([tz, backupFileName(now)]).toEqual([tz, `products-backup-${now.toISOString().slice(0, 10)}.json`])
          }
        }
      }
    } finally {
      process.env.TZ = zone
    }
  })
})

describe("the utilities' reports", () => {
  it("fix-images and clean-duplicates say what they changed, or that nothing needed it", () => {
    expect(fixImagesReport(3, [{ id: "p1", name: "Lost Tea", previousImageUrl: "/static/x.png" }])).toEqual({
      fixed: 1,
      fixedProducts: [{ id: "p1", name: "Lost Tea", previousImageUrl: "/static/x.png" }],
      message: "1 product had a missing image and now show the placeholder: Lost Tea.",
    })
    expect(fixImagesReport(1, []).message).toBe("All 1 product have their image file.")

    const removed = duplicatesToRemove([
      { id: "b", title: "Num Chek", price: 4.5, created_at: "2026-01-02" },
      { id: "a", title: "num  chek ", price: 4.5, created_at: "2026-01-01" },
      { id: "c", title: "Num Chek", price: 5 },
    ])
    expect(removed).toEqual([{ id: "b", name: "Num Chek", price: 4.5, keptId: "a" }])
    expect(cleanDuplicatesReport(removed).message).toBe("Removed 1 duplicate product (the oldest of each is kept): Num Chek.")
    expect(cleanDuplicatesReport([])).toEqual({ removed: 0, removedProducts: [], message: "No duplicate products found." })
  })

  it("reset-categories names the categories created and the products moved", () => {
    const report = resetCategoriesReport([{ productId: "p", name: "Silk Krama", top: "clothes", categoryIds: ["clothes"] }], ["clothes", "food"])
    expect(report).toEqual({
      moved: 1,
      movedProducts: [{ id: "p", name: "Silk Krama", category: "Clothes" }],
      createdCategories: ["Clothes", "Food"],
      message: "Created the Clothes, Food categories. Moved 1 product: Silk Krama → Clothes.",
    })
    expect(resetCategoriesReport([], []).message).toBe("Every product is under Food, Skincare or Clothes.")
  })

  it("fix-sequences reports products that cannot be ordered, and counts repairs", () => {
    const problems = unpricedProducts([
      { id: "a", title: "No Variant", variants: [] },
      { id: "b", title: "Riel Only", variants: [{ prices: [{ currency_code: "khr" }] }] },
      { id: "c", title: "Fine", variants: [{ prices: [{ currency_code: "USD" }] }] },
    ])
    expect(problems.map((p) => [p.kind, p.id, p.repaired])).toEqual([
      ["product-without-variant", "a", false],
      ["product-without-usd-price", "b", false],
    ])
    const fixed = { kind: "display-id-sequence" as const, id: "seq", detail: "Moved.", repaired: true }
    expect(sequencesReport(2, 3, [fixed, ...problems]).message).toMatch(/^Checked 2 orders and 3 products: repaired 1, 2 need attention\. Moved\. /)
    expect(sequencesReport(1, 1, [])).toEqual({ repaired: 0, problems: [], message: "Checked 1 order and 1 product: everything is in order." })
  })

  it("the import counts what it created, updated and left", () => {
    expect(importReport(3, 1, 1, 1).message).toBe("Imported 3 products: 1 created, 1 updated, 1 unchanged.")
    expect(importReport(1, 1, 0, 0).message).toBe("Imported 1 product: 1 created, 0 updated.")
  })
})
