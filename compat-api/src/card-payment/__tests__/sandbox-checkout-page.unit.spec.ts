import { checkTestCard, escapeHtml, renderNotFoundPage, renderSandboxPage, SANDBOX_MESSAGES, successRedirect } from "../sandbox-checkout-page"

const now = new Date(Date.UTC(2026, 10, 22))
const card = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Sokha Chan" }

describe("checkTestCard", () => {
  it("pays with 4242 4242 4242 4242 and declines 4000 0000 0000 0002", () => {
    expect(checkTestCard(card, now)).toEqual({ outcome: "paid" })
    expect(checkTestCard({ ...card, number: "4000-0000-0000-0002" }, now)).toEqual({ outcome: "declined", message: SANDBOX_MESSAGES.declined })
    expect(checkTestCard({ ...card, number: "5555555555554444" }, now)).toMatchObject({ outcome: "declined" })
  })
  it.each([
    ["number", { number: "4242" }],
    ["expiry", { expiry: "13/30" }],
    ["expiry", { expiry: "10/26" }],
    ["cvc", { cvc: "12" }],
    ["name", { name: " " }],
  ])("names the bad field (%s)", (field, change) => {
    expect(checkTestCard({ ...card, ...change }, now)).toMatchObject({ outcome: "invalid", field })
  })
})

const session = {
  id: "cs_test_sandbox_01ABC",
  url: "/api/sandbox-checkout/cs_test_sandbox_01ABC",
  status: "open" as const,
  payment_status: "unpaid" as const,
  amount_total: 4531,
  currency: "usd",
  metadata: null,
  success_url: "http://localhost:8000/payment-confirmation?session_id={CHECKOUT_SESSION_ID}",
  cancel_url: "http://localhost:8000/checkout",
  line_items: [{ name: "Prahok <b>", unit_amount: 1250, quantity: 2 }],
  last_decline: null,
  object: "checkout.session" as const,
  client_reference_id: null,
  customer_email: null,
  expires_at: 1_900_000_000,
}

describe("renderSandboxPage", () => {
  it("is a labelled, mobile-friendly TEST payment form", () => {
    const html = renderSandboxPage(session)
    expect(html).toContain('<html lang="en">')
    expect(html).toContain('name="viewport"')
    expect(html).toContain("TEST PAYMENT")
    expect(html).toContain("Pay $45.31")
    expect(html).toContain('<label for="number">Card number</label>')
    expect(html).toContain('autocomplete="cc-number"')
    expect(html).toContain("Prahok &lt;b&gt; × 2")
    expect(html).toContain('action="/api/sandbox-checkout/cs_test_sandbox_01ABC"')
  })
  it("shows a decline as an alert and focuses the card number to try again", () => {
    const html = renderSandboxPage(session, { error: { message: SANDBOX_MESSAGES.declined } })
    expect(html).toContain(`role="alert" id="payment-error">${escapeHtml(SANDBOX_MESSAGES.declined)}`)
    expect(html).toMatch(/id="number"[^>]*autofocus/)
  })
  it("marks the bad field", () => {
    const html = renderSandboxPage(session, { error: { message: "Enter CVC", field: "cvc" } })
    expect(html).toMatch(/id="cvc"[^>]*aria-invalid="true" aria-describedby="cvc-error"/)
  })
  it("says when the session is paid or expired", () => {
    expect(renderSandboxPage({ ...session, status: "complete" })).toContain("session_id=cs_test_sandbox_01ABC")
    expect(renderSandboxPage({ ...session, status: "expired" })).toContain("expired")
    expect(renderNotFoundPage()).toContain("not found")
  })
})

describe("successRedirect", () => {
  it("fills Stripe's {CHECKOUT_SESSION_ID}", () => {
    expect(successRedirect(session.success_url, session.id)).toBe("http://localhost:8000/payment-confirmation?session_id=cs_test_sandbox_01ABC")
  })
})
