import { answerOrderList } from "#shop/orders/order-query-http"

/**
 * GET /admin/shop/orders: the orders list of our page in Medusa's admin, the same answer as
 * GET /api/orders (the spec's orders, X-Total-Count, the same filters and 400s).
 */
export const GET = answerOrderList
