import type { AdminOrder } from "@medusajs/framework/types"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { undoVerificationCancelled } from "@shop/staff/testing"
import { fakeShop, medusaError, shopOrder } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import OrderShopPanel, { config } from "../widgets/order-shop-panel"

const medusaOrder = (id = "order_01") => ({ id }) as AdminOrder

const panel = () => screen.findByRole("region", { name: "Shop payment verification" })
/** A row of the panel (its label and value). */
const row = (region: HTMLElement, label: string) => within(region).getByText(label).parentElement!

describe("order page: shop payment verification", () => {
  it("beside Medusa's order details, shows the shop order's method, the shopper's confirmation and the payment status", async () => {
    expect(config.zone).toBe("order.details.side.before")
    fakeShop({ orders: [shopOrder({ paymentMethod: "zelle", paymentConfirmed: true, paymentStatus: "pending", notes: "Leave at the door" })] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)

    const region = await panel()
    expect(within(region).getByText("Shop order #1042")).toBeInTheDocument()
    expect(row(region, "Method")).toHaveTextContent("Zelle")
    expect(row(region, "Customer says they paid")).toHaveTextContent("Yes, self-declared: check the money arrived")
    expect(row(region, "Payment status")).toHaveTextContent("Customer says paid")
    expect(within(region).getByText("Leave at the door")).toBeInTheDocument()
    expect(within(region).getByRole("button", { name: "Verify Payment" })).toBeEnabled()
    expect(within(region).getByRole("button", { name: "Mark Pending" })).toBeDisabled()
  })

  it("calls a card payment 'Card'", async () => {
    fakeShop({ orders: [shopOrder({ paymentMethod: "card", paymentStatus: "paid" })] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    const region = await panel()
    expect(row(region, "Method")).toHaveTextContent("Card")
    expect(row(region, "Payment status")).toHaveTextContent("Paid")
    expect(within(region).getByRole("button", { name: "Verify Payment" })).toBeDisabled()
  })

  it("marks a card order paid in the card sandbox as a test payment, in English and Khmer", async () => {
    fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid", paymentSandbox: true })] })
    const en = renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    let region = await panel()
    expect(row(region, "Payment status")).toHaveTextContent("Test payment")
    expect(within(region).getByText(/no real money was charged/)).toBeInTheDocument()
    en.unmount()

    fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid", paymentSandbox: true })] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />, { lang: "km" })
    region = await screen.findByRole("region", { name: "ការផ្ទៀងផ្ទាត់ការបង់ប្រាក់របស់ហាង" })
    expect(region).toHaveTextContent("ការបង់ប្រាក់សាកល្បង")
    expect(region).not.toHaveTextContent("Test payment")
  })

  it("marks it from Medusa's order metadata too (payment_sandbox), and not a real card payment", async () => {
    fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid" })] })
    const real = renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    expect(row(await panel(), "Payment status")).not.toHaveTextContent("Test payment")
    real.unmount()
    fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid" })] })
    renderInAdmin(<OrderShopPanel data={{ id: "order_01", metadata: { payment_sandbox: true } } as unknown as AdminOrder} />)
    expect(row(await panel(), "Payment status")).toHaveTextContent("Test payment")
  })

  it("Verify Payment posts paymentStatus paid, then shows Paid and refreshes Medusa's order", async () => {
    const shop = fakeShop({ orders: [shopOrder()] })
    const { queryClient } = renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    queryClient.setQueryData(["orders", "detail", "order_01"], { order: { id: "order_01" } })

    fireEvent.click(within(await panel()).getByRole("button", { name: "Verify Payment" }))
    // Asks first: the order, the amount and method, the e-mail that will go and to whom.
    const ask = within(await screen.findByRole("alertdialog"))
    expect(ask.getByText("Verify the payment for order #1042?")).toBeInTheDocument()
    expect(ask.getByText("Confirm that $38.50 arrived with Zelle. Medusa captures the payment. sophea@example.com gets the e-mail “Payment confirmed”.")).toBeInTheDocument()
    expect(shop.requests("POST", "/orders/order_01/payment")).toEqual([])
    fireEvent.click(ask.getByRole("button", { name: "Verify Payment" }))

    expect(await screen.findByText("Payment status updated")).toBeInTheDocument()
    expect(shop.requests("POST", "/orders/order_01/payment").map((c) => c.body)).toEqual([{ paymentStatus: "paid" }])
    const region = await panel()
    expect(row(region, "Payment status")).toHaveTextContent("Paid")
    expect(within(region).getByRole("button", { name: "Verify Payment" })).toBeDisabled()
    expect(within(region).getByText(/The money is captured/)).toBeInTheDocument()
    expect(queryClient.getQueryState(["orders", "detail", "order_01"])?.isInvalidated).toBe(true)
  })

  it("Reject Payment posts paymentStatus failed", async () => {
    const shop = fakeShop({ orders: [shopOrder()] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    fireEvent.click(within(await panel()).getByRole("button", { name: "Reject Payment" }))
    const ask = within(await screen.findByRole("alertdialog"))
    expect(ask.getByText("Reject the payment for order #1042?")).toBeInTheDocument()
    expect(ask.getByText(/sophea@example\.com gets the e-mail “Payment problem”\.$/)).toBeInTheDocument()
    fireEvent.change(ask.getByLabelText(/^Reason \(optional\)/), { target: { value: "No Zelle payment with the memo" } })
    fireEvent.click(ask.getByRole("button", { name: "Reject Payment" }))
    await waitFor(() =>
      expect(shop.requests("POST", "/orders/order_01/payment").map((c) => c.body)).toEqual([{ paymentStatus: "failed", reason: "No Zelle payment with the memo" }])
    )
    await waitFor(async () => expect(row(await panel(), "Payment status")).toHaveTextContent("Rejected"))
  })

  it("shows the server's reason when the change is refused", async () => {
    const shop = fakeShop({ orders: [shopOrder()] })
    shop.on("POST", "/orders/:id/payment", () => medusaError(409, "The payment provider did not authorize this payment."))
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    fireEvent.click(within(await panel()).getByRole("button", { name: "Verify Payment" }))
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Verify Payment" }))
    expect(await screen.findByText("Failed to update payment status: The payment provider did not authorize this payment.")).toBeInTheDocument()
    expect(row(await panel(), "Payment status")).toHaveTextContent("Customer says paid")
  })

  it("undoing a verified manual payment asks first: the capture is taken back, nothing refunded, the correction e-mail; Cancel sends nothing", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentMethod: "venmo", paymentStatus: "paid", totalAmount: 39.98 })] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    const region = await panel()
    expect(within(region).getByRole("button", { name: "Verify Payment" })).toBeDisabled()
    fireEvent.click(within(region).getByRole("button", { name: "Mark Pending" }))
    await undoVerificationCancelled(within(await screen.findByRole("alertdialog")), { order: 1042, amount: "$39.98", email: "sophea@example.com" })
    expect(shop.requests("POST", "/orders/order_01/payment")).toEqual([])

    fireEvent.click(within(region).getByRole("button", { name: "Reject Payment" }))
    const reject = within(await screen.findByRole("alertdialog"))
    expect(reject.getByText(/^The capture of \$39\.98 is taken back in Medusa as if it never happened \(no money moved, nothing is refunded\)/)).toBeInTheDocument()
    fireEvent.click(reject.getByRole("button", { name: "Reject Payment" }))
    await waitFor(() => expect(shop.requests("POST", "/orders/order_01/payment").map((c) => c.body)).toEqual([{ paymentStatus: "failed" }]))
    await waitFor(async () => expect(row(await panel(), "Payment status")).toHaveTextContent("Rejected"))
  })

  it("a charged card: Reject names the Stripe refund of what the shopper paid, Mark Pending is off; once rejected nothing is on", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid", totalAmount: 41.18 })] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    const region = await panel()
    expect(within(region).getByRole("button", { name: "Mark Pending" })).toBeDisabled()
    expect(within(region).getByText(/Reject Payment refunds it through Stripe/)).toBeInTheDocument()
    fireEvent.click(within(region).getByRole("button", { name: "Reject Payment" }))
    const prompt = within(await screen.findByRole("alertdialog"))
    expect(prompt.getByText("Refund the card?")).toBeInTheDocument()
    expect(prompt.getByText(/^Refund \$41\.18 to the customer's card through Stripe and mark the payment rejected\?/)).toBeInTheDocument()
    fireEvent.click(prompt.getByRole("button", { name: "Refund and reject" }))
    await waitFor(() => expect(shop.requests("POST", "/orders/order_01/payment").map((c) => c.body)).toEqual([{ paymentStatus: "failed" }]))
    await waitFor(async () => expect(row(await panel(), "Payment status")).toHaveTextContent("Rejected"))
    for (const name of ["Verify Payment", "Mark Pending", "Reject Payment"]) {
      expect(within(await panel()).getByRole("button", { name })).toBeDisabled()
    }
  })

  it("asks in Khmer when the admin is in Khmer", async () => {
    fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid", totalAmount: 41.18 })] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />, { lang: "km" })
    fireEvent.click(await screen.findByRole("button", { name: "បដិសេធការបង់ប្រាក់" }))
    const prompt = within(await screen.findByRole("alertdialog"))
    expect(prompt.getByText(/^សងប្រាក់ \$41\.18 ចូលកាតរបស់អតិថិជនវិញតាមរយៈ Stripe ហើយសម្គាល់ការបង់ប្រាក់ថាបានបដិសេធ\? sophea@example\.com នឹងទទួលបានអ៊ីមែល «បញ្ហាការបង់ប្រាក់»។$/)).toBeInTheDocument()
    // The prompt is portalled out of the rendered tree: answered, so it does not stay for the next test file.
    fireEvent.click(prompt.getByRole("button", { name: "បោះបង់" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
  })

  it("keeps the payment buttons off while the order is still being placed", async () => {
    fakeShop({ orders: [shopOrder({ placement: "placing" })] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    const region = await panel()
    for (const name of ["Verify Payment", "Mark Pending", "Reject Payment"]) {
      expect(within(region).getByRole("button", { name })).toBeDisabled()
    }
    expect(within(region).getByText("Being placed")).toBeInTheDocument()
    expect(within(region).getByText(/still being placed/)).toBeInTheDocument()
  })

  it("marks a new order seen once when it is opened", async () => {
    const shop = fakeShop({ orders: [shopOrder({ seen: false })] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    const region = await panel()
    await waitFor(() => expect(within(region).getByText("Seen")).toBeInTheDocument())
    expect(shop.requests("POST", "/orders/order_01/seen")).toHaveLength(1)
  })

  it("changes the shop status from the select", async () => {
    const shop = fakeShop({ orders: [shopOrder()] })
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    const trigger = within(await panel()).getByRole("combobox", { name: "Shop status" })
    fireEvent.keyDown(trigger, { key: "Enter" })
    const listbox = await screen.findByRole("listbox")
    expect(within(listbox).getByRole("option", { name: "Completed" })).toHaveAttribute("aria-disabled", "true")
    fireEvent.click(within(listbox).getByRole("option", { name: "Processing" }))
    await waitFor(() => expect(shop.requests("POST", "/orders/order_01/status").map((c) => c.body)).toEqual([{ status: "processing" }]))
    expect(await screen.findByText("Order status updated")).toBeInTheDocument()
  })

  it("shows nothing for an order that did not come through the shop", async () => {
    const shop = fakeShop()
    const { zone } = renderInAdmin(<OrderShopPanel data={medusaOrder("order_draft")} />)
    await waitFor(() => expect(shop.requests("GET", "/orders/order_draft")).toHaveLength(1))
    await waitFor(() => expect(screen.queryByText("Loading…")).not.toBeInTheDocument())
    expect(zone).toBeEmptyDOMElement()
  })

  it("offers Try again when the shop cannot be reached", async () => {
    const shop = fakeShop({ orders: [shopOrder()] })
    let failing = true
    shop.on("GET", "/orders/:id", ({ params }) =>
      failing ? medusaError(403, "Only the shop's admins may do this.", "not_allowed") : Response.json({ order: shopOrder({ medusaOrderId: params.id }) })
    )
    renderInAdmin(<OrderShopPanel data={medusaOrder()} />)
    expect(await screen.findByText("Could not load this: Only the shop's admins may do this.")).toBeInTheDocument()
    failing = false
    fireEvent.click(screen.getByRole("button", { name: "Try again" }))
    expect(await panel()).toBeInTheDocument()
  })
})

describe("order page: the shop's amounts beside Medusa's (issue 26 point 5)", () => {
  it("shows a card order's subtotal, delivery, card fee and total as the shop charged them, beside Medusa's item subtotal (fee included)", async () => {
    const { default: OrderShopAmounts, config: amountsConfig } = await import("../widgets/order-shop-amounts")
    expect(amountsConfig.zone).toBe("order.details.side.after")
    fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", subtotal: 29.98, deliveryFee: 10, processingFee: 1.2, totalAmount: 41.18 })] })
    const medusa = {
      id: "order_01",
      item_subtotal: 31.18,
      shipping_subtotal: 10,
      total: 41.18,
      items: [
        { unit_price: 14.99, quantity: 2, metadata: null },
        { unit_price: 1.2, quantity: 1, metadata: { shop_line: "card_processing_fee" } },
      ],
    } as unknown as AdminOrder
    renderInAdmin(<OrderShopAmounts data={medusa} />)
    const region = await screen.findByRole("region", { name: "The shop's amounts" })
    const cells = (label: string) => within(within(region).getByRole("rowheader", { name: label }).closest("tr")!).getAllByRole("cell").map((c) => c.textContent)
    expect(cells("Subtotal")).toEqual(["$29.98", "$31.18"])
    expect(cells("Delivery")).toEqual(["$10.00", "$10.00"])
    expect(cells("Card fee")).toEqual(["$1.20", "$1.20"])
    expect(cells("Total")).toEqual(["$41.18", "$41.18"])
    expect(within(region).getByText(/its item subtotal is the shop's subtotal plus the card fee/)).toBeInTheDocument()
  })

  it("compares the shop's total with what Medusa charged, not with what is left after a refund or a cancel (Medusa's credit lines)", async () => {
    const { default: OrderShopAmounts } = await import("../widgets/order-shop-amounts")
    fakeShop({ orders: [shopOrder({ subtotal: 29.98, deliveryFee: 10, processingFee: 0, totalAmount: 39.98 })] })
    // A verified Zelle order refunded in full in Medusa's admin: Medusa's total is 0, its credit lines 39.98.
    const medusa = { id: "order_01", item_subtotal: 29.98, shipping_subtotal: 10, total: 0, credit_line_total: 39.98, items: [{ unit_price: 14.99, quantity: 2, metadata: null }] } as unknown as AdminOrder
    renderInAdmin(<OrderShopAmounts data={medusa} />)
    const region = await screen.findByRole("region", { name: "The shop's amounts" })
    const total = within(within(region).getByRole("rowheader", { name: "Total" }).closest("tr")!).getAllByRole("cell").map((c) => c.textContent)
    expect(total).toEqual(["$39.98", "$39.98"])
  })
})
