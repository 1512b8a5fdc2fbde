import { answerOrdersSummary } from "#shop/orders/order-query-http"

/** GET /admin/shop/orders/summary: the answer of GET /api/orders/summary. */
export const GET = answerOrdersSummary
