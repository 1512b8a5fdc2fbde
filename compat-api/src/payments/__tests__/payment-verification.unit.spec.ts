import { MedusaError } from "@medusajs/framework/utils"
import { CAPTURED_ALREADY, decidePayment, type OrderPayment } from "../payment-verification"

const NOW = "2026-11-25T10:00:00.000Z"
const session = (providerId = "pp_zelle_manual", data: Record<string, unknown> = { method: "zelle", verified_by: null }) => ({
  id: "payses_1",
  status: "pending_authorization",
  amount: 22.5,
  currency_code: "usd",
  provider_id: providerId,
  data,
})
const state = (payment: OrderPayment["payment"] = null, s = session()): OrderPayment => ({ session: s, payment })
const uncaptured = { id: "pay_1", captured_at: null, canceled_at: null }
const captured = { id: "pay_1", captured_at: NOW, canceled_at: null }

describe("decidePayment", () => {
  it("verifies a manual payment: records staff in the session, authorizes, captures, marks the entry paid", () => {
    expect(decidePayment(state(), "paid", "user_1", NOW)).toEqual({
      session_id: "payses_1",
      session_update: {
        amount: 22.5,
        currency_code: "usd",
        data: { method: "zelle", verified_by: "user_1", verified_at: NOW, rejected_by: null, rejected_at: null },
        status: "pending_authorization",
      },
      authorize: true,
      payment_id: null,
      capture: true,
      cancel_payment_id: null,
      entry_update: { payment_status: "paid", verified_by: "user_1", verified_at: NOW },
    })
  })

  it("captures an authorized payment without authorizing again, and only marks a captured one paid", () => {
    expect(decidePayment(state(uncaptured), "paid", "user_1", NOW)).toMatchObject({ session_update: null, authorize: false, capture: true, payment_id: "pay_1" })
    expect(decidePayment(state(captured), "paid", "user_1", NOW)).toMatchObject({ session_update: null, authorize: false, capture: false })
  })

  it("rejects: the manual session is in error and an uncaptured payment is cancelled", () => {
    const d = decidePayment(state(uncaptured), "failed", "user_1", NOW)
    expect(d.session_update).toMatchObject({ status: "error", data: { rejected_by: "user_1", rejected_at: NOW, verified_by: null, verified_at: null } })
    expect(d).toMatchObject({ authorize: false, capture: false, cancel_payment_id: "pay_1" })
    expect(d.entry_update).toEqual({ payment_status: "failed", verified_by: null, verified_at: null })
    expect(decidePayment(state({ ...uncaptured, canceled_at: NOW }), "failed", "user_1", NOW).cancel_payment_id).toBeNull()
  })

  it("back to pending clears staff's decision and moves no money", () => {
    const d = decidePayment(state(null, session("pp_aba_manual", { rejected_by: "user_1", rejected_at: NOW })), "pending", "user_2", NOW)
    expect(d.session_update).toMatchObject({ status: "pending_authorization", data: { rejected_by: null, rejected_at: null, verified_by: null, verified_at: null } })
    expect(d).toMatchObject({ authorize: false, capture: false, cancel_payment_id: null })
  })

  it("leaves a card session's data alone", () => {
    expect(decidePayment(state(uncaptured, session("pp_stripe-checkout_stripe", {})), "failed", "user_1", NOW).session_update).toBeNull()
  })

  it("never undoes captured money: 409 with the spec's text", () => {
    for (const status of ["pending", "failed"] as const) {
      let error: unknown
      try {
        decidePayment(state(captured), status, "user_1", NOW)
      } catch (e) {
        error = e
      }
      expect(error).toBeInstanceOf(MedusaError)
      expect(error).toMatchObject({ type: MedusaError.Types.CONFLICT, message: CAPTURED_ALREADY })
    }
  })
})
