import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { afterEach, describe, expect, it, vi } from "vitest"
import ShippingPage, { config } from "../routes/shipping/page"
import { fakeShop, orderLabel, rate, shopOrder } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"

const orders = () => [
  shopOrder({ id: 1042, medusaOrderId: "order_01", customerName: "Sophea Chan", paymentStatus: "paid" }),
  shopOrder({ id: 1043, medusaOrderId: "order_02", customerName: "Vanna Ouk", paymentStatus: "paid", trackingNumber: "9400111899223197428490", shippingCarrier: "USPS" }),
  shopOrder({ id: 1040, medusaOrderId: "order_00", customerName: "Bopha Lim", orderStatus: "shipped" }),
]

const tab = (name: string) => {
  // Radix Tabs switch on mousedown.
  fireEvent.mouseDown(screen.getByRole("tab", { name }), { button: 0 })
}

describe("Shipping page", () => {
  it("in the sidebar, shows the Shippo mode and the orders pending shipment", async () => {
    expect(config).toMatchObject({ label: "nav.shipping", translationNs: "cambodianShop" })
    const shop = fakeShop({ orders: orders() })
    renderInAdmin(<ShippingPage />)
    expect(await screen.findByText(/Sandbox mode: no Shippo API key is set/)).toBeInTheDocument()

    const rows = await screen.findAllByRole("row")
    expect(rows).toHaveLength(3) // header + 2 pending
    const sophea = rows.find((r) => r.textContent?.includes("Sophea Chan"))!
    expect(within(sophea).getByRole("link", { name: "Order #1042" })).toHaveAttribute("href", "/orders/order_01")
    expect(within(sophea).getByText("No label")).toBeInTheDocument()
    const vanna = rows.find((r) => r.textContent?.includes("Vanna Ouk"))!
    expect(within(vanna).getByText("Label created")).toBeInTheDocument()
    expect(within(vanna).getByText("9400111899223197428490")).toBeInTheDocument()
    expect(shop.requests("GET", "/shipping/orders")[0].query).toEqual({ list: "pending", limit: "20", offset: "0" })
  })

  describe("while open", () => {
    afterEach(() => vi.useRealTimers())

    it("follows an order shipped in the other back office within seconds, without a reload", async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true })
      const shop = fakeShop({ orders: orders() })
      renderInAdmin(<ShippingPage />)
      await screen.findByText("Sophea Chan")
      Object.assign(shop.state.orders.find((o) => o.id === 1042)!, { orderStatus: "shipped", shipmentState: "shipped" })
      await vi.advanceTimersByTimeAsync(5_000)
      await waitFor(() => expect(screen.queryByText("Sophea Chan")).not.toBeInTheDocument())
      expect(screen.getByText("Vanna Ouk")).toBeInTheDocument()
    })
  })

  it("says when the Shippo key is wrong", async () => {
    fakeShop({ shippo: { isValid: false, mode: "live", message: "API Key Error: Shippo refused the API key.", details: "Token is invalid." } })
    renderInAdmin(<ShippingPage />)
    const status = await screen.findByRole("status")
    expect(status).toHaveTextContent("API Key Error")
    expect(status).toHaveTextContent("The Shippo API key is missing or invalid. Labels cannot be created until it is fixed. Token is invalid.")
  })

  it("Buy label opens the order's label flow in a drawer and buys the label there", async () => {
    const shop = fakeShop({ orders: orders(), rates: [rate()] })
    renderInAdmin(<ShippingPage />)
    fireEvent.click(await screen.findByRole("button", { name: "Label for order #1042" }))

    const drawer = await screen.findByRole("dialog", { name: "Label for order #1042" })
    fireEvent.click(await within(drawer).findByRole("button", { name: "Compare Carrier Rates" }))
    fireEvent.click(await within(drawer).findByRole("radio", { name: /Priority Mail · USPS/ }))
    fireEvent.click(within(drawer).getByRole("button", { name: "Create Shipping Label" }))
    // Its price first (issue 26 point 7).
    fireEvent.click(within(await screen.findByRole("alertdialog", { name: "Buy this label?" })).getByRole("button", { name: "Buy label for $9.85" }))

    expect(await within(drawer).findByRole("heading", { name: /Label Already Created/ })).toBeInTheDocument()
    expect(shop.requests("POST", "/shipping/orders/order_01/label")).toHaveLength(1)
    // The list behind the drawer is fetched again and shows the label.
    await waitFor(() => expect(screen.getByText("Sophea Chan").closest("tr")).toHaveTextContent("Label created"))
  })

  it("Mark shipped moves the order to the Shipped tab", async () => {
    const shop = fakeShop({ orders: orders() })
    renderInAdmin(<ShippingPage />)
    fireEvent.click(await screen.findByRole("button", { name: "Mark shipped · Order #1043" }))
    await waitFor(() => expect(screen.queryByText("Vanna Ouk")).not.toBeInTheDocument())
    expect(shop.requests("POST", "/shipping/orders/order_02/ship")).toHaveLength(1)

    tab("Shipped")
    const panel = await screen.findByRole("tabpanel", { name: "Shipped" })
    expect(await within(panel).findByText("Vanna Ouk")).toBeInTheDocument()
    expect(within(panel).getByText("Bopha Lim")).toBeInTheDocument()
    expect(shop.calls.some((c) => c.path === "/shipping/orders" && c.query.list === "shipped")).toBe(true)
  })

  it("lists every label bought in Labels history, with its price", async () => {
    fakeShop({ orders: orders(), labels: { order_02: orderLabel({ carrier: "USPS", service: "Priority Mail", amount: "9.85" }) } })
    renderInAdmin(<ShippingPage />)
    await screen.findByText("Sophea Chan")
    tab("Labels history")
    const panel = await screen.findByRole("tabpanel", { name: "Labels history" })
    expect(await within(panel).findByText("shipping-label-order-1043.png")).toBeInTheDocument()
    expect(within(panel).getByText("9400111899223197428490")).toBeInTheDocument()
    expect(within(panel).getByText("USPS Priority Mail")).toBeInTheDocument()
    expect(within(panel).getByRole("columnheader", { name: "Price" })).toBeInTheDocument()
    expect(within(panel).getByText("$9.85")).toBeInTheDocument()
    expect(within(panel).getByRole("group", { name: "Label · Order #1043" })).toBeInTheDocument()
  })

  it("searches the list by order number, name or phone, from the first page", async () => {
    const shop = fakeShop({ orders: orders() })
    renderInAdmin(<ShippingPage />)
    await screen.findByText("Sophea Chan")
    fireEvent.change(screen.getByRole("searchbox", { name: "Search orders" }), { target: { value: "vanna" } })
    await waitFor(() => expect(screen.queryByText("Sophea Chan")).not.toBeInTheDocument())
    expect(screen.getByText("Vanna Ouk")).toBeInTheDocument()
    expect(shop.requests("GET", "/shipping/orders").at(-1)!.query).toEqual({ list: "pending", limit: "20", offset: "0", search: "vanna" })
    fireEvent.change(screen.getByRole("searchbox", { name: "Search orders" }), { target: { value: "nobody" } })
    expect(await screen.findByText("No order matches this search.")).toBeInTheDocument()
  })

  it("searches in Khmer too", async () => {
    fakeShop({ orders: orders() })
    renderInAdmin(<ShippingPage />, { lang: "km" })
    expect(await screen.findByRole("searchbox", { name: "ស្វែងរកការបញ្ជាទិញ" })).toHaveAttribute("placeholder", "#1042 ឈ្មោះ ឬលេខទូរស័ព្ទ")
  })

  it("says so when nothing waits to be shipped", async () => {
    fakeShop({ orders: [] })
    renderInAdmin(<ShippingPage />)
    expect(await screen.findByText("No orders are waiting to be shipped.")).toBeInTheDocument()
  })
})
