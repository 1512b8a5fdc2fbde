import { orderFingerprint, type FingerprintInput } from "../order-fingerprint"

const ORDER: FingerprintInput = {
  paymentSessionId: "manual_zelle_1718000000000",
  paymentMethod: "zelle",
  totalAmount: 31.5,
  orderItems: [
    { id: "prod_a", quantity: 2 },
    { id: "prod_b", quantity: 1 },
  ],
  customerName: "Sokha Chan",
  customerEmail: "sokha@example.com",
  customerPhone: "555-123-4567",
  deliveryAddress: "1200 E Anaheim St, Long Beach, CA, 90813",
  notes: "Please ring twice",
  orderNumber: "ORDER-123456",
}

describe("an order request's fingerprint", () => {
  const fp = orderFingerprint(ORDER)

  it("is the same for the same request, written differently (item order, split lines, spaces, e-mail case, total as text)", () => {
    expect(
      orderFingerprint({
        ...ORDER,
        totalAmount: "31.50" as unknown as number,
        orderItems: [
          { id: "prod_b", quantity: 1 },
          { id: "prod_a", quantity: 1 },
          { id: "prod_a", quantity: 1 },
        ],
        customerName: "  Sokha   Chan ",
        customerEmail: "Sokha@Example.COM",
      })
    ).toBe(fp)
  })

  it.each<[string, Partial<FingerprintInput>]>([
    ["another item", { orderItems: [{ id: "prod_a", quantity: 2 }, { id: "prod_c", quantity: 1 }] }],
    ["another quantity", { orderItems: [{ id: "prod_a", quantity: 3 }, { id: "prod_b", quantity: 1 }] }],
    ["another total", { totalAmount: 31.51 }],
    ["another payment method", { paymentMethod: "venmo" }],
    ["another name", { customerName: "Dara Keo" }],
    ["another e-mail", { customerEmail: "dara@example.com" }],
    ["no e-mail", { customerEmail: null }],
    ["another phone", { customerPhone: "555-123-4568" }],
    ["another address", { deliveryAddress: "1 Elm St, Lowell, MA 01852" }],
    ["other notes", { notes: null }],
    ["another order number", { orderNumber: "ORDER-654321" }],
  ])("differs with %s", (_what, change) => {
    expect(orderFingerprint({ ...ORDER, ...change })).not.toBe(fp)
  })
})

describe("a card order's fingerprint (cs_…: the shop's own session, made and paid for one cart)", () => {
  const CARD = { ...ORDER, paymentSessionId: "cs_test_a1", paymentMethod: "stripe" }
  const fp = orderFingerprint(CARD)

  it("is what the session paid for: the same items and total, whatever contact the webhook or the tab sent", () => {
    expect(orderFingerprint({ ...CARD, customerEmail: null, customerPhone: "", firstName: "Sokha", city: "Long Beach", orderNumber: null })).toBe(fp)
  })

  it("differs with other items or another total", () => {
    expect(orderFingerprint({ ...CARD, orderItems: [{ id: "prod_a", quantity: 3 }] })).not.toBe(fp)
    expect(orderFingerprint({ ...CARD, totalAmount: 30 })).not.toBe(fp)
  })
})
