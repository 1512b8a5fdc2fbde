import { describe, expect, it } from "vitest"
import { paymentChange } from "../index.js"

describe("paymentChange: the payment buttons' rule", () => {
  it("manual methods: any other status; undoing a verified payment is a recorded refund", () => {
    expect(paymentChange("zelle", "paid", "pending")).toEqual({ allowed: true, undo: "manual-refund" })
    expect(paymentChange("aba", "paid", "failed")).toEqual({ allowed: true, undo: "manual-refund" })
    expect(paymentChange("venmo", "failed", "paid")).toEqual({ allowed: true, undo: null })
    expect(paymentChange("cashapp", "pending", "pending")).toEqual({ allowed: false, undo: null })
  })

  it("a card: charged can only be rejected (a Stripe refund); rejected allows nothing", () => {
    expect(paymentChange("stripe", "paid", "failed")).toEqual({ allowed: true, undo: "card-refund" })
    expect(paymentChange("stripe", "paid", "pending").allowed).toBe(false)
    expect(paymentChange("stripe", "failed", "paid").allowed).toBe(false)
    expect(paymentChange("stripe", "failed", "pending").allowed).toBe(false)
    expect(paymentChange("stripe", "pending", "paid")).toEqual({ allowed: true, undo: null })
  })
})
