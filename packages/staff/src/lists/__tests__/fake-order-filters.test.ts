import { afterEach, describe, expect, it, vi } from "vitest"
import { fakeShop, order } from "../../testing"

afterEach(() => vi.unstubAllGlobals())

const ids = async (url: string) => {
  const res = await fetch(url)
  return { status: res.status, total: res.headers.get("X-Total-Count"), body: await res.json() }
}

describe("the fake shop's orders list filters like the server", () => {
  const orders = () => [
    order({ id: 1041, customerName: "Dara Keo", customerEmail: "dara@example.com", customerPhone: "(562) 555-0199", paymentReference: "ORDER-111111", createdAt: "2026-11-26T20:00:00Z" }),
    order({ id: 1042, customerName: "Sokha Chan", customerEmail: "sokha@example.com", paymentStatus: "paid", createdAt: "2026-11-27T20:00:00Z" }),
    order({ id: 1043, customerEmail: null, orderItems: [{ id: "p", name: "ម្រេចកំពត", quantity: 1, price: 5 }], shipmentState: "shipped", createdAt: "2026-11-28T07:30:00Z" }),
  ]

  it("searches number, memo, phone in any format, e-mail and Khmer product names; filters payment, shipping and days in the shop's zone", async () => {
    fakeShop({ orders: orders() })
    const list = async (q: string) => (await ids(`/api/orders?${q}`)).body.map((o: { id: number }) => o.id)
    expect(await list("search=%231042")).toEqual([1042])
    expect(await list("search=order-111111")).toEqual([1041])
    expect(await list("search=562.555.0199")).toEqual([1041])
    expect(await list("search=SOKHA%40example")).toEqual([1042])
    expect(await list("search=ម្រេច")).toEqual([1043])
    expect(await list("payment=paid")).toEqual([1042])
    expect(await list("payment=customer_says_paid&shipping=not_shipped")).toEqual([1041])
    // 07:30 UTC on Nov 28 is Nov 27 in Los Angeles
    expect(await list("from=2026-11-27&to=2026-11-27")).toEqual([1043, 1042])
    expect((await ids("/api/orders?payment=paid")).total).toBe("1")
  })

  it("refuses unknown filters and bad values with 400 and the server's text, on both backends", async () => {
    fakeShop({ orders: orders() })
    expect(await ids("/api/orders?colour=red")).toMatchObject({ status: 400, body: { error: "Unknown filter: colour." } })
    expect(await ids("/api/orders?payment=maybe")).toMatchObject({ status: 400 })
    const medusa = await fetch("/admin/shop/orders?search=dara", { credentials: "include" })
    expect(await medusa.json()).toMatchObject({ count: 1, orders: [{ id: 1041 }] })
    expect((await fetch("/admin/shop/orders?to=2026-13-01", { credentials: "include" })).status).toBe(400)
  })
})
