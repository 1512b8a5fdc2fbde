import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { NotificationsQuery } from "@shop/contract"
import { parseFields } from "#shop/http/validate-body"
import { listOutbox } from "#shop/notifications/outbox-queries"

/**
 * GET /api/notifications (admin): the e-mail outbox, newest first. `limit` (1–100, default 20),
 * `offset`, `orderNumber` (one order's messages), `status` (sent, failure, pending). 200 OutboxPage
 * `{ messages, count, limit, offset, mode }`; bad query 400.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const query = parseFields(req.query, NotificationsQuery)
  res.setHeader("Cache-Control", "no-store")
  res.json(await listOutbox(req.scope, query))
}
