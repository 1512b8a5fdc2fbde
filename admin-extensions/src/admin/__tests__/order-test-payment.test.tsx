import type { AdminOrder } from "@medusajs/framework/types"
import { screen, waitFor } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { fakeShop, shopOrder } from "../test/fake-shop"
import { renderInAdmin } from "../test/render"
import OrderTestPaymentWidget, { config } from "../widgets/order-test-payment"

describe("order page: test payment notice", () => {
  it("sits at the top of a sandbox-paid order's page and says no real money was charged, in English and Khmer", async () => {
    expect(config.zone).toBe("order.details.before")
    fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid" })] })
    const en = renderInAdmin(<OrderTestPaymentWidget data={{ id: "order_01", metadata: { payment_sandbox: true } } as unknown as AdminOrder} />)
    expect(await screen.findByRole("note", { name: "No real money: card sandbox" })).toHaveTextContent("no real money was charged")
    en.unmount()
    fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid", paymentSandbox: true })] })
    renderInAdmin(<OrderTestPaymentWidget data={{ id: "order_01" } as AdminOrder} />, { lang: "km" })
    expect(await screen.findByRole("note", { name: "គ្មានប្រាក់ពិត៖ ប្រព័ន្ធកាតសាកល្បង" })).toHaveTextContent("ការបង់ប្រាក់សាកល្បង")
  })

  it("shows nothing for a real payment", async () => {
    const shop = fakeShop({ orders: [shopOrder({ paymentMethod: "stripe", paymentStatus: "paid" })] })
    const { zone } = renderInAdmin(<OrderTestPaymentWidget data={{ id: "order_01", metadata: {} } as unknown as AdminOrder} />)
    await waitFor(() => expect(shop.requests("GET", "/orders/order_01")).toHaveLength(1))
    await new Promise((r) => setTimeout(r, 50))
    expect(zone).toBeEmptyDOMElement()
  })
})
