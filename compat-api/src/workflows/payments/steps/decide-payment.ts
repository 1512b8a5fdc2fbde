import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { requirePlaced, type PaymentStatus, type StaffEntry } from "#shop/orders/staff-orders"
import { decidePayment, readOrderPayment } from "#shop/payments/payment-verification"

export type DecidePaymentInput = { entry: StaffEntry; payment_status: PaymentStatus; staff_user_id: string }

/** Reads the order's payment and decides what staff's choice changes (409 while the order is being placed, or once money is captured). */
export const decidePaymentStep = createStep("shop-decide-payment", async (input: DecidePaymentInput, { container }) => {
  const orderId = requirePlaced(input.entry)
  const current = await readOrderPayment(container, orderId)
  return new StepResponse(decidePayment(current, input.payment_status, input.staff_user_id, new Date().toISOString()))
})
