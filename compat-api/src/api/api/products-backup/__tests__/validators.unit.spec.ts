import { BACKUP_ERRORS, ProductsBackup } from "../validators"

describe("products backup", () => {
  it("reads the rows of a backup file", () => {
    const { products } = ProductsBackup.parse({
      products: [
        {
          handle: "kampot-black-pepper",
          name: "Kampot Black Pepper",
          nameKm: "ម្រេចកំពតខ្មៅ",
          description: "Whole peppercorns",
          descriptionKm: null,
          price: 14.99,
          categoryHandle: "cambodian-spices",
          imageUrl: "/static/1700-kampot.svg",
          isNew: false,
          isPopular: true,
          cookTime: "3.5 oz (100 g)",
          dietaryInfo: "Vegan.",
          status: "published",
        },
        { name: "New Tea", price: "$6.25", handle: "" },
      ],
    })
    expect(products[0]).toMatchObject({ handle: "kampot-black-pepper", price: 14.99, descriptionKm: null, status: "published" })
    expect(products[1]).toMatchObject({ name: "New Tea", price: 6.25 })
    expect(products[1].handle).toBeUndefined()
    expect(products[1].categoryHandle).toBeUndefined()
  })

  it("names bad rows by their position", () => {
    const r = ProductsBackup.safeParse({ products: [{ name: "" }, { name: "A", price: "x", status: "gone", handle: "Not A Handle" }] })
    expect(r.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual(
      expect.arrayContaining([
        ["products.0.name", "Please enter the product name."],
        ["products.1.price", "Price must be a positive amount in dollars, e.g. 12.50."],
        ["products.1.status", BACKUP_ERRORS.status],
        ["products.1.handle", BACKUP_ERRORS.handle],
      ])
    )
  })

  it("refuses something that is not a backup", () => {
    expect(ProductsBackup.safeParse({ products: undefined }).error?.issues[0].message).toBe(BACKUP_ERRORS.notABackup)
    expect(ProductsBackup.safeParse({ products: "x" }).error?.issues[0].message).toBe(BACKUP_ERRORS.notABackup)
  })
})
