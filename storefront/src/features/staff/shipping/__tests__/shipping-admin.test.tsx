import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderApp } from "../../../../test/fake-api"
import { fakeStaffApi, order, PNG_BYTES, rate, trackingFor } from "../../__tests__/staff-api"
import { labelPrinter, PRINT_DELAY_MS } from "../lib/label-files"
import { VIEWED_LABELS_KEY } from "../lib/viewed-labels"
import { answers, cancelShipAnyway, expectRefusedUnasked } from "./helpers"
import { staffTexts } from "@shop/staff/texts"

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
  order({ id: 1044, paymentStatus: "paid", customerName: "Dara Kim", orderItems: [{ id: "prod_prahok", name: "Prahok", quantity: 3, price: 8.99 }] }),
  order({ id: 1043, paymentStatus: "paid", status: "cancelled" }),
  order({ paymentStatus: "paid" }),
  order({ id: 1041, paymentStatus: "paid", orderStatus: "shipped", status: "shipped", trackingNumber: "9400111", shippingLabel: "/static/label-1041.png" }),
]

/** 110 rendered orders take a while on a busy machine. */
const SLOW = { timeout: 5000 }

/** The label's price is asked first (a label costs money). */
async function confirmBuy(price: string) {
  const ask = within(await screen.findByRole("alertdialog", { name: "Buy this label?" }))
  fireEvent.click(ask.getByRole("button", { name: `Buy label for ${price}` }))
}

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
    // One page of each list, not every order.
    expect(api.fetch.mock.calls.map(([u]) => u).filter((u) => u.startsWith("/api/orders?"))).toEqual([])
    expect(api.fetch.mock.calls.map(([u]) => u).filter((u) => u.startsWith("/api/shipping/orders?"))).toEqual([
      "/api/shipping/orders?list=pending&page=1&limit=20",
      "/api/shipping/orders?list=shipped&page=1&limit=20",
    ])
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
    expect(await screen.findByText("USPS Priority Mail for order #1044: $18.40.")).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/create-label")).toHaveLength(0)
    await confirmBuy("$18.40")
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
    expect(((await panel.findByRole("combobox", { name: "Package type" })) as HTMLSelectElement).value).toBe("package_medium")
    expect((panel.getByRole("combobox", { name: "Weight" }) as HTMLSelectElement).value).toBe("2")
    await panel.findByRole("radio", { name: /Home Delivery · FedEx/ })
    expect(api.calls("POST", "/api/shipping/shippo/get-rates")).toEqual([{ orderId: 1042, packageType: "package_medium", estimatedWeight: "2" }])

    fireEvent.click(panel.getByRole("button", { name: "Generate Label" }))
    expect(await screen.findByText("Please select a shipping rate.")).toBeInTheDocument()
    fireEvent.click(panel.getByRole("radio", { name: /Home Delivery · FedEx/ }))
    fireEvent.click(panel.getByRole("button", { name: "Generate Label" }))
    await confirmBuy("$14.20")
    expect(await screen.findByRole("region", { name: "Label Generated" })).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toEqual([{ orderId: 1042, rateId: "rate_fedex_home", packageType: "package_medium" }])
  })

  it("All Carriers takes any package and weight of the one table, and buys the label for the package quoted (issue 26 point 13)", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/shipping-admin")
    const panel = await openPanel(1042)
    // The flat-rate note gives each box's own limit from the table, not "one price up to 70 lb".
    expect(await panel.findByText(/one price per box up to its weight limit \(Small Flat Rate Box 4 lb, Medium Flat Rate Box 10 lb, Large Flat Rate Box 15 lb, Flat Rate Envelope 1 lb\)/)).toBeInTheDocument()
    expect(panel.queryByText(/70 lb/)).not.toBeInTheDocument()
    selectTab(panel.getByRole("tab", { name: "All Carriers" }))
    const packageBox = (await panel.findByRole("combobox", { name: "Package type" })) as HTMLSelectElement
    expect([...packageBox.options].map((o) => o.textContent)).toEqual(["Small Package (6 × 6 × 6 in)", "Medium Package (12 × 10 × 8 in)", "Large Package (18 × 14 × 12 in)"])
    expect(packageBox.value).toBe("package_medium")
    const weight = panel.getByRole("combobox", { name: "Weight" }) as HTMLSelectElement
    expect([...weight.options].map((o) => o.value)).toEqual(["1", "2", "3", "5", "10"])
    fireEvent.change(packageBox, { target: { value: "package_large" } })
    expect([...weight.options].map((o) => o.value)).toEqual(["1", "2", "3", "5", "10", "15"])
    fireEvent.change(weight, { target: { value: "15" } })
    // A smaller package keeps a weight it takes.
    fireEvent.change(packageBox, { target: { value: "package_small" } })
    expect(weight.value).toBe("5")
    fireEvent.change(packageBox, { target: { value: "package_large" } })
    fireEvent.change(weight, { target: { value: "15" } })
    await waitFor(() => expect(api.calls("POST", "/api/shipping/shippo/get-rates")).toContainEqual({ orderId: 1042, packageType: "package_large", estimatedWeight: "15" }))
    fireEvent.click(await panel.findByRole("radio", { name: /Home Delivery · FedEx/ }))
    fireEvent.click(panel.getByRole("button", { name: "Generate Label" }))
    await confirmBuy("$14.20")
    expect(await screen.findByRole("region", { name: "Label Generated" })).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toEqual([{ orderId: 1042, rateId: "rate_fedex_home", packageType: "package_large" }])
  })

  it("reads an order as /shippo-admin does: a bought label waits to ship ('Label created', not 'Shipped'); an order without the 'I have paid' claim is listed (issue 26 point 6)", async () => {
    fakeStaffApi({
      orders: [
        order({ id: 1050, paymentStatus: "paid", status: "shipped", trackingNumber: "9400150", shippingLabel: "/static/label-1050.png" }),
        order({ id: 1051, paymentStatus: "pending", paymentConfirmed: false, status: null }),
      ],
    })
    renderApp("/shipping-admin")
    const pending = await pendingList()
    expect(pending.getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["Order #1051", "Order #1050"])
    const labelled = within(pending.getByRole("listitem", { name: "Order #1050" }))
    expect(labelled.getByText("Label created")).toBeInTheDocument()
    expect(labelled.queryByText("Shipped")).not.toBeInTheDocument()
    expect(within(pending.getByRole("listitem", { name: "Order #1051" })).getByText("Payment not verified")).toBeInTheDocument()
    expect(await section("Shipped Orders").findByText("No shipped orders yet.")).toBeInTheDocument()
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
    await expectRefusedUnasked(panel, "Unknown shipping provider", api, "/api/shipping/shippo/create-label")
  })

  it("says 'Could not load USPS flat rates' and 'Could not load carrier rates'", async () => {
    fakeStaffApi({
      orders: ORDERS,
      answer: answers({
        "/api/shipping/usps-flat-rates": () => Response.json({ error: "Shippo timed out" }, { status: 504 }),
        "/api/shipping/shippo/get-rates": () => Response.json({ success: false, error: "Failed to get shipping rates.", details: "Shippo: invalid address" }, { status: 502 }),
      }),
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

  it("asks 'Ship anyway?' before shipping or buying a label for an order whose payment is not verified, and marks it", async () => {
    const api = fakeStaffApi({ orders: [order({ id: 1050, paymentStatus: "pending", customerName: "Vanna Ouk" }), ...ORDERS] })
    renderApp("/shipping-admin")
    const row = within((await pendingList()).getByRole("listitem", { name: "Order #1050" }))
    expect(row.getByText("Payment not verified")).toBeInTheDocument()
    expect(within((await pendingList()).getByRole("listitem", { name: "Order #1044" })).queryByText("Payment not verified")).not.toBeInTheDocument()

    fireEvent.click(row.getByRole("button", { name: "Ship order #1050" }))
    await cancelShipAnyway()
    expect(api.calls("PATCH", "/api/orders/1050")).toHaveLength(0)

    // The label: its price and the payment warning in one question.
    const panel = await openPanel(1050)
    await panel.findByRole("radio", { name: /\$10\.40/ })
    fireEvent.click(panel.getByRole("button", { name: "Generate Label" }))
    const ask = within(await screen.findByRole("alertdialog", { name: "Buy this label?" }))
    expect(ask.getByText("The payment is not verified yet. Ship anyway?")).toBeInTheDocument()
    fireEvent.click(ask.getByRole("button", { name: "Buy label for $10.40" }))
    expect(await screen.findByRole("region", { name: "Label Generated" })).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/create-label")).toEqual([{ orderId: 1050, packageType: "small_flat_rate_box", allowUnverifiedPayment: true }])

    fireEvent.click(within((await pendingList()).getByRole("listitem", { name: "Order #1050" })).getByRole("button", { name: "Ship order #1050" }))
    fireEvent.click(within(await screen.findByRole("alertdialog", { name: "Payment not verified" })).getByRole("button", { name: "Ship anyway" }))
    expect(await screen.findByText("Order #1050 is marked as shipped.")).toBeInTheDocument()
    expect(api.calls("PATCH", "/api/orders/1050")).toEqual([{ orderStatus: "shipped", allowUnverifiedPayment: true }])
  })

  it("treats a card sandbox payment as no payment: tagged 'Test payment – no money', and Ship asks first, saying so", async () => {
    const api = fakeStaffApi({ orders: [order({ id: 1051, paymentMethod: "stripe", paymentStatus: "paid", paymentSandbox: true }), ...ORDERS] })
    renderApp("/shipping-admin")
    const row = within((await pendingList()).getByRole("listitem", { name: "Order #1051" }))
    expect(row.getByText(staffTexts.en.shipping.payment.sandboxTag)).toBeInTheDocument()
    fireEvent.click(row.getByRole("button", { name: "Ship order #1051" }))
    const ask = within(await screen.findByRole("alertdialog", { name: "Payment not verified" }))
    expect(ask.getByText(staffTexts.en.shipping.payment.sandboxConfirmText)).toBeInTheDocument()
    fireEvent.click(ask.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    expect(api.calls("PATCH", "/api/orders/1051")).toHaveLength(0)
  })

  it("pages and searches 110 orders: 20 at a time, by order number, name or phone", async () => {
    const many = Array.from({ length: 110 }, (_, i) =>
      order({ id: 2001 + i, paymentStatus: "paid", customerName: i === 41 ? "Sreymom Heng" : `Customer ${i + 1}`, customerPhone: i === 7 ? "(714) 555-0199" : "5625550100" })
    )
    const api = fakeStaffApi({ orders: many })
    renderApp("/shipping-admin")
    let pending = await pendingList()
    expect(pending.getAllByRole("listitem")).toHaveLength(20)
    expect(pending.getAllByRole("listitem")[0]).toHaveAttribute("aria-label", "Order #2110")
    expect(pending.getByText("Page 1 of 6 · 110 orders")).toBeInTheDocument()
    fireEvent.click(pending.getByRole("button", { name: "Next page" }))
    await waitFor(() => expect(screen.getByRole("region", { name: "Orders Pending Shipment" })).toHaveTextContent("Page 2 of 6"), SLOW)
    pending = await pendingList()
    expect(pending.getAllByRole("listitem")[0]).toHaveAttribute("aria-label", "Order #2090")

    const search = screen.getByRole("searchbox", { name: "Search orders" })
    fireEvent.change(search, { target: { value: "sreymom" } })
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Orders Pending Shipment" })).getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["Order #2042"]), SLOW)
    expect(api.fetch.mock.calls.map(([u]) => u)).toContain("/api/shipping/orders?list=pending&page=1&limit=20&search=sreymom")
    fireEvent.change(search, { target: { value: "714 555 0199" } })
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Orders Pending Shipment" })).getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["Order #2008"]), SLOW)
    fireEvent.change(search, { target: { value: "#2077" } })
    await waitFor(() => expect(within(screen.getByRole("region", { name: "Orders Pending Shipment" })).getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["Order #2077"]), SLOW)
    fireEvent.change(search, { target: { value: "nobody" } })
    expect(await screen.findByText("No orders match “nobody”.", {}, SLOW)).toBeInTheDocument()
  })
})

describe("an open shipping list", () => {
  it("follows an order cancelled elsewhere (Medusa's admin) within seconds, without a reload", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { state } = fakeStaffApi({ orders: ORDERS.map((o) => ({ ...o })) })
    renderApp("/shipping-admin")
    await waitFor(async () => expect((await pendingList()).getByText("Dara Kim")).toBeInTheDocument())
    state.orders.find((o) => o.id === 1044)!.status = "cancelled"
    await vi.advanceTimersByTimeAsync(5_000)
    await waitFor(async () => expect((await pendingList()).queryByText("Dara Kim")).not.toBeInTheDocument())
  })
})
