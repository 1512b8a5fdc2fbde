import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, SHIPPING_TEXTS } from "#shop/shipping/failures.js"
import { buyShippingLabelWorkflow } from "#shop/shipping/workflows/index.js"
import { parseJsonBody } from "#shop/http/validate-body.js"
import { ApiPostDirectLabel } from "../validators"

/**
 * POST /api/shipping/create-label `{ orderId, packageType }` (admin), the direct USPS provider:
 * quotes the package at the estimated 2 lb and buys its USPS Priority Mail rate, as a Medusa
 * fulfillment like shippo/create-label. Answers the label result.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, ApiPostDirectLabel)
    const { result } = await buyShippingLabelWorkflow(req.scope).run({
      input: {
        order_number: body.orderId,
        package_type: body.packageType,
        staff_user_id: req.auth_context?.actor_id,
        allow_unverified_payment: body.allowUnverifiedPayment,
      },
    })
    return result
  })
