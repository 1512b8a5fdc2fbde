import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf, toLegacyOrder } from "../../../../../../../orders/staff-orders"
import { shipmentFailure } from "../../../../../../../shipping/failures"
import { shipOrderWorkflow } from "../../../../../../../workflows/shipping"
import { shopOrderEntry } from "../../../../orders/helpers"

/**
 * POST /admin/shop/shipping/orders/{medusaOrderId}/ship: the Ship button, as PATCH /api/orders/{id}
 * `{ orderStatus: "shipped" }` (shipOrderWorkflow: Medusa's shipment of the label's fulfillment,
 * its label kept, then `orderStatus: "shipped"`). 200 `{ order }`; 409 `Failed to update order
 * status: …` when Medusa refuses the shipment.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const entry = await shopOrderEntry(req.scope, req.params.id)
  await shipOrderWorkflow(req.scope)
    .run({ input: { order_number: entry.order_display_id!, staff_user_id: req.auth_context?.actor_id } })
    .catch((e) => Promise.reject(shipmentFailure(e)))
  res.json({ order: toLegacyOrder(await entryOf(req.scope, entry.order_display_id!)) })
}
