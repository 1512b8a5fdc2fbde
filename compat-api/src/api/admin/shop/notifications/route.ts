import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseFields } from "#shop/http/validate-body"
import { listOutbox } from "#shop/notifications/outbox-queries"
import { NotificationsQuery } from "../validators"

/** GET /admin/shop/notifications: the E-mails page of Medusa's admin, like GET /api/notifications (OutboxPage). */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const query = parseFields(req.query, NotificationsQuery)
  res.setHeader("Cache-Control", "no-store")
  res.json(await listOutbox(req.scope, query))
}
