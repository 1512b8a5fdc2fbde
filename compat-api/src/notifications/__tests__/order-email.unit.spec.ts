import { EMAIL_TEXTS, emailLanguageOf } from "../texts"
import { renderOrderReceived, renderStaffNewOrder, type OrderEmailModel } from "../order-email"

const model = (over: Partial<OrderEmailModel> = {}): OrderEmailModel => ({
  lang: "en",
  number: 1042,
  date: new Date("2026-03-01T18:30:00Z"),
  customerName: "Sokha Chan",
  items: [
    { name: "Kampot Pepper", quantity: 2, unitPrice: 8.99 },
    { name: "Palm Sugar", quantity: 1, unitPrice: 5 },
  ],
  subtotal: 22.98,
  deliveryFee: 10,
  cardFee: 0,
  total: 32.98,
  addressLines: ["Sokha Chan", "1450 E Anaheim St", "Long Beach, CA 90813"],
  payment: { kind: "manual", method: "zelle", recipient: "pay@shop.test", memo: "ORDER-123456" },
  ...over,
})

describe("e-mail texts", () => {
  it("English and Khmer have the same keys, none empty", () => {
    expect(Object.keys(EMAIL_TEXTS.km).sort()).toEqual(Object.keys(EMAIL_TEXTS.en).sort())
    for (const lang of ["en", "km"] as const) {
      for (const value of Object.values(EMAIL_TEXTS[lang])) expect(value.trim()).not.toBe("")
    }
  })

  it("reads the order's locale", () => {
    expect(emailLanguageOf("km-KH")).toBe("km")
    expect(emailLanguageOf("en-US")).toBe("en")
    expect(emailLanguageOf(null)).toBe("en")
  })
})

describe("order received e-mail", () => {
  it("in English: number, items, totals, address and what to send to whom with the memo", async () => {
    const mail = await renderOrderReceived(model())
    expect(mail.subject).toBe("Order #1042 received – Cambodian Heritage Market")
    for (const body of [mail.text, mail.html]) {
      expect(body).toContain("#1042")
      expect(body).toContain("Kampot Pepper")
      expect(body).toContain("$17.98")
      expect(body).toContain("$22.98")
      expect(body).toContain("$10.00")
      expect(body).toContain("$32.98")
      expect(body).toContain("1450 E Anaheim St")
      expect(body).toContain("Please send $32.98 with Zelle to pay@shop.test, with the memo ORDER-123456.")
    }
    expect(mail.text).toContain("March 1, 2026")
    expect(mail.text).not.toContain("Card processing fee")
  })

  it("for a card order: the card fee and 'paid'", async () => {
    const mail = await renderOrderReceived(model({ cardFee: 0.99, total: 33.97, payment: { kind: "card" } }))
    expect(mail.text).toContain("Card processing fee: $0.99")
    expect(mail.text).toContain("Total: $33.97")
    expect(mail.text).toContain("Paid by card.")
  })

  it("in Khmer: Khmer texts, a Khmer font and room between lines", async () => {
    const mail = await renderOrderReceived(model({ lang: "km" }))
    expect(mail.subject).toBe("បានទទួលការបញ្ជាទិញ #1042 – ផ្សារបេតិកភណ្ឌខ្មែរ")
    expect(mail.text).toContain("សរុប: $32.98")
    expect(mail.text).toContain(EMAIL_TEXTS.km.orderReceivedIntro)
    expect(mail.html).toContain('lang="km"')
    expect(mail.html).toMatch(/font-family:&quot;Noto Sans Khmer&quot;, &quot;Khmer OS&quot;, sans-serif|font-family:"Noto Sans Khmer", "Khmer OS", sans-serif/)
    const heights = [...mail.html.matchAll(/line-height:([\d.]+)(?=[;"])/g)].map((m) => Number(m[1]))
    expect(heights.length).toBeGreaterThan(0)
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(1.6)
  })
})

describe("staff e-mail", () => {
  it("'New order #N' with the back office link", async () => {
    const mail = await renderStaffNewOrder(model(), "https://shop.test/admin")
    expect(mail.subject).toBe("New order #1042")
    expect(mail.text).toContain("https://shop.test/admin")
    expect(mail.html).toContain('href="https://shop.test/admin"')
    expect(mail.text).toContain("$32.98")
  })
})
