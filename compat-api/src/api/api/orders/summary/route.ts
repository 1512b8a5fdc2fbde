import { answerOrdersSummary } from "#shop/orders/order-query-http"

/**
 * GET /api/orders/summary?from=&to= (admin): the day's numbers in the shop's time zone (OrdersSummary:
 * orders, sales, fees, refunds, net, by payment method, awaiting verification, paid not shipped, and
 * the last 14 days for the chart); both dates default to today. Bad dates or ranges 400.
 */
export const GET = answerOrdersSummary
