import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, SHIPPING_TEXTS } from "#shop/shipping/failures"
import { compareRates } from "#shop/shipping/rates"
import { parseJsonBody } from "#shop/http/validate-body"
import { ApiPostGetRates } from "../../validators"

/**
 * POST /api/shipping/shippo/get-rates `{ orderId, packageType, estimatedWeight, dimensions? }`
 * (admin): every carrier's rates for the order's parcel, cheapest first, with the flags; cached per
 * order, package and weight for 10 minutes. No rates: `rates: []` with the spec's message.
 * Shippo failing: 502 (timeout 504) `{ success: false, error: "Failed to get shipping rates.", details }`.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.ratesFailed, async () => {
    const body = parseJsonBody(req, ApiPostGetRates)
    return compareRates(req.scope, body)
  })
