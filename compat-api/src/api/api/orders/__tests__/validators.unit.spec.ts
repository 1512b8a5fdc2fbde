import { ApiPostOrder, ORDER_ERRORS } from "../validators"

const valid = {
  customerName: " Sokha Chan ",
  customerEmail: "",
  customerPhone: "555-123-4567",
  deliveryAddress: "1 A St, Lowell, MA, 01852",
  totalAmount: "25.50",
  paymentMethod: "venmo",
  paymentStatus: "paid",
  paymentSessionId: "manual_venmo_1732280000000",
  orderItems: [{ id: "prod_1", name: "Prahok", price: 15.5, quantity: 1 }],
  notes: "",
  paymentConfirmed: true,
}

const issues = (body: unknown) => {
  const r = ApiPostOrder.safeParse(body)
  return r.success ? [] : r.error.issues.map((i) => [i.path.join("."), i.message])
}

describe("ApiPostOrder", () => {
  it("accepts the spec's payload, trims, turns empty e-mail and notes into null, totals into numbers", () => {
    const r = ApiPostOrder.parse(valid)
    expect(r).toMatchObject({ customerName: "Sokha Chan", customerEmail: null, notes: null, totalAmount: 25.5 })
  })

  it("keeps the checkout's ORDER- number (the manual payment's memo), optional, and refuses another shape", () => {
    expect(ApiPostOrder.parse({ ...valid, orderNumber: " ORDER-262405 " }).orderNumber).toBe("ORDER-262405")
    expect(ApiPostOrder.parse(valid).orderNumber).toBeNull()
    expect(issues({ ...valid, orderNumber: "262405" })).toEqual([["orderNumber", ORDER_ERRORS.orderNumber]])
  })

  it("defaults the method to stripe, which needs a cs_ session id", () => {
    const { paymentMethod: _m, ...rest } = valid
    expect(issues({ ...rest, paymentSessionId: "cs_test_abc" })).toEqual([])
    expect(issues(rest)).toEqual([["paymentSessionId", ORDER_ERRORS.paymentSessionFormat]])
  })

  it("uses the spec's checkout messages", () => {
    expect(issues({ ...valid, customerPhone: "123" })).toEqual([["customerPhone", ORDER_ERRORS.phone]])
    expect(issues({ ...valid, customerEmail: "x@" })).toEqual([["customerEmail", ORDER_ERRORS.email]])
    expect(issues({ ...valid, zip: "12" })).toEqual([["zip", ORDER_ERRORS.zip]])
    expect(issues({ ...valid, paymentConfirmed: false })).toEqual([["paymentConfirmed", ORDER_ERRORS.paymentNotVerified]])
    expect(issues({ ...valid, paymentSessionId: "" })).toEqual([["paymentSessionId", ORDER_ERRORS.paymentSession]])
  })

  it("refuses malformed totals and items", () => {
    expect(issues({ ...valid, totalAmount: "" })).toEqual([["totalAmount", ORDER_ERRORS.totalAmount]])
    expect(issues({ ...valid, totalAmount: -1 })).toEqual([["totalAmount", ORDER_ERRORS.totalAmount]])
    expect(issues({ ...valid, orderItems: [] })).toEqual([["orderItems", ORDER_ERRORS.items]])
    expect(issues({ ...valid, orderItems: [{ id: "p", quantity: 100 }] })).toEqual([["orderItems.0.quantity", ORDER_ERRORS.itemQuantity]])
  })

  it("accepts a $-prefixed total and a numeric total", () => {
    expect(ApiPostOrder.parse({ ...valid, totalAmount: "$1,025.50" }).totalAmount).toBe(1025.5)
    expect(ApiPostOrder.parse({ ...valid, totalAmount: 25.5 }).totalAmount).toBe(25.5)
  })
})
