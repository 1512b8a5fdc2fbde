import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shipFulfillments } from "../../../../shipping/order-shipping"
import { entryOf, updateEntry } from "../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../legacy/validate-body"
import { ApiPatchOrder } from "../staff-validators"

/**
 * PATCH /api/orders/{id} `{ orderStatus }` (admin): the shipping pages' status ("shipped" or null).
 * "shipped" is also Medusa's shipment step for the order's fulfillments (the bought label's).
 */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { orderStatus } = parseJsonBody(req, ApiPatchOrder)
  const entry = await entryOf(req.scope, req.params.id)
  if (orderStatus === "shipped") {
    await shipFulfillments(req.scope, entry, req.auth_context?.actor_id)
  }
  res.json(await updateEntry(req.scope, entry, { order_status: orderStatus }))
}
