import { answerOrdersCsv } from "#shop/orders/order-query-http"

/** GET /admin/shop/orders/export.csv: the file of GET /api/orders/export.csv. */
export const GET = answerOrdersCsv
