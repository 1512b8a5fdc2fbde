import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import type { OrderStatusView } from "@shop/contract"
import { fakeApi, renderApp } from "../../../test/fake-api"
import en from "../../../i18n/en/common.json"
import km from "../../../i18n/km/common.json"

const TOKEN = "Zq3kLr8Yw0pXcVb6NmT1sD4fG7hJ2aE5uI9oP0lKj8H"

const view = (over: Partial<OrderStatusView> = {}): OrderStatusView => ({
  number: 1042,
  createdAt: "2026-11-20T10:05:00.000Z",
  items: [{ name: "Kampot Pepper", quantity: 2, price: 12.5 }],
  subtotal: 25,
  deliveryFee: 10,
  processingFee: 0,
  total: 35,
  paymentMethod: "zelle",
  payment: { state: "pending", shopperSaidPaid: true },
  status: "pending",
  shipping: null,
  ...over,
})

const SHIPPED = view({
  items: [{ name: "ម្រេចកំពត", quantity: 2, price: 12.5 }],
  payment: { state: "paid", shopperSaidPaid: true },
  status: "shipped",
  shipping: { carrier: "USPS", trackingNumber: "9400111899223344556677", trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677" },
})

const statusApi = (answer: OrderStatusView | Response) =>
  fakeApi({ en: [], orderStatus: (token) => (token === TOKEN ? (answer instanceof Response ? answer : Response.json(answer)) : new Response("{}", { status: 404 })) })

afterEach(() => vi.unstubAllGlobals())

describe("order-status page (/orders/:token)", () => {
  it("shows the number, items, totals and the Zelle payment being checked, not shipped yet", async () => {
    statusApi(view())
    renderApp(`/orders/${TOKEN}`)
    expect(await screen.findByRole("heading", { name: "Your order #1042" })).toBeInTheDocument()
    expect(screen.getByText("We are checking your Zelle payment")).toBeInTheDocument()
    expect(screen.getByText("Kampot Pepper")).toBeInTheDocument()
    expect(screen.getByText("Quantity: 2")).toBeInTheDocument()
    expect(screen.getByTestId("order-total")).toHaveTextContent("$35.00")
    expect(screen.getByTestId("order-status")).toHaveTextContent("Received")
    expect(screen.getByText(en.orderStatus.notShipped)).toBeInTheDocument()
    expect(screen.queryByRole("link", { name: "Track your parcel" })).not.toBeInTheDocument()
  })

  it("says Paid, or a payment problem, in plain words", async () => {
    statusApi(view({ payment: { state: "paid", shopperSaidPaid: true } }))
    const paid = renderApp(`/orders/${TOKEN}`)
    expect(await screen.findByText("Paid")).toBeInTheDocument()
    paid.unmount()
    statusApi(view({ payment: { state: "failed", shopperSaidPaid: true } }))
    renderApp(`/orders/${TOKEN}`)
    expect(await screen.findByText("Payment problem: please contact us")).toBeInTheDocument()
  })

  it("a refund made in Medusa reads Refunded or Partially refunded with the amount (not a payment problem); an undone verification says it is checked again; in both languages", async () => {
    statusApi(view({ payment: { state: "failed", shopperSaidPaid: true, story: "refunded", refunded: 35, correctedAt: null } }))
    const refunded = renderApp(`/orders/${TOKEN}`)
    expect(await screen.findByText("Refunded: we gave back $35.00")).toBeInTheDocument()
    expect(screen.queryByText("Payment problem: please contact us")).not.toBeInTheDocument()
    refunded.unmount()
    statusApi(view({ payment: { state: "paid", shopperSaidPaid: true, story: "partially_refunded", refunded: 5, correctedAt: null } }))
    const part = renderApp(`/orders/${TOKEN}`, "km")
    expect(await screen.findByText(km.orderStatus.payment.partiallyRefunded.replace("{{amount}}", "$5.00"))).toBeInTheDocument()
    part.unmount()
    statusApi(view({ payment: { state: "pending", shopperSaidPaid: true, story: "customer_says_paid", refunded: 0, correctedAt: "2026-11-28T04:00:00.000Z" } }))
    renderApp(`/orders/${TOKEN}`)
    expect(await screen.findByText("We are checking your Zelle payment again: we confirmed it by mistake earlier")).toBeInTheDocument()
  })

  it("a cancelled order: neither 'Paid' nor 'not shipped yet', but that it was cancelled and the money goes back, in both languages", async () => {
    statusApi(view({ status: "cancelled", payment: { state: "paid", shopperSaidPaid: true } }))
    const english = renderApp(`/orders/${TOKEN}`)
    expect(await screen.findByText("The order was cancelled. Any payment you made is being returned to you.")).toBeInTheDocument()
    expect(screen.getByText("This order was cancelled, so it will not be shipped.")).toBeInTheDocument()
    expect(screen.queryByText("Paid")).not.toBeInTheDocument()
    expect(screen.queryByText(en.orderStatus.notShipped)).not.toBeInTheDocument()
    english.unmount()
    renderApp(`/orders/${TOKEN}`, "km")
    expect(await screen.findByText(km.orderStatus.payment.cancelled)).toBeInTheDocument()
    expect(screen.getByText(km.orderStatus.cancelledNotShipped)).toBeInTheDocument()
  })

  it("in Khmer: a shipped, paid order with its tracking link, and no English but brand names and numbers", async () => {
    const fetch = statusApi(SHIPPED)
    renderApp(`/orders/${TOKEN}`, "km")
    const heading = await screen.findByRole("heading", { name: "ការបញ្ជាទិញ #1042 របស់អ្នក" })
    expect(fetch.mock.calls.some(([url]) => String(url) === `/api/order-status/${TOKEN}?lang=km`)).toBe(true)
    expect(screen.getByText(km.orderStatus.payment.paid)).toBeInTheDocument()
    expect(screen.getByTestId("order-status")).toHaveTextContent(km.orderStatus.status.shipped)
    const track = screen.getByRole("link", { name: km.orderStatus.track })
    expect(track).toHaveAttribute("href", SHIPPED.shipping!.trackingUrl)
    expect(track.getAttribute("rel")).toContain("noreferrer")
    const page = heading.closest("section")!
    const text = page.textContent!.replace(/USPS|Zelle/g, "")
    expect(text).not.toMatch(/[A-Za-z]{2,}/)
    expect(within(page).getByText("9400111899223344556677")).toBeInTheDocument()
  })

  it("says a wrong link is not valid and offers the lookup, in both languages", async () => {
    statusApi(view())
    const first = renderApp("/orders/not-a-token")
    expect(await screen.findByText(en.orderStatus.errors.linkNotFound)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Find your order" })).toHaveAttribute("href", "/orders")
    first.unmount()
    renderApp("/orders/not-a-token", "km")
    expect(await screen.findByText(km.orderStatus.errors.linkNotFound)).toBeInTheDocument()
  })
})

describe("order lookup (/orders)", () => {
  const fill = async (orderNumber: string, contact: string) => {
    fireEvent.change(await screen.findByLabelText(/Order number|លេខការបញ្ជាទិញ/), { target: { value: orderNumber } })
    fireEvent.change(screen.getByLabelText(/Phone or e-mail|លេខទូរស័ព្ទ ឬអ៊ីមែល/), { target: { value: contact } })
  }

  it("finds the order by number and phone and opens its status page", async () => {
    const bodies: unknown[] = []
    fakeApi({
      en: [],
      lookup: (body) => (bodies.push(body), Response.json({ statusToken: TOKEN })),
      orderStatus: () => Response.json(view()),
    })
    const { router } = renderApp("/orders")
    await fill("#1042", "(555) 123-4567")
    fireEvent.click(await screen.findByRole("button", { name: "Find my order" }))
    expect(await screen.findByRole("heading", { name: "Your order #1042" })).toBeInTheDocument()
    expect(router.state.location.pathname).toBe(`/orders/${TOKEN}`)
    expect(bodies).toEqual([{ orderNumber: "#1042", contact: "(555) 123-4567" }])
  })

  it("takes the number as a Khmer keyboard types it, and a new try clears the last 'could not find'", async () => {
    const bodies: unknown[] = []
    let found = false
    fakeApi({
      en: [],
      lookup: (body) => (bodies.push(body), found ? Response.json({ statusToken: TOKEN }) : Response.json({ error: "x", message: "x", code: "orderStatus.notFound" }, { status: 404 })),
      orderStatus: () => Response.json(view()),
    })
    renderApp("/orders", "km")
    await fill("១០៤២", "sokha@example.com")
    fireEvent.click(await screen.findByRole("button", { name: km.orderStatus.lookup.submit }))
    expect(await screen.findByRole("alert")).toHaveTextContent(km.orderStatus.errors.notFound)
    expect(bodies).toEqual([{ orderNumber: "1042", contact: "sokha@example.com" }])
    // a wrong entry now: its own message, without the last answer beside it
    await fill("abc", "sokha@example.com")
    fireEvent.click(screen.getByRole("button", { name: km.orderStatus.lookup.submit }))
    expect(await screen.findByText(km.orderStatus.errors.orderNumber)).toBeInTheDocument()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
    found = true
    await fill("#១០៤២", "(៥៥៥) ១២៣-៤៥៦៧")
    fireEvent.click(screen.getByRole("button", { name: km.orderStatus.lookup.submit }))
    expect(await screen.findByRole("heading", { name: km.orderStatus.title.replace("{{number}}", "1042") })).toBeInTheDocument()
  })

  it("shows the server's answer in the shopper's language: not found, too many tries", async () => {
    fakeApi({ en: [] }) // every lookup: 404 orderStatus.notFound
    const first = renderApp("/orders", "km")
    await fill("1042", "someone@example.com")
    fireEvent.click(await screen.findByRole("button", { name: km.orderStatus.lookup.submit }))
    expect(await screen.findByRole("alert")).toHaveTextContent(km.orderStatus.errors.notFound)
    first.unmount()

    fakeApi({ en: [], lookup: () => Response.json({ error: "x", message: "x", code: "orderStatus.tooMany" }, { status: 429, headers: { "Retry-After": "600" } }) })
    renderApp("/orders")
    await fill("1042", "555-123-4567")
    fireEvent.click(await screen.findByRole("button", { name: "Find my order" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(en.orderStatus.errors.tooMany)
  })

  it("checks both fields before asking the server", async () => {
    const fetch = fakeApi({ en: [] })
    renderApp("/orders")
    await fill("ORDER-1", "12")
    fireEvent.click(await screen.findByRole("button", { name: "Find my order" }))
    expect(await screen.findByText(en.orderStatus.errors.orderNumber)).toBeInTheDocument()
    expect(screen.getByText(en.orderStatus.errors.contact)).toBeInTheDocument()
    await waitFor(() => expect(screen.getByLabelText(/Order number/)).toHaveAttribute("aria-invalid", "true"))
    expect(fetch.mock.calls.some(([url]) => String(url).includes("/api/order-status"))).toBe(false)
  })
})
