import StripeCheckoutProviderService, { checkoutSessionStatus } from "../service"
import { clearedClientData } from "../../../payments/session-data"
import type { CheckoutSessionView } from "../client"

const paid = (amount_total: number): CheckoutSessionView =>
  ({ id: "cs_test_1", object: "checkout.session", status: "complete", payment_status: "paid", amount_total } as CheckoutSessionView)

/** A provider whose card-checkout module is a fake that records claims. */
function provider(claim: (input: any) => Promise<void> = async () => {}) {
  const claims: any[] = []
  const cardCheckout = {
    mode: "sandbox",
    claimCheckoutSession: async (input: any) => {
      claims.push(input)
      await claim(input)
    },
    retrieveCheckoutSessionClaim: async () => null,
  }
  return { service: new StripeCheckoutProviderService({ cardCheckout } as any, {}), claims }
}

describe("checkoutSessionStatus", () => {
  it("authorizes a complete, paid session for exactly the bound cents only", () => {
    expect(checkoutSessionStatus(paid(2318), 2318).status).toBe("authorized")
    expect(checkoutSessionStatus(paid(1956), 46495)).toMatchObject({ status: "error", reason: expect.stringMatching(/1956 cents, not 46495/) })
    expect(checkoutSessionStatus(paid(2318), null).status).toBe("error")
    expect(checkoutSessionStatus({ ...paid(2318), status: "open", payment_status: "unpaid" }, 2318).status).toBe("pending")
    expect(checkoutSessionStatus({ ...paid(2318), status: "expired" }, 2318).status).toBe("canceled")
    expect(checkoutSessionStatus(null, 2318).status).toBe("error")
  })
})

describe("clearedClientData", () => {
  it("nulls every key a client sent, except those kept", () => {
    expect(clearedClientData({ amount_due: 19.56, error: "x", session_id: "payses_1" }, ["session_id"])).toEqual({ amount_due: null, error: null })
    expect(clearedClientData(undefined)).toEqual({})
  })
})

describe("initiatePayment", () => {
  it("refuses a client's data (the issue's attack: a paid session id and its own amount_due) without claiming anything", async () => {
    const { service, claims } = provider()
    for (const data of [
      { checkout_session_id: "cs_test_paid_elsewhere", amount_due: 19.56, session_id: "payses_1" },
      { checkout_session_id: "cs_test_paid_elsewhere", claim_token: "", session_id: "payses_1" },
      { checkout_session_id: "not-a-session", claim_token: "t", session_id: "payses_1" },
      { session_id: "payses_1" },
    ]) {
      await expect(service.initiatePayment({ amount: 464.95, currency_code: "usd", data } as any)).rejects.toThrow(/started by the shop's checkout/)
    }
    expect(claims).toEqual([])
  })

  it("spends the binding's token for Medusa's amount in cents and keeps none of the client's keys", async () => {
    const { service, claims } = provider()
    const out = await service.initiatePayment({
      amount: 23.18,
      currency_code: "usd",
      data: { checkout_session_id: "cs_test_1", claim_token: "tok", session_id: "payses_1", amount_due: 1, refunded_amount: -5 },
    } as any)
    expect(claims).toEqual([{ checkout_session_id: "cs_test_1", token: "tok", amount: 2318, payment_session_id: "payses_1" }])
    expect(out.data).toEqual({
      checkout_session_id: "cs_test_1",
      session_id: "payses_1",
      payment_amount: 23.18,
      claim_token: null,
      amount_due: null,
      refunded_amount: null,
    })
  })

  it("passes on the module's refusal (token spent, other amount)", async () => {
    const { service } = provider(async () => {
      throw new Error("was used already")
    })
    await expect(
      service.initiatePayment({ amount: 10, currency_code: "usd", data: { checkout_session_id: "cs_test_1", claim_token: "tok", session_id: "payses_1" } } as any)
    ).rejects.toThrow(/used already/)
  })

  it("does not authorize a session the shop never bound, whatever its data says", async () => {
    const { service } = provider()
    const result = await service.authorizePayment({ data: { checkout_session_id: "cs_test_1", session_id: "payses_1", payment_amount: 10 } } as any)
    expect(result.status).toBe("error")
  })
})
