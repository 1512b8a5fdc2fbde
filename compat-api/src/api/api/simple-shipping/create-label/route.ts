import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { answerShipping, createUspsLabel, SHIPPING_TEXTS } from "../../../../shipping/order-shipping"
import { parseJsonBody } from "../../../../legacy/validate-body"
import { ApiPostSimpleLabel } from "../../shipping/validators"

/**
 * POST /api/simple-shipping/create-label `{ orderId, packageType }` (admin, a USPS flat-rate type):
 * the USPS Priority Mail label for that box, like POST /api/shipping/create-label.
 * Answers `{ success, trackingNumber, labelUrl, error }`.
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.labelFailed, async () => {
    const body = parseJsonBody(req, ApiPostSimpleLabel)
    const label = await createUspsLabel(req.scope, { orderId: body.orderId, packageType: body.packageType, staffUserId: req.auth_context?.actor_id })
    return { ...label, error: null }
  })
