import { historyEvents, staffIdsOf, type HistorySources } from "../order-history"

const base = (): HistorySources => ({
  entry: {
    created_at: new Date("2026-11-20T10:00:00Z"),
    payment_method: "zelle",
    amount_due: 42.5,
    payment_history: {
      decisions: [
        { at: "2026-11-20T12:00:00Z", by: "user_1", decision: "paid" },
        { at: "2026-11-20T12:05:00Z", by: "user_2", decision: "pending" },
        { at: "2026-11-20T13:00:00Z", by: "user_1", decision: "failed", reason: "No Zelle payment with that memo" },
      ],
    },
    metadata: { shipping: { label_created_at: "2026-11-21T09:00:00Z", carrier: "USPS", service: "Priority", tracking_number: "9400", sample: true } },
  } as HistorySources["entry"],
  order: {
    fulfillments: [{ id: "ful_1", shipped_at: "2026-11-21T10:00:00Z" }, { id: "ful_0", shipped_at: "2026-11-21T08:00:00Z", canceled_at: "2026-11-21T08:30:00Z" }],
    canceled_at: "2026-11-22T10:00:00Z",
    metadata: { cancel_reason: "Out of stock", cancelled_by: "user_2" },
    payment_collections: [{ payments: [{ refunds: [{ id: "ref_1", amount: { value: "12.5" }, note: "Partial", created_at: "2026-11-22T11:00:00Z", created_by: "user_1" }] }] }],
  },
  emails: [{ id: "n1", kind: "order-received", to: "a@example.com", subject: "Order #7", orderNumber: 7, language: "km", state: "outbox", attempts: 1, error: null, createdAt: "2026-11-20T10:00:00.000Z", updatedAt: "2026-11-20T10:00:00.000Z", resendOf: null }],
  notes: [{ id: "onote_1", text: "Called the shopper", author_name: "sophea", created_at: "2026-11-21T07:00:00Z" }],
  names: new Map([["user_1", "sophea"], ["user_2", "kanha"]]),
})

describe("historyEvents", () => {
  it("tells the order's story oldest first, with who did what", () => {
    const events = historyEvents(base())
    expect(events.map((e) => e.kind)).toEqual(["placed", "email", "payment", "correction", "payment", "note", "label", "shipped", "cancelled", "refunded"])
    expect(events[0]).toEqual({ at: "2026-11-20T10:00:00.000Z", kind: "placed", details: { method: "zelle", total: 42.5 } })
    expect(events[1].details).toMatchObject({ template: "order-received", to: "a@example.com", state: "outbox" })
    expect(events[2]).toMatchObject({ kind: "payment", by: "sophea", details: { decision: "paid" } })
    expect(events[3]).toMatchObject({ kind: "correction", by: "kanha", details: { decision: "pending", undid: "paid" } })
    expect(events[4]).toMatchObject({ kind: "payment", by: "sophea", text: "No Zelle payment with that memo", details: { decision: "failed" } })
    expect(events[5]).toMatchObject({ kind: "note", by: "sophea", text: "Called the shopper" })
    expect(events[6].details).toMatchObject({ carrier: "USPS", tracking: "9400", sample: true })
    expect(events[8]).toMatchObject({ kind: "cancelled", by: "kanha", text: "Out of stock" })
    expect(events[9]).toMatchObject({ kind: "refunded", by: "sophea", text: "Partial", details: { amount: 12.5 } })
  })

  it("an order not yet in Medusa has only its desk's story; an unknown user shows as its id", () => {
    const s = base()
    const events = historyEvents({ ...s, order: null, emails: [], notes: [], names: new Map() })
    expect(events.map((e) => e.kind)).toEqual(["placed", "payment", "correction", "payment", "label"])
    expect(events[1].by).toBe("user_1")
  })

  it("collects the staff ids to name", () => {
    const s = base()
    expect(new Set(staffIdsOf(s))).toEqual(new Set(["user_1", "user_2"]))
  })
})
