import { MedusaError } from "@medusajs/framework/utils"
import { SHIPPING_ERRORS } from "@shop/contract"
import { requireVerifiedPayment } from "../staff-orders"

const refused = (entry: Parameters<typeof requireVerifiedPayment>[0], allowed?: boolean) => {
  try {
    requireVerifiedPayment(entry, allowed)
  } catch (e) {
    expect((e as MedusaError).type).toBe(MedusaError.Types.CONFLICT)
    return (e as Error).message
  }
  return null
}

describe("requireVerifiedPayment: labels and Ship", () => {
  it("refuses a closed order outright (cancelled, rejected, refunded in full), even when staff allow an unverified payment", () => {
    expect(refused({ payment_status: "failed", payment_state: "refunded", status: "pending" }, true)).toBe(SHIPPING_ERRORS.paymentRefunded)
    expect(refused({ payment_status: "failed", payment_state: "rejected", status: "pending" }, true)).toBe(SHIPPING_ERRORS.paymentRejected)
    expect(refused({ payment_status: "paid", payment_state: "paid", status: "cancelled" }, true)).toBe(SHIPPING_ERRORS.orderCancelled)
  })

  it("asks about an unverified payment, and lets a paid or partly refunded one through", () => {
    expect(refused({ payment_status: "pending", payment_state: "customer_says_paid", status: "pending" })).toBe(SHIPPING_ERRORS.paymentNotVerified)
    expect(refused({ payment_status: "pending", payment_state: "customer_says_paid", status: "pending" }, true)).toBeNull()
    expect(refused({ payment_status: "paid", payment_state: "partially_refunded", status: "pending" })).toBeNull()
  })
})
