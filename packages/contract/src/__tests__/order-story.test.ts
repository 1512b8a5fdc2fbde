import { describe, expect, it } from "vitest"
import { isClosed, isPaid, isShipped, isWaitingForShipping, legacyPaymentStatusOf, PAYMENT_STATES, shippingRefusal, type OrderStory } from "../index.js"

const order = (over: Partial<OrderStory> = {}): OrderStory => ({ status: "pending", paymentState: "paid", shipmentState: "not_shipped", ...over })

describe("one story of every order", () => {
  it("answers the spec's three payment statuses for the spec's clients", () => {
    expect(Object.fromEntries(PAYMENT_STATES.map((s) => [s, legacyPaymentStatusOf(s)]))).toEqual({
      awaiting: "pending",
      customer_says_paid: "pending",
      paid: "paid",
      partially_refunded: "paid",
      refunded: "failed",
      rejected: "failed",
      canceled: "failed",
    })
  })

  it("lists an unverified order for shipping (staff are asked), but never a rejected, refunded or cancelled one", () => {
    expect(isWaitingForShipping(order({ paymentState: "awaiting" }))).toBe(true)
    expect(isWaitingForShipping(order({ paymentState: "customer_says_paid", shipmentState: "label_bought" }))).toBe(true)
    expect(isWaitingForShipping(order({ paymentState: "partially_refunded" }))).toBe(true)
    expect(isWaitingForShipping(order({ paymentState: "rejected" }))).toBe(false)
    expect(isWaitingForShipping(order({ paymentState: "refunded" }))).toBe(false)
    expect(isWaitingForShipping(order({ status: "cancelled" }))).toBe(false)
  })

  it("a bought label is not shipped; only the shipment is", () => {
    expect(isShipped(order({ shipmentState: "label_bought" }))).toBe(false)
    expect(isShipped(order({ shipmentState: "shipped" }))).toBe(true)
    expect(isWaitingForShipping(order({ shipmentState: "shipped" }))).toBe(false)
  })

  it("refuses labels outright for a closed order, naming why", () => {
    expect(shippingRefusal(order())).toBeNull()
    expect(shippingRefusal(order({ paymentState: "awaiting" }))).toBeNull()
    expect(shippingRefusal(order({ status: "cancelled", paymentState: "refunded" }))).toBe("cancelled")
    expect(shippingRefusal(order({ paymentState: "rejected" }))).toBe("rejected")
    expect(shippingRefusal(order({ paymentState: "refunded" }))).toBe("refunded")
    expect(isClosed(order({ paymentState: "partially_refunded" }))).toBe(false)
    expect(isPaid(order({ paymentState: "partially_refunded" }))).toBe(true)
    expect(isPaid(order({ paymentState: "customer_says_paid" }))).toBe(false)
  })
})
