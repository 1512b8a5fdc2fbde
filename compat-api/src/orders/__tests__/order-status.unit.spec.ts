import { STATUS_TOKEN_PATTERN } from "@shop/contract"
import { contactMatches, newStatusToken, toOrderStatusView } from "../order-status"

const entry = (over: Record<string, unknown> = {}) =>
  ({
    id: "odesk_1",
    order_display_id: 1042,
    created_at: new Date("2026-11-20T10:00:00Z"),
    payment_method: "zelle",
    payment_status: "pending",
    payment_confirmed_by_customer: true,
    status: "pending",
    order_status: null,
    customer_name: "Sokha Chan",
    customer_email: "Sokha@Example.com",
    customer_phone: "+1 (555) 123-4567",
    delivery_address: "1200 E Anaheim St, Long Beach, CA, 90813",
    notes: "Ring twice",
    subtotal: 20,
    delivery_fee: 10,
    processing_fee: 0,
    total: 30,
    amount_due: 30,
    metadata: null,
    intake: { lines: [{ id: "p1", name: "Kampot pepper", quantity: 2, unitPrice: 10 }], input: { customerPhone: "555" } },
    ...over,
  }) as any

describe("toOrderStatusView", () => {
  it("tells the order's story: refunded with the amount, and a verification undone (corrected) until paid again", () => {
    expect(toOrderStatusView(entry({ payment_status: "failed", payment_state: "refunded", refunded_amount: 20 } as any)).payment).toMatchObject({ state: "failed", story: "refunded", refunded: 20 })
    const undone = new Date("2026-11-28T04:00:00.000Z")
    expect(toOrderStatusView(entry({ payment_state: "awaiting", payment_undone_at: undone } as any)).payment).toMatchObject({ story: "customer_says_paid", correctedAt: undone.toISOString() })
    expect(toOrderStatusView(entry({ payment_status: "paid", payment_state: "paid", payment_undone_at: undone } as any)).payment.correctedAt).toBeNull()
  })

  it("shows the order, its totals and payment, and nothing about the customer", () => {
    const view = toOrderStatusView(entry())
    expect(view).toEqual({
      number: 1042,
      createdAt: "2026-11-20T10:00:00.000Z",
      items: [{ name: "Kampot pepper", quantity: 2, price: 10 }],
      subtotal: 20,
      deliveryFee: 10,
      processingFee: 0,
      total: 30,
      paymentMethod: "zelle",
      payment: { state: "pending", shopperSaidPaid: true, story: "customer_says_paid", refunded: 0, correctedAt: null },
      status: "pending",
      shipping: null,
    })
    const text = JSON.stringify(view)
    for (const secret of ["Sokha", "555", "Anaheim", "Ring twice", "odesk_1"]) expect(text).not.toContain(secret)
  })

  it("gives a shipped order its carrier and tracking link (web addresses only)", () => {
    const shipping = { tracking_number: "9400111", tracking_url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111", carrier: "USPS", label_url: "https://x/label.pdf" }
    expect(toOrderStatusView(entry({ status: "shipped", metadata: { shipping } })).shipping).toEqual({
      carrier: "USPS",
      trackingNumber: "9400111",
      trackingUrl: shipping.tracking_url,
    })
    expect(toOrderStatusView(entry({ order_status: "shipped", metadata: { shipping: { ...shipping, tracking_url: "javascript:alert(1)" } } }))).toMatchObject({
      status: "shipped",
      shipping: { trackingUrl: null },
    })
  })
})

it("names the products in the shopper's language when it knows them", () => {
  expect(toOrderStatusView(entry(), new Map([["p1", "ម្រេចកំពត"]])).items).toEqual([{ name: "ម្រេចកំពត", quantity: 2, price: 10 }])
  expect(toOrderStatusView(entry(), new Map()).items[0].name).toBe("Kampot pepper")
})

describe("contactMatches", () => {
  it("matches the phone by its digits and the e-mail without case", () => {
    expect(contactMatches(entry(), "555-123-4567")).toBe(true)
    expect(contactMatches(entry(), "(555) 1234567")).toBe(true)
    expect(contactMatches(entry(), " sokha@example.COM ")).toBe(true)
  })

  it("refuses another phone or e-mail, and anything for a missing order or a missing e-mail", () => {
    expect(contactMatches(entry(), "555-123-4568")).toBe(false)
    expect(contactMatches(entry(), "dara@example.com")).toBe(false)
    expect(contactMatches(null, "555-123-4567")).toBe(false)
    expect(contactMatches(entry({ customer_email: null }), "\0")).toBe(false)
  })
})

it("makes 43-character base64url tokens, a new one each time", () => {
  const a = newStatusToken()
  expect(a).toMatch(STATUS_TOKEN_PATTERN)
  expect(newStatusToken()).not.toBe(a)
})
