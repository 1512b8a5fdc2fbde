import type { IPaymentModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

/**
 * Cancels a rejected payment that was authorized but not captured. A cancellation at the provider
 * cannot be taken back, so it is the workflow's last step and has no compensation. (Medusa's
 * cancelPaymentStep only logs a failure; staff must see it.)
 */
export const cancelUncapturedPaymentStep = createStep("shop-cancel-uncaptured-payment", async (paymentId: string, { container }) => {
  await container.resolve<IPaymentModuleService>(Modules.PAYMENT).cancelPayment(paymentId)
  return new StepResponse(paymentId)
})
