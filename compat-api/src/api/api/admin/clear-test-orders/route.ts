import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { allEntries, archiveEntries } from "../../../../orders/staff-orders"

/** DELETE /api/admin/clear-test-orders (admin): the clear-orders page; archives every order. */
export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  const deletedCount = await archiveEntries(req.scope, await allEntries(req.scope))
  res.json({ success: true, deletedCount, message: `All orders cleared: ${deletedCount} archived (an admin can restore them).` })
}
