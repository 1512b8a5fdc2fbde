import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { allEntries, archiveEntries } from "../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../legacy/validate-body"
import { ApiPostLimit } from "../staff-validators"

/** POST /api/orders/limit `{ maxOrders }` (admin): archives all but the newest maxOrders orders. */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { maxOrders } = parseJsonBody(req, ApiPostLimit)
  const deletedCount = await archiveEntries(req.scope, (await allEntries(req.scope)).slice(maxOrders))
  res.json({
    success: true,
    deletedCount,
    message: `Deleted ${deletedCount} old order(s), keeping only the ${maxOrders} most recent orders.`,
  })
}
