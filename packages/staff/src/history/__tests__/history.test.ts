import { describe, expect, it } from "vitest"
import { historyLine, templateKey } from ".."
import { staffEn, staffKm } from "../../texts"

const textOf = (catalog: any, key: string) => key.split(".").reduce((o, k) => o?.[k], catalog)

describe("historyLine", () => {
  it("says who verified, rejected (with the reason) and undid a payment", () => {
    expect(historyLine({ at: "x", kind: "payment", by: "sophea", details: { decision: "paid" } })).toEqual({ key: "orderHistory.paymentVerified", values: { by: "sophea" }, tone: "good" })
    expect(historyLine({ at: "x", kind: "payment", by: "kanha", text: "No payment", details: { decision: "failed" } })).toMatchObject({ key: "orderHistory.paymentRejected", quote: "No payment", tone: "bad" })
    expect(historyLine({ at: "x", kind: "correction", by: "kanha" }).key).toBe("orderHistory.correction")
  })
  it("a failed e-mail reads as failed; a sample label as a sample; a note carries its text", () => {
    expect(historyLine({ at: "x", kind: "email", details: { template: "order-shipped", to: "a@x.com", state: "failure" } })).toMatchObject({ key: "orderHistory.emailFailed", tone: "bad" })
    expect(historyLine({ at: "x", kind: "label", details: { carrier: "USPS", tracking: "94", sample: true } }).key).toBe("orderHistory.labelSample")
    expect(historyLine({ at: "x", kind: "note", by: "sophea", text: "Leave at door" })).toMatchObject({ quote: "Leave at door", values: { by: "sophea" } })
  })
  it("every key it answers exists in English and Khmer", () => {
    const kinds = ["placed", "email", "payment", "correction", "label", "shipped", "cancelled", "refunded", "note"] as const
    for (const kind of kinds) {
      const { key } = historyLine({ at: "x", kind, by: "a", details: { decision: "failed", state: "pending", template: "order-received" } })
      expect(typeof textOf(staffEn, key)).toBe("string")
      expect(typeof textOf(staffKm, key)).toBe("string")
    }
    expect(textOf(staffKm, templateKey("order-received")!)).toBe("បានទទួលការបញ្ជាទិញ")
    expect(templateKey("something-else")).toBeNull()
  })
})
