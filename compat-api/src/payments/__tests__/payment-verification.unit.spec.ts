import { MedusaError } from "@medusajs/framework/utils"
import { CARD_CHARGED_NOT_PENDING, CARD_CLOSED, decidePayment, type OrderPayment } from "../payment-verification"

const NOW = "2026-11-25T10:00:00.000Z"
const session = (providerId = "pp_zelle_manual", data: Record<string, unknown> = { method: "zelle", verified_by: null }) => ({
  id: "payses_1",
  status: "pending_authorization",
  amount: 22.5,
  currency_code: "usd",
  provider_id: providerId,
  payment_collection_id: "paycol_1",
  data,
})
const state = (payment: OrderPayment["payment"] = null, s = session()): OrderPayment => ({ session: s, payment })
const uncaptured = { id: "pay_1", amount: 22.5, captured_at: null, canceled_at: null, captured: 0, refunded: 0 }
const captured = { ...uncaptured, captured_at: NOW, captured: 22.5 }
const refunded = { ...captured, refunded: 22.5 }
const card = (data: Record<string, unknown> = { checkout_session_id: "cs_test_1", amount_due: 23.18 }) => session("pp_stripe-checkout_stripe", data)

const conflict = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    expect(e).toBeInstanceOf(MedusaError)
    expect((e as MedusaError).type).toBe(MedusaError.Types.CONFLICT)
    return (e as Error).message
  }
  throw new Error("no 409")
}

describe("decidePayment", () => {
  it("verifies a manual payment: records staff in the session, authorizes, captures, marks the entry paid", () => {
    expect(decidePayment(state(), "paid", "user_1", NOW)).toEqual({
      session_id: "payses_1",
      new_session: null,
      session_update: {
        amount: 22.5,
        currency_code: "usd",
        data: { method: "zelle", verified_by: "user_1", verified_at: NOW, rejected_by: null, rejected_at: null },
        fields: { verified_by: "user_1", verified_at: NOW, rejected_by: null, rejected_at: null },
        status: "pending_authorization",
      },
      authorize: true,
      payment_id: null,
      capture: true,
      cancel_payment_id: null,
      refund: null,
      undo_capture: null,
      entry_update: { verified_by: "user_1", verified_at: NOW },
    })
  })

  it("refuses every payment decision on a cancelled order (Verify had captured it and e-mailed 'payment confirmed'), 409 and nothing changes", () => {
    const cancelled = (payment: OrderPayment["payment"] = null, s = session()): OrderPayment => ({ ...state(payment, s), order_status: "canceled" })
    for (const to of ["paid", "failed", "pending"] as const) {
      expect(conflict(() => decidePayment(cancelled(), to, "user_1", NOW))).toBe("This order is already cancelled.")
      expect(conflict(() => decidePayment(cancelled(refunded, card()), to, "user_1", NOW))).toBe("This order is already cancelled.")
    }
  })

  it("captures an authorized payment without authorizing again, and only marks a captured one paid", () => {
    expect(decidePayment(state(uncaptured), "paid", "user_1", NOW)).toMatchObject({ session_update: null, authorize: false, capture: true, payment_id: "pay_1" })
    expect(decidePayment(state(captured), "paid", "user_1", NOW)).toMatchObject({ session_update: null, authorize: false, capture: false, refund: null })
  })

  it("rejects: the manual session is in error and an uncaptured payment is cancelled", () => {
    const d = decidePayment(state(uncaptured), "failed", "user_1", NOW)
    expect(d.session_update).toMatchObject({ status: "error", data: { rejected_by: "user_1", rejected_at: NOW, verified_by: null, verified_at: null } })
    expect(d).toMatchObject({ authorize: false, capture: false, cancel_payment_id: "pay_1", refund: null, new_session: null })
    expect(d.entry_update).toEqual({ verified_by: null, verified_at: null })
    expect(decidePayment(state({ ...uncaptured, canceled_at: NOW }), "failed", "user_1", NOW).cancel_payment_id).toBeNull()
  })

  it("back to pending clears staff's decision and moves no money", () => {
    const d = decidePayment(state(null, session("pp_aba_manual", { rejected_by: "user_1", rejected_at: NOW })), "pending", "user_2", NOW)
    expect(d.session_update).toMatchObject({ status: "pending_authorization", data: { rejected_by: null, rejected_at: null, verified_by: null, verified_at: null } })
    expect(d).toMatchObject({ authorize: false, capture: false, cancel_payment_id: null, refund: null })
  })

  it("undoes (or rejects) a manual payment verified by mistake: its capture is taken back, no refund, the same session says pending (or error) again", () => {
    for (const [status, sessionStatus] of [["pending", "pending_authorization"], ["failed", "error"]] as const) {
      const d = decidePayment(state(captured), status, "user_2", NOW)
      expect(d).toMatchObject({
        undo_capture: "pay_1",
        refund: null,
        new_session: null,
        session_id: "payses_1",
        session_update: { status: sessionStatus, data: { verified_by: null, verified_at: null } },
        authorize: false,
        capture: false,
        cancel_payment_id: null,
        entry_update: { verified_by: null, verified_at: null, payment_undone_at: NOW },
      })
    }
  })

  it("undoes a manual payment Medusa already refunded in part: the rest is refunded, and the decision goes on a new session of the same provider", () => {
    for (const [status, sessionStatus] of [["pending", "pending_authorization"], ["failed", "error"]] as const) {
      const d = decidePayment(state({ ...captured, captured: 22.5, refunded: 2.5 }), status, "user_2", NOW)
      expect(d).toMatchObject({
        refund: { payment_id: "pay_1", amount: 20 },
        new_session: { payment_collection_id: "paycol_1", provider_id: "pp_zelle_manual", amount: 22.5, currency_code: "usd" },
        session_update: { status: sessionStatus },
        authorize: false,
        capture: false,
        cancel_payment_id: null,
        undo_capture: null,
        entry_update: { verified_by: null, verified_at: null },
      })
    }
  })

  it("verifies again a manual payment whose money went back: a new session, authorized and captured; nothing refunded twice", () => {
    const d = decidePayment(state(refunded), "paid", "user_1", NOW)
    expect(d).toMatchObject({ new_session: { provider_id: "pp_zelle_manual" }, authorize: true, capture: true, payment_id: null, refund: null })
    expect(d.session_update).toMatchObject({ fields: { verified_by: "user_1", verified_at: NOW } })
  })

  it("refunds a charged card on Reject, for all that was captured; leaves its session alone", () => {
    const d = decidePayment(state(captured, card()), "failed", "user_1", NOW)
    expect(d).toMatchObject({ refund: { payment_id: "pay_1", amount: 22.5 }, session_update: null, new_session: null, cancel_payment_id: null })
    expect(decidePayment(state(uncaptured, card()), "failed", "user_1", NOW)).toMatchObject({ cancel_payment_id: "pay_1", refund: null })
    // Rejected before the card was authorized: the session says so (Medusa's records carry the rejection).
    expect(decidePayment(state(null, card()), "failed", "user_1", NOW).session_update).toMatchObject({ status: "error" })
  })

  it("refuses pending for a charged card, and any change but rejected for a refunded or cancelled card: 409 with the texts", () => {
    expect(conflict(() => decidePayment(state(captured, card()), "pending", "user_1", NOW))).toBe(CARD_CHARGED_NOT_PENDING)
    for (const closed of [refunded, { ...uncaptured, canceled_at: NOW }]) {
      expect(conflict(() => decidePayment(state(closed, card()), "paid", "user_1", NOW))).toBe(CARD_CLOSED)
      expect(conflict(() => decidePayment(state(closed, card()), "pending", "user_1", NOW))).toBe(CARD_CLOSED)
      expect(decidePayment(state(closed, card()), "failed", "user_1", NOW)).toMatchObject({ refund: null, cancel_payment_id: null })
    }
  })
})
