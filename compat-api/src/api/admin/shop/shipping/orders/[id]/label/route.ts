import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, ShippingFailure, SHIPPING_TEXTS } from "#shop/shipping/failures.js"
import { buyShippingLabelWorkflow } from "#shop/shipping/workflows/index.js"
import { parseJsonBody } from "#shop/http/validate-body.js"
import { shopOrderEntry } from "#shop/api/admin/shop/orders/helpers.js"
import { AdminShopShippingLabel } from "#shop/api/admin/shop/validators.js"
import { LABEL_CARRIERS } from "#shop/shipping/order-labels.js"

/**
 * POST /admin/shop/shipping/orders/{medusaOrderId}/label `{ rateId, packageType, provider? }`: buys
 * the label of a quoted rate, as POST /api/shipping/shippo/create-label: a Medusa fulfillment of the
 * order carrying the label (buyShippingLabelWorkflow), the order's status "shipped". 200 the label
 * result; 409 `Label Already Created`; Shippo failing: 502/504.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, AdminShopShippingLabel)
    if (body.provider && !LABEL_CARRIERS.includes(body.provider.toLowerCase())) {
      throw new ShippingFailure(400, SHIPPING_TEXTS.unknownProvider)
    }
    const entry = await shopOrderEntry(req.scope, req.params.id)
    const { result } = await buyShippingLabelWorkflow(req.scope).run({
      input: { order_number: entry.order_display_id!, rate_id: body.rateId, package_type: body.packageType ?? null, staff_user_id: req.auth_context?.actor_id, allow_unverified_payment: body.allowUnverifiedPayment },
    })
    return result
  })
