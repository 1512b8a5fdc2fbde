import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { CreateOrderResponse } from "@shop/contract"
import { acceptOrder } from "#shop/orders/accept-order"
import { answerOrderList } from "#shop/orders/order-query-http"
import { parseJsonBody } from "#shop/http/validate-body"
import { ApiPostOrder } from "./validators"
import { answerLimited, limitEmail, WriteLimited } from "#shop/limits/write-limiter"

/**
 * POST /api/orders: accepts the spec's order payload (point 3), priced by the server, one order
 * per paymentSessionId. Public. 201 `{ id, statusToken }`: the order number (and the token of its
 * status page, /orders/{statusToken}), which the Medusa order carries as
 * its display id once the placement worker has built it (normally within a second). A repeat of
 * the same request (same paymentSessionId, items, total and contact) answers 200 with the same id;
 * another request under a used manual key is an order of its own, under a used card session 409.
 * Bad input 400, unpaid card session 400. Limits (src/limits/write-limiter.ts): tries per client
 * address (middleware), new orders per customer e-mail (here): 429 with Retry-After.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { paymentStatus: _ignored, ...input } = parseJsonBody(req, ApiPostOrder)
  let order
  try {
    order = await acceptOrder(req.scope, input, { beforeCreate: () => limitEmail(req, "orderEmail", input.customerEmail) })
  } catch (e) {
    if (e instanceof WriteLimited) return answerLimited(res, e, "legacy")
    throw e
  }
  res.status(order.created ? 201 : 200).json({ id: order.id, statusToken: order.statusToken } satisfies CreateOrderResponse)
}

/**
 * GET /api/orders (admin): the orders, newest number first, in the spec's admin fields. Optional
 * `limit` (1–200) and `offset` page through them (the total is in X-Total-Count); `unseen=true`
 * lists only the orders staff have not opened yet; `search`, `payment`, `shipping`, `channel`,
 * `from`, `to` filter them (issue 27, orders/order-query.ts); any other name is a 400.
 */
export const GET = answerOrderList
