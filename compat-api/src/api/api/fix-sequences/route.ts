import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { checkSequences } from "../../../catalog/product-maintenance"

/**
 * GET /api/fix-sequences (admin; may change data; the spec's "Fix Database IDs"): checks order
 * numbers and product prices that can drift, repairs what is safe, reports the rest.
 * 200 `{ success, message, repaired, problems: [{ kind, id, detail, repaired }] }`.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ success: true, ...(await checkSequences(req.scope)) })
}
