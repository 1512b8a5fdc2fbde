import { describe, expect, it } from "vitest"
import { packingSlipsPath, printPath } from "../index.js"

describe("print paths", () => {
  it("name one order's paper, in Khmer with lang=km", () => {
    expect(printPath("/api", "invoice", 1042, "en")).toBe("/api/orders/1042/invoice.pdf")
    expect(printPath("/admin/shop", "packing-slip", "order_01", "km")).toBe("/admin/shop/orders/order_01/packing-slip.pdf?lang=km")
  })

  it("name a batch by ids or by the list's filters (empty ones left out)", () => {
    expect(packingSlipsPath("/api", { ids: [1042, 1043] }, "en")).toBe("/api/orders/packing-slips.pdf?ids=1042%2C1043")
    expect(packingSlipsPath("/api", { search: "ប្រហុក", payment: "paid", from: "", to: undefined }, "km")).toBe(
      `/api/orders/packing-slips.pdf?search=${encodeURIComponent("ប្រហុក")}&payment=paid&lang=km`
    )
  })
})
