import { translate } from "../read-model/build"

describe("translate (a locale's texts laid over a record, as Medusa's query.graph with locale does)", () => {
  const byId = new Map<string, Record<string, unknown>>([
    ["prod_1", { title: "ម្រេច", description: "  ", subtitle: "១០០ ក្រាម", id: "other", metadata: { x: 1 } }],
    ["pcat_1", { handle: "ម្ទេស", name: "គ្រឿងទេស" }],
  ])
  const product = {
    id: "prod_1",
    title: "Pepper",
    description: "Black pepper.",
    subtitle: null as string | null,
    metadata: { x: 0 },
    categories: [{ id: "pcat_1", handle: "spices" }, { id: "pcat_2", handle: "food" }],
  }

  it("replaces translated fields of the same type, never with a blank, never id or metadata", () => {
    expect(translate(product, byId)).toEqual({
      id: "prod_1",
      title: "ម្រេច",
      description: "Black pepper.",
      // a translation of a field the product leaves empty (null) is not applied, as in Medusa
      subtitle: null,
      metadata: { x: 0 },
      categories: [{ id: "pcat_1", handle: "ម្ទេស" }, { id: "pcat_2", handle: "food" }],
    })
  })

  it("leaves the record itself and one without a translation alone", () => {
    translate(product, byId)
    expect(product.title).toBe("Pepper")
    expect(translate({ id: "prod_2", title: "Salt" }, byId)).toEqual({ id: "prod_2", title: "Salt" })
  })
})
