import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fixMissingImages } from "../../../catalog/product-maintenance"

/**
 * GET /api/fix-images (admin; changes data although it is a GET, as the spec's Utilities tab
 * calls it): products whose image file is missing get /images/placeholder.png.
 * 200 `{ success, message, fixed, fixedProducts: [{ id, name, previousImageUrl }] }`.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.json({ success: true, ...(await fixMissingImages(req.scope)) })
}
