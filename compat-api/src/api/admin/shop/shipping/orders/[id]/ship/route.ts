import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf, toLegacyOrder } from "#shop/orders/staff-orders"
import { shipmentFailure } from "#shop/shipping/failures"
import { shipOrderWorkflow } from "#shop/shipping/workflows/index"
import { parseFields } from "#shop/http/validate-body"
import { shopOrderEntry } from "#shop/api/admin/shop/orders/helpers"
import { AdminShopShip } from "#shop/api/admin/shop/validators"

/**
 * POST /admin/shop/shipping/orders/{medusaOrderId}/ship: the Ship button, as PATCH /api/orders/{id}
 * `{ orderStatus: "shipped" }` (shipOrderWorkflow: Medusa's shipment of the label's fulfillment,
 * its label kept, then `orderStatus: "shipped"`). 200 `{ order }`; 409 `Failed to update order
 * status: …` when Medusa refuses the shipment; 409 `The payment is not verified yet.` unless the body
 * says `allowUnverifiedPayment: true`.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  // The dashboard may send no body at all.
  const { allowUnverifiedPayment } = parseFields(req.body && typeof req.body === "object" ? req.body : {}, AdminShopShip)
  const entry = await shopOrderEntry(req.scope, req.params.id)
  await shipOrderWorkflow(req.scope)
    .run({ input: { order_number: entry.order_display_id!, staff_user_id: req.auth_context?.actor_id, allow_unverified_payment: allowUnverifiedPayment } })
    .catch((e) => Promise.reject(shipmentFailure(e)))
  res.json({ order: toLegacyOrder(await entryOf(req.scope, entry.order_display_id!)) })
}
