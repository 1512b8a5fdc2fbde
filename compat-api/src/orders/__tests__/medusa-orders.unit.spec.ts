import { toLegacyOrder } from "../staff-orders"
import { deskEntryOfMedusaOrder, deskPaymentStatusOf, oneLineAddress, paymentMethodOf } from "../medusa-orders"

describe("paymentMethodOf", () => {
  it("names the shop's methods by their providers and everything else other", () => {
    const providers = ["pp_zelle_manual", "pp_aba_manual", "pp_stripe-checkout_stripe", "pp_stripe_stripe", "pp_system_default", "pp_bitcoin_manual", null]
    expect(Object.fromEntries(providers.map((p) => [String(p), paymentMethodOf(p)]))).toEqual({
      pp_zelle_manual: "zelle",
      pp_aba_manual: "aba",
      "pp_stripe-checkout_stripe": "stripe",
      pp_stripe_stripe: "stripe",
      pp_system_default: "other",
      pp_bitcoin_manual: "other",
      null: "other",
    })
  })
})

describe("deskPaymentStatusOf", () => {
  it("is paid once Medusa captured the money, failed once all of it is refunded, else pending", () => {
    expect(deskPaymentStatusOf("captured")).toBe("paid")
    expect(deskPaymentStatusOf("partially_refunded")).toBe("paid")
    expect(deskPaymentStatusOf("refunded")).toBe("failed")
    for (const s of ["authorized", "awaiting", "not_paid", "partially_captured", "canceled", undefined]) {
      expect(deskPaymentStatusOf(s)).toBe("pending")
    }
  })
})

describe("oneLineAddress", () => {
  it("joins street, city, state and zip as the shop's checkout does: no comma between state and zip", () => {
    expect(oneLineAddress({ address_1: "1200 E Anaheim St", city: "Long Beach", province: "ca", postal_code: "90813" })).toBe("1200 E Anaheim St, Long Beach, CA 90813")
    expect(oneLineAddress({ address_1: "55 Pine Ave", address_2: "Apt 3", city: "Lowell", province: "us-ma", postal_code: "01852" })).toBe("55 Pine Ave, Apt 3, Lowell, MA 01852")
    expect(oneLineAddress({ address_1: "9 Elm St", city: "Reno", postal_code: "89501" })).toBe("9 Elm St, Reno, 89501")
    expect(oneLineAddress(null)).toBe("")
  })
})

describe("deskEntryOfMedusaOrder", () => {
  const order = {
    id: "order_1",
    display_id: 42,
    email: "dara@example.com",
    created_at: "2026-01-02T03:04:05.000Z",
    item_total: 25.5,
    shipping_total: 10,
    total: 35.5,
    customer: { first_name: "Dara", last_name: "Keo", phone: "5625550111" },
    shipping_address: { first_name: "Sokha", last_name: "Chan", phone: "5625550100", address_1: "1200 E Anaheim St", city: "Long Beach", province: "ca", postal_code: "90813" },
    items: [{ id: "ordli_1", title: "One", product_id: "prod_1", product_title: "Kampot pepper", quantity: 3, unit_price: 8.5 }],
    payment_collections: [{ payment_sessions: [{ provider_id: "pp_venmo_manual", status: "pending_authorization" }], payments: [] }],
  }

  it("gives the order the fields of a shop order, its number the display id", () => {
    const entry = deskEntryOfMedusaOrder(order, "awaiting")
    expect(entry).toMatchObject({
      payment_session_id: "medusa_order_order_1",
      order_id: "order_1",
      order_display_id: 42,
      placement: "placed",
      payment_method: "venmo",
      payment_status: "pending",
      status: "pending",
      customer_name: "Sokha Chan",
      customer_email: "dara@example.com",
      customer_phone: "5625550100",
      delivery_address: "1200 E Anaheim St, Long Beach, CA 90813",
      subtotal: 25.5,
      delivery_fee: 10,
      total: 35.5,
      amount_due: 35.5,
      processing_fee: 0,
      created_at: new Date("2026-01-02T03:04:05.000Z"),
    })
    expect((entry.intake as any).lines).toEqual([{ id: "prod_1", name: "Kampot pepper", quantity: 3, unitPrice: 8.5, lineTotal: 25.5 }])
  })

  it("gives a manual payment the memo its shopper was told (#number) as its payment reference, and a card none", () => {
    expect((deskEntryOfMedusaOrder(order, "awaiting").intake as any).paymentReference).toBe("#42")
    const card = { ...order, payment_collections: [{ payment_sessions: [], payments: [{ provider_id: "pp_stripe-checkout_stripe", data: {} }] }] }
    expect((deskEntryOfMedusaOrder(card, "captured").intake as any).paymentReference).toBeNull()
    expect((deskEntryOfMedusaOrder({ ...order, payment_collections: [] }, null).intake as any).paymentReference).toBeNull()
  })

  it("lists with the same payment reference as the shop's orders", () => {
    const entry = { ...deskEntryOfMedusaOrder(order, "awaiting"), id: "ode_1", seen: false, order_status: null, status_token: null, placement_error: null, deleted_at: null, created_at: new Date() }
    expect(toLegacyOrder(entry as any)).toMatchObject({ id: 42, paymentReference: "#42", deliveryAddress: "1200 E Anaheim St, Long Beach, CA 90813", paymentMethod: "venmo" })
  })

  it("falls back to the customer's name and phone, and to the e-mail, when the address has none", () => {
    const bare = { ...order, shipping_address: { address_1: "1 A St" }, payment_collections: [] }
    expect(deskEntryOfMedusaOrder(bare, "captured")).toMatchObject({ customer_name: "Dara Keo", customer_phone: "5625550111", payment_method: "other", payment_status: "paid" })
    expect(deskEntryOfMedusaOrder({ ...bare, customer: null }, null)).toMatchObject({ customer_name: "dara@example.com", customer_phone: "" })
  })

  it("marks a store-API card order paid with a sandbox session as a test payment, and no other", () => {
    const card = (checkout_session_id: string) => ({
      ...order,
      payment_collections: [{ payment_sessions: [], payments: [{ provider_id: "pp_stripe-checkout_stripe", data: { checkout_session_id } }] }],
    })
    expect(deskEntryOfMedusaOrder(card("cs_test_sandbox_abc"), "captured").metadata).toEqual({ source: "medusa", payment_sandbox: true })
    expect(deskEntryOfMedusaOrder(card("cs_test_a1b2"), "captured").metadata).toEqual({ source: "medusa" })
    expect(deskEntryOfMedusaOrder(order, "awaiting").metadata).toEqual({ source: "medusa" })
  })
})
