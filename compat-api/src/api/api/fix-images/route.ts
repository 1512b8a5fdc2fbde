import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { fixMissingImagesWorkflow } from "#shop/workflows/catalog/fix-missing-images"
import { runCatalogChange } from "#shop/workflows/catalog/run-catalog-change"

/**
 * GET /api/fix-images (admin; changes data although it is a GET, as the spec's Utilities tab
 * calls it): products whose image file is missing get /images/placeholder.png.
 * 200 `{ success, message, fixed, fixedProducts: [{ id, name, previousImageUrl }] }`.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result } = await runCatalogChange(req.scope, () => fixMissingImagesWorkflow(req.scope).run())
  res.json({ success: true, ...result })
}
