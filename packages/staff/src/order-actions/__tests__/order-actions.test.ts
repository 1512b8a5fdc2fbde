import { describe, expect, it } from "vitest"
import { archiveConfirmation, cancelConfirmation } from ".."
import { staffEn } from "../../texts"
import { order } from "../../testing/fixtures"

const money = (n: number) => `$${n.toFixed(2)}`
/** The confirmation as staff read it, in English. */
const read = (c: ReturnType<typeof cancelConfirmation>) => {
  const say = ({ key, values = {} }: { key: string; values?: Record<string, string | number> }) =>
    (key.split(".").reduce((node: any, k) => node[k], staffEn) as string).replace(/\{\{(\w+)\}\}/g, (_, n) => String(values[n]))
  return { refused: c.refusedText && say(c.refusedText), title: say(c.title), lines: c.lines.map(say) }
}

describe("Cancel order's confirmation", () => {
  it("names the order and says what happens to the money: card refunded, manual recorded for staff to send, unpaid nothing", () => {
    expect(read(cancelConfirmation(order({ paymentMethod: "stripe", paymentStatus: "paid", totalAmount: 41.18 }), money, "Card"))).toEqual({
      refused: null,
      title: "Cancel order #1042?",
      lines: ["$41.18 will be refunded to the customer's card.", "The customer gets an e-mail that the order was cancelled, with your reason."],
    })
    expect(read(cancelConfirmation(order({ paymentStatus: "paid", totalAmount: 39.98 }), money, "Zelle")).lines[0]).toBe(
      "Medusa will record a refund of $39.98; no money moves. Send $39.98 back to the customer yourself with Zelle."
    )
    expect(read(cancelConfirmation(order({ paymentStatus: "pending" }), money, "Zelle")).lines[0]).toBe("No payment was received, so nothing is refunded.")
    // part refunded already: only the rest goes back
    expect(read(cancelConfirmation(order({ paymentMethod: "stripe", paymentState: "partially_refunded", totalAmount: 40, refundedAmount: 15 }), money, "Card")).lines[0]).toBe(
      "$25.00 will be refunded to the customer's card."
    )
  })

  it("says an unused label is voided and that no e-mail goes without an address", () => {
    const c = read(cancelConfirmation(order({ shippingLabel: "https://labels.example/1.pdf", customerEmail: null }), money, "Zelle"))
    expect(c.lines.slice(1)).toEqual(["The unused shipping label is voided.", "The customer gave no e-mail address, so no e-mail is sent."])
  })

  it("is refused for a shipped, completed or cancelled order", () => {
    expect(read(cancelConfirmation(order({ orderStatus: "shipped" }), money, "Zelle")).refused).toBe("A shipped order cannot be cancelled.")
    expect(read(cancelConfirmation(order({ status: "completed" }), money, "Zelle")).refused).toBe("A completed order cannot be cancelled.")
    expect(cancelConfirmation(order({ status: "cancelled" }), money, "Zelle").refused).toBe("cancelled")
  })
})

describe("Archive's confirmation", () => {
  it("names the order", () => {
    expect(archiveConfirmation(order()).title).toEqual({ key: "orderActions.archive.title", values: { id: 1042 } })
  })
})
