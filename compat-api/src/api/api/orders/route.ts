import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { placeOrder } from "../../../lib/place-order"
import { parseJsonBody } from "../../../lib/validate-body"
import { ApiPostOrder } from "./validators"

/**
 * POST /api/orders: places the spec's order payload (point 3) as a real Medusa order, priced by
 * the server, one order per paymentSessionId. Public. 201 `{ id, orderId }` (id = display id);
 * a repeat of the same paymentSessionId answers 200 with the same ids. Bad input 400.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { paymentStatus: _ignored, ...input } = parseJsonBody(req, ApiPostOrder)
  const order = await placeOrder(req.scope, input)
  res.status(order.created ? 201 : 200).json({ id: order.id, orderId: order.orderId })
}
