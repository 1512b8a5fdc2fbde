import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { renderApp } from "../../../../test/fake-api"
import { fakeStaffApi, labelEntry, order, trackingFor } from "../../__tests__/staff-api"
import { answers, confirmLabelPrice, expectRefusedUnasked } from "./helpers"

afterEach(() => vi.unstubAllGlobals())

// Radix tabs switch on mouse down, as in a browser.
function selectTab(tab: HTMLElement) {
  fireEvent.mouseDown(tab)
  fireEvent.click(tab)
}

const ORDERS = [
  order({ id: 1046, paymentStatus: "paid", paymentConfirmed: false, status: "pending", customerName: "Dara Kim" }),
  order({ id: 1045, paymentStatus: "pending", paymentConfirmed: true, status: null }),
  order({ id: 1044, paymentStatus: "pending", paymentConfirmed: false, status: "pending" }),
  order({ id: 1043, paymentStatus: "paid", status: "acknowledged" }),
  order({ id: 1042, paymentStatus: "paid", status: "shipped", trackingNumber: "9400111", shippingLabel: "/static/label-1042.png" }),
  order({ id: 1041, paymentStatus: "paid", status: "completed", orderStatus: "shipped" }),
]

const SLOW = { timeout: 5000 }
const ordersGroup = () => within(screen.getByRole("group", { name: "Order to ship" }))

describe("/shippo-admin", () => {
  it("shows the sandbox as usable but says it is the sandbox, and lists every order waiting for shipping, as /shipping-admin does", async () => {
    fakeStaffApi({ orders: ORDERS })
    renderApp("/shippo-admin")
    expect(await screen.findByRole("heading", { level: 1, name: "Simple Shipping Admin" })).toBeInTheDocument()
    expect(await screen.findByText("Sandbox mode: labels are samples")).toBeInTheDocument()
    expect(screen.queryByText("Shippo API key is valid")).not.toBeInTheDocument()
    expect(screen.getByText(/Sandbox mode: no Shippo API key is set/)).toBeInTheDocument()
    expect(screen.getByText("Sandbox mode: labels are samples").closest("[role=status]")).toHaveAttribute("data-state", "valid")
    expect(screen.getByRole("tab", { name: "Pending Orders", selected: true })).toBeInTheDocument()

    // The contract's one rule (issue 26 point 6): an order without the shopper's "I have paid" claim
    // (1044, as from Medusa's store API) waits too, and a bought label (1042) is not shipped yet.
    await waitFor(() => expect(ordersGroup().getAllByRole("radio")).toHaveLength(5))
    expect(ordersGroup().getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["1046", "1045", "1044", "1043", "1042"])
    expect(ordersGroup().getByRole("radio", { name: /Order #1044/ }).closest("label")).toHaveTextContent("Payment not verified")
    expect(ordersGroup().getByRole("radio", { name: /Order #1042/ }).closest("label")).toHaveTextContent("Label created")
    expect(ordersGroup().getByRole("radio", { name: /Order #1042/ }).closest("label")).not.toHaveTextContent("Shipped")
    // Flat-rate radios, medium by default.
    const packages = within(screen.getByRole("group", { name: "USPS Flat Rate package" }))
    expect(packages.getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual([
      "small_flat_rate_box",
      "medium_flat_rate_box",
      "large_flat_rate_box",
      "flat_rate_envelope",
    ])
    expect(packages.getByRole("radio", { name: /Medium Flat Rate Box/ })).toBeChecked()
    expect(packages.getByRole("radio", { name: /Flat Rate Envelope/ }).closest("label")).toHaveTextContent("12.5 × 9.5 × 0.5 in · up to 1 lb")
  })

  it("asks for an order, then names the label's price before buying it, says 'Label Generated' with the price, and Labels History keeps it", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/shippo-admin")
    const create = await screen.findByRole("button", { name: "Create Label" })
    await waitFor(() => expect(create).toBeEnabled())
    fireEvent.click(create)
    expect(await screen.findByText("Please select an order to ship")).toBeInTheDocument()
    expect(api.calls("POST", "/api/simple-shipping/create-label")).toHaveLength(0)

    fireEvent.click(ordersGroup().getByRole("radio", { name: /Order #1045/ }))
    fireEvent.click(screen.getByRole("radio", { name: /Large Flat Rate Box/ }))
    // The action bar says what is about to be bought.
    expect(screen.getByTestId("label-action-bar")).toHaveTextContent("Selected: order #1045 · Large Flat Rate Box")
    fireEvent.click(create)
    // A label costs money: the box's USPS price first (the rate the server buys); 1045's payment is
    // only confirmed by the shopper, so the same question warns of it.
    const ask = within(await screen.findByRole("alertdialog", { name: "Buy this label?" }))
    expect(ask.getByText("USPS Priority Mail for order #1045: $24.75.")).toBeInTheDocument()
    expect(ask.getByText("The payment is not verified yet. Ship anyway?")).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/shippo/get-rates")).toEqual([{ orderId: 1045, packageType: "large_flat_rate_box", estimatedWeight: "2" }])
    expect(api.calls("POST", "/api/simple-shipping/create-label")).toHaveLength(0)
    fireEvent.click(ask.getByRole("button", { name: "Buy label for $24.75" }))
    expect(await screen.findByText("Label Generated")).toBeInTheDocument()
    expect(screen.getByText(`Tracking number: ${trackingFor(1045)}`)).toBeInTheDocument()
    expect(api.calls("POST", "/api/simple-shipping/create-label")).toEqual([{ orderId: 1045, packageType: "large_flat_rate_box", allowUnverifiedPayment: true }])
    const result = within(await screen.findByRole("region", { name: /Label Generated · Order #1045/ }))
    expect(result.getByText("Label price").nextElementSibling).toHaveTextContent("$24.75")
    expect(result.getByRole("link", { name: /Open/ })).toHaveAttribute("href", "http://shop.test/static/shipping-label-order-1045.png")
    expect(result.getByRole("button", { name: "Print" })).toBeInTheDocument()
    expect(result.getByRole("button", { name: "Download" })).toBeInTheDocument()

    // Labels History now has it.
    selectTab(screen.getByRole("tab", { name: "Labels History" }))
    const table = within(await screen.findByRole("table", { name: "Labels" }))
    expect(table.getByText("shipping-label-order-1045.png")).toBeInTheDocument()
    expect(table.getByText(trackingFor(1045))).toBeInTheDocument()
    expect(within(table.getByRole("row", { name: /shipping-label-order-1045\.png/ })).getByText("$24.75")).toBeInTheDocument()
  })

  it("shows 'API Key Error' in red for an invalid key and keeps Create Label disabled", async () => {
    fakeStaffApi({ orders: ORDERS, apiKey: { isValid: false, mode: "test", message: "API Key Error: Shippo refused the API key." } })
    renderApp("/shippo-admin")
    const error = await screen.findByText("API Key Error")
    expect(error.closest("[role=status]")).toHaveAttribute("data-state", "invalid")
    expect(screen.getByText("The Shippo API key is missing or invalid. Labels cannot be created until it is fixed.")).toBeInTheDocument()
    await waitFor(() => expect(ordersGroup().getAllByRole("radio")).toHaveLength(5))
    fireEvent.click(ordersGroup().getByRole("radio", { name: /Order #1046/ }))
    const create = screen.getByRole("button", { name: "Create Label" })
    expect(create).toBeDisabled()
    expect(create).toHaveAccessibleDescription("Labels can be created once the Shippo API key is valid.")
  })

  it("treats a failed key check as 'API Key Error'", async () => {
    fakeStaffApi({ orders: ORDERS, answer: (_m, path) => (path === "/api/simple-shipping/check-api-key" ? new Response("Bad Gateway", { status: 502 }) : undefined) })
    renderApp("/shippo-admin")
    expect(await screen.findByText("API Key Error")).toBeInTheDocument()
    expect(screen.getByText(/could not be checked/)).toBeInTheDocument()
    expect(await screen.findByRole("button", { name: "Create Label" })).toBeDisabled()
  })

  it("lists shipped orders and the labels history, marking viewed labels", async () => {
    fakeStaffApi({
      orders: ORDERS,
      labels: [labelEntry({ orderId: 1042, url: "/static/label-1042.png", trackingNumber: "9400111" })],
    })
    localStorage.setItem("viewedLabels", JSON.stringify(["1042"]))
    renderApp("/shippo-admin")
    selectTab(await screen.findByRole("tab", { name: "Shipped Orders" }))
    const shipped = within(await screen.findByRole("region", { name: "Shipped Orders" }))
    await shipped.findAllByRole("listitem")
    // Shipped is the Ship button's (the contract's shipmentState), not a bought label's status.
    expect(shipped.getAllByRole("listitem").map((li) => li.getAttribute("aria-label"))).toEqual(["Order #1041"])

    selectTab(screen.getByRole("tab", { name: "Labels History" }))
    const row = within(await screen.findByRole("row", { name: /shipping-label-order-1042\.png/ }))
    expect(row.getByText("Viewed")).toBeInTheDocument()
    expect(row.getByRole("link", { name: /Open/ })).toHaveAttribute("href", "/static/label-1042.png")
  })

  it("says when there are no labels yet", async () => {
    fakeStaffApi({ orders: [] })
    renderApp("/shippo-admin")
    expect(await screen.findByText("No paid orders are waiting to be shipped.")).toBeInTheDocument()
    selectTab(screen.getByRole("tab", { name: "Labels History" }))
    expect(await screen.findByText("No labels yet.")).toBeInTheDocument()
  })

  it("does not offer a rejected or fully refunded order for shipping, and a shipped one says Rejected, not 'Payment not verified'", async () => {
    fakeStaffApi({
      orders: [
        order({ id: 1050, paymentStatus: "failed", paymentState: "rejected", paymentConfirmed: true }),
        order({ id: 1051, paymentStatus: "failed", paymentState: "refunded", paymentConfirmed: true }),
        order({ id: 1052, paymentStatus: "pending", paymentConfirmed: true }),
        order({ id: 1053, paymentStatus: "failed", paymentState: "rejected", orderStatus: "shipped", status: "shipped" }),
      ],
    })
    renderApp("/shippo-admin")
    await waitFor(() => expect(ordersGroup().getAllByRole("radio")).toHaveLength(1))
    expect(ordersGroup().getByRole("radio", { name: /Order #1052/ })).toBeInTheDocument()
    selectTab(screen.getByRole("tab", { name: /Shipped/ }))
    const shipped = await screen.findByText(/#1053/)
    const row = shipped.closest("tr, li, label, div")!
    await waitFor(() => expect(row).toHaveTextContent("Rejected"))
    expect(row).not.toHaveTextContent("Payment not verified")
  })

  it("marks self-declared payments 'Payment not verified', and buys a paid order's label after its price, without the payment warning", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/shippo-admin")
    await waitFor(() => expect(ordersGroup().getAllByRole("radio")).toHaveLength(5))
    expect(ordersGroup().getByRole("radio", { name: /Order #1045.*Payment not verified/ })).toBeInTheDocument()
    expect(ordersGroup().getByRole("radio", { name: /Order #1046/ }).closest("label")).not.toHaveTextContent("Payment not verified")
    fireEvent.click(ordersGroup().getByRole("radio", { name: /Order #1046/ }))
    const create = screen.getByRole("button", { name: "Create Label" })
    await waitFor(() => expect(create).toBeEnabled())
    fireEvent.click(create)
    const ask = await confirmLabelPrice("$18.40", "USPS Priority Mail for order #1046: $18.40.")
    expect(ask.queryByText("The payment is not verified yet. Ship anyway?")).not.toBeInTheDocument()
    expect(await screen.findByText("Label Generated")).toBeInTheDocument()
    expect(api.calls("POST", "/api/simple-shipping/create-label")).toEqual([{ orderId: 1046, packageType: "medium_flat_rate_box" }])
  })

  it("refuses the Flat Rate Envelope for the estimated 2 lb parcel without asking the server", async () => {
    const api = fakeStaffApi({ orders: ORDERS })
    renderApp("/shippo-admin")
    await waitFor(() => expect(ordersGroup().getAllByRole("radio")).toHaveLength(5))
    fireEvent.click(ordersGroup().getByRole("radio", { name: /Order #1046/ }))
    fireEvent.click(screen.getByRole("radio", { name: /Flat Rate Envelope/ }))
    const create = screen.getByRole("button", { name: "Create Label" })
    await waitFor(() => expect(create).toBeEnabled())
    fireEvent.click(create)
    await expectRefusedUnasked(screen, "2 lb is over the 1 lb limit of the Flat Rate Envelope.", api, "/api/simple-shipping/create-label")
  })

  it("shows the server's package limit in the screen's words", async () => {
    fakeStaffApi({
      orders: ORDERS,
      answer: answers({
        "POST /api/simple-shipping/create-label": () =>
          Response.json({ success: false, error: "The parcel is over this package's weight limit. Choose a bigger package.", code: "shipping.overPackageLimit" }, { status: 400 }),
      }),
    })
    renderApp("/shippo-admin")
    await waitFor(() => expect(ordersGroup().getAllByRole("radio")).toHaveLength(5))
    fireEvent.click(ordersGroup().getByRole("radio", { name: /Order #1046/ }))
    const create = screen.getByRole("button", { name: "Create Label" })
    await waitFor(() => expect(create).toBeEnabled())
    fireEvent.click(create)
    await confirmLabelPrice("$18.40")
    expect(await screen.findByRole("alert")).toHaveTextContent("The parcel is over this package's weight limit. Choose a bigger package.")
  })

  it("pages and searches 110 pending orders, the Create Label button in a bar that stays in view", async () => {
    const many = Array.from({ length: 110 }, (_, i) => order({ id: 3001 + i, paymentStatus: "paid", customerName: i === 9 ? "Chenda Sok" : `Customer ${i + 1}` }))
    const api = fakeStaffApi({ orders: many })
    renderApp("/shippo-admin")
    await waitFor(() => expect(ordersGroup().getAllByRole("radio")).toHaveLength(20), SLOW)
    expect(ordersGroup().getByText("Page 1 of 6 · 110 orders")).toBeInTheDocument()
    expect(screen.getByTestId("label-action-bar")).toHaveClass("sticky", "bottom-0")
    expect(within(screen.getByTestId("label-action-bar")).getByRole("button", { name: "Create Label" })).toBeInTheDocument()
    fireEvent.click(ordersGroup().getByRole("radio", { name: /Order #3110/ }))
    fireEvent.click(ordersGroup().getByRole("button", { name: "Next page" }))
    await waitFor(() => expect(ordersGroup().getAllByRole("radio")[0]).toHaveAttribute("value", "3090"), SLOW)
    // The chosen order stays chosen on another page.
    expect(screen.getByTestId("label-action-bar")).toHaveTextContent("Selected: order #3110")

    fireEvent.change(screen.getByRole("searchbox", { name: "Search orders" }), { target: { value: "Chenda" } })
    await waitFor(() => expect(ordersGroup().getAllByRole("radio").map((r) => (r as HTMLInputElement).value)).toEqual(["3010"]), SLOW)
    expect(api.fetch.mock.calls.map(([u]) => u)).toContain("/api/shipping/orders?list=pending&page=1&limit=20&search=Chenda")
  })
})
