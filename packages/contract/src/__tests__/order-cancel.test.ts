import { describe, expect, it } from "vitest"
import { cancelRefund, cancelRefusal } from "../index.js"

describe("Cancel order's rules (both back offices and the server)", () => {
  it("refuses a cancelled, completed or shipped order; a label bought but not shipped may still be cancelled", () => {
    expect(cancelRefusal({ status: "cancelled", shipmentState: "not_shipped" })).toBe("cancelled")
    expect(cancelRefusal({ status: "completed", shipmentState: "not_shipped" })).toBe("completed")
    expect(cancelRefusal({ status: "pending", shipmentState: "shipped" })).toBe("shipped")
    // the desk's status "shipped" (a label bought) is not the parcel handed over
    expect(cancelRefusal({ status: "shipped", shipmentState: "label_bought" })).toBeNull()
    expect(cancelRefusal({ status: "processing", shipmentState: "label_bought" })).toBeNull()
  })

  it("gives back what the shop holds: a card to the card, a manual payment as a refund staff send, nothing unpaid", () => {
    expect(cancelRefund({ paymentMethod: "stripe", paymentState: "paid", totalAmount: 41.18 })).toEqual({ kind: "card", amount: 41.18 })
    expect(cancelRefund({ paymentMethod: "zelle", paymentState: "paid", totalAmount: 39.98 })).toEqual({ kind: "manual", amount: 39.98 })
    expect(cancelRefund({ paymentMethod: "stripe", paymentState: "partially_refunded", totalAmount: 40, refundedAmount: 15.5 })).toEqual({ kind: "card", amount: 24.5 })
    for (const paymentState of ["awaiting", "customer_says_paid", "rejected", "refunded"] as const) {
      expect(cancelRefund({ paymentMethod: "zelle", paymentState, totalAmount: 39.98 })).toEqual({ kind: "none", amount: 0 })
    }
  })
})
