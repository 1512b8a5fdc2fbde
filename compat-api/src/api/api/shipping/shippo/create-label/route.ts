import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, ShippingFailure, SHIPPING_TEXTS } from "#shop/shipping/failures.js"
import { buyShippingLabelWorkflow } from "#shop/shipping/workflows/index.js"
import { parseJsonBody } from "#shop/http/validate-body.js"
import { ApiPostCreateLabel } from "../../validators"

const CARRIERS = ["usps", "ups", "fedex", "shippo"]

/**
 * POST /api/shipping/shippo/create-label `{ orderId, rateId, packageType }` (admin): buys the label
 * of a rate from get-rates as a Medusa fulfillment of the order (buyShippingLabelWorkflow); the order gets the tracking number and status "shipped". 409 `Label
 * Already Created` when it has one; Shippo failing: 502/504 with Shippo's words in `details`.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, ApiPostCreateLabel)
    if (body.provider && !CARRIERS.includes(body.provider.toLowerCase())) {
      throw new ShippingFailure(400, SHIPPING_TEXTS.unknownProvider)
    }
    const { result } = await buyShippingLabelWorkflow(req.scope).run({
      input: { order_number: body.orderId, rate_id: body.rateId, package_type: body.packageType ?? null, staff_user_id: req.auth_context?.actor_id, allow_unverified_payment: body.allowUnverifiedPayment },
    })
    return result
  })
