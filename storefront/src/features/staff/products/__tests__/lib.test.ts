import { describe, expect, it } from "vitest"
import { HttpError } from "../../../../lib/http"
import { adminItem, CATEGORIES } from "../../../../test/fake-api"
import { backupFileName } from "../lib/download"
import { categoryTree, countByCategory } from "../lib/product-filter"
import { serverReason } from "../../api/errors"
import { newProductSchema, emptyProduct } from "../schemas"

// The price rule and the Khmer fields sent: @shop/staff/products' tests.
describe("product rules", () => {
  it("names the spec's message for a missing image", () => {
    const r = newProductSchema.safeParse({ ...emptyProduct("pcat_food"), name: "Salt", description: "Sea salt", price: "3" })
    expect(r.error?.issues.map((i) => i.message)).toEqual(["form.errors.image"])
  })
})

describe("helpers", () => {
  it("dates the backup file in local time", () => {
    expect(backupFileName(new Date(2026, 0, 5, 23, 59))).toBe("products-backup-2026-01-05.json")
  })

  it("reads the server's error field, else the body text", () => {
    expect(serverReason(new HttpError(400, '400: {"error":"Price must be positive.","message":"Price must be positive."}'))).toBe("Price must be positive.")
    expect(serverReason(new HttpError(502, "502: Bad Gateway"))).toBe("Bad Gateway")
    expect(serverReason(new TypeError("Failed to fetch"))).toBe("Failed to fetch")
  })

  it("orders categories as a tree and counts products with their subcategories", () => {
    expect(categoryTree(CATEGORIES).map((o) => `${o.depth}:${o.category.id}`)).toEqual(["0:pcat_food", "1:pcat_fish", "1:pcat_spice", "0:pcat_clothes", "1:pcat_clothing"])
    const counts = countByCategory([adminItem({ categoryId: "pcat_fish" }), adminItem({ categoryId: "pcat_spice" }), adminItem({ categoryId: null })], CATEGORIES)
    expect(counts.get("pcat_food")).toBe(2)
    expect(counts.get("pcat_fish")).toBe(1)
    expect(counts.get("pcat_clothes")).toBe(0)
  })
})
