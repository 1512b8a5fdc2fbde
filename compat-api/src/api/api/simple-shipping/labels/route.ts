import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { labelHistory } from "#shop/shipping/labels"

/** GET /api/simple-shipping/labels (admin): `{ labels: [{ filename, url, createdAt, orderId, trackingNumber }] }`, newest first. */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json({ labels: await labelHistory(req.scope) })
}
