import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fixSequencesWorkflow } from "#shop/workflows/catalog/fix-sequences"

/**
 * GET /api/fix-sequences (admin; may change data; the spec's "Fix Database IDs"): checks order
 * numbers and product prices that can drift, repairs what is safe, reports the rest.
 * 200 `{ success, message, repaired, problems: [{ kind, id, detail, repaired }] }`.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result } = await fixSequencesWorkflow(req.scope).run()
  res.json({ success: true, ...result })
}
