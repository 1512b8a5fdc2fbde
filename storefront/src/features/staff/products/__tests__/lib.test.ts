import { describe, expect, it } from "vitest"
import { HttpError } from "../../../../lib/http"
import { adminItem, CATEGORIES, item } from "../../../../test/fake-api"
import { backupFileName } from "../lib/download"
import { categoryTree, countByCategory } from "../lib/product-filter"
import { serverReason } from "../../api/errors"
import type { AdminMenuItem } from "../api/products"
import { cleanPrice, newProductSchema, emptyProduct, productFields, productValues } from "../schemas"

describe("product rules", () => {
  it("removes dollar signs and spaces from the price and refuses anything but an amount above 0", () => {
    expect(cleanPrice("$12.99")).toBe("12.99")
    expect(cleanPrice(" $ 8 ")).toBe("8")
    expect(cleanPrice(".5")).toBe(".5")
    for (const bad of ["", "$", "0", "0.00", "-3", "abc", "12.999", "1e3", "1,299.00", "12.5.1"]) {
      expect(cleanPrice(bad), bad).toBeNull()
    }
  })

  it("names the spec's message for a missing image", () => {
    const r = newProductSchema.safeParse({ ...emptyProduct("pcat_food"), name: "Salt", description: "Sea salt", price: "3" })
    expect(r.error?.issues.map((i) => i.message)).toEqual(["form.errors.image"])
  })

  it("does not send a Khmer field the list never showed and staff left empty", () => {
    // an answer without the Khmer texts (older than the contract's AdminMenuItem)
    const known = { ...item() } as AdminMenuItem
    const fields = productFields(productValues(known), known)
    for (const key of ["nameKm", "descriptionKm", "cookTimeKm", "dietaryInfoKm"]) expect(fields).not.toHaveProperty(key)
    expect(productFields({ ...productValues(known), nameKm: "ប្រហុក" }, known).nameKm).toBe("ប្រហុក")
    expect(productFields({ ...productValues(known), cookTimeKm: "២០០ ក្រាម" }, known).cookTimeKm).toBe("២០០ ក្រាម")
    // a Khmer text the answer showed as missing (null) may be sent empty: it stays cleared
    const shown = { ...known, cookTimeKm: null, dietaryInfoKm: "មានត្រី។" }
    expect(productFields(productValues(shown), shown)).toMatchObject({ cookTimeKm: "", dietaryInfoKm: "មានត្រី។" })
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
