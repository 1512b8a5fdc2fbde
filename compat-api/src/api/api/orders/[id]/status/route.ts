import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf, setOrderStatus } from "../../../../../orders/staff-orders"
import { parseJsonBody } from "../../../../../legacy/validate-body"
import { ApiPatchStatus } from "../../staff-validators"

/** PATCH /api/orders/{id}/status `{ status }` (admin); completed needs a paid order (409 otherwise). */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const { status } = parseJsonBody(req, ApiPatchStatus)
  const entry = await entryOf(req.scope, req.params.id)
  res.json(await setOrderStatus(req.scope, entry, status, req.auth_context.actor_id))
}
