import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, createLabelForOrder, ShippingFailure, SHIPPING_TEXTS } from "../../../../../../../shipping/order-shipping"
import { parseJsonBody } from "../../../../../../../legacy/validate-body"
import { shopOrderEntry } from "../../../../orders/helpers"
import { AdminShopShippingLabel } from "../../../../validators"
import { LABEL_CARRIERS } from "../../../helpers"

/**
 * POST /admin/shop/shipping/orders/{medusaOrderId}/label `{ rateId, packageType, provider? }`: buys
 * the label of a quoted rate, as POST /api/shipping/shippo/create-label: a Medusa fulfillment of the
 * order carrying the label (bought by the shippo provider inside Medusa's fulfillment workflow), the
 * order's status "shipped". 200 the label result; 409 `Label Already Created`; Shippo failing: 502/504.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, AdminShopShippingLabel)
    if (body.provider && !LABEL_CARRIERS.includes(body.provider.toLowerCase())) {
      throw new ShippingFailure(400, SHIPPING_TEXTS.unknownProvider)
    }
    const entry = await shopOrderEntry(req.scope, req.params.id)
    return createLabelForOrder(req.scope, {
      orderId: entry.order_display_id!,
      rateId: body.rateId,
      packageType: body.packageType ?? null,
      staffUserId: req.auth_context?.actor_id,
    })
  })
