import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, SHIPPING_TEXTS } from "#shop/shipping/failures"
import { compareRates } from "#shop/shipping/rates"
import { parseJsonBody } from "#shop/http/validate-body"
import { shopOrderEntry } from "#shop/api/admin/shop/orders/helpers"
import { AdminShopShippingRates } from "#shop/api/admin/shop/validators"

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
