import { describe, expect, it } from "vitest"
import { ORDER_STATUS_ERRORS, OrderStatusLookup, phoneDigits } from "../index.js"

describe("OrderStatusLookup", () => {
  it("reads the order number with or without # and keeps the contact as typed", () => {
    expect(OrderStatusLookup.parse({ orderNumber: "#1042", contact: " (555) 123-4567 " })).toEqual({ orderNumber: 1042, contact: "(555) 123-4567" })
    expect(OrderStatusLookup.parse({ orderNumber: 7, contact: "Sokha@Example.com" })).toEqual({ orderNumber: 7, contact: "Sokha@Example.com" })
    // as a Khmer keyboard types them
    expect(OrderStatusLookup.parse({ orderNumber: "១០៤២", contact: "(៥៦២) ៥៥៥-០១៧៧" })).toMatchObject({ orderNumber: 1042 })
    expect(phoneDigits("(៥៦២) ៥៥៥-០១៧៧")).toBe("5625550177")
  })

  it("refuses a missing or malformed number or contact with the page's texts", () => {
    const issues = (body: unknown) => {
      const r = OrderStatusLookup.safeParse(body)
      return r.success ? [] : r.error.issues.map((i) => i.message)
    }
    expect(issues({})).toEqual([ORDER_STATUS_ERRORS.orderNumber, ORDER_STATUS_ERRORS.contact])
    expect(issues({ orderNumber: "ORDER-12", contact: "123" })).toEqual([ORDER_STATUS_ERRORS.orderNumber, ORDER_STATUS_ERRORS.contact])
    expect(issues({ orderNumber: "0", contact: "not@an" })).toEqual([ORDER_STATUS_ERRORS.orderNumber, ORDER_STATUS_ERRORS.contact])
  })

  it("compares phones by their digits, a US country code dropped", () => {
    expect(phoneDigits("+1 (555) 123-4567")).toBe("5551234567")
    expect(phoneDigits("555.123.4567")).toBe("5551234567")
    expect(phoneDigits("+855 12 345 678")).toBe("85512345678")
  })
})
