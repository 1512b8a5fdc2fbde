import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { restoreArchived } from "../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../legacy/validate-body"
import { ApiPostRestore } from "../staff-validators"

/** POST /api/orders/restore `{ ids? }` (admin): brings archived orders back (all without ids). */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const { ids } = parseJsonBody(req, ApiPostRestore)
  const restoredCount = await restoreArchived(req.scope, ids)
  res.json({ success: true, restoredCount, message: `Restored ${restoredCount} order(s).` })
}
