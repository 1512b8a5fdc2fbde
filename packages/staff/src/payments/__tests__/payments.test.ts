import { describe, expect, it } from "vitest"
import { paymentMethodLabel, paymentPrompt, paymentStateOf, PAYMENT_STATE_TONES } from "../index"

describe("a payment method's name", () => {
  const words = { card: "កាត", other: "ផ្សេងទៀត" }
  it("says the card and another provider in the screen's words, the apps by their brand names, anything else as stored", () => {
    expect(["stripe", "card", "credit"].map((m) => paymentMethodLabel(m, words))).toEqual(["កាត", "កាត", "កាត"])
    expect(paymentMethodLabel("other", words)).toBe("ផ្សេងទៀត")
    expect(["cashapp", "venmo", "zelle", "paypal", "aba"].map((m) => paymentMethodLabel(m, words))).toEqual(["Cash App", "Venmo", "Zelle", "PayPal", "ABA"])
    expect(paymentMethodLabel("wire", words)).toBe("wire")
  })
})

describe("paymentPrompt: every payment decision asks first, naming the order, the amount and the e-mail", () => {
  const order = { id: 1042, paymentMethod: "zelle", paymentStatus: "pending" as const, totalAmount: 39.98, customerEmail: "sokha@example.com" }
  const words = { amount: "$39.98", method: "Zelle" }

  it("Verify: payment received to the shopper (none for a card); Reject: the problem e-mail, with a reason", () => {
    expect(paymentPrompt(order, "paid", words)).toEqual({
      title: "order.ask.verifyTitle",
      text: "order.ask.verifyText",
      confirm: "order.verify",
      email: { kind: "payment-confirmed", to: "sokha@example.com" },
      reason: false,
      values: { id: 1042, amount: "$39.98", method: "Zelle" },
    })
    expect(paymentPrompt({ ...order, paymentMethod: "stripe" }, "paid", words).email).toBeNull()
    expect(paymentPrompt(order, "failed", words)).toMatchObject({ title: "order.ask.rejectTitle", text: "order.ask.rejectText", reason: true, email: { kind: "payment-problem" } })
    expect(paymentPrompt({ ...order, customerEmail: null }, "failed", words).email).toBeNull()
  })

  it("after a verification: Mark Pending undoes it (the correction e-mail), Reject takes it back; a charged card's Reject refunds", () => {
    const paid = { ...order, paymentStatus: "paid" as const }
    expect(paymentPrompt(paid, "pending", words)).toMatchObject({ title: "order.ask.undoTitle", confirm: "order.ask.confirmUndo", email: { kind: "payment-undone" } })
    expect(paymentPrompt(paid, "failed", words)).toMatchObject({ text: "order.ask.rejectUndoText", reason: true })
    expect(paymentPrompt({ ...paid, paymentMethod: "stripe" }, "failed", words)).toMatchObject({ title: "order.undoPayment.cardTitle", text: "order.undoPayment.card" })
    expect(paymentPrompt({ ...order, paymentStatus: "failed" }, "pending", words)).toMatchObject({ title: "order.ask.pendingTitle", email: null })
  })
})

describe("paymentStateOf", () => {
  it("reads the order's story, or the spec's status from an older server", () => {
    expect(paymentStateOf({ paymentStatus: "failed", paymentConfirmed: true, paymentState: "refunded" })).toBe("refunded")
    expect(paymentStateOf({ paymentStatus: "failed", paymentConfirmed: true })).toBe("rejected")
    expect(paymentStateOf({ paymentStatus: "pending", paymentConfirmed: true })).toBe("customer_says_paid")
    expect(PAYMENT_STATE_TONES.partially_refunded).toBe("blue")
  })
})
