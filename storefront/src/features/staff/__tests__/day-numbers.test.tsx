import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderApp } from "../../../test/fake-api"
import { fakeStaffApi, order } from "./staff-api"
import { staffAdminTexts } from "../staff-texts"

const { en, km } = staffAdminTexts
const texts = en.dayNumbers

// Sunday 22 November 2026, 22:30 in Los Angeles (the shop's time zone); already the 23rd in UTC.
const NOW = new Date("2026-11-23T06:30:00Z")

const ORDERS = [
  // the shop's 22nd, 09:00: a Zelle payment the customer says they sent
  order({ id: 1041, createdAt: "2026-11-22T17:00:00Z", subtotal: 20, deliveryFee: 5, processingFee: 0, totalAmount: 25, paymentMethod: "zelle", paymentStatus: "pending", paymentConfirmed: true }),
  // the shop's 22nd, 23:30 (the 23rd in UTC): a card order, paid, not shipped, $10 refunded
  order({ id: 1042, createdAt: "2026-11-23T07:30:00Z", subtotal: 40, deliveryFee: 10, processingFee: 1.5, totalAmount: 51.5, paymentMethod: "stripe", paymentStatus: "paid", refundedAmount: 10 }),
  // the 21st
  order({ id: 1040, createdAt: "2026-11-21T20:00:00Z", subtotal: 10, deliveryFee: 0, processingFee: 0, totalAmount: 10, paymentMethod: "venmo", paymentStatus: "paid", orderStatus: "shipped" }),
  // the 16th (Monday)
  order({ id: 1030, createdAt: "2026-11-16T20:00:00Z", subtotal: 100, deliveryFee: 0, processingFee: 0, totalAmount: 100, paymentMethod: "aba", paymentStatus: "paid", orderStatus: "shipped" }),
]

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(NOW)
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const card = async (name = texts.title) => within(await screen.findByRole("region", { name }))
const figure = (c: ReturnType<typeof within>, label: string) => c.getAllByText(label, { selector: "dt" })[0].parentElement!
/** The x axis' day labels as drawn (recharts writes each word in its own tspan). */
const dayLabels = (chart: HTMLElement) =>
  [...chart.querySelectorAll(".recharts-xAxis-tick-labels text")].map((t) => [...t.querySelectorAll("tspan")].map((s) => s.textContent).join(" ") || (t.textContent ?? ""))
const summaryQueries = (api: ReturnType<typeof fakeStaffApi>) => api.fetch.mock.calls.map(([u]) => new URL(String(u), "http://shop.test")).filter((u) => u.pathname === "/api/orders/summary").map((u) => `${u.searchParams.get("from")}..${u.searchParams.get("to")}`)

describe("the day's numbers on /admin", () => {
  it("shows today's orders and sales in the shop's time zone, by method, and links the numbers to the filtered list", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/admin")
    const c = await card()
    await waitFor(() => expect(figure(c, texts.orders)).toHaveTextContent("2"))
    expect(summaryQueries(api)[0]).toBe("2026-11-22..2026-11-22")
    expect(c.getByText("Sunday, November 22, 2026")).toBeInTheDocument()
    const sales = within(c.getByRole("region", { name: texts.sales }))
    expect(figure(sales, texts.subtotal)).toHaveTextContent("$60.00")
    expect(figure(sales, texts.deliveryFees)).toHaveTextContent("$15.00")
    expect(figure(sales, texts.cardFees)).toHaveTextContent("$1.50")
    expect(figure(sales, texts.refunds)).toHaveTextContent("-$10.00")
    expect(figure(sales, texts.net)).toHaveTextContent("$66.50")
    const methods = within(c.getByRole("region", { name: texts.byMethod })).getAllByRole("listitem")
    expect(methods.map((m) => m.textContent)).toEqual(["Card (1 order)$51.50", "Zelle (1 order)$25.00"])
    const awaiting = c.getByRole("link", { name: `${texts.awaitingVerification}: ${texts.openAwaiting}` })
    expect(awaiting).toHaveTextContent("1$25.00")
    expect(awaiting).toHaveAttribute("href", "/admin?payment=awaiting_verification&from=2026-11-22&to=2026-11-22")
    expect(c.getByRole("link", { name: `${texts.paidNotShipped}: ${texts.openPaidNotShipped}` })).toHaveAttribute(
      "href",
      "/admin?shipping=unshipped&payment=paid&from=2026-11-22&to=2026-11-22"
    )
  })

  it("asks again with the new days when staff pick another range, and checks a custom one first", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/admin")
    const c = await card()
    await waitFor(() => expect(figure(c, texts.orders)).toHaveTextContent("2"))

    fireEvent.click(c.getByRole("button", { name: texts.presets.yesterday }))
    await waitFor(() => expect(figure(c, texts.net)).toHaveTextContent("$10.00"))
    expect(figure(c, texts.orders)).toHaveTextContent("1")
    expect(c.getByRole("button", { name: texts.presets.yesterday })).toHaveAttribute("aria-pressed", "true")

    fireEvent.click(c.getByRole("button", { name: texts.presets.this_week }))
    await waitFor(() => expect(figure(c, texts.orders)).toHaveTextContent("4"))

    fireEvent.click(c.getByRole("button", { name: texts.presets.custom }))
    fireEvent.change(c.getByLabelText(texts.from), { target: { value: "2026-11-22" } })
    fireEvent.change(c.getByLabelText(texts.to), { target: { value: "2026-11-16" } })
    fireEvent.click(c.getByRole("button", { name: texts.show }))
    expect(c.getByRole("alert")).toHaveTextContent(texts.rangeBackwards)
    fireEvent.change(c.getByLabelText(texts.from), { target: { value: "2026-11-16" } })
    fireEvent.change(c.getByLabelText(texts.to), { target: { value: "2026-11-21" } })
    fireEvent.click(c.getByRole("button", { name: texts.show }))
    await waitFor(() => expect(figure(c, texts.orders)).toHaveTextContent("2"))
    expect(figure(c, texts.net)).toHaveTextContent("$110.00")
    expect(summaryQueries(api)).toEqual(expect.arrayContaining(["2026-11-21..2026-11-21", "2026-11-16..2026-11-22", "2026-11-16..2026-11-21"]))
    expect(summaryQueries(api)).not.toContain("2026-11-22..2026-11-16")
  })

  it("draws the last 14 days on a 360 px phone with labels that do not crowd, in English and Khmer", async () => {
    // The chart's box on a 360 px screen: the page's and the card's padding leave 296 px.
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue({ width: 296, height: 180, x: 0, y: 0, top: 0, left: 0, right: 296, bottom: 180, toJSON: () => ({}) } as DOMRect)
    fakeStaffApi({ orders: ORDERS })
    const app = renderApp("/admin")
    const c = await card()
    const chart = await c.findByRole("img", { name: /Bar chart of the net sales of the last 14 days up to/ })
    // The card measures its box after the first paint: the chart takes the phone's width then.
    await waitFor(() => expect(chart.querySelector("svg.recharts-surface")?.getAttribute("width")).toBe("296"))
    // Every third day is labelled: 5 labels, none beside another.
    await waitFor(() => expect(dayLabels(chart)).toHaveLength(5))
    expect(dayLabels(chart)).toEqual(["Nov 9", "Nov 12", "Nov 15", "Nov 18", "Nov 21"])
    // The days and their sales are there to read, too (screen readers, the tooltip's words).
    expect(c.getByRole("table", { name: texts.chartTitle })).toHaveTextContent("Sunday, November 22, 2026: $66.50, 2 orders")
    expect(c.getByRole("table", { name: texts.chartTitle })).toHaveTextContent("Monday, November 16, 2026: $100.00, 1 order")
    app.unmount()

    fakeStaffApi({ orders: ORDERS })
    renderApp("/admin", "km")
    const k = await card(km.dayNumbers.title)
    const kmChart = await k.findByRole("img", { name: new RegExp(km.dayNumbers.chartLabel.split("{{")[0].trim()) })
    await waitFor(() => expect(dayLabels(kmChart).length).toBeGreaterThan(0))
    const kmLabels = dayLabels(kmChart)
    expect(kmLabels.length).toBeLessThanOrEqual(4)
    for (const label of kmLabels) expect(label).not.toMatch(/[A-Za-z]/)
    for (const preset of Object.values(km.dayNumbers.presets)) expect(k.getByRole("button", { name: preset })).toBeInTheDocument()
    expect(figure(k, km.dayNumbers.net)).toHaveTextContent("$66.50")
  })

  it("says when the numbers cannot be loaded, and tries again", async () => {
    let fail = true
    fakeStaffApi({ orders: ORDERS, answer: (_m, path) => (path === "/api/orders/summary" && fail ? new Response("boom", { status: 500 }) : undefined) })
    renderApp("/admin")
    const c = await card()
    expect(await c.findByRole("alert")).toHaveTextContent(texts.loadError)
    fail = false
    fireEvent.click(c.getByRole("button", { name: texts.retry }))
    await waitFor(() => expect(figure(c, texts.orders)).toHaveTextContent("2"))
  })
})
