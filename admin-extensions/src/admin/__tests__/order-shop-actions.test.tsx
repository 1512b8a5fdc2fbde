import type { AdminOrder } from "@medusajs/framework/types"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { fakeShop, shopOrder } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import OrderShopActions, { config } from "../widgets/order-shop-actions"

const medusaOrder = (id = "order_01") => ({ id }) as AdminOrder
const actions = () => screen.findByRole("region", { name: "Order actions" })

describe("order page: Cancel order and Archive", () => {
  it("Cancel order asks first (the order, the money, the e-mail), sends the reason, and is then refused as cancelled", async () => {
    expect(config.zone).toBe("order.details.side.after")
    const shop = fakeShop({ orders: [shopOrder({ paymentMethod: "venmo", paymentStatus: "paid", totalAmount: 39.98 })] })
    renderInAdmin(<OrderShopActions data={medusaOrder()} />)
    const region = await actions()
    fireEvent.click(within(region).getByRole("button", { name: "Cancel order" }))
    const prompt = within(await screen.findByRole("alertdialog", { name: "Cancel order #1042?" }))
    expect(
      prompt.getByText(
        "Medusa will record a refund of $39.98; no money moves. Send $39.98 back to the customer yourself with Venmo. The customer gets an e-mail that the order was cancelled, with your reason."
      )
    ).toBeInTheDocument()
    fireEvent.change(prompt.getByRole("textbox", { name: "Reason (optional)" }), { target: { value: " Sold out " } })
    fireEvent.click(prompt.getByRole("button", { name: "Cancel order" }))
    await waitFor(() => expect(shop.requests("POST", "/orders/order_01/cancel").map((c) => c.body)).toEqual([{ reason: "Sold out" }]))
    await waitFor(async () => expect(within(await actions()).getByRole("button", { name: "Cancel order" })).toBeDisabled())
    expect(within(await actions()).getByRole("button", { name: "Cancel order" })).toHaveAccessibleDescription("This order is already cancelled.")
  })

  it("Keep the order sends nothing; a shipped order cannot be cancelled; not a shop order: nothing shown", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentStatus: "pending" })] })
    const first = renderInAdmin(<OrderShopActions data={medusaOrder()} />)
    fireEvent.click(within(await actions()).getByRole("button", { name: "Cancel order" }))
    const prompt = within(await screen.findByRole("alertdialog"))
    expect(prompt.getByText(/No payment was received, so nothing is refunded\./)).toBeInTheDocument()
    fireEvent.click(prompt.getByRole("button", { name: "Keep the order" }))
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument())
    expect(shop.requests("POST", "/orders/order_01/cancel")).toEqual([])
    first.unmount()

    fakeShop({ orders: [shopOrder({ orderStatus: "shipped" })] })
    const second = renderInAdmin(<OrderShopActions data={medusaOrder()} />)
    const button = within(await actions()).getByRole("button", { name: "Cancel order" })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription("A shipped order cannot be cancelled.")
    second.unmount()

    const none = fakeShop({ orders: [] })
    renderInAdmin(<OrderShopActions data={medusaOrder("order_other")} />)
    await waitFor(() => expect(none.requests("GET", "/orders/order_other")).toHaveLength(1))
    expect(screen.queryByRole("region", { name: "Order actions" })).not.toBeInTheDocument()
  })

  it("Archive asks first and archives the order (it is then under Archived orders); in Khmer too", async () => {
    const shop = fakeShop({ orders: [shopOrder()] })
    renderInAdmin(<OrderShopActions data={medusaOrder()} />, { lang: "km" })
    const region = await screen.findByRole("region", { name: "សកម្មភាពការបញ្ជាទិញ" })
    fireEvent.click(within(region).getByRole("button", { name: "ដាក់ការបញ្ជាទិញ #1042 ក្នុងបណ្ណសារ" }))
    const prompt = within(await screen.findByRole("alertdialog", { name: "ដាក់ការបញ្ជាទិញ #1042 ក្នុងបណ្ណសារឬ?" }))
    fireEvent.click(prompt.getByRole("button", { name: "ដាក់ក្នុងបណ្ណសារ" }))
    await waitFor(() => expect(shop.requests("POST", "/orders/order_01/archive")).toHaveLength(1))
    await waitFor(() => expect(shop.state.archived.map((o) => o.id)).toEqual([1042]))
    expect(shop.state.orders).toEqual([])
  })
})

describe("order page: Packing slip and Invoice", () => {
  it("open the order's PDFs in a new tab, in the admin's language", async () => {
    fakeShop({ orders: [shopOrder()] })
    const en = renderInAdmin(<OrderShopActions data={medusaOrder()} />)
    const slip = within(await actions()).getByRole("link", { name: "Packing slip of order #1042 (opens in a new tab)" })
    expect(slip.getAttribute("href")).toMatch(/\/admin\/shop\/orders\/order_01\/packing-slip\.pdf$/)
    expect(slip).toHaveAttribute("target", "_blank")
    expect(within(await actions()).getByRole("link", { name: /^Invoice of order #1042/ }).getAttribute("href")).toMatch(/\/admin\/shop\/orders\/order_01\/invoice\.pdf$/)
    en.unmount()

    fakeShop({ orders: [shopOrder()] })
    renderInAdmin(<OrderShopActions data={medusaOrder()} />, { lang: "km" })
    const region = await screen.findByRole("region", { name: "សកម្មភាពការបញ្ជាទិញ" })
    const invoice = within(region).getByRole("link", { name: "វិក្កយបត្រនៃការបញ្ជាទិញ #1042 (បើកក្នុងផ្ទាំងថ្មី)" })
    expect(invoice.getAttribute("href")).toMatch(/\/admin\/shop\/orders\/order_01\/invoice\.pdf\?lang=km$/)
    expect(invoice).toHaveTextContent("វិក្កយបត្រ")
  })
})
