import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf, toLegacyOrder, updateEntry } from "#shop/orders/staff-orders"
import { shipmentFailure } from "#shop/shipping/failures"
import { shipOrderWorkflow } from "#shop/shipping/workflows/index"
import { parseJsonBody } from "#shop/http/validate-body"
import { ApiPatchOrder } from "../staff-validators"

/**
 * PATCH /api/orders/{id} `{ orderStatus }` (admin): the shipping pages' status ("shipped" or null).
 * "shipped" is the Ship button (shipOrderWorkflow: Medusa's shipment of the bought label's fulfillment);
 * 409 shipping.paymentNotVerified for an unverified payment unless `allowUnverifiedPayment: true`.
 */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { orderStatus, allowUnverifiedPayment } = parseJsonBody(req, ApiPatchOrder)
  const entry = await entryOf(req.scope, req.params.id)
  if (orderStatus !== "shipped") {
    res.json(await updateEntry(req.scope, entry, { order_status: orderStatus }))
    return
  }
  await shipOrderWorkflow(req.scope)
    .run({ input: { order_number: entry.order_display_id!, staff_user_id: req.auth_context?.actor_id, allow_unverified_payment: allowUnverifiedPayment } })
    .catch((e) => Promise.reject(shipmentFailure(e)))
  res.json(toLegacyOrder(await entryOf(req.scope, entry.order_display_id!)))
}
