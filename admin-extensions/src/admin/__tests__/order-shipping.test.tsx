import type { AdminOrder } from "@medusajs/framework/types"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it, vi } from "vitest"
import { fakeShop, orderLabel, rate, shippingError, shopOrder } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import OrderShippingWidget, { config } from "../widgets/order-shipping"

const medusaOrder = (over: Partial<AdminOrder> = {}) => ({ id: "order_01", fulfillments: [], ...over }) as AdminOrder

const RATES = [
  rate({ id: "rate_usps_ground", service: "Ground Advantage", amount: "7.10", estimated_days: 5, attributes: ["CHEAPEST"] }),
  rate({ id: "rate_usps_priority", service: "Priority Mail", amount: "9.85", estimated_days: 2, isBestValue: true }),
  rate({ id: "rate_ups_ground", provider: "UPS", service: "Ground", amount: "12.40", estimated_days: 3, sample: true }),
]

const section = () => screen.findByRole("region", { name: "Shipping label" })

/**
 * Create Shipping Label → the confirmation (titled `title`) saying `says` → Cancel: no label is bought;
 * then Create Shipping Label again → `answer`.
 */
async function cancelThenCreateLabel(shop: ReturnType<typeof fakeShop>, says: string, answer: string, title?: string) {
  fireEvent.click(screen.getByRole("button", { name: "Create Shipping Label" }))
  const ask = await screen.findByRole("alertdialog", title ? { name: title } : {})
  expect(ask).toHaveTextContent(says)
  fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }))
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
  expect(shop.requests("POST", "/shipping/orders/order_01/label")).toHaveLength(0)

  fireEvent.click(screen.getByRole("button", { name: "Create Shipping Label" }))
  fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: answer }))
}

/** A label costs money: 'Buy this label?' names its price first (issue 26 point 7); confirming buys it. */
async function confirmPrice(price: string, says?: string) {
  const ask = await screen.findByRole("alertdialog", { name: "Buy this label?" })
  if (says) expect(ask).toHaveTextContent(says)
  fireEvent.click(within(ask).getByRole("button", { name: `Buy label for ${price}` }))
  await waitFor(() => expect(screen.queryByRole("alertdialog", { name: "Buy this label?" })).not.toBeInTheDocument())
}

const compareRatesDone = () => screen.findByRole("heading", { name: "Step 2 of 2: choose a rate" })

async function compareRates() {
  fireEvent.click(within(await section()).getByRole("button", { name: "Compare Carrier Rates" }))
  return screen.findByRole("heading", { name: "Step 2 of 2: choose a rate" })
}

describe("order page: shipping label", () => {
  it("sits below Medusa's order details and shows the Shippo mode", async () => {
    expect(config.zone).toBe("order.details.after")
    fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })] })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    const region = await section()
    expect(await within(region).findByText("Sandbox")).toBeInTheDocument()
    expect(await within(region).findByRole("heading", { name: "Step 1 of 2: package and weight" })).toBeInTheDocument()
    expect(within(region).getByRole("radio", { name: /Medium Package/ })).toBeChecked()
  })

  it("Compare Carrier Rates asks for the chosen package and weight and lists the first carrier's rates with badges", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], rates: RATES })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    await screen.findByRole("heading", { name: "Step 1 of 2: package and weight" })
    await compareRates()

    expect(shop.requests("POST", "/shipping/orders/order_01/rates").map((c) => c.body)).toEqual([
      { packageType: "package_medium", estimatedWeight: "2" },
    ])
    const rates = screen.getByRole("radiogroup", { name: "Shipping rates" })
    expect(within(rates).getAllByRole("radio")).toHaveLength(2)
    expect(within(rates).getByRole("radio", { name: /Priority Mail · USPS/ }).closest("label")).toHaveTextContent(/\$9\.85.*BEST VALUE/)
    expect(within(rates).getByRole("radio", { name: /Ground Advantage · USPS/ }).closest("label")).toHaveTextContent("CHEAPEST")
    expect(screen.getByText("Showing 2 of 3 rates")).toBeInTheDocument()

    fireEvent.click(screen.getByRole("button", { name: "UPS" }))
    expect(within(rates).getByRole("radio", { name: /Ground · UPS/ }).closest("label")).toHaveTextContent("Sample rate")
    fireEvent.click(screen.getByRole("button", { name: "All Carriers" }))
    expect(within(rates).getAllByRole("radio")).toHaveLength(3)
  })

  it("names the label's price before buying it, then shows its tracking number and what it cost", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], rates: RATES })
    const { queryClient } = renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    queryClient.setQueryData(["orders", "detail", "order_01"], { order: { id: "order_01" } })
    await screen.findByRole("heading", { name: "Step 1 of 2: package and weight" })
    await compareRates()

    fireEvent.click(screen.getByRole("radio", { name: /Priority Mail · USPS/ }))
    fireEvent.click(screen.getByRole("button", { name: "Create Shipping Label" }))
    await confirmPrice("$9.85", "USPS Priority Mail for order #1042: $9.85.")

    expect(await screen.findByText("Shipping label created with tracking number: 9400111899223197428490")).toBeInTheDocument()
    expect(shop.requests("POST", "/shipping/orders/order_01/label").map((c) => c.body)).toEqual([
      { rateId: "rate_usps_priority", packageType: "package_medium", provider: "USPS" },
    ])
    const done = await screen.findByRole("region", { name: /Label Already Created/ })
    expect(within(done).getByText("9400111899223197428490")).toBeInTheDocument()
    expect(within(done).getByText("USPS Priority Mail")).toBeInTheDocument()
    expect(within(done).getByText("$9.85")).toBeInTheDocument()
    expect(queryClient.getQueryState(["orders", "detail", "order_01"])?.isInvalidated).toBe(true)
  })

  it("asks for a rate before buying", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], rates: RATES })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    await screen.findByRole("heading", { name: "Step 1 of 2: package and weight" })
    await compareRates()
    fireEvent.click(screen.getByRole("button", { name: "Create Shipping Label" }))
    expect(await screen.findByText("Please select a shipping rate first")).toBeInTheDocument()
    expect(shop.requests("POST", "/shipping/orders/order_01/label")).toHaveLength(0)
  })

  it("in Shippo's live mode asks before buying, and buys nothing on Cancel", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], rates: RATES, shippo: { isValid: true, mode: "live", message: "Live mode: labels are charged." } })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    expect(await within(await section()).findByText("Live")).toBeInTheDocument()
    await compareRates()
    fireEvent.click(screen.getByRole("radio", { name: /Priority Mail · USPS/ }))

    await cancelThenCreateLabel(shop, "Shippo is in live mode: $9.85 for USPS Priority Mail is charged to the shop's Shippo account.", "Buy label for $9.85", "Buy this label?")
    expect(await screen.findByRole("region", { name: /Label Already Created/ })).toBeInTheDocument()
    expect(shop.requests("POST", "/shipping/orders/order_01/label")).toHaveLength(1)
  })

  it("offers each package only the weights of the one table: the envelope 1 lb (issue 26 point 13)", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], rates: RATES })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    fireEvent.click(await screen.findByRole("radio", { name: /Flat Rate Envelope/ }))
    fireEvent.click(screen.getByRole("button", { name: "Compare Carrier Rates" }))
    await compareRatesDone()
    expect(shop.requests("POST", "/shipping/orders/order_01/rates").map((c) => c.body)).toEqual([{ packageType: "flat_rate_envelope", estimatedWeight: "1" }])
  })

  it("sends a custom package's size, and asks for it when it is missing", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], rates: RATES })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    fireEvent.click(await screen.findByRole("radio", { name: /Custom Package/ }))
    fireEvent.click(screen.getByRole("button", { name: "Compare Carrier Rates" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(/Please enter the length, width and height/)

    fireEvent.change(screen.getByLabelText("Length (in)"), { target: { value: "10" } })
    fireEvent.change(screen.getByLabelText("Width (in)"), { target: { value: "8" } })
    fireEvent.change(screen.getByLabelText("Height (in)"), { target: { value: "4.5" } })
    await compareRates()
    expect(shop.requests("POST", "/shipping/orders/order_01/rates").map((c) => c.body)).toEqual([
      { packageType: "custom_package", estimatedWeight: "2", dimensions: { length: 10, width: 8, height: 4.5 } },
    ])
  })

  it("shows Shippo's words when the rates cannot be had, and when there are none", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], rates: [] })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    await screen.findByRole("heading", { name: "Step 1 of 2: package and weight" })
    fireEvent.click(screen.getByRole("button", { name: "Compare Carrier Rates" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("No shipping rates available for this package and destination.")

    shop.on("POST", "/shipping/orders/:id/rates", () => shippingError(504, "Failed to get shipping rates.", "Shippo did not answer in time."))
    fireEvent.click(screen.getByRole("button", { name: "Compare Carrier Rates" }))
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent("Failed to get shipping rates. Shippo did not answer in time."))
  })

  it("when someone else bought the label meanwhile, says so and shows that label", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], rates: RATES })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    await screen.findByRole("heading", { name: "Step 1 of 2: package and weight" })
    await compareRates()
    fireEvent.click(screen.getByRole("radio", { name: /Priority Mail · USPS/ }))
    shop.state.labels.order_01 = orderLabel({ trackingNumber: "1Z999AA10123456784", carrier: "UPS", service: "Ground" })

    fireEvent.click(screen.getByRole("button", { name: "Create Shipping Label" }))
    await confirmPrice("$9.85")
    const done = await screen.findByRole("region", { name: /Label Already Created/ })
    expect(within(done).getByText("1Z999AA10123456784")).toBeInTheDocument()
  })

  it("an order with a label shows it, Medusa's fulfillment state, and downloads shipping-label-order-{id}.png", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], labels: { order_01: orderLabel({ fulfillmentId: "ful_1", sample: true }) } })
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    renderInAdmin(<OrderShippingWidget data={medusaOrder({ fulfillments: [{ id: "ful_1", shipped_at: null }] as AdminOrder["fulfillments"] })} />)

    const done = await screen.findByRole("region", { name: /Label Already Created/ })
    expect(within(done).getByText("9400111899223197428490")).toBeInTheDocument()
    expect(within(done).getByText("Medium Package (12 × 10 × 8 in)")).toBeInTheDocument()
    expect(within(done).getByText("Awaiting shipment")).toBeInTheDocument()
    expect(within(done).getByText("Sample label (sandbox mode): not for shipping.")).toBeInTheDocument()
    expect(screen.queryByRole("button", { name: "Compare Carrier Rates" })).not.toBeInTheDocument()

    fireEvent.click(within(done).getByRole("button", { name: "Download" }))
    await waitFor(() => expect(downloads).toEqual(["shipping-label-order-1042.png"]))
    expect(shop.requests("GET", "/shipping/orders/order_01/label-file")).toHaveLength(1)
  })

  it("Mark shipped ships the order and then says Shipped", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "paid" })], labels: { order_01: orderLabel() } })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    fireEvent.click(await screen.findByRole("button", { name: "Mark shipped · Order #1042" }))
    expect(await screen.findByText("Order #1042 is marked as shipped.")).toBeInTheDocument()
    expect(shop.requests("POST", "/shipping/orders/order_01/ship")).toHaveLength(1)
    expect(await within(await section()).findByText("Shipped")).toBeInTheDocument()
  })

  it("asks 'The payment is not verified yet. Ship anyway?' before buying a label or marking shipped, and buys nothing on Cancel", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "pending" })], rates: RATES })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    fireEvent.click(await screen.findByRole("button", { name: "Compare Carrier Rates" }))
    fireEvent.click((await screen.findAllByRole("radio", { name: /\$/ }))[0])
    // The price first, then the payment question; Cancel there buys nothing.
    fireEvent.click(screen.getByRole("button", { name: "Create Shipping Label" }))
    await confirmPrice("$7.10")
    const unverified = await screen.findByRole("alertdialog")
    expect(unverified).toHaveTextContent("The payment is not verified yet. Ship anyway?")
    fireEvent.click(within(unverified).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    expect(shop.requests("POST", "/shipping/orders/order_01/label")).toHaveLength(0)
    fireEvent.click(screen.getByRole("button", { name: "Create Shipping Label" }))
    await confirmPrice("$7.10")
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Ship anyway" }))
    await waitFor(() => expect(shop.requests("POST", "/shipping/orders/order_01/label")).toHaveLength(1))
    expect(shop.requests("POST", "/shipping/orders/order_01/label")[0].body).toMatchObject({ allowUnverifiedPayment: true })

    fireEvent.click(await screen.findByRole("button", { name: "Mark shipped · Order #1042" }))
    const ask = await screen.findByRole("alertdialog")
    fireEvent.click(within(ask).getByRole("button", { name: "Ship anyway" }))
    expect(await screen.findByText("Order #1042 is marked as shipped.")).toBeInTheDocument()
    expect(shop.requests("POST", "/shipping/orders/order_01/ship").map((r) => r.body)).toEqual([{ allowUnverifiedPayment: true }])
  })

  it("treats a card sandbox payment as no payment: Mark shipped asks first, saying no real money was charged", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid", paymentSandbox: true })], rates: RATES })
    renderInAdmin(<OrderShippingWidget data={medusaOrder()} />)
    fireEvent.click(await screen.findByRole("button", { name: "Mark shipped · Order #1042" }))
    const ask = await screen.findByRole("alertdialog")
    expect(ask).toHaveTextContent("no real money was charged. Ship it anyway (a test)?")
    fireEvent.click(within(ask).getByRole("button", { name: "Cancel" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    expect(shop.requests("POST", "/shipping/orders/order_01/ship")).toHaveLength(0)
  })

  it("shows nothing for an order that did not come through the shop", async () => {
    const shop = fakeShop()
    const { zone } = renderInAdmin(<OrderShippingWidget data={medusaOrder({ id: "order_draft" })} />)
    await waitFor(() => expect(shop.requests("GET", "/shipping/orders/order_draft")).toHaveLength(1))
    await waitFor(() => expect(zone).toBeEmptyDOMElement())
  })
})
