import { priceLines } from "../../orders/checkout-pricing"
import {
  assertAmountMatches,
  checkoutLines,
  checkoutMetadata,
  CHECKOUT_SESSION_ID,
  PROCESSING_FEE_LINE,
  storefrontOrigin,
  verifyStatus,
} from "../card-checkout"

const catalog = [
  { id: "prod_a", name: "Prahok", price: 12.5 },
  { id: "prod_b", name: "Kampot pepper", price: "$8.99" },
]
const cart = priceLines([{ id: "prod_a", quantity: 2 }, { id: "prod_b", quantity: 1 }], catalog)
// subtotal 33.99 + delivery 10 = 43.99; fee 1.32; due 45.31

describe("checkoutLines", () => {
  it("lists products, Delivery and the card fee in cents, summing to the amount due", () => {
    const lines = checkoutLines(cart)
    expect(lines).toEqual([
      { name: "Prahok", unit_amount: 1250, quantity: 2 },
      { name: "Kampot pepper", unit_amount: 899, quantity: 1 },
      { name: "Delivery", unit_amount: 1000, quantity: 1 },
      { name: PROCESSING_FEE_LINE, unit_amount: 132, quantity: 1 },
    ])
    expect(PROCESSING_FEE_LINE).toBe("Card processing fee (3%)")
    expect(lines.reduce((s, l) => s + l.unit_amount * l.quantity, 0)).toBe(4531)
  })
})

describe("assertAmountMatches", () => {
  it("accepts the server's amount within one cent", () => {
    expect(assertAmountMatches(45.31, cart)).toBe(45.31)
    expect(assertAmountMatches(45.3, cart)).toBe(45.31)
    expect(assertAmountMatches(45.32, cart)).toBe(45.31)
  })
  it("refuses a tampered amount with a clear message", () => {
    expect(() => assertAmountMatches(1, cart)).toThrow(/\$1\.00 does not match the order total of \$45\.31/)
    expect(() => assertAmountMatches(43.99, cart)).toThrow(/3% card processing fee/)
  })
})

describe("checkoutMetadata", () => {
  it("records the priced cart in Stripe-sized strings", () => {
    const meta = checkoutMetadata(cart, 45.31, "Sokha Chan")
    expect(meta).toMatchObject({ amount_due: "45.31", subtotal: "33.99", delivery_fee: "10.00", processing_fee: "1.32", customer_name: "Sokha Chan" })
    expect(JSON.parse(meta.items)).toEqual([["prod_a", 2], ["prod_b", 1]])
    expect(meta).not.toHaveProperty("delivery_address")
    expect(checkoutMetadata(cart, 45.31, "Sokha", { address: "1 Main St", phone: "5551234567" })).toMatchObject({
      delivery_address: "1 Main St",
      customer_phone: "5551234567",
    })
    expect(Object.values(meta).every((v) => typeof v === "string" && v.length <= 500)).toBe(true)
  })
})

describe("storefrontOrigin", () => {
  const allowed = ["http://localhost:8000", /^https:\/\/.*\.example\.com$/]
  it("uses an allowed Origin, else an allowed Referer", () => {
    expect(storefrontOrigin({ origin: "http://localhost:8000" }, allowed, "http://fallback")).toBe("http://localhost:8000")
    expect(storefrontOrigin({ referer: "https://shop.example.com/checkout?x=1" }, allowed, "http://fallback")).toBe("https://shop.example.com")
  })
  it("never trusts another origin", () => {
    expect(storefrontOrigin({ origin: "https://evil.test" }, allowed, "http://fallback/")).toBe("http://fallback")
    expect(storefrontOrigin({ referer: "not a url" }, allowed, "http://fallback")).toBe("http://fallback")
  })
})

describe("verifyStatus and session ids", () => {
  const s = (status: any, payment_status: any) => ({ id: "cs_x", url: null, status, payment_status, amount_total: 1, currency: "usd", metadata: null, success_url: null, cancel_url: null })
  it("is complete only when paid", () => {
    expect(verifyStatus(s("complete", "paid"))).toBe("complete")
    expect(verifyStatus(s("complete", "unpaid"))).toBe("open")
    expect(verifyStatus(s("open", "unpaid"))).toBe("open")
    expect(verifyStatus(s("expired", "unpaid"))).toBe("expired")
  })
  it("accepts Stripe and sandbox ids only", () => {
    expect(CHECKOUT_SESSION_ID.test("cs_test_a1B2c3")).toBe(true)
    expect(CHECKOUT_SESSION_ID.test("cs_test_sandbox_01JABC")).toBe(true)
    expect(CHECKOUT_SESSION_ID.test("pi_123")).toBe(false)
    expect(CHECKOUT_SESSION_ID.test("cs_../../x")).toBe(false)
  })
})
