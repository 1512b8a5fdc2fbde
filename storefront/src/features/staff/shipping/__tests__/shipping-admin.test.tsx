import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderApp } from "../../../../test/fake-api"
import { fakeStaffApi, order, PNG_BYTES, rate, trackingFor } from "../../__tests__/staff-api"
import { labelPrinter, PRINT_DELAY_MS } from "../lib/label-files"
import { VIEWED_LABELS_KEY } from "../lib/viewed-labels"

// jsdom has no object URLs, and does not navigate for links.
const stopNavigation = (e: Event) => e.preventDefault()
beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => "blob:http://shop.test/label"), revokeObjectURL: vi.fn() })
  document.addEventListener("click", stopNavigation)
})
afterEach(() => {
  document.removeEventListener("click", stopNavigation)
  vi.useRealTimers()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

// Radix tabs switch on mouse down, as in a browser.
function selectTab(tab: HTMLElement) {
  fireEvent.mouseDown(tab)
  fireEvent.click(tab)
}

const section = (name: string) => within(screen.getByRole("region", { name }))
const pendingList = async () => within(await screen.findByRole("region", { name: "Orders Pending Shipment" }))
const ORDERS = [
  order({ id: 1044, customerName: "Dara Kim", orderItems: [{ id: "prod_prahok", name: "Prahok", quantity: 3, price: 8.99 }] }),
  order({ id: 1043, status: "cancelled" }),
  order(),
  order({ id: 1041, orderStatus: "shipped", status: "shipped", trackingNumber: "9400111", shippingLabel: "/static/label-1041.png" }),
]

async function openPanel(id: number) {
  fireEvent.click((await pendingList()).getByRole("button", { name: `Label for order #${id}` }))
  const panel = within(await screen.findByRole("region", { name: `Label for order #${id}` }))
  return panel
}

describe("/shipping-admin", () => {
  it("lists orders pending shipment and shipped orders, with the three links", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/shipping-admin")
    expect(await screen.findByRole("heading", { level: 1, name: "Shipping Management" })).toBeInTheDocument()
    const pending = await pendingList()
    expect(pending.getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["Order #1044", "Order #1042"])
    const shipped = section("Shipped Orders")
    expect(shipped.getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["Order #1041"])
    expect(shipped.getByText("9400111")).toBeInTheDocument()
    expect(shipped.getByRole("link", { name: /Open/ })).toHaveAttribute("href", "/static/label-1041.png")
    expect(screen.getByRole("link", { name: /Return to Admin/ })).toHaveAttribute("href", "/admin")
    expect(screen.getByRole("link", { name: "Admin Home" })).toHaveAttribute("href", "/admin")
    expect(screen.getByRole("link", { name: "Store Home" })).toHaveAttribute("href", "/")
    // All orders, in pages of 200.
    expect(api.fetch.mock.calls.map(([u]) => u).filter((u) => u.startsWith("/api/orders?"))).toEqual(["/api/orders?limit=200&offset=0"])
  })

  it("Ship marks an order shipped and moves it to Shipped Orders", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/shipping-admin")
    fireEvent.click((await pendingList()).getByRole("button", { name: "Ship order #1042" }))
    expect(await screen.findByText("Order status updated")).toBeInTheDocument()
    expect(screen.getByText("Order #1042 is marked as shipped.")).toBeInTheDocument()
    expect(api.calls("PATCH", "/api/orders/1042")).toEqual([{ orderStatus: "shipped" }])
    await waitFor(() => expect(section("Shipped Orders").getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["Order #1042", "Order #1041"]))
    expect((await pendingList()).getAllByRole("listitem")).toHaveLength(1)
  })

  it("says 'Failed to update order status' when Ship fails", async () => {
    fakeStaffApi({
      orders: ORDERS,
      answer: (m, path) => (m === "PATCH" && path === "/api/orders/1042" ? Response.json({ error: "Only shop admins can do this." }, { status: 403 }) : undefined),
    })
    renderApp("/shipping-admin")
    fireEvent.click((await pendingList()).getByRole("button", { name: "Ship order #1042" }))
    expect(await screen.findByText("Failed to update order status: Only shop admins can do this.")).toBeInTheDocument()
    expect((await pendingList()).getAllByRole("listitem")).toHaveLength(2)
  })

  it("quotes the USPS flat rate from the order's items and generates the label; Open marks it viewed", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/shipping-admin")
    expect(await screen.findByText("Choose Label next to an order to compare its rates and create its label.")).toBeInTheDocument()
    const panel = await openPanel(1044)
    expect(screen.getByRole("heading", { name: "Label for order #1044" })).toHaveFocus()
    expect((await pendingList()).getByRole("button", { name: "Label for order #1044" })).toHaveAttribute("aria-pressed", "true")
    expect(panel.getByRole("tab", { name: "USPS Flat Rate", selected: true })).toBeInTheDocument()
    expect(await panel.findByText("Medium Flat Rate Box (11.2 × 8.7 × 6 in) for 3 items, estimated 2 lb")).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/usps-flat-rates")).toEqual([
      { orderId: 1044, orderItems: [{ id: "prod_prahok", name: "Prahok", quantity: 3, price: 8.99 }] },
    ])
    // The one flat rate is chosen already.
    expect(panel.getByRole("radio", { name: /\$18\.40/ })).toBeChecked()

    fireEvent.click(panel.getByRole("button", { name: "Generate Label" }))
    // The toast (its title), beside the result card's heading.
    expect(await screen.findByText("Label Generated", { selector: "div" })).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/create-label")).toEqual([{ orderId: 1044, packageType: "medium_flat_rate_box" }])
    const card = within(await screen.findByRole("region", { name: "Label Generated" }))
    expect(card.getByText(trackingFor(1044))).toBeInTheDocument()
    expect(card.getByText("USPS Priority Mail")).toBeInTheDocument()

    const open = card.getByRole("link", { name: /Open/ })
    expect(open).toHaveAttribute("href", "http://shop.test/static/shipping-label-order-1044.png")
    expect(open).toHaveAttribute("target", "_blank")
    fireEvent.click(open)
    expect(JSON.parse(localStorage.getItem(VIEWED_LABELS_KEY) ?? "[]")).toEqual(["1044"])
    const list = await pendingList()
    await waitFor(() => expect(within(list.getByRole("listitem", { name: "Order #1044" })).getByText("Viewed")).toBeInTheDocument())
  })

  it("quotes all carriers for the medium box at 2 lb and buys the chosen rate through Shippo", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/shipping-admin")
    const panel = await openPanel(1042)
    await panel.findByRole("radio", { name: /\$10\.40/ })
    selectTab(panel.getByRole("tab", { name: "All Carriers" }))
    expect(await panel.findByText("Medium Package (12 × 10 × 8 in), estimated 2 lb")).toBeInTheDocument()
    await panel.findByRole("radio", { name: /Home Delivery · FedEx/ })
    expect(api.calls("POST", "/api/shipping/shippo/get-rates")).toEqual([{ orderId: 1042, packageType: "package_medium", estimatedWeight: "2" }])

    fireEvent.click(panel.getByRole("button", { name: "Generate Label" }))
    expect(await screen.findByText("Please select a shipping rate.")).toBeInTheDocument()
    fireEvent.click(panel.getByRole("radio", { name: /Home Delivery · FedEx/ }))
    fireEvent.click(panel.getByRole("button", { name: "Generate Label" }))
    expect(await screen.findByRole("region", { name: "Label Generated" })).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toEqual([{ orderId: 1042, rateId: "rate_fedex_home", packageType: "package_medium" }])
  })

  it("refuses a rate of an unknown provider", async () => {
    const api = fakeStaffApi({
      orders: ORDERS,
      rates: [rate({ id: "rate_dhl", provider: "DHL Express", service: "Express Worldwide", amount: "41.00" })],
    })
    renderApp("/shipping-admin")
    const panel = await openPanel(1042)
    selectTab(await panel.findByRole("tab", { name: "All Carriers" }))
    fireEvent.click(await panel.findByRole("radio", { name: /DHL Express/ }))
    fireEvent.click(panel.getByRole("button", { name: "Generate Label" }))
    expect(await panel.findByRole("alert")).toHaveTextContent("Unknown shipping provider")
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toHaveLength(0)
  })

  it("says 'Could not load USPS flat rates' and 'Could not load carrier rates'", async () => {
    fakeStaffApi({
      orders: ORDERS,
      answer: (m, path) =>
        path === "/api/shipping/usps-flat-rates"
          ? Response.json({ error: "Shippo timed out" }, { status: 504 })
          : path === "/api/shipping/shippo/get-rates"
            ? Response.json({ success: false, error: "Failed to get shipping rates.", details: "Shippo: invalid address" }, { status: 502 })
            : undefined,
    })
    renderApp("/shipping-admin")
    const panel = await openPanel(1042)
    expect(await panel.findByRole("alert")).toHaveTextContent("Could not load USPS flat rates: Shippo timed out")
    selectTab(panel.getByRole("tab", { name: "All Carriers" }))
    await waitFor(() => expect(panel.getByRole("alert")).toHaveTextContent("Could not load carrier rates: Shippo: invalid address"))
    expect(panel.getByRole("button", { name: "Try again" })).toBeEnabled()
  })

  it("downloads a PNG label (Shippo's) as shipping-label-order-{id}.png, and prints it 1 s after Print", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    const downloads: { name: string; href: string }[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, href: this.href })
    })
    const print = vi.spyOn(labelPrinter, "print").mockImplementation(() => {})
    renderApp("/shipping-admin")
    await pendingList()
    const shipped = section("Shipped Orders")
    fireEvent.click(shipped.getByRole("button", { name: "Download" }))
    await waitFor(() => expect(downloads).toHaveLength(1))
    expect(downloads[0]).toEqual({ name: "shipping-label-order-1041.png", href: "blob:http://shop.test/label" })
    expect(api.calls("GET", "/api/shipping/labels/1041")).toHaveLength(1)
    const blob = vi.mocked(URL.createObjectURL).mock.calls.at(-1)?.[0] as Blob
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PNG_BYTES)

    vi.useFakeTimers()
    fireEvent.click(shipped.getByRole("button", { name: "Print" }))
    await vi.advanceTimersByTimeAsync(PRINT_DELAY_MS - 1)
    expect(print).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(print).toHaveBeenCalledTimes(1)
    expect(api.calls("GET", "/api/shipping/labels/1041")).toHaveLength(2)
    const frame = print.mock.calls[0][0]
    expect(frame.srcdoc).toContain('<img src="blob:http://shop.test/label"')
    expect(JSON.parse(localStorage.getItem(VIEWED_LABELS_KEY) ?? "[]")).toEqual(["1041"])
  })

  it("downloads a PDF label (the sandbox's) as shipping-label-order-{id}.pdf, and prints it in the browser's PDF viewer", async () => {
    const PDF = new TextEncoder().encode("%PDF-1.3\n%%EOF\n")
    fakeStaffApi({
      orders: ORDERS,
      answer: (_m, path) => (path === "/api/shipping/labels/1041" ? new Response(PDF, { headers: { "Content-Type": "application/pdf" } }) : undefined),
    })
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    const print = vi.spyOn(labelPrinter, "print").mockImplementation(() => {})
    renderApp("/shipping-admin")
    await pendingList()
    const shipped = section("Shipped Orders")
    fireEvent.click(shipped.getByRole("button", { name: "Download" }))
    await waitFor(() => expect(downloads).toEqual(["shipping-label-order-1041.pdf"]))

    fireEvent.click(shipped.getByRole("button", { name: "Print" }))
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1), { timeout: PRINT_DELAY_MS + 1000 })
    const frame = print.mock.calls[0][0]
    expect(frame.getAttribute("src")).toBe("blob:http://shop.test/label")
    expect(frame.srcdoc).toBe("")
  })

  it("reports a failed download", async () => {
    fakeStaffApi({
      orders: ORDERS,
      answer: (_m, path) => (path === "/api/shipping/labels/1041" ? Response.json({ error: "This order has no shipping label." }, { status: 404 }) : undefined),
    })
    renderApp("/shipping-admin")
    await pendingList()
    fireEvent.click(section("Shipped Orders").getByRole("button", { name: "Download" }))
    expect(await screen.findByText("Could not download the label: This order has no shipping label.")).toBeInTheDocument()
  })
})
