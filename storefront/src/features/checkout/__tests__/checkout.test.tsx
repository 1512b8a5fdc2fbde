import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { fakeApi, item, renderApp } from "../../../test/fake-api"
import { formErrors, itRefusesEachBadField } from "../../../test/form-errors"
import { ApiPostOrder, CHECKOUT_FIELD_MAX } from "@shop/contract"
import { customerSchema, deliveryAddress, manualSessionId, newOrderNumber } from "../schemas"
import { loadPending, PENDING_CHECKOUT_KEY } from "../pending-checkout"
import { checkoutTotals } from "../components/checkout-page"
import { formatCardNumber, formatCvc, formatExpiry } from "../components/card-demo-page"
import { sessionIdFromUrl } from "../api/checkout"
import { formatDateTime } from "../../../lib/dates"
import en from "../../../i18n/en/common.json"
import km from "../../../i18n/km/common.json"

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
})

const customer = { firstName: "Sokha", lastName: "Chan", email: "", phone: "5625550148", address: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813", notes: "" }

describe("checkout rules", () => {
  itRefusesEachBadField(customerSchema, customer, [
    ["firstName", "", "checkout.errors.firstName"],
    ["lastName", " ", "checkout.errors.lastName"],
    ["email", "nope", "checkout.errors.email"],
    ["phone", "555-0148", "checkout.errors.phone"],
    ["address", "", "checkout.errors.address"],
    ["city", "", "checkout.errors.city"],
    ["state", "", "checkout.errors.state"],
    ["zip", "9081", "checkout.errors.zip"],
  ], "refuses a bad %s with the spec's message")

  it("holds each field to what the order call accepts, so a paid order is never refused for its length", () => {
    // The longest form the checkout lets through…
    const longest = Object.fromEntries(
      Object.entries(customer).map(([field, value]) => [field, field === "email" ? `${"s".repeat(CHECKOUT_FIELD_MAX.email - 12)}@example.com` : (value || "x").padEnd(CHECKOUT_FIELD_MAX[field as keyof typeof CHECKOUT_FIELD_MAX], "9")])
    ) as typeof customer
    expect(customerSchema.safeParse(longest).success).toBe(true)
    // …makes an order POST /api/orders takes (its name and one-line address are made of several fields).
    const order = ApiPostOrder.safeParse({
      customerName: `${longest.firstName} ${longest.lastName}`,
      customerEmail: longest.email,
      customerPhone: longest.phone,
      deliveryAddress: deliveryAddress(longest),
      totalAmount: "39.98",
      paymentMethod: "zelle",
      paymentSessionId: "manual_zelle_1700000000000",
      orderItems: [{ id: "prod_1", name: "A", price: 14.99, quantity: 2 }],
      notes: longest.notes,
      paymentConfirmed: true,
      firstName: longest.firstName,
      lastName: longest.lastName,
      address: longest.address,
      city: longest.city,
      state: longest.state,
      zip: longest.zip,
    })
    expect(order.error?.issues ?? []).toEqual([])
    // One character more is refused on the form, in the shopper's language.
    for (const field of ["firstName", "lastName", "address", "city", "state", "zip", "phone", "notes"] as const) {
      expect(formErrors(customerSchema, longest, { [field]: longest[field] + "9" })).toEqual(["checkout.errors.tooLong"])
    }
  })

  it("makes ORDER- numbers with six digits and manual session ids", () => {
    expect(newOrderNumber(() => 0)).toBe("ORDER-100000")
    expect(newOrderNumber(() => 0.999999)).toBe("ORDER-999999")
    expect(manualSessionId("zelle", 1700000000000)).toBe("manual_zelle_1700000000000")
    expect(sessionIdFromUrl("https://checkout.stripe.com/c/pay/cs_test_a1B2#fid")).toBe("cs_test_a1B2")
  })

  it("totals with the delivery fee and the 3 % card fee", () => {
    expect(checkoutTotals([{ id: "a", name: "A", price: 14.99, quantity: 2 }])).toEqual({ subtotal: 29.98, deliveryFee: 10, total: 39.98, cardTotal: 41.18 })
    expect(checkoutTotals([{ id: "a", name: "A", price: "$50.00", quantity: 3 }])).toEqual({ subtotal: 150, deliveryFee: 15, total: 165, cardTotal: 169.95 })
  })

  it("formats the demo card form and dates as the spec says", () => {
    expect(formatCardNumber("4242abc424242424242424242")).toBe("4242 4242 4242 4242")
    expect(formatExpiry("1229")).toBe("12/29")
    expect(formatCvc("12a345")).toBe("1234")
    expect(formatDateTime(new Date(2026, 10, 22, 15, 5))).toBe("Nov 22, 2026 3:05 PM")
    expect(formatDateTime(new Date(2026, 0, 2, 0, 30))).toBe("Jan 2, 2026 12:30 AM")
  })
})

async function fillCustomer() {
  const form = await screen.findByRole("form", { name: "Delivery details" })
  const f = within(form)
  fireEvent.change(f.getByLabelText("First name"), { target: { value: customer.firstName } })
  fireEvent.change(f.getByLabelText("Last name"), { target: { value: customer.lastName } })
  fireEvent.change(f.getByLabelText("Phone"), { target: { value: customer.phone } })
  fireEvent.change(f.getByLabelText("Address"), { target: { value: customer.address } })
  fireEvent.change(f.getByLabelText("City"), { target: { value: customer.city } })
  fireEvent.change(f.getByLabelText("State"), { target: { value: customer.state } })
  fireEvent.change(f.getByLabelText("ZIP code"), { target: { value: customer.zip } })
}

async function goToCheckout() {
  fireEvent.click(await screen.findByRole("button", { name: `Add ${item().name} to cart` }))
  fireEvent.click(screen.getByRole("button", { name: "Cart, 1 item" }))
  fireEvent.click(await screen.findByRole("button", { name: "Checkout" }))
}

/** From the home page with one item in the cart, through the delivery details, to the payment step. */
async function toPaymentStep() {
  const app = renderApp("/")
  await goToCheckout()
  await fillCustomer()
  fireEvent.click(screen.getByRole("button", { name: "Continue" }))
  return app
}

/** The shop's API with a card session that stays open; records each payment-link request, answered by `answer(n)`. */
function fakeCardApi(answer: (n: number) => Response) {
  const requests: any[] = []
  fakeApi({ en: [item()], verify: () => Response.json({ status: "open" }), paymentLink: (body) => (requests.push(body), answer(requests.length)) })
  return requests
}

describe("checkout flow", () => {
  it("sends an empty cart back to the home page", async () => {
    fakeApi({ en: [item()] })
    const { router } = renderApp("/checkout")
    await waitFor(() => expect(router.state.location.pathname).toBe("/"))
  })

  it("shows the spec's messages on step 1, then saves the pending checkout and moves to payment", async () => {
    fakeApi({ en: [item()] })
    renderApp("/")
    await goToCheckout()
    fireEvent.click(await screen.findByRole("button", { name: "Continue" }))
    expect(await screen.findByText("First name is required")).toBeInTheDocument()
    expect(screen.getByText("Phone number must be at least 10 digits")).toBeInTheDocument()
    expect(screen.getByText("ZIP code is required")).toBeInTheDocument()
    await fillCustomer()
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByRole("tab", { name: "Card", selected: true })).toBeInTheDocument()
    const pending = loadPending()!
    expect(pending.customerInfo).toMatchObject({ firstName: "Sokha", zip: "90813" })
    expect(pending.cart.map((l) => [l.id, l.quantity])).toEqual([["prod_1", 1]])
    expect(pending.orderNumber).toMatch(/^ORDER-\d{6}$/)
    expect(sessionStorage.getItem(PENDING_CHECKOUT_KEY)).toBe(localStorage.getItem(PENDING_CHECKOUT_KEY))
  })

  it("places a Zelle order once the shopper declares the payment, then confirms and forgets the record", async () => {
    const orders: any[] = []
    fakeApi({ en: [item()], orders: (body) => (orders.push(body), Response.json({ id: 1042, statusToken: "tok_1042" }, { status: 201 })), verify: () => Response.json({ status: "open" }) })
    await toPaymentStep()
    const zelle = await screen.findByRole("tab", { name: "Zelle" })
    fireEvent.mouseDown(zelle)
    fireEvent.click(zelle)
    fireEvent.click(await screen.findByRole("button", { name: "I've Completed My Zelle Payment" }))
    expect(await screen.findByText("Thank you! Your order is placed.")).toBeInTheDocument()
    expect(orders).toHaveLength(1)
    expect(orders[0]).toMatchObject({
      customerName: "Sokha Chan",
      customerEmail: "",
      deliveryAddress: "1450 E Anaheim St, Long Beach, CA 90813",
      totalAmount: "18.99",
      paymentMethod: "zelle",
      paymentStatus: "paid",
      paymentConfirmed: true,
      orderItems: [{ id: "prod_1", name: item().name, price: 8.99, quantity: 1 }],
      locale: "en",
    })
    expect(orders[0].paymentSessionId).toMatch(/^manual_zelle_\d+$/)
    // the memo the shopper was told to put on the Zelle payment travels with the order, for staff
    expect(orders[0].orderNumber).toBe(screen.getByTestId("order-number").textContent)
    expect(orders[0].orderNumber).toMatch(/^ORDER-\d{6}$/)
    expect(screen.getByTestId("order-id")).toHaveTextContent("#1042")
    expect(screen.getByText("Order Placed Successfully!")).toBeInTheDocument()
    expect(loadPending()).toBeNull()
    // step 3 links to the order's status page
    expect(screen.getByRole("link", { name: "Follow your order" })).toHaveAttribute("href", "/orders/tok_1042")
  })

  it("keeps the shopper's data on a reload of step 2 and pays by card when the session is complete", async () => {
    const orders: any[] = []
    fakeApi({ en: [item()], orders: (body) => (orders.push(body), Response.json({ id: 7 }, { status: 201 })) })
    const first = await toPaymentStep()
    await screen.findByRole("tab", { name: "Card", selected: true })
    first.unmount() // the reload: the in-memory cart is gone, the pending record stays

    renderApp("/checkout")
    expect(await screen.findByTestId("checkout-total")).toHaveTextContent("$18.99")
    await waitFor(() => expect(orders).toHaveLength(1))
    expect(orders[0]).toMatchObject({ paymentMethod: "stripe", paymentSessionId: "cs_test_sandbox_123", totalAmount: "19.56" })
    expect(await screen.findByText("Thank you! Your order is placed.")).toBeInTheDocument()
  })

  it("marks the card method as a test when the sandbox takes the payment, in English and in Khmer", async () => {
    fakeApi({ en: [item()], verify: () => Response.json({ status: "open" }) })
    const first = await toPaymentStep()
    await screen.findByRole("tab", { name: "Card", selected: true })
    expect(await screen.findByText(en.checkout.card.sandboxTitle)).toBeInTheDocument()
    expect(screen.getByText(en.checkout.card.sandboxText)).toBeInTheDocument()
    first.unmount()

    renderApp("/checkout", "km")
    expect(await screen.findByText(km.checkout.card.sandboxTitle)).toBeInTheDocument()
    expect(screen.getByText(km.checkout.card.sandboxText)).toBeInTheDocument()
  })

  it("shows no test notice with a real Stripe key", async () => {
    fakeApi({ en: [item()], verify: () => Response.json({ status: "open" }), card: { sandbox: false, available: true } })
    await toPaymentStep()
    await waitFor(() => expect(screen.getByLabelText("Payment link")).toHaveValue("http://shop.test/api/sandbox-checkout/cs_test_sandbox_123"))
    expect(screen.queryByText(en.checkout.card.sandboxTitle)).not.toBeInTheDocument()
  })

  it("says card payment is unavailable, and asks for no link, when the shop has no Stripe key and the sandbox is off", async () => {
    const requests: any[] = []
    fakeApi({
      en: [item()],
      verify: () => Response.json({ status: "open" }),
      card: { sandbox: false, available: false },
      paymentLink: (body) => (requests.push(body), Response.json({ error: "off", message: "off", code: "payment.cardUnavailable" }, { status: 409 })),
    })
    renderApp("/")
    await goToCheckout()
    await fillCustomer()
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByText(en.checkout.card.unavailable)).toBeInTheDocument()
    expect(screen.queryByText(en.checkout.card.sandboxTitle)).not.toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Pay by card" })).not.toBeInTheDocument()
  })

  it("says when the card link fails, and Try Again asks for a new one (regenerate) and shows it", async () => {
    const requests = fakeCardApi((n) =>
      n === 1 ? new Response("Stripe is down", { status: 502 }) : Response.json({ url: "http://shop.test/api/sandbox-checkout/cs_test_sandbox_456" })
    )
    renderApp("/")
    await goToCheckout()
    await fillCustomer()
    fireEvent.change(screen.getByLabelText(/Notes for your order/), { target: { value: "Ring twice" } })
    fireEvent.click(screen.getByRole("button", { name: "Continue" }))
    expect(await screen.findByText("There was a problem generating your payment link.")).toBeInTheDocument()
    expect(screen.getByText("Could not generate payment link. Please try again or use a different payment method.")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Try Again" }))
    expect(await screen.findByText("Link Updated")).toBeInTheDocument()
    expect(requests).toHaveLength(2)
    expect(requests[0].regenerate).toBeUndefined()
    // so an order the webhook places first is e-mailed in the shopper's language
    expect(requests[0].locale).toBe("en")
    expect(requests[1]).toMatchObject({ regenerate: true, amount: 19.56, orderDetails: { name: "Sokha Chan", notes: "Ring twice" } })
    expect(loadPending()).toMatchObject({ cardSessionId: "cs_test_sandbox_456" })
  })

  it("replaces the card link when the cart changes on the payment step, naming the old session so it is expired", async () => {
    const requests = fakeCardApi((n) => Response.json({ url: `http://shop.test/api/sandbox-checkout/cs_test_sandbox_${n}` }))
    await toPaymentStep()
    await waitFor(() => expect(screen.getByLabelText("Payment link")).toHaveValue("http://shop.test/api/sandbox-checkout/cs_test_sandbox_1"))

    fireEvent.click(screen.getByRole("button", { name: "Cart, 1 item" }))
    fireEvent.click(await screen.findByRole("button", { name: `One more ${item().name}` }))
    await waitFor(() => expect(screen.getByLabelText("Payment link")).toHaveValue("http://shop.test/api/sandbox-checkout/cs_test_sandbox_2"))
    expect(requests).toHaveLength(2)
    // 2 x 8.99 + 10 delivery = 27.98, + 3 % = 28.82
    expect(requests[1]).toMatchObject({ regenerate: true, previousSessionId: "cs_test_sandbox_1", amount: 28.82, orderDetails: { items: [{ id: "prod_1", quantity: 2 }] } })
    expect(loadPending()).toMatchObject({ cardSessionId: "cs_test_sandbox_2" })
    // Nothing else changed: no further links.
    await new Promise((r) => setTimeout(r, 50))
    expect(requests).toHaveLength(2)
  })

  it("says so when the automatic order fails, and offers to complete it manually", async () => {
    let calls = 0
    fakeApi({
      en: [item()],
      orders: () => (++calls === 1 ? new Response("boom", { status: 500 }) : Response.json({ id: 9 }, { status: 201 })),
      verify: () => Response.json({ status: "open" }),
    })
    await toPaymentStep()
    const venmo = await screen.findByRole("tab", { name: "Venmo" })
    fireEvent.mouseDown(venmo)
    fireEvent.click(await screen.findByRole("button", { name: "I've Completed My Venmo Payment" }))
    expect(await screen.findByText("Order Creation Failed")).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: "Complete Order Manually" }))
    expect(await screen.findByText("Thank you! Your order is placed.")).toBeInTheDocument()
    expect(calls).toBe(2)
  })

  it("says the shop's limit was reached when the order is refused with 429", async () => {
    fakeApi({
      en: [item()],
      orders: () => Response.json({ error: "Too many requests", message: "Too many requests", code: "limit.email" }, { status: 429, headers: { "Retry-After": "900" } }),
      verify: () => Response.json({ status: "open" }),
    })
    await toPaymentStep()
    fireEvent.mouseDown(await screen.findByRole("tab", { name: "Venmo" }))
    fireEvent.click(await screen.findByRole("button", { name: "I've Completed My Venmo Payment" }))
    expect(await screen.findByText("Order Creation Failed")).toBeInTheDocument()
    expect(screen.getByText(/^Too many orders were sent from your connection or for this e-mail address/)).toBeInTheDocument()
  })
})

describe("payment confirmation page", () => {
  it("shows success for a complete session and an error without one", async () => {
    fakeApi({ en: [] })
    const view = renderApp("/payment-confirmation?session_id=cs_test_1")
    expect(await screen.findByText("Payment received")).toBeInTheDocument()
    view.unmount()
    renderApp("/payment-confirmation")
    expect(await screen.findByText("Payment not confirmed")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Return to checkout" })).toHaveAttribute("href", "/checkout")
  })

  it("shows the error when the payment is still open", async () => {
    fakeApi({ en: [], verify: () => Response.json({ status: "open" }) })
    renderApp("/payment-confirmation?session_id=cs_test_2")
    expect(await screen.findByText("Payment not confirmed")).toBeInTheDocument()
  })
})
