import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, SHIPPING_TEXTS } from "#shop/shipping/failures"
import { parseJsonBody } from "#shop/http/validate-body"
import { buyOrderLabel } from "#shop/shipping/order-labels"
import { ApiPostCreateLabel } from "../../validators"

/**
 * POST /api/shipping/shippo/create-label `{ orderId, rateId, packageType }` (admin): buys the label
 * of a rate from get-rates as a Medusa fulfillment of the order (buyShippingLabelWorkflow); the order gets the tracking number and status "shipped". 409 `Label
 * Already Created` when it has one; Shippo failing: 502/504 with Shippo's words in `details`.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, ApiPostCreateLabel)
    return buyOrderLabel(req, { orderNumber: body.orderId, rateId: body.rateId, packageType: body.packageType, provider: body.provider, allowUnverifiedPayment: body.allowUnverifiedPayment })
  })
