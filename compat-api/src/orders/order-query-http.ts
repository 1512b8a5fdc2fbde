import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopDateOf } from "@shop/contract"
import { conditionsOf, ordersSummary, parseOrderListQuery, shopTimeZone } from "./order-query"
import { exportFileName, writeOrdersCsv } from "./orders-csv"
import { listOrders } from "./staff-orders"

/**
 * The answers of the orders read model's calls, the same under /api/orders and /admin/shop/orders
 * (issue 27; docs/back-office-api.md): the routes are one line each.
 */

/** GET /api/orders, /admin/shop/orders: the page of orders matching the filters; the total in X-Total-Count. */
export async function answerOrderList(req: MedusaRequest, res: MedusaResponse) {
  const q = parseOrderListQuery(req.query as Record<string, unknown>)
  const conditions = await conditionsOf(req.scope, q)
  const { orders, count } = await listOrders(req.scope, { limit: q.limit, offset: q.offset, conditions })
  res.setHeader("X-Total-Count", String(count))
  res.setHeader("Cache-Control", "no-store")
  res.json(orders)
}

/** GET /api/orders/summary, /admin/shop/orders/summary: OrdersSummary. */
export async function answerOrdersSummary(req: MedusaRequest, res: MedusaResponse) {
  const summary = await ordersSummary(req.scope, req.query as Record<string, unknown>)
  res.setHeader("Cache-Control", "no-store")
  res.json(summary)
}

/** GET /api/orders/export.csv, /admin/shop/orders/export.csv: the filtered list as CSV, streamed (`lines=1`: one row per item). */
export async function answerOrdersCsv(req: MedusaRequest, res: MedusaResponse) {
  const q = parseOrderListQuery(req.query as Record<string, unknown>, ["lines"])
  // the page's limit and offset do not apply: the export is the whole filtered list
  const file = exportFileName(shopDateOf(new Date(), shopTimeZone()), q.lines)
  res.status(200)
  res.setHeader("Content-Type", "text/csv; charset=utf-8")
  res.setHeader("Content-Disposition", `attachment; filename="${file}"`)
  res.setHeader("Cache-Control", "no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  try {
    await writeOrdersCsv(req.scope, { ...q, limit: undefined, offset: undefined }, res)
  } catch (e) {
    if (!res.headersSent) throw e
    // the answer has begun: cut it short so the file is visibly incomplete rather than silently short
    req.scope.resolve("logger").error(e as Error)
    res.destroy(e as Error)
  }
}
