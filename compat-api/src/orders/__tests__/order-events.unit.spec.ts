import { ORDER_UPDATE_EVENTS, orderUpdateEventOf } from "../order-events"

describe("the e-mail a desk change means for the shopper", () => {
  it("payment decisions: paid → confirmed, failed → problem, pending (an undo) → none", () => {
    expect(orderUpdateEventOf({ payment_status: "paid" })).toBe(ORDER_UPDATE_EVENTS.paymentConfirmed)
    expect(orderUpdateEventOf({ payment_status: "failed" })).toBe(ORDER_UPDATE_EVENTS.paymentProblem)
    expect(orderUpdateEventOf({ payment_status: "pending" })).toBeNull()
  })

  it("shipped by either status field, cancelled before anything else", () => {
    expect(orderUpdateEventOf({ order_status: "shipped" })).toBe(ORDER_UPDATE_EVENTS.shipped)
    expect(orderUpdateEventOf({ status: "shipped" })).toBe(ORDER_UPDATE_EVENTS.shipped)
    expect(orderUpdateEventOf({ status: "cancelled", payment_status: "paid" })).toBe(ORDER_UPDATE_EVENTS.cancelled)
    expect(orderUpdateEventOf({ status: "processing" })).toBeNull()
    expect(orderUpdateEventOf(null)).toBeNull()
  })
})
