import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shipFulfillments } from "../../../../../../../shipping/order-shipping"
import { updateEntry } from "../../../../../../../orders/staff-orders"
import { shopOrderEntry } from "../../../../orders/helpers"

/**
 * POST /admin/shop/shipping/orders/{medusaOrderId}/ship: the Ship button, as PATCH /api/orders/{id}
 * `{ orderStatus: "shipped" }`: Medusa's shipment step (createOrderShipmentWorkflow) for each of the
 * order's fulfillments not shipped yet, keeping their labels, then `orderStatus: "shipped"`.
 * 200 `{ order }`; 409 `Failed to update order status: …` when Medusa refuses the shipment.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const entry = await shopOrderEntry(req.scope, req.params.id)
  await shipFulfillments(req.scope, entry, req.auth_context?.actor_id)
  res.json({ order: await updateEntry(req.scope, entry, { order_status: "shipped" }) })
}
