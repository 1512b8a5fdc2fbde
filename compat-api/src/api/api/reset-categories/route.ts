import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resetCategoriesWorkflow } from "#shop/workflows/catalog/reset-categories"
import { runCatalogChange } from "#shop/workflows/catalog/run-catalog-change"

/**
 * GET /api/reset-categories (admin; changes data): the top categories Food, Skincare and Clothes
 * exist, and every product under none of them is put under the fitting one.
 * 200 `{ success, message, moved, movedProducts: [{ id, name, category }], createdCategories }`.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result } = await runCatalogChange(req.scope, () => resetCategoriesWorkflow(req.scope).run())
  res.json({ success: true, ...result })
}
