import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { cleanDuplicateProductsWorkflow } from "#shop/workflows/catalog/clean-duplicate-products"
import { runCatalogChange } from "#shop/workflows/catalog/run-catalog-change"

/**
 * GET /api/clean-duplicates (admin; changes data): of the products with the same name and
 * price, the oldest stays and the others are soft-deleted through Medusa (restorable).
 * 200 `{ success, message, removed, removedProducts: [{ id, name, price, keptId }] }`.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { result } = await runCatalogChange(req.scope, () => cleanDuplicateProductsWorkflow(req.scope).run())
  res.json({ success: true, ...result })
}
