import { ORDER_UPDATE_EVENTS } from "../order-events"
import { eventsOfProjection, projectionOf, type MedusaStory, type ProjectionResult } from "../order-projection"

const T = (m: number) => new Date(Date.UTC(2026, 10, 28, 10, m)).toISOString()
const desk = { payment_confirmed_by_customer: false, status: "pending", order_status: null, metadata: null }
const order = (over: Partial<MedusaStory> = {}, payments: NonNullable<MedusaStory["payment_collections"]>[number]["payments"] = [], sessions = [{ status: "pending_authorization", created_at: T(0) }]): MedusaStory => ({
  id: "order_1",
  status: "pending",
  payment_collections: [{ payment_sessions: sessions, payments }],
  fulfillments: [],
  ...over,
})
const captured = (refunds: { id: string; amount: number; created_at?: string }[] = []) => ({ id: "pay_1", captures: [{ id: "capt_1", amount: 42.5 }], refunds })

describe("projectionOf: the order's story from Medusa", () => {
  it("money: awaiting or the shopper's claim, paid once captured, partially refunded, refunded, rejected", () => {
    expect(projectionOf(order(), desk)).toMatchObject({ payment_state: "awaiting", payment_status: "pending", refunded_amount: 0 })
    expect(projectionOf(order(), { ...desk, payment_confirmed_by_customer: true })).toMatchObject({ payment_state: "customer_says_paid", payment_status: "pending" })
    expect(projectionOf(order({}, [captured()]), desk)).toMatchObject({ payment_state: "paid", payment_status: "paid" })
    expect(projectionOf(order({}, [captured([{ id: "ref_1", amount: 10 }])]), desk)).toMatchObject({ payment_state: "partially_refunded", payment_status: "paid", refunded_amount: 10 })
    expect(projectionOf(order({}, [captured([{ id: "ref_1", amount: 10 }, { id: "ref_2", amount: 32.5 }])]), desk)).toMatchObject({ payment_state: "refunded", payment_status: "failed", refunded_amount: 42.5 })
    expect(projectionOf(order({}, [], [{ status: "error", created_at: T(0) }]), desk)).toMatchObject({ payment_state: "rejected", payment_status: "failed" })
    expect(projectionOf(order({}, [{ id: "pay_1", canceled_at: T(1), captures: [], refunds: [] }]), desk)).toMatchObject({ payment_state: "rejected" })
    // Cancelled before any money was taken: no longer "customer says paid" (Medusa says its payment is canceled).
    expect(projectionOf(order({ status: "canceled" }), { ...desk, payment_confirmed_by_customer: true })).toMatchObject({ payment_state: "canceled", payment_status: "failed", status: "cancelled" })
    // Cancelled after a capture: what went back is what the story says.
    expect(projectionOf(order({ status: "canceled" }, [captured([{ id: "ref_1", amount: 42.5 }])]), desk)).toMatchObject({ payment_state: "refunded" })
    // Rejected, then staff marked it pending: the newest session decides.
    expect(projectionOf(order({}, [], [{ status: "error", created_at: T(0) }, { status: "pending_authorization", created_at: T(1) }]), desk).payment_state).toBe("awaiting")
  })

  it("parcel and order: a label, shipped or delivered in Medusa, the shop's own Ship; cancelled in Medusa", () => {
    const f = (x: object) => order({ fulfillments: [{ id: "ful_1", labels: [], ...x }] })
    expect(projectionOf(f({ labels: [{ id: "fulla_1" }] }), desk)).toMatchObject({ shipment_state: "label_bought", order_status: null })
    expect(projectionOf(f({ shipped_at: T(2) }), desk)).toMatchObject({ shipment_state: "shipped", order_status: "shipped" })
    expect(projectionOf(f({ shipped_at: T(2), canceled_at: T(3) }), desk).shipment_state).toBe("not_shipped")
    expect(projectionOf(order(), { ...desk, order_status: "shipped" }).shipment_state).toBe("shipped")
    expect(projectionOf(order(), { ...desk, metadata: { shipping: { label_url: "https://l" } } }).shipment_state).toBe("label_bought")
    expect(projectionOf(order({ status: "canceled" }), { ...desk, status: "processing" }).status).toBe("cancelled")
    expect(projectionOf(order(), { ...desk, status: "processing" }).status).toBe("processing")
  })
})

describe("eventsOfProjection: what the shopper is told of a change in Medusa", () => {
  const base = { payment_state: "awaiting", shipment_state: "not_shipped", refunded_amount: 0, payment_status: "pending", status: "pending", order_status: null } as const
  const result = (before: object, after: object, refunds: ProjectionResult["refunds"] = []): ProjectionResult => ({
    entry_id: "odesk_1",
    before: { ...base, ...before },
    after: { ...base, ...after },
    refunds,
    captured_payments: ["pay_1"],
  })

  it("one refund e-mail per new refund, none for refunds it already showed", () => {
    const refunds = [{ id: "ref_1", amount: 10 }, { id: "ref_2", amount: 5 }]
    const paid = { payment_state: "paid", payment_status: "paid" }
    expect(eventsOfProjection(result({ ...paid, refunded_amount: 10 }, { payment_state: "partially_refunded", payment_status: "paid", refunded_amount: 15 }, refunds))).toEqual([
      { eventName: ORDER_UPDATE_EVENTS.paymentRefunded, data: { entry_id: "odesk_1", ref: "ref_2", amount: 5 } },
    ])
    expect(eventsOfProjection(result({ ...paid, refunded_amount: 15 }, { ...paid, refunded_amount: 15 }, refunds))).toEqual([])
  })

  it("captured → payment confirmed (per payment), rejected → problem, cancelled and shipped; nothing when nothing changed", () => {
    expect(eventsOfProjection(result({}, { payment_state: "paid" }))).toEqual([{ eventName: ORDER_UPDATE_EVENTS.paymentConfirmed, data: { entry_id: "odesk_1", ref: "pay_1" } }])
    expect(eventsOfProjection(result({}, { payment_state: "rejected" }))[0].eventName).toBe(ORDER_UPDATE_EVENTS.paymentProblem)
    expect(eventsOfProjection(result({}, { status: "cancelled" }))).toEqual([{ eventName: ORDER_UPDATE_EVENTS.cancelled, data: { entry_id: "odesk_1" } }])
    expect(eventsOfProjection(result({}, { order_status: "shipped", shipment_state: "shipped" }))[0].eventName).toBe(ORDER_UPDATE_EVENTS.shipped)
    expect(eventsOfProjection(result({}, {}))).toEqual([])
  })
})
