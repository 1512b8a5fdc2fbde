import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderApp } from "../../../test/fake-api"
import { pressBulkAction } from "@shop/staff/testing"
import { fakeStaffApi, order, rate } from "./staff-api"
import { staffAdminTexts } from "../staff-texts"

const { km } = staffAdminTexts

afterEach(() => vi.unstubAllGlobals())

const table = async () => within(await screen.findByRole("table", { name: "Orders" }))
const shownIds = async () =>
  (await table())
    .getAllByRole("button", { name: /^Open order #/ })
    .map((b) => Number(b.getAttribute("aria-label")!.replace(/\D/g, "")))

const orders = () => [
  order({ id: 1041, customerName: "Dara Keo", customerEmail: "dara@example.com", customerPhone: "5625550199", paymentReference: "ORDER-111111", paymentStatus: "paid" }),
  order({ id: 1042, customerName: "Sokha Chan", paymentStatus: "pending" }),
  order({ id: 1043, customerName: "Vanna Lim", customerEmail: "vanna@example.com", paymentStatus: "paid", status: "cancelled" }),
]

describe("the orders list's search and filters", () => {
  it("typing a search filters the list, the search is in the URL, and it survives a reload", async () => {
    const api = fakeStaffApi({ orders: orders() })
    const first = renderApp("/admin")

    await waitFor(async () => expect(await shownIds()).toEqual([1043, 1042, 1041]))
    fireEvent.change(screen.getByRole("searchbox", { name: "Search orders" }), { target: { value: "(562) 555-0199" } })
    await waitFor(async () => expect(await shownIds()).toEqual([1041]))
    expect(first.router.state.location.search).toBe("?search=%28562%29+555-0199")
    expect(api.fetch.mock.calls.map(([url]) => String(url))).toContain("/api/orders?search=%28562%29+555-0199&limit=50&offset=0")
    // the export links carry the same filter
    expect(screen.getByRole("link", { name: "Export CSV (orders)" })).toHaveAttribute("href", "/api/orders/export.csv?search=%28562%29+555-0199")
    expect(screen.getByRole("link", { name: "Export CSV (lines)" })).toHaveAttribute("href", "/api/orders/export.csv?search=%28562%29+555-0199&lines=1")
    // The filtered list's packing slips, one PDF (issue 27 point 4: a batch of the filtered ones).
    expect(screen.getByRole("link", { name: "Print packing slips (this list)" })).toHaveAttribute("href", "/api/orders/packing-slips.pdf?search=%28562%29+555-0199")
    first.unmount()

    fakeStaffApi({ orders: orders() })
    renderApp(`/admin${first.router.state.location.search}`)
    expect(await screen.findByRole("searchbox", { name: "Search orders" })).toHaveValue("(562) 555-0199")
    await waitFor(async () => expect(await shownIds()).toEqual([1041]))
  })

  it("a payment filter and a date preset go into the URL; Clear filters shows every order again; a bad link value is ignored", async () => {
    fakeStaffApi({ orders: orders() })
    const app = renderApp("/admin?payment=maybe")
    await waitFor(async () => expect(await shownIds()).toEqual([1043, 1042, 1041]))
    fireEvent.change(screen.getByRole("combobox", { name: "Payment" }), { target: { value: "paid" } })
    await waitFor(async () => expect(await shownIds()).toEqual([1043, 1041]))
    expect(new URLSearchParams(app.router.state.location.search).get("payment")).toBe("paid")
    fireEvent.change(screen.getByRole("combobox", { name: "Date" }), { target: { value: "custom" } })
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-11-23" } })
    expect(await screen.findByText("No orders match these filters.")).toBeInTheDocument()
    expect(new URLSearchParams(app.router.state.location.search).get("from")).toBe("2026-11-23")
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }))
    await waitFor(async () => expect(await shownIds()).toEqual([1043, 1042, 1041]))
    expect(app.router.state.location.search).toBe("")
  })
})

describe("bulk actions on the orders list", () => {
  it("Mark shipped on the whole page: the report lists per order what was done, what the server refused and why, what was skipped", async () => {
    const api = fakeStaffApi({ orders: orders() })
    renderApp("/admin")
    await waitFor(async () => expect(await shownIds()).toHaveLength(3))
    fireEvent.click(screen.getByRole("checkbox", { name: "Select every order on this page" }))
    pressBulkAction("Mark shipped", { selected: 3, slips: "/api/orders/packing-slips.pdf?ids=1043%2C1042%2C1041" })
    const dialog = within(await screen.findByRole("dialog", { name: "Mark shipped" }))
    const report = within(await dialog.findByRole("list", { name: "What happened" }))
    expect(dialog.getByRole("status")).toHaveTextContent("1 done, 1 failed, 1 skipped")
    expect(report.getByText(/Order #1041/).closest("li")).toHaveTextContent("Done")
    expect(report.getByText(/Order #1042/).closest("li")).toHaveTextContent("Failed: The payment is not verified yet.")
    expect(report.getByText(/Order #1043/).closest("li")).toHaveTextContent("Skipped: The order is cancelled.")
    expect(api.calls("PATCH", "/api/orders/1043")).toHaveLength(0)
  })

  it("Buy labels asks once with each order's cheapest price and the total, listing the orders that cannot ship, then buys", async () => {
    const api = fakeStaffApi({
      orders: [...orders(), order({ id: 1044, customerName: "Bopha Sok", paymentStatus: "paid" })],
      rates: [rate({ id: "r_ups", provider: "UPS", service: "Ground", amount: "12.30" }), rate({ id: "r_usps", provider: "USPS", service: "Ground Advantage", amount: "7.25" })],
    })
    renderApp("/admin")
    await waitFor(async () => expect(await shownIds()).toHaveLength(4))
    for (const id of [1044, 1043, 1042, 1041]) fireEvent.click(screen.getAllByRole("checkbox", { name: `Select order #${id}` })[0])
    fireEvent.click(within(screen.getByRole("toolbar", { name: "Bulk actions" })).getByRole("button", { name: "Buy labels" }))
    const dialog = within(await screen.findByRole("dialog", { name: "Buy 2 labels?" }))
    const quotes = within(dialog.getByRole("list", { name: "Buy labels" }))
    expect(quotes.getAllByRole("listitem").map((li) => li.textContent)).toEqual(["Order #1044 · Bopha SokUSPS Ground Advantage: $7.25", "Order #1041 · Dara KeoUSPS Ground Advantage: $7.25"])
    expect(dialog.getByText("Total: $14.50")).toBeInTheDocument()
    const skipped = within(dialog.getByRole("list", { name: "These orders get no label:" }))
    expect(skipped.getByText(/Order #1043/).closest("li")).toHaveTextContent("The order is cancelled.")
    expect(skipped.getByText(/Order #1042/).closest("li")).toHaveTextContent("The payment is not verified yet.")
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toHaveLength(0)
    fireEvent.click(dialog.getByRole("button", { name: "Buy 2 labels for $14.50" }))
    const report = within(await screen.findByRole("list", { name: "What happened" }))
    expect(report.getByText(/Order #1044/).closest("li")).toHaveTextContent("Done: label $7.25")
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toEqual([
      { orderId: 1044, rateId: "r_usps", packageType: "package_medium" },
      { orderId: 1041, rateId: "r_usps", packageType: "package_medium" },
    ])
  })

  it("says the filters, bulk bar and report in Khmer", async () => {
    fakeStaffApi({ orders: orders() })
    renderApp("/admin", "km")
    expect(await screen.findByRole("searchbox", { name: km.ordersList.search })).toBeInTheDocument()
    expect(screen.getByRole("combobox", { name: km.ordersList.payment.label })).toHaveTextContent(km.ordersList.payment.awaiting_verification)
    await waitFor(() => expect(screen.getAllByRole("checkbox", { name: "ជ្រើសរើសការបញ្ជាទិញ #1042" }).length).toBeGreaterThan(0))
    fireEvent.click(screen.getAllByRole("checkbox", { name: "ជ្រើសរើសការបញ្ជាទិញ #1043" })[0])
    fireEvent.click(screen.getByRole("button", { name: km.ordersList.bulk.markShipped }))
    const report = within(await screen.findByRole("list", { name: km.ordersList.bulk.report.title }))
    expect(report.getByRole("listitem")).toHaveTextContent(km.ordersList.bulk.skip.cancelled)
  })
})
