import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, SHIPPING_TEXTS } from "#shop/shipping/failures"
import { parseJsonBody } from "#shop/http/validate-body"
import { buyOrderLabel } from "#shop/shipping/order-labels"
import { shopOrderEntry } from "#shop/api/admin/shop/orders/helpers"
import { AdminShopShippingLabel } from "#shop/api/admin/shop/validators"

/**
 * POST /admin/shop/shipping/orders/{medusaOrderId}/label `{ rateId, packageType, provider? }`: buys
 * the label of a quoted rate, as POST /api/shipping/shippo/create-label: a Medusa fulfillment of the
 * order carrying the label (buyShippingLabelWorkflow), the order's status "shipped". 200 the label
 * result; 409 `Label Already Created`; Shippo failing: 502/504.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, AdminShopShippingLabel)
    const entry = await shopOrderEntry(req.scope, req.params.id)
    return buyOrderLabel(req, { orderNumber: entry.order_display_id!, rateId: body.rateId, packageType: body.packageType, provider: body.provider, allowUnverifiedPayment: body.allowUnverifiedPayment })
  })
