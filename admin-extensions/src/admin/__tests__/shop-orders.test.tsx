import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { useLocation } from "react-router-dom"
import { describe, expect, it } from "vitest"
import { km } from "../i18n/km"
import ShopOrdersPage, { config } from "../routes/shop-orders/page"
import { pressBulkAction } from "@shop/staff/testing"
import { fakeShop, medusaError, rate, shopOrder } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import { search } from "../test/screens"

let location = ""
/** Where the page's router stands (its URL query holds the filters). */
const Where = () => {
  location = useLocation().search
  return null
}
const page = () => (
  <>
    <ShopOrdersPage />
    <Where />
  </>
)

const orders = () => [
  shopOrder({ id: 1041, customerName: "Dara Keo", customerEmail: "dara@example.com", medusaOrderId: "order_41", paymentStatus: "paid", paymentReference: "ORDER-111111" }),
  shopOrder({ id: 1042, customerName: "Sokha Chan", customerEmail: "sokha@example.com", medusaOrderId: "order_42", paymentStatus: "pending" }),
  shopOrder({ id: 1043, customerName: "Vanna Lim", customerEmail: "vanna@example.com", medusaOrderId: "order_43", paymentStatus: "paid", status: "cancelled" }),
]
const numbers = () => screen.queryAllByRole("link", { name: /in Medusa$/ }).map((a) => a.textContent)

describe("Shop orders page", () => {
  it("is in the sidebar; lists the orders newest first, each opening Medusa's order page", async () => {
    expect(config).toMatchObject({ label: "ordersList.medusa.title", translationNs: "cambodianShop" })
    const shop = fakeShop({ orders: orders() })
    renderInAdmin(page())
    await waitFor(() => expect(numbers()).toEqual(["#1043", "#1042", "#1041"]))
    expect(screen.getByRole("link", { name: "Open order #1042 in Medusa" })).toHaveAttribute("href", "/orders/order_42")
    expect(shop.requests("GET", "/orders")[0].query).toEqual({ limit: "20", offset: "0" })
  })

  it("typing a search filters the list; the search is in the URL and survives a reload; the exports carry it", async () => {
    const shop = fakeShop({ orders: orders() })
    const first = renderInAdmin(page())
    await waitFor(() => expect(numbers()).toHaveLength(3))
    search("Search orders", "order-111111")
    await waitFor(() => expect(numbers()).toEqual(["#1041"]))
    expect(location).toBe("?search=order-111111")
    expect(shop.calls.at(-1)?.query).toEqual({ search: "order-111111", limit: "20", offset: "0" })
    expect(screen.getByRole("link", { name: "Export CSV (orders)" })).toHaveAttribute("href", "/admin/shop/orders/export.csv?search=order-111111")
    expect(screen.getByRole("link", { name: "Export CSV (lines)" })).toHaveAttribute("href", "/admin/shop/orders/export.csv?search=order-111111&lines=1")
    first.unmount()

    fakeShop({ orders: orders() })
    renderInAdmin(page(), { path: `/shop-orders${location}&payment=paid` })
    expect(await screen.findByRole("searchbox", { name: "Search orders" })).toHaveValue("order-111111")
    await waitFor(() => expect(numbers()).toEqual(["#1041"]))
    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }))
    await waitFor(() => expect(numbers()).toHaveLength(3))
    expect(location).toBe("")
  })

  it("a filter from a link is applied; a bad value in a link is ignored", async () => {
    const shop = fakeShop({ orders: orders() })
    renderInAdmin(page(), { path: "/shop-orders?payment=awaiting_verification&shipping=lost" })
    await waitFor(() => expect(numbers()).toEqual(["#1042"]))
    expect(shop.calls.at(-1)?.query).toEqual({ payment: "awaiting_verification", limit: "20", offset: "0" })
  })

  it("bulk Mark seen reports per order: done, and the server's refusal with its reason", async () => {
    const shop = fakeShop({ orders: orders().map((o) => ({ ...o, seen: false })) })
    shop.on("POST", "/orders/order_42/seen", () => medusaError(404, "This order did not come through the shop's checkout."))
    renderInAdmin(page())
    await waitFor(() => expect(numbers()).toHaveLength(3))
    fireEvent.click(screen.getByRole("checkbox", { name: "Select order #1042" }))
    fireEvent.click(screen.getByRole("checkbox", { name: "Select order #1041" }))
    pressBulkAction("Mark seen", { selected: 2, slips: "/admin/shop/orders/packing-slips.pdf?ids=1042%2C1041" })
    const report = within(await screen.findByRole("list", { name: "What happened" }))
    expect(screen.getByRole("status")).toHaveTextContent("1 done, 1 failed, 0 skipped")
    expect(report.getByText(/Order #1041/).closest("li")).toHaveTextContent("Done")
    expect(report.getByText(/Order #1042/).closest("li")).toHaveTextContent("Failed: This order did not come through the shop's checkout.")
    expect(shop.state.orders.find((o) => o.id === 1041)!.seen).toBe(true)
  })

  it("Buy labels for the whole page: one confirmation with prices and total, the cancelled and unpaid orders listed as skipped", async () => {
    const shop = fakeShop({ orders: orders(), rates: [rate({ id: "r1", provider: "USPS", service: "Ground Advantage", amount: "7.25" }), rate({ id: "r2", provider: "UPS", amount: "12.00" })] })
    renderInAdmin(page())
    await waitFor(() => expect(numbers()).toHaveLength(3))
    fireEvent.click(screen.getByRole("checkbox", { name: "Select every order on this page" }))
    fireEvent.click(within(screen.getByRole("toolbar", { name: "Bulk actions" })).getByRole("button", { name: "Buy labels" }))
    expect(await screen.findByRole("heading", { name: "Buy 1 label?" })).toBeInTheDocument()
    expect(within(screen.getByRole("list", { name: "Buy labels" })).getByRole("listitem")).toHaveTextContent("Order #1041 · Dara KeoUSPS Ground Advantage: $7.25")
    expect(screen.getByText("Total: $7.25")).toBeInTheDocument()
    const skipped = within(screen.getByRole("list", { name: "These orders get no label:" }))
    expect(skipped.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Order #1043 · Vanna LimSkipped: The order is cancelled.",
      "Order #1042 · Sokha ChanSkipped: The payment is not verified yet.",
    ])
    fireEvent.click(screen.getByRole("button", { name: "Buy 1 label for $7.25" }))
    expect(await screen.findByText("Done: label $7.25")).toBeInTheDocument()
    expect(shop.requests("POST", "/shipping/orders/order_41/label").map((c) => c.body)).toEqual([{ rateId: "r1", packageType: "package_medium", provider: "USPS" }])
  })

  it("is all Khmer when the dashboard is in Khmer", async () => {
    fakeShop({ orders: orders() })
    renderInAdmin(page(), { lang: "km" })
    expect(await screen.findByRole("searchbox", { name: km.ordersList.search })).toBeInTheDocument()
    expect(await screen.findByRole("heading", { name: km.ordersList.medusa.title })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: km.ordersList.exportOrders })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole("checkbox").length).toBe(4))
  })
})
