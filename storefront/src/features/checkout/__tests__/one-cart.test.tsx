import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { fakeApi, item, renderApp } from "../../../test/fake-api"
import { loadPending, savePending } from "../pending-checkout"
import { formatDate, formatDateTime } from "../../../lib/dates"

// Issue 13, points 2, 3, 6, 7 and 9: what shoppers met on the checkout, each a test that failed before.

afterEach(() => {
  vi.unstubAllGlobals()
  sessionStorage.clear()
  vi.mocked(window.scrollTo).mockClear()
})

const customer = { firstName: "Sokha", lastName: "Chan", email: "", phone: "5625550148", address: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813", notes: "" }

async function toPaymentStep() {
  fireEvent.click(await screen.findByRole("button", { name: `Add ${item().name} to cart` }))
  fireEvent.click(screen.getByRole("button", { name: "Cart, 1 item" }))
  fireEvent.click(await screen.findByRole("button", { name: "Checkout" }))
  const form = await screen.findByRole("form", { name: "Delivery details" })
  const f = within(form)
  for (const [label, value] of [
    ["First name", customer.firstName],
    ["Last name", customer.lastName],
    ["Phone", customer.phone],
    ["Address", customer.address],
    ["City", customer.city],
    ["State", customer.state],
    ["ZIP code", customer.zip],
  ]) {
    fireEvent.change(f.getByLabelText(label), { target: { value } })
  }
  fireEvent.click(screen.getByRole("button", { name: "Continue" }))
  await screen.findByRole("tab", { name: "Card", selected: true })
}

describe("the checkout and the cart are one list", () => {
  it("leaves for the home page when the cart is cleared on the payment step, and orders nothing", async () => {
    const orders: unknown[] = []
    fakeApi({ en: [item()], orders: (body) => (orders.push(body), Response.json({ id: 1 }, { status: 201 })), verify: () => Response.json({ status: "open" }) })
    const { router } = renderApp("/")
    await toPaymentStep()
    fireEvent.click(screen.getByRole("button", { name: "Cart, 1 item" }))
    fireEvent.click(await screen.findByRole("button", { name: "Clear cart" }))
    await waitFor(() => expect(router.state.location.pathname).toBe("/"))
    expect(loadPending()?.cart).toEqual([])
    expect(orders).toHaveLength(0)
  })

  it("keeps a quantity changed on the payment step across a reload, with the header's count", async () => {
    fakeApi({ en: [item()], verify: () => Response.json({ status: "open" }) })
    const first = renderApp("/")
    await toPaymentStep()
    fireEvent.click(screen.getByRole("button", { name: "Cart, 1 item" }))
    fireEvent.click(await screen.findByRole("button", { name: `One more ${item().name}` }))
    expect(await screen.findByTestId("checkout-total")).toHaveTextContent("$27.98") // 2 × 8.99 + 10
    first.unmount() // the reload

    renderApp("/checkout")
    expect(await screen.findByTestId("checkout-total")).toHaveTextContent("$27.98")
    expect(screen.getByRole("button", { name: "Cart, 2 items" })).toBeInTheDocument()
    expect(loadPending()).toMatchObject({ total: 27.98, cart: [{ id: "prod_1", quantity: 2 }] })
  })

  it("does not bring back as a cart a checkout left unfinished in another visit", async () => {
    fakeApi({ en: [item()] })
    localStorage.setItem("pendingCheckout", JSON.stringify({ customerInfo: customer, cart: [{ id: "prod_1", name: item().name, price: 8.99, quantity: 2 }], total: 27.98, orderNumber: "ORDER-111111", step: 2 }))
    renderApp("/")
    await screen.findByRole("heading", { name: item().name })
    expect(screen.getByRole("button", { name: "Cart, 0 items" })).toBeInTheDocument()
    fireEvent.click(screen.getByRole("button", { name: `Add ${item().name} to cart` }))
    expect(screen.getByRole("button", { name: "Cart, 1 item" })).toBeInTheDocument()
  })

  it("starts at step 1 with the details filled in when the checkout is opened again from the cart", async () => {
    fakeApi({ en: [item()], verify: () => Response.json({ status: "open" }) })
    const { router } = renderApp("/")
    await toPaymentStep()
    fireEvent.click(within(screen.getByRole("banner")).getAllByRole("link", { name: "Home" })[0])
    await waitFor(() => expect(router.state.location.pathname).toBe("/"))
    fireEvent.click(screen.getByRole("button", { name: "Cart, 1 item" }))
    fireEvent.click(await screen.findByRole("button", { name: "Checkout" }))
    const form = await screen.findByRole("form", { name: "Delivery details" })
    expect(within(form).getByLabelText("First name")).toHaveValue("Sokha")
  })
})

describe("where a checkout step opens", () => {
  it("starts /checkout at the top of the page", async () => {
    fakeApi({ en: [item()] })
    renderApp("/")
    fireEvent.click(await screen.findByRole("button", { name: `Add ${item().name} to cart` }))
    vi.mocked(window.scrollTo).mockClear()
    fireEvent.click(screen.getByRole("button", { name: "Cart, 1 item" }))
    fireEvent.click(await screen.findByRole("button", { name: "Checkout" }))
    await screen.findByRole("form", { name: "Delivery details" })
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: "instant" })
  })

  it("brings the payment step's heading into view with the focus on it after Continue", async () => {
    fakeApi({ en: [item()], verify: () => Response.json({ status: "open" }) })
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView")
    renderApp("/")
    await toPaymentStep()
    const heading = screen.getByRole("heading", { name: "Payment" })
    await waitFor(() => expect(document.activeElement).toBe(heading))
    expect(scrolled.mock.contexts).toContain(heading)
    scrolled.mockRestore()
  })
})

describe("hash links", () => {
  it("go from another page to the section through the router (the cart stays) and land on it", async () => {
    fakeApi({ en: [item()] })
    const scrolled = vi.spyOn(Element.prototype, "scrollIntoView")
    const { router, container } = renderApp("/credit-card-demo")
    await screen.findByRole("heading", { level: 1 })
    fireEvent.click(within(screen.getByRole("banner")).getAllByRole("link", { name: "Contact" })[0])
    await waitFor(() => expect(router.state.location).toMatchObject({ pathname: "/", hash: "#contact" }))
    await waitFor(() => expect(scrolled.mock.contexts).toContain(container.querySelector("#contact")))
    scrolled.mockRestore()
  })

  it("survive a malformed hash", async () => {
    fakeApi({ en: [item()] })
    renderApp("/#%E0%A4%A")
    expect(await screen.findByRole("heading", { name: item().name })).toBeInTheDocument()
  })
})

describe("the card tab's confirmation page", () => {
  const order = { id: 1042, createdAt: "2026-11-24T20:05:00.000Z", items: [{ id: "prod_1", name: "Prahok (Fermented Fish Paste)", quantity: 2, price: 8.99 }], totalAmount: 28.82 }

  it("shows the order the session became, whichever tab placed it, and finishes this tab's checkout", async () => {
    fakeApi({ en: [item()], km: [item({ name: "ប្រហុក" })], verify: () => Response.json({ status: "complete", order }) })
    savePending({ customerInfo: customer, cart: [{ id: "prod_1", name: item().name, price: 8.99, quantity: 2 }], total: 27.98, orderNumber: "ORDER-123456", cardSessionId: "cs_test_9", step: 2 })
    renderApp("/payment-confirmation?session_id=cs_test_9", "km")
    expect(await screen.findByTestId("order-id")).toHaveTextContent("#1042")
    expect(await screen.findByText(/2 × ប្រហុក/)).toBeInTheDocument()
    expect(screen.getByText("$28.82")).toBeInTheDocument()
    expect(screen.getByText(formatDateTime(new Date(order.createdAt), "km"))).toBeInTheDocument()
    await waitFor(() => expect(loadPending()).toBeNull())
    expect(screen.getByRole("button", { name: "កន្ត្រកទំនិញ, 0 មុខ" })).toBeInTheDocument()
  })

  it("links the order's status page, and the link opens it (the page's links were dead once the order showed)", async () => {
    fakeApi({
      en: [item()],
      verify: () => Response.json({ status: "complete", order: { ...order, statusToken: "tok_1042" } }),
      orderStatus: () => Response.json({ number: 1042, createdAt: order.createdAt, items: [], subtotal: 17.98, deliveryFee: 10, processingFee: 0.84, total: 28.82, paymentMethod: "stripe", payment: { state: "paid", shopperSaidPaid: true }, status: "pending", shipping: null }),
    })
    savePending({ customerInfo: customer, cart: [{ id: "prod_1", name: item().name, price: 8.99, quantity: 2 }], total: 27.98, orderNumber: "ORDER-123456", cardSessionId: "cs_test_9", step: 2 })
    const { router } = renderApp("/payment-confirmation?session_id=cs_test_9")
    const follow = await screen.findByRole("link", { name: "Follow your order" })
    expect(follow).toHaveAttribute("href", "/orders/tok_1042")
    await waitFor(() => expect(loadPending()).toBeNull())
    fireEvent.click(follow)
    await waitFor(() => expect(router.state.location.pathname).toBe("/orders/tok_1042"))
    expect(await screen.findByRole("heading", { name: "Your order #1042" }, { timeout: 3000 })).toBeInTheDocument()
  })

  it("says the order is on its way to being placed while it is not yet, with the way back to the checkout", async () => {
    fakeApi({ en: [item()], verify: () => Response.json({ status: "complete", order: null }) })
    renderApp("/payment-confirmation?session_id=cs_test_10")
    expect(await screen.findByText("Your order is being placed. Its number appears here in a moment.")).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to checkout" })).toHaveAttribute("href", "/checkout")
    expect(screen.getByRole("link", { name: "Keep shopping" })).toHaveAttribute("href", "/shop")
  })

  it("takes the shopper who paid in this tab back to the payment step, not to step 1", async () => {
    fakeApi({ en: [item()], verify: () => Response.json({ status: "complete", order: null }) })
    savePending({ customerInfo: customer, cart: [{ id: "prod_1", name: item().name, price: 8.99, quantity: 1 }], total: 18.99, orderNumber: "ORDER-123456", step: 2 })
    renderApp("/payment-confirmation?session_id=cs_test_11")
    fireEvent.click(await screen.findByRole("link", { name: "Back to checkout" }))
    expect(await screen.findByRole("tab", { name: "Card", selected: true })).toBeInTheDocument()
  })
})

describe("icons and dates", () => {
  it("draws the copy-link button's icon as SVG, not as a text character the fonts may lack", async () => {
    fakeApi({ en: [item()], verify: () => Response.json({ status: "open" }) })
    renderApp("/")
    await toPaymentStep()
    const copy = await screen.findByRole("button", { name: "Copy the payment link" })
    expect(copy.querySelector("svg")).not.toBeNull()
    expect(copy.textContent).toBe("")
  })

  it("writes dates in Khmer in the Khmer UI and as the spec says in English", () => {
    const d = new Date(2026, 10, 22, 15, 5)
    expect(formatDateTime(d, "en")).toBe("Nov 22, 2026 3:05 PM")
    expect(formatDateTime(d, "km")).toBe("២២ វិច្ឆិកា ២០២៦ ៣:០៥ រសៀល")
    expect(formatDate(new Date(2026, 0, 2, 9), "km")).toBe("២ មករា ២០២៦")
    expect(formatDateTime(new Date(2026, 0, 2, 9, 0), "km")).toBe("២ មករា ២០២៦ ៩:០០ ព្រឹក")
    expect(formatDateTime(new Date(2026, 0, 2, 18, 30), "km")).toMatch(/៦:៣០ ល្ងាច$/)
    expect(formatDateTime(new Date(2026, 0, 2, 21, 0), "km")).toMatch(/៩:០០ យប់$/)
  })
})
