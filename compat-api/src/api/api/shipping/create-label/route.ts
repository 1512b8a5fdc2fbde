import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, SHIPPING_TEXTS } from "#shop/shipping/failures"
import { parseJsonBody } from "#shop/http/validate-body"
import { buyOrderLabel } from "#shop/shipping/order-labels"
import { ApiPostDirectLabel } from "../validators"

/**
 * POST /api/shipping/create-label `{ orderId, packageType }` (admin), the direct USPS provider:
 * quotes the package at the estimated 2 lb and buys its USPS Priority Mail rate, as a Medusa
 * fulfillment like shippo/create-label. Answers the label result.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, ApiPostDirectLabel)
    return buyOrderLabel(req, { orderNumber: body.orderId, packageType: body.packageType, allowUnverifiedPayment: body.allowUnverifiedPayment })
  })
