import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, SHIPPING_TEXTS } from "../../../../../../../shipping/failures"
import { compareRates } from "../../../../../../../shipping/rates"
import { parseJsonBody } from "../../../../../../../http/validate-body"
import { shopOrderEntry } from "../../../../orders/helpers"
import { AdminShopShippingRates } from "../../../../validators"

/**
 * POST /admin/shop/shipping/orders/{medusaOrderId}/rates `{ packageType, estimatedWeight, dimensions? }`:
 * POST /api/shipping/shippo/get-rates for this order (the same quote and 10-minute cache). 200
 * `{ success: true, rates, cached }`, or `rates: []` with the spec's message; Shippo failing: 502/504.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.ratesFailed, async () => {
    const body = parseJsonBody(req, AdminShopShippingRates)
    const entry = await shopOrderEntry(req.scope, req.params.id)
    return compareRates(req.scope, { ...body, orderId: entry.order_display_id! })
  })
