import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, SHIPPING_TEXTS } from "#shop/shipping/failures.js"
import { buyShippingLabelWorkflow } from "#shop/shipping/workflows/index.js"
import { parseJsonBody } from "#shop/http/validate-body.js"
import { ApiPostSimpleLabel } from "../../shipping/validators"

/**
 * POST /api/simple-shipping/create-label `{ orderId, packageType }` (admin, a USPS flat-rate type):
 * the USPS Priority Mail label for that box, like POST /api/shipping/create-label.
 * Answers `{ success, trackingNumber, labelUrl, error }`.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, ApiPostSimpleLabel)
    const { result } = await buyShippingLabelWorkflow(req.scope).run({
      input: {
        order_number: body.orderId,
        package_type: body.packageType,
        staff_user_id: req.auth_context?.actor_id,
        allow_unverified_payment: body.allowUnverifiedPayment,
      },
    })
    return { ...result, error: null }
  })
