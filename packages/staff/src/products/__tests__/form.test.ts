import type { AdminMenuItem } from "@shop/contract"
import { describe, expect, it } from "vitest"
import { shopProduct } from "../../testing"
import { changedFields, cleanPrice, emptyProductForm, productFields, productFormValues, shopFieldValues } from "../index"

// A product as the server answers it, without the Khmer texts (an answer older than the contract's AdminMenuItem).
const { nameKm: _n, descriptionKm: _d, cookTimeKm: _c, dietaryInfoKm: _i, ...withoutKhmer } = shopProduct({ price: 8.99, cookTime: "16 oz jar" })
const item = withoutKhmer as AdminMenuItem

describe("product rules", () => {
  it("removes dollar signs and spaces from the price and refuses anything but an amount above 0", () => {
    expect(cleanPrice("$12.99")).toBe("12.99")
    expect(cleanPrice(" $ 8 ")).toBe("8")
    expect(cleanPrice(".5")).toBe(".5")
    for (const bad of ["", "$", "0", "0.00", "-3", "abc", "12.999", "1e3", "1,299.00", "12.5.1"]) {
      expect(cleanPrice(bad), bad).toBeNull()
    }
  })

  it("does not send a Khmer field the list never showed and staff left empty", () => {
    const known = { ...item }
    const fields = productFields(productFormValues(known), known)
    for (const key of ["nameKm", "descriptionKm", "cookTimeKm", "dietaryInfoKm"]) expect(fields).not.toHaveProperty(key)
    expect(productFields({ ...productFormValues(known), nameKm: "ប្រហុក" }, known).nameKm).toBe("ប្រហុក")
    expect(productFields({ ...productFormValues(known), cookTimeKm: "២០០ ក្រាម" }, known).cookTimeKm).toBe("២០០ ក្រាម")
    // a Khmer text the answer showed as missing (null) may be sent empty: it stays cleared
    const shown = { ...known, cookTimeKm: null, dietaryInfoKm: "មានត្រី។" }
    expect(productFields(productFormValues(shown), shown)).toMatchObject({ cookTimeKm: "", dietaryInfoKm: "មានត្រី។" })
  })
})

describe("the form's values", () => {
  it("reads a product into the form (a price with its cents, a missing text empty) and starts an empty one in a category", () => {
    expect(productFormValues(item)).toMatchObject({ name: item.name, price: "8.99", categoryId: "pcat_spices", cookTime: "16 oz jar", nameKm: "", isNew: false })
    expect(emptyProductForm("pcat_food")).toMatchObject({ name: "", price: "", categoryId: "pcat_food", isPopular: false, dietaryInfoKm: "" })
    expect(shopFieldValues({ isNew: true, nameKm: null })).toEqual({ isNew: true, isPopular: false, cookTime: "", dietaryInfo: "", nameKm: "", descriptionKm: "", cookTimeKm: "", dietaryInfoKm: "" })
  })

  it("sends only what changed, an emptied text as empty (it clears)", () => {
    const before = shopFieldValues({ ...item, nameKm: "ប្រហុក" })
    expect(changedFields(before, { ...before, isNew: true, nameKm: "" })).toEqual({ isNew: true, nameKm: "" })
    expect(changedFields(before, { ...before })).toEqual({})
  })
})
