import { answerOrdersCsv } from "#shop/orders/order-query-http"

/**
 * GET /api/orders/export.csv (admin): the list's filters as CSV (UTF-8 with BOM, one row per order,
 * `lines=1` one per line item), streamed; a dated attachment. Bad filters 400 (before any row).
 */
export const GET = answerOrdersCsv
