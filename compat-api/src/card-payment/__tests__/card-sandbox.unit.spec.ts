import { MedusaError } from "@medusajs/framework/utils"
import { assertCardAvailable, CARD_UNAVAILABLE, cardMode, cardSandboxAllowed, isSandboxPayment } from "../card-sandbox"
import { renderUnavailablePage, renderSandboxPage, SANDBOX_BANNER } from "../sandbox-checkout-page"

describe("the card sandbox decision", () => {
  it("is on in development and tests, off in production and anywhere else unless CARD_SANDBOX turns it on", () => {
    expect(cardSandboxAllowed({})).toBe(true)
    expect(cardSandboxAllowed({ NODE_ENV: "development" })).toBe(true)
    expect(cardSandboxAllowed({ NODE_ENV: "test" })).toBe(true)
    expect(cardSandboxAllowed({ NODE_ENV: "production" })).toBe(false)
    expect(cardSandboxAllowed({ NODE_ENV: "staging" })).toBe(false)
    expect(cardSandboxAllowed({ NODE_ENV: "production", CARD_SANDBOX: "true" })).toBe(true)
    expect(cardSandboxAllowed({ NODE_ENV: "production", CARD_SANDBOX: "1" })).toBe(true)
    expect(cardSandboxAllowed({ NODE_ENV: "production", CARD_SANDBOX: "" })).toBe(false)
    expect(cardSandboxAllowed({ NODE_ENV: "development", CARD_SANDBOX: "false" })).toBe(false)
  })

  it("gives Stripe with a key whatever the sandbox says, else the sandbox, else no card at all", () => {
    expect(cardMode({ NODE_ENV: "production", STRIPE_API_KEY: "sk_test_1" })).toBe("stripe")
    expect(cardMode({ NODE_ENV: "production", CARD_SANDBOX: "true" })).toBe("sandbox")
    expect(cardMode({ NODE_ENV: "production" })).toBe("off")
  })

  it("refuses card calls with a 409 naming the reason when there is no way to pay by card", () => {
    let err: unknown
    try {
      assertCardAvailable({ NODE_ENV: "production" })
    } catch (e) {
      err = e
    }
    expect(MedusaError.isMedusaError(err)).toBe(true)
    expect((err as MedusaError).type).toBe(MedusaError.Types.CONFLICT)
    expect((err as MedusaError).message).toBe(CARD_UNAVAILABLE)
    expect(() => assertCardAvailable({ NODE_ENV: "production", CARD_SANDBOX: "true" })).not.toThrow()
  })

  it("follows process.env at call time (one server, its environment flipped)", () => {
    const before = { ...process.env }
    try {
      delete process.env.STRIPE_API_KEY
      process.env.NODE_ENV = "production"
      delete process.env.CARD_SANDBOX
      expect(cardMode()).toBe("off")
      process.env.CARD_SANDBOX = "true"
      expect(cardMode()).toBe("sandbox")
    } finally {
      process.env = before
    }
  })
})

describe("isSandboxPayment", () => {
  it("marks card orders whose session is the sandbox's, or that the shop recorded as sandbox", () => {
    expect(isSandboxPayment({ payment_method: "stripe", payment_session_id: "cs_test_sandbox_abc" })).toBe(true)
    expect(isSandboxPayment({ payment_method: "stripe", payment_session_id: "medusa_order_1", metadata: { payment_sandbox: true } })).toBe(true)
    expect(isSandboxPayment({ payment_method: "stripe", payment_session_id: "cs_test_a1b2" })).toBe(false)
    expect(isSandboxPayment({ payment_method: "stripe", payment_session_id: "cs_live_a1b2" })).toBe(false)
    // Not a card order: a manual key can say anything, it is never a sandbox payment.
    expect(isSandboxPayment({ payment_method: "zelle", payment_session_id: "cs_test_sandbox_abc" })).toBe(false)
  })
})

describe("the sandbox page", () => {
  it("says it is a test, in English and Khmer, on the payment form", () => {
    const html = renderSandboxPage({
      id: "cs_test_sandbox_x",
      status: "open",
      amount_total: 1234,
      line_items: [{ name: "Sampot", unit_amount: 1234, quantity: 1 }],
      last_decline: null,
    } as any)
    expect(html).toContain(SANDBOX_BANNER.en)
    expect(html).toContain(SANDBOX_BANNER.km)
  })

  it("has an unavailable page that carries the reason and no form", () => {
    const html = renderUnavailablePage(CARD_UNAVAILABLE)
    expect(html).toContain(CARD_UNAVAILABLE)
    expect(html).not.toContain("<form")
  })
})
