import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { allEntries, archiveEntries } from "../../../../orders/staff-orders"

/** DELETE /api/orders/clear-all (admin): archives every order (restorable: POST /api/orders/restore). */
export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  const deletedCount = await archiveEntries(req.scope, await allEntries(req.scope))
  res.json({ success: true, deletedCount, message: `Archived ${deletedCount} order(s). They can be restored.` })
}
