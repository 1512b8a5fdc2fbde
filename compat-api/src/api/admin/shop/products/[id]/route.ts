import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminMenuItem, menuItemUpdate, retrieveAdminProduct, updateContext } from "#shop/catalog/product-admin"
import { parseJsonBody } from "#shop/http/validate-body"
import { updateMenuItemsWorkflow } from "#shop/workflows/catalog/update-menu-items"
import { runCatalogChange } from "#shop/workflows/catalog/run-catalog-change"
import { AdminShopProductFields } from "../../validators"

/**
 * GET /admin/shop/products/{id}: the product as the back office answers it (the menu item with
 * isNew, isPopular, cookTime = Weight/Size, dietaryInfo = Additional Info, and the Khmer nameKm,
 * descriptionKm, cookTimeKm, dietaryInfoKm).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const product = await retrieveAdminProduct(req.scope, req.params.id)
  res.setHeader("Cache-Control", "no-store")
  res.json({ product: await adminMenuItem(req.scope, product.id) })
}

/**
 * POST /admin/shop/products/{id}: changes the shop's fields and the Khmer texts through the same
 * workflow as PATCH /api/menu-items/{id}: absent fields stay, empty texts are cleared, the
 * storefront's menu shows the change at once. 200 `{ product }`; 400 bad input; 404 unknown id.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const fields = parseJsonBody(req, AdminShopProductFields)
  const product = await retrieveAdminProduct(req.scope, req.params.id)
  const item = menuItemUpdate(product.id, fields, await updateContext(req.scope, [{ id: product.id, fields }]))
  await runCatalogChange(req.scope, () => updateMenuItemsWorkflow(req.scope).run({ input: { items: [item] } }))
  res.json({ product: await adminMenuItem(req.scope, product.id) })
}
