import { describe, expect, it } from "vitest"
import { amountDue, deliveryFee, processingFee } from "../index.js"

describe("fee rules (spec point 9)", () => {
  it("delivery: 0 for an empty cart, 10 below a subtotal of 150, 15 from 150 on", () => {
    expect([0, 0.01, 149.99, 150, 150.01, 1000].map(deliveryFee)).toEqual([0, 10, 10, 15, 15, 15])
  })

  it("card processing: 3 % of subtotal + delivery for 'stripe' and 'credit' only, to the cent", () => {
    expect(processingFee(100, "stripe")).toBe(3)
    expect(processingFee(100, "credit")).toBe(3)
    for (const method of ["cashapp", "venmo", "zelle", "paypal", "aba", "other"]) expect(processingFee(100, method)).toBe(0)
    expect(processingFee(159.99, "stripe")).toBe(4.8)
    // 3 % of $16.50 is 49.5 cents: rounded up, not lost to 0.495 in floating point
    expect(processingFee(16.5, "stripe")).toBe(0.5)
  })

  it("amount due: the cart total plus the card fee; manual methods pay the cart total", () => {
    expect(amountDue(159.99, "stripe")).toBe(164.79)
    expect(amountDue(159.99, "zelle")).toBe(159.99)
    expect(amountDue(0.1 + 0.2, "venmo")).toBe(0.3)
  })
})
