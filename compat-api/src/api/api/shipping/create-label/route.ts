import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, createUspsLabel, SHIPPING_TEXTS } from "../../../../shipping/order-shipping"
import { parseJsonBody } from "../../../../legacy/validate-body"
import { ApiPostDirectLabel } from "../validators"

/**
 * POST /api/shipping/create-label `{ orderId, packageType }` (admin), the direct USPS provider:
 * quotes the package at the estimated 2 lb and buys its USPS Priority Mail rate, as a Medusa
 * fulfillment like shippo/create-label. Answers the label result.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, ApiPostDirectLabel)
    return createUspsLabel(req.scope, { orderId: body.orderId, packageType: body.packageType, staffUserId: req.auth_context?.actor_id })
  })
