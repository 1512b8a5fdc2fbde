import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf } from "#shop/orders/staff-orders"
import { cancelOrder } from "../../staff-order-changes"

/**
 * POST /api/orders/{id}/cancel `{ reason? }` (admin): Cancel order (the same as PATCH …/status
 * cancelled): Medusa's order cancelled, a captured payment refunded (a card through Stripe), an
 * unused label voided, the shopper e-mailed. 200 the order; 409 for a cancelled, completed or
 * shipped order (nothing changes).
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await cancelOrder(req, entryOf))
}
