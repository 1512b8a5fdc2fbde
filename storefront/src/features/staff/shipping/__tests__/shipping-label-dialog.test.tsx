import { afterEach, describe, expect, it, vi } from "vitest"
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react"
import { MemoryRouter } from "react-router-dom"
import { renderApp } from "../../../../test/fake-api"
import { createQueryClient, Providers } from "../../../../app/providers"
import { createI18n } from "../../../../i18n"
import { fakeStaffApi, order, RATES, trackingFor } from "../../__tests__/staff-api"
import { ShippingLabelDialog } from "../components/shipping-label-dialog"
import { confirmLabelPrice } from "./helpers"

afterEach(() => vi.unstubAllGlobals())

// Radix tabs switch on mouse down, as in a browser.
function selectTab(tab: HTMLElement) {
  fireEvent.mouseDown(tab)
  fireEvent.click(tab)
}

async function openShippingTab(id = 1042) {
  renderApp("/admin")
  fireEvent.click(await within(await screen.findByRole("table", { name: "Orders" })).findByRole("button", { name: `Open order #${id}` }))
  const dialog = within(await screen.findByRole("dialog", { name: `Order #${id}` }))
  return dialog
}

const rateRadios = (dialog: ReturnType<typeof within>) => dialog.getAllByRole("radio").filter((r: HTMLElement) => (r as HTMLInputElement).value.startsWith("rate_"))

describe("shipping label dialog", () => {
  it("compares rates, filters by carrier, creates the label and then shows it", async () => {
    const api = fakeStaffApi({ orders: [order({ paymentStatus: "paid" })] })
    const dialog = await openShippingTab()

    // The order actions' Create Shipping Label switches to the tab.
    fireEvent.click(dialog.getByRole("button", { name: "Create Shipping Label" }))
    await waitFor(() => expect(dialog.getByRole("tab", { name: "Shipping Label", selected: true })).toBeInTheDocument())
    await waitFor(() => expect(dialog.getByRole("tab", { name: "Shipping Label" })).toHaveFocus())

    // Step 1: the 8 package types, package_medium chosen and recommended, 2 lb.
    expect(dialog.getByRole("group", { name: "Package type" })).toBeInTheDocument()
    const medium = dialog.getByRole("radio", { name: /Medium Package/ })
    expect(medium).toBeChecked()
    expect(medium.closest("label")).toHaveTextContent("Recommended")
    expect(medium.closest("label")).toHaveTextContent("12 × 10 × 8 in · up to 10 lb")
    for (const name of ["Small Package", "Large Package", "Custom Package", "Small Flat Rate Box", "Medium Flat Rate Box", "Large Flat Rate Box", "Flat Rate Envelope"]) {
      expect(dialog.getByRole("radio", { name: new RegExp(name) })).not.toBeChecked()
    }
    const weight = dialog.getByRole("combobox", { name: "Weight" }) as HTMLSelectElement
    expect(weight.value).toBe("2")
    // The medium package takes up to 10 lb: the spec's weights up to that (issue 26 point 13).
    expect([...weight.options].map((o) => o.textContent)).toEqual(["1 lb", "2 lb", "3 lb", "5 lb", "10 lb"])
    expect(dialog.getByRole("button", { name: "Cancel" })).toBeEnabled()

    fireEvent.change(weight, { target: { value: "3" } })
    fireEvent.click(dialog.getByRole("button", { name: "Compare Carrier Rates" }))
    expect(await dialog.findByRole("heading", { name: "Step 2 of 2: choose a rate" })).toHaveFocus()
    expect(api.calls("POST", "/api/shipping/shippo/get-rates")).toEqual([{ orderId: 1042, packageType: "package_medium", estimatedWeight: "3" }])

    // Step 2: the first carrier in the list (USPS) is the filter.
    const filter = within(dialog.getByRole("group", { name: "Filter by carrier" }))
    expect(filter.getAllByRole("button").map((b) => b.textContent)).toEqual(["USPS", "UPS", "FedEx", "All Carriers"])
    expect(filter.getByRole("button", { name: "USPS" })).toHaveAttribute("aria-pressed", "true")
    expect(rateRadios(dialog)).toHaveLength(3)
    expect(dialog.getByText("Showing 3 of 5 rates")).toBeInTheDocument()
    const priority = dialog.getByRole("radio", { name: /\$10\.40/ }).closest("label")!
    expect(priority).toHaveTextContent("Priority Mail · USPS")
    expect(priority).toHaveTextContent("Estimated 3 business days")
    // BEST VALUE wins over RECOMMENDED on the same rate.
    expect(priority).toHaveTextContent("BEST VALUE")
    expect(priority).not.toHaveTextContent("RECOMMENDED")
    expect(dialog.getByRole("radio", { name: /\$8\.95/ }).closest("label")).toHaveTextContent("CHEAPEST")
    expect(dialog.getByRole("radio", { name: /\$30\.45/ }).closest("label")).toHaveTextContent("FASTEST")

    fireEvent.click(filter.getByRole("button", { name: "All Carriers" }))
    expect(filter.getByRole("button", { name: "All Carriers" })).toHaveAttribute("aria-pressed", "true")
    expect(filter.getByRole("button", { name: "USPS" })).toHaveAttribute("aria-pressed", "false")
    expect(rateRadios(dialog)).toHaveLength(RATES.length)
    const ups = dialog.getByRole("radio", { name: /Ground · UPS/ })
    expect(ups.closest("label")).toHaveTextContent("Sample rate")

    // No rate chosen yet.
    fireEvent.click(dialog.getByRole("button", { name: "Create Shipping Label" }))
    expect(await screen.findByText("Missing Information")).toBeInTheDocument()
    expect(screen.getByText("Please select a shipping rate first")).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toHaveLength(0)

    fireEvent.click(ups)
    fireEvent.click(dialog.getByRole("button", { name: "Create Shipping Label" }))
    // A label costs money: its price is asked first (issue 26 point 7).
    await confirmLabelPrice("$12.85", "UPS Ground for order #1042: $12.85.")
    expect(await screen.findByText("Label Created")).toBeInTheDocument()
    expect(screen.getByText(`Shipping label created with tracking number: ${trackingFor(1042)}`)).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toEqual([{ orderId: 1042, rateId: "rate_ups_ground", packageType: "package_medium" }])

    // Spec point 4: the label dialog reports (the toast) and closes: back on the order's details, which offer View Label and say shipped.
    await waitFor(() => expect(dialog.getByRole("tab", { name: "Order Details", selected: true })).toBeInTheDocument())
    await waitFor(() => expect(dialog.getByRole("link", { name: /View Label/ })).toBeInTheDocument())
    expect(dialog.queryByRole("button", { name: "Create Shipping Label" })).not.toBeInTheDocument()
    expect(dialog.getByText("Shipped")).toBeInTheDocument()
    expect(dialog.getByText(trackingFor(1042))).toBeInTheDocument()

    // The Shipping Label tab now shows the label.
    selectTab(dialog.getByRole("tab", { name: "Shipping Label" }))
    expect(await dialog.findByRole("heading", { name: "Label Already Created" })).toBeInTheDocument()
    expect(dialog.getByText(`A shipping label was already created for this order. Tracking number: ${trackingFor(1042)}`)).toBeInTheDocument()
    expect(dialog.getByRole("link", { name: /View Label/ })).toHaveAttribute("href", "http://shop.test/static/shipping-label-order-1042.png")
    expect(dialog.getByRole("button", { name: "Print" })).toBeInTheDocument()
    expect(dialog.getByRole("button", { name: "Download" })).toBeInTheDocument()
  })

  it("asks its price and 'Ship anyway?' before buying the label of an order whose payment is not verified", async () => {
    const api = fakeStaffApi({ orders: [order({ paymentStatus: "pending" })] })
    const dialog = await openShippingTab()
    selectTab(dialog.getByRole("tab", { name: "Shipping Label" }))
    fireEvent.click(await dialog.findByRole("button", { name: "Compare Carrier Rates" }))
    fireEvent.click(await dialog.findByRole("radio", { name: /\$10\.40/ }))
    fireEvent.click(dialog.getByRole("button", { name: "Create Shipping Label" }))
    const ask = within(await screen.findByRole("alertdialog", { name: "Buy this label?" }))
    expect(ask.getByText("USPS Priority Mail for order #1042: $10.40.")).toBeInTheDocument()
    expect(ask.getByText("The payment is not verified yet. Ship anyway?")).toBeInTheDocument()
    fireEvent.click(ask.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toHaveLength(0)

    fireEvent.click(dialog.getByRole("button", { name: "Create Shipping Label" }))
    await confirmLabelPrice("$10.40")
    expect(await screen.findByText("Label Created")).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/shippo/create-label")).toEqual([
      { orderId: 1042, rateId: "rate_usps_priority", packageType: "package_medium", allowUnverifiedPayment: true },
    ])
  })

  it("opens on 'Label Already Created' for an order with a tracking number", async () => {
    fakeStaffApi({ orders: [order({ trackingNumber: "9400111", shippingLabel: "/static/label-1042.png", status: "shipped" })] })
    const dialog = await openShippingTab()
    expect(dialog.getByRole("link", { name: /View Label/ })).toHaveAttribute("href", "/static/label-1042.png")
    selectTab(dialog.getByRole("tab", { name: "Shipping Label" }))
    expect(await dialog.findByRole("heading", { name: "Label Already Created" })).toBeInTheDocument()
    expect(dialog.getByText(/Tracking number: 9400111/)).toBeInTheDocument()
    expect(dialog.queryByRole("button", { name: "Compare Carrier Rates" })).not.toBeInTheDocument()
  })

  it("goes back to step 1, and Cancel returns to the order details", async () => {
    fakeStaffApi({ orders: [order()] })
    const dialog = await openShippingTab()
    selectTab(dialog.getByRole("tab", { name: "Shipping Label" }))
    fireEvent.click(await dialog.findByRole("radio", { name: /Large Package/ }))
    fireEvent.click(dialog.getByRole("button", { name: "Compare Carrier Rates" }))
    fireEvent.click(await dialog.findByRole("button", { name: "Back" }))
    expect(await dialog.findByRole("heading", { name: "Step 1 of 2: package and weight" })).toHaveFocus()
    // The choice survives the way back.
    expect(dialog.getByRole("radio", { name: /Large Package/ })).toBeChecked()
    fireEvent.click(dialog.getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(dialog.getByRole("tab", { name: "Order Details", selected: true })).toBeInTheDocument())
  })

  it("asks for a custom package's size, and offers each package only the weights of the one table (issue 26 point 13)", async () => {
    const api = fakeStaffApi({ orders: [order()] })
    const dialog = await openShippingTab()
    selectTab(dialog.getByRole("tab", { name: "Shipping Label" }))
    fireEvent.click(await dialog.findByRole("radio", { name: /Custom Package/ }))
    fireEvent.click(dialog.getByRole("button", { name: "Compare Carrier Rates" }))
    expect(await dialog.findByRole("alert")).toHaveTextContent(/Error.*Please enter the length, width and height of the custom package/)
    fireEvent.change(dialog.getByRole("spinbutton", { name: "Length (in)" }), { target: { value: "14" } })
    fireEvent.change(dialog.getByRole("spinbutton", { name: "Width (in)" }), { target: { value: "10" } })
    fireEvent.change(dialog.getByRole("spinbutton", { name: "Height (in)" }), { target: { value: "4.5" } })
    fireEvent.click(dialog.getByRole("button", { name: "Compare Carrier Rates" }))
    await dialog.findByRole("heading", { name: "Step 2 of 2: choose a rate" })
    expect(api.calls("POST", "/api/shipping/shippo/get-rates")).toEqual([
      { orderId: 1042, packageType: "custom_package", estimatedWeight: "2", dimensions: { length: 14, width: 10, height: 4.5 } },
    ])

    fireEvent.click(dialog.getByRole("button", { name: "Back" }))
    const weight = dialog.getByRole("combobox", { name: "Weight" }) as HTMLSelectElement
    fireEvent.click(await dialog.findByRole("radio", { name: /Small Flat Rate Box/ }))
    expect([...weight.options].map((o) => o.value)).toEqual(["1", "2", "3"])
    // The envelope takes 1 lb: the chosen 2 lb becomes 1 lb, nothing heavier is offered.
    fireEvent.click(dialog.getByRole("radio", { name: /Flat Rate Envelope/ }))
    expect([...weight.options].map((o) => o.value)).toEqual(["1"])
    expect(weight.value).toBe("1")
    fireEvent.click(dialog.getByRole("button", { name: "Compare Carrier Rates" }))
    await waitFor(() => expect(api.calls("POST", "/api/shipping/shippo/get-rates")).toHaveLength(2))
    expect(api.calls("POST", "/api/shipping/shippo/get-rates")[1]).toEqual({ orderId: 1042, packageType: "flat_rate_envelope", estimatedWeight: "1" })
  })

  it("says 'Please select a package type.' when none is chosen", async () => {
    const api = fakeStaffApi({ orders: [order()] })
    render(
      <Providers i18n={createI18n("en")} queryClient={createQueryClient()}>
        <MemoryRouter>
          <ShippingLabelDialog order={order()} defaultPackage={null} />
        </MemoryRouter>
      </Providers>
    )
    expect(screen.getAllByRole("radio").filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0)
    fireEvent.click(screen.getByRole("button", { name: "Compare Carrier Rates" }))
    expect(await screen.findByText("Missing Information")).toBeInTheDocument()
    expect(screen.getByText("Please select a package type.")).toBeInTheDocument()
    expect(api.calls("POST", "/api/shipping/shippo/get-rates")).toHaveLength(0)
  })

  it("shows the server's details in an Error alert, or the spec's text without them", async () => {
    let answer: Response | undefined = Response.json(
      { success: false, error: "Failed to get shipping rates.", details: "Shippo: the destination address could not be validated." },
      { status: 502 }
    )
    fakeStaffApi({ orders: [order()], answer: (m, path) => (m === "POST" && path === "/api/shipping/shippo/get-rates" ? answer : undefined) })
    const dialog = await openShippingTab()
    selectTab(dialog.getByRole("tab", { name: "Shipping Label" }))
    fireEvent.click(await dialog.findByRole("button", { name: "Compare Carrier Rates" }))
    const alert = await dialog.findByRole("alert")
    expect(alert).toHaveTextContent("Error")
    expect(alert).toHaveTextContent("Shippo: the destination address could not be validated.")

    answer = Response.json({ success: false, error: "Failed to get shipping rates." }, { status: 504 })
    fireEvent.click(dialog.getByRole("button", { name: "Compare Carrier Rates" }))
    await waitFor(() => expect(dialog.getByRole("alert")).toHaveTextContent("Failed to get shipping rates."))

    answer = Response.json({ success: true, rates: [] })
    fireEvent.click(dialog.getByRole("button", { name: "Compare Carrier Rates" }))
    await waitFor(() => expect(dialog.getByRole("alert")).toHaveTextContent("No shipping rates available for this package and destination."))
    expect(dialog.getByRole("heading", { name: "Step 1 of 2: package and weight" })).toBeInTheDocument()
  })

  it("reports a failed label in the alert and a 'Label Generation Failed' toast, with buttons busy meanwhile", async () => {
    let release: (r: Response) => void = () => {}
    fakeStaffApi({
      orders: [order({ paymentStatus: "paid" })],
      answer: (m, path) =>
        m === "POST" && path === "/api/shipping/shippo/create-label"
          ? (new Promise<Response>((resolve) => (release = resolve)) as unknown as Response)
          : undefined,
    })
    const dialog = await openShippingTab()
    selectTab(dialog.getByRole("tab", { name: "Shipping Label" }))
    fireEvent.click(await dialog.findByRole("button", { name: "Compare Carrier Rates" }))
    fireEvent.click(await dialog.findByRole("radio", { name: /\$10\.40/ }))
    fireEvent.click(dialog.getByRole("button", { name: "Create Shipping Label" }))
    await confirmLabelPrice("$10.40")
    expect(await dialog.findByRole("button", { name: "Creating label…" })).toBeDisabled()
    expect(dialog.getByRole("button", { name: "Back" })).toBeDisabled()
    release(Response.json({ success: false, error: "Failed to create shipping label.", details: "Shippo: insufficient postage balance." }, { status: 502 }))
    expect(await dialog.findByRole("alert")).toHaveTextContent("Shippo: insufficient postage balance.")
    expect(await screen.findByText("Label Generation Failed")).toBeInTheDocument()
    expect(screen.getByText("Failed to create shipping label.")).toBeInTheDocument()
    expect(dialog.getByRole("button", { name: "Create Shipping Label" })).toBeEnabled()
  })
})
