import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { NOT_AUTHORIZED } from "#shop/payments/payment-verification"

/** Medusa's authorization answered no payment (the provider still waits): nothing may be marked paid. */
export const requireAuthorizedPaymentStep = createStep("shop-require-authorized-payment", async (payment: { id: string } | null | undefined) => {
  if (!payment?.id) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, NOT_AUTHORIZED)
  }
  return new StepResponse(payment.id)
})
