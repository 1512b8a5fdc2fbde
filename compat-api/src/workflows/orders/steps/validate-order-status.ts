import { MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { STAFF_ORDER_ERRORS } from "@shop/contract"
import { requirePlaced, requireVerifiedPayment, type OrderStatus, type StaffEntry } from "#shop/orders/staff-orders"

/**
 * The spec's rule: completed needs a verified (paid) payment and a placed Medusa order (409
 * otherwise); shipped needs a verified payment unless staff allowed an unverified one (409).
 */
export const validateOrderStatusStep = createStep(
  "shop-validate-order-status",
  async (input: { entry: StaffEntry; status: OrderStatus; allow_unverified_payment?: boolean }) => {
    if (input.status === "shipped") requireVerifiedPayment(input.entry, input.allow_unverified_payment)
    if (input.status === "completed") {
      if (input.entry.payment_status !== "paid") {
        throw new MedusaError(MedusaError.Types.CONFLICT, STAFF_ORDER_ERRORS.completeNeedsPaid)
      }
      requirePlaced(input.entry)
    }
    return new StepResponse(undefined)
  }
)
