import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, SHIPPING_TEXTS } from "#shop/shipping/failures"
import { parseJsonBody } from "#shop/http/validate-body"
import { buyOrderLabel } from "#shop/shipping/order-labels"
import { ApiPostSimpleLabel } from "../../shipping/validators"

/**
 * POST /api/simple-shipping/create-label `{ orderId, packageType }` (admin, a USPS flat-rate type):
 * the USPS Priority Mail label for that box, like POST /api/shipping/create-label.
 * Answers `{ success, trackingNumber, labelUrl, error }`.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, ApiPostSimpleLabel)
    const result = await buyOrderLabel(req, { orderNumber: body.orderId, packageType: body.packageType, allowUnverifiedPayment: body.allowUnverifiedPayment })
    return { ...result, error: null }
  })
