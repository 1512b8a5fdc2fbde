import { EMAIL_TEXTS, emailLanguageOf } from "../texts"
import { renderOrderReceived, renderShopperEmail, renderStaffNewOrder, type OrderEmailModel } from "../order-email"

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

  it("for a sandbox card order: says it was a test and nothing was charged, in the shopper's language", async () => {
    const en = await renderOrderReceived(model({ cardFee: 0.99, total: 33.97, payment: { kind: "card", sandbox: true } }))
    expect(en.text).toContain(EMAIL_TEXTS.en.paidBySandboxCard)
    expect(en.text).not.toContain("Paid by card.")
    const km = await renderOrderReceived(model({ lang: "km", cardFee: 0.99, total: 33.97, payment: { kind: "card", sandbox: true } }))
    expect(km.text).toContain(EMAIL_TEXTS.km.paidBySandboxCard)
  })

  it("staff's copy of a sandbox card order is marked TEST PAYMENT in its subject and in both languages", async () => {
    const mail = await renderStaffNewOrder(model({ payment: { kind: "card", sandbox: true } }), "https://shop.test/admin")
    expect(mail.subject).toBe("[TEST PAYMENT] New order #1042")
    expect(mail.text).toContain(EMAIL_TEXTS.en.staffSandbox)
    expect(mail.text).toContain(EMAIL_TEXTS.km.staffSandbox)
    const real = await renderStaffNewOrder(model({ payment: { kind: "card" } }), "https://shop.test/admin")
    expect(real.subject).toBe("New order #1042")
    expect(real.text).not.toContain(EMAIL_TEXTS.en.staffSandbox)
  })

  it("in Khmer: Khmer texts, a Khmer font and room between lines", async () => {
    const mail = await renderOrderReceived(model({ lang: "km" }))
    expect(mail.subject).toBe("បានទទួលការបញ្ជាទិញ #1042 – ផ្សារបេតិកភណ្ឌខ្មែរ")
    expect(mail.text).toContain("សរុប: $32.98")
    expect(mail.text).toContain(EMAIL_TEXTS.km.orderReceivedIntro)
    expect(mail.html).toContain('lang="km"')
    expect(mail.html).toMatch(/font-family:(&quot;|")Noto Sans Khmer(&quot;|"), (&quot;|")Khmer OS/)
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

describe("every message ends with the shop's address, phone and hours", () => {
  it.each(["order-received", "payment-confirmed", "payment-problem", "order-shipped", "order-cancelled", "payment-undone", "payment-refunded"] as const)("%s, in both languages", async (kind) => {
    for (const lang of ["en", "km"] as const) {
      const mail = await renderShopperEmail(kind, model({ lang, statusUrl: "https://shop.test/orders/abc" }))
      for (const body of [mail.text, mail.html]) {
        expect(body).toContain("1450 E Anaheim St, Long Beach, CA 90813")
        expect(body).toContain("(562) 555-0148")
        expect(body).toContain(EMAIL_TEXTS[lang].hours)
        expect(body).toContain("https://shop.test/orders/abc")
      }
      expect(mail.subject).toContain("#1042")
      if (lang === "km") expect(mail.text).not.toMatch(/\b(Order|Payment|Your|We|AM|PM)\b/)
    }
  })
})

describe("ABA order received", () => {
  it("shows the KHQR code inline and says what to enter", async () => {
    const mail = await renderOrderReceived(
      model({ payment: { kind: "manual", method: "aba", recipient: "shop@aclb", memo: "ORDER-1" }, khqrCid: "khqr@x" })
    )
    expect(mail.html).toContain('src="cid:khqr@x"')
    expect(mail.text).toContain("Scan this KHQR code with ABA Mobile or any KHQR banking app, then enter $32.98 and the memo ORDER-1.")
  })
})

describe("payment messages", () => {
  it("payment confirmed: the method, the amount and the order", async () => {
    const mail = await renderShopperEmail("payment-confirmed", model())
    expect(mail.subject).toBe("Payment received for order #1042 – Cambodian Heritage Market")
    expect(mail.text).toContain("We have received your Zelle payment of $32.98 for order #1042.")
  })

  it("payment problem: what to check and how to reach the shop", async () => {
    const mail = await renderShopperEmail("payment-problem", model({ lang: "km" }))
    expect(mail.subject).toBe("មានបញ្ហាជាមួយការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញ #1042 – ផ្សារបេតិកភណ្ឌខ្មែរ")
    expect(mail.text).toContain("សូមពិនិត្យថាអ្នកបានផ្ញើ $32.98 តាម Zelle ទៅ pay@shop.test ដោយសរសេរកំណត់សម្គាល់ ORDER-123456។")
    expect(mail.text).toContain("(562) 555-0148")
  })
})

describe("on its way", () => {
  it("carrier, service, tracking number and the carrier's tracking link", async () => {
    const mail = await renderShopperEmail(
      "order-shipped",
      model({ shipping: { carrier: "USPS", service: "Priority Mail", trackingNumber: "9400111", trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111" } })
    )
    expect(mail.subject).toBe("Order #1042 is on its way – Cambodian Heritage Market")
    expect(mail.text).toContain("Carrier: USPS")
    expect(mail.text).toContain("Service: Priority Mail")
    expect(mail.text).toContain("Tracking number: 9400111")
    expect(mail.html).toContain('href="https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111"')
    expect(mail.text).not.toContain("without a tracking number")
  })

  it("shipped without a label: says there is no tracking number", async () => {
    const mail = await renderShopperEmail("order-shipped", model({ shipping: null }))
    expect(mail.text).toContain("It was sent without a tracking number and usually arrives within 1-3 business days.")
  })
})

describe("cancelled", () => {
  it("with the card refund", async () => {
    const mail = await renderShopperEmail("order-cancelled", model({ payment: { kind: "card" }, refunded: 33.97 }))
    expect(mail.subject).toBe("Order #1042 was cancelled – Cambodian Heritage Market")
    expect(mail.text).toContain("We refunded $33.97 to your card.")
  })

  it("a manual payment given back, or none taken", async () => {
    expect((await renderShopperEmail("order-cancelled", model({ refunded: 32.98 }))).text).toContain("We are sending $32.98 back to you with Zelle.")
    expect((await renderShopperEmail("order-cancelled", model({ refunded: 0 }))).text).toContain("If you already sent a payment for it, reply to this e-mail")
  })

  it("says the reason staff gave, in the shopper's language", async () => {
    const mail = await renderShopperEmail("order-cancelled", model({ refunded: 0, cancelReason: "The amok paste is sold out." }))
    expect(mail.text).toContain("Reason: The amok paste is sold out.")
    expect(mail.html).toContain("Reason: The amok paste is sold out.")
    const km = await renderShopperEmail("order-cancelled", model({ lang: "km", refunded: 0, cancelReason: "អស់ស្តុក" }))
    expect(km.text).toContain("មូលហេតុ៖ អស់ស្តុក")
    expect((await renderShopperEmail("order-cancelled", model({ refunded: 0 }))).text).not.toContain("Reason:")
  })
})

describe("the shop as an admin saved it (Shop settings, issue 27 point 9)", () => {
  const shop = { name: "Amok House", address: "9 Main St, Lowell, MA 01852", phone: "(978) 555-0123", email: "hello@amok.example", hours: "Open Tuesday to Sunday" }

  it("names the saved shop in the subject, the heading and the foot, with its address, phone and hours", async () => {
    const mail = await renderOrderReceived(model({ shop }))
    expect(mail.subject).toBe("Order #1042 received – Amok House")
    const foot = mail.text.slice(mail.text.lastIndexOf("--"))
    for (const line of ["Amok House", "9 Main St, Lowell, MA 01852", "(978) 555-0123", "Open Tuesday to Sunday"]) expect(foot).toContain(line)
    expect(mail.text).not.toContain("Cambodian Heritage Market")
    expect(mail.html).toContain("Amok House")
  })

  it("in Khmer, the Khmer name and hours the admin saved", async () => {
    const mail = await renderOrderReceived(model({ lang: "km", shop: { ...shop, name: "ផ្ទះអាម៉ុក", hours: "បើកថ្ងៃអង្គារ ដល់ថ្ងៃអាទិត្យ" } }))
    expect(mail.text).toContain("ផ្ទះអាម៉ុក")
    expect(mail.text).toContain("បើកថ្ងៃអង្គារ ដល់ថ្ងៃអាទិត្យ")
    expect(mail.text).not.toContain("ផ្សារបេតិកភណ្ឌខ្មែរ")
  })
})
