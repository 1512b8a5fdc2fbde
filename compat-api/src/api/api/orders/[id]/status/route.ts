import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf } from "#shop/orders/staff-orders"
import { changeOrderStatus } from "../../staff-order-changes"

/** PATCH /api/orders/{id}/status `{ status }` (admin); completed needs a paid order (409 otherwise). */
export const PATCH = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await changeOrderStatus(req, entryOf))
}
