import { describe, expect, it } from "vitest"
import { paymentMethodLabel } from "../index"

describe("a payment method's name", () => {
  const words = { card: "កាត", other: "ផ្សេងទៀត" }
  it("says the card and another provider in the screen's words, the apps by their brand names, anything else as stored", () => {
    expect(["stripe", "card", "credit"].map((m) => paymentMethodLabel(m, words))).toEqual(["កាត", "កាត", "កាត"])
    expect(paymentMethodLabel("other", words)).toBe("ផ្សេងទៀត")
    expect(["cashapp", "venmo", "zelle", "paypal", "aba"].map((m) => paymentMethodLabel(m, words))).toEqual(["Cash App", "Venmo", "Zelle", "PayPal", "ABA"])
    expect(paymentMethodLabel("wire", words)).toBe("wire")
  })
})
