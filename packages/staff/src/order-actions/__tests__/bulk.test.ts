import { afterEach, describe, expect, it, vi } from "vitest"
import { createStaffClient } from "../../client"
import { fakeShop, order, rate } from "../../testing"
import { bulkTally, medusaBulkCalls, planLabels, buyPlannedLabels, runEach, runSimpleBulk, shopBulkCalls } from ".."

afterEach(() => vi.unstubAllGlobals())

const noXsrf = { token: () => "t", renew: () => undefined }
const apiCalls = () => shopBulkCalls(createStaffClient({ base: "/api", xsrf: noXsrf }))

describe("the bulk runner", () => {
  it("goes on after a failure and reports each order with the server's reason, in the list's order", async () => {
    const seen: number[] = []
    const report = await runEach(
      [{ id: 1 }, { id: 2 }, { id: 3 }],
      async ({ id }) => {
        seen.push(id)
        if (id === 2) throw new Error("The payment is not verified yet.")
      },
      { concurrency: 2 }
    )
    expect(seen.sort()).toEqual([1, 2, 3])
    expect(report).toEqual([
      { id: 1, ok: true, message: null },
      { id: 2, ok: false, message: "The payment is not verified yet.", code: null },
      { id: 3, ok: true, message: null },
    ])
  })

  it("Mark shipped: the unpaid order fails with the server's 409, the cancelled one is skipped unsent, the paid one ships", async () => {
    const shop = fakeShop({
      orders: [
        order({ id: 1, paymentStatus: "paid" }),
        order({ id: 2, paymentStatus: "pending" }),
        order({ id: 3, paymentStatus: "paid", status: "cancelled" }),
      ],
    })
    const report = await runSimpleBulk("markShipped", shop.state.orders, apiCalls())
    expect(report.map((r) => [r.id, r.ok, r.skipped ?? false, r.message, r.reason?.key ?? null])).toEqual([
      [1, true, false, null, null],
      [2, false, false, "The payment is not verified yet.", null],
      [3, false, true, null, "ordersList.bulk.skip.cancelled"],
    ])
    expect(bulkTally(report)).toEqual({ ok: 1, failed: 1, skipped: 1 })
    expect(shop.requests("PATCH", "/api/orders/3")).toHaveLength(0)
    expect(shop.state.orders.find((o) => o.id === 1)!.shipmentState).toBe("shipped")
  })

  it("Buy labels: one plan with each order's cheapest rate and the total, skips listed before buying; then buys each", async () => {
    const shop = fakeShop({
      orders: [
        order({ id: 1, paymentStatus: "paid" }),
        order({ id: 2, paymentStatus: "pending" }),
        order({ id: 3, paymentStatus: "paid", trackingNumber: "9400", shippingLabel: "x" }),
        order({ id: 4, paymentStatus: "paid" }),
      ],
      rates: [rate({ id: "r_fast", provider: "UPS", amount: "21.10" }), rate({ id: "r_cheap", provider: "USPS", amount: "8.45" })],
    })
    const calls = apiCalls()
    const plan = await planLabels(shop.state.orders, calls)
    expect(plan.quotes.map((q) => [q.order.id, q.rate.id, q.price])).toEqual([
      [1, "r_cheap", 8.45],
      [4, "r_cheap", 8.45],
    ])
    expect(plan.total).toBe(16.9)
    expect(plan.skipped.map((s) => [s.id, s.reason?.key])).toEqual([
      [2, "ordersList.bulk.skip.notPaid"],
      [3, "ordersList.bulk.skip.hasLabel"],
    ])
    expect(shop.requests("POST", "/api/shipping/shippo/create-label")).toHaveLength(0)
    // order 4's label is bought elsewhere meanwhile: the server refuses it, order 1 still gets its label
    shop.state.orders.find((o) => o.id === 4)!.trackingNumber = "9499"
    const report = await buyPlannedLabels(plan, calls)
    expect(report.map((r) => [r.id, r.ok, r.message])).toEqual([
      [1, true, null],
      [4, false, "Label Already Created"],
      [2, false, null],
      [3, false, null],
    ])
    expect(report[0].price).toBe(8.45)
    expect(shop.requests("POST", "/api/shipping/shippo/create-label").map((c) => c.body)).toEqual([
      { orderId: 1, rateId: "r_cheap", packageType: "package_medium" },
      { orderId: 4, rateId: "r_cheap", packageType: "package_medium" },
    ])
  })

  it("works the same over Medusa's /admin/shop (by Medusa order id)", async () => {
    const shop = fakeShop({
      orders: [order({ id: 1, medusaOrderId: "order_1", seen: false }), order({ id: 2, medusaOrderId: "order_gone", seen: false })],
    })
    shop.on("POST", "/admin/shop/orders/order_gone/seen", () => Response.json({ message: "This order did not come through the shop's checkout." }, { status: 404 }))
    const calls = medusaBulkCalls(createStaffClient({ base: "/admin/shop", xsrf: { token: () => "fake-session-xsrf", renew: () => undefined } }))
    const report = await runSimpleBulk("markSeen", shop.state.orders, calls)
    expect(report.map((r) => [r.id, r.ok, r.message])).toEqual([
      [1, true, null],
      [2, false, "This order did not come through the shop's checkout."],
    ])
    expect(shop.state.orders[0].seen).toBe(true)
  })
})
