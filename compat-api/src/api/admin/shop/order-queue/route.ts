import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ordersNeedingAction } from "#shop/orders/staff-orders"
import { parseFields } from "#shop/http/validate-body"
import { AdminShopOrderQueueQuery } from "../validators"

/**
 * GET /admin/shop/order-queue: what needs staff first, for Medusa's order list. 200
 * `{ unseen: { orders, count }, awaitingVerification: { orders, count } }`, the spec's admin orders,
 * newest first, at most `limit` (1–50, default 10) of each.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { limit } = parseFields(req.query, AdminShopOrderQueueQuery)
  res.setHeader("Cache-Control", "no-store")
  res.json(await ordersNeedingAction(req.scope, limit))
}
