import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, createLabelForOrder, ShippingFailure, SHIPPING_TEXTS } from "../../../../../shipping/order-shipping"
import { parseJsonBody } from "../../../../../legacy/validate-body"
import { ApiPostCreateLabel } from "../../validators"

const CARRIERS = ["usps", "ups", "fedex", "shippo"]

/**
 * POST /api/shipping/shippo/create-label `{ orderId, rateId, packageType }` (admin): buys the label
 * of a rate from get-rates as a Medusa fulfillment of the order (the shippo provider buys it inside
 * Medusa's fulfillment step); the order gets the tracking number and status "shipped". 409 `Label
 * Already Created` when it has one; Shippo failing: 502/504 with Shippo's words in `details`.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, ApiPostCreateLabel)
    if (body.provider && !CARRIERS.includes(body.provider.toLowerCase())) {
      throw new ShippingFailure(400, SHIPPING_TEXTS.unknownProvider)
    }
    return createLabelForOrder(req.scope, {
      orderId: body.orderId,
      rateId: body.rateId,
      packageType: body.packageType ?? null,
      staffUserId: req.auth_context?.actor_id,
    })
  })
