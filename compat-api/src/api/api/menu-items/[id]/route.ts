import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminMenuItem, menuItemUpdate, retrieveAdminProduct, updateContext } from "#shop/catalog/product-admin"
import { parseJsonBody } from "#shop/http/validate-body"
import { deleteMenuItemsWorkflow } from "#shop/workflows/catalog/delete-menu-items"
import { updateMenuItemsWorkflow } from "#shop/workflows/catalog/update-menu-items"
import { runCatalogChange } from "#shop/workflows/catalog/run-catalog-change"
import { PatchProductFields } from "../../upload-product/validators"

/**
 * PATCH /api/menu-items/{id} (admin): changes a product from JSON (the edit form without a new
 * image): any product field, plus `imageUrl`. 200 the menu item; 404 for an unknown id.
 */
export const PATCH = async (req: MedusaRequest, res: MedusaResponse) => {
  const fields = parseJsonBody(req, PatchProductFields)
  const product = await retrieveAdminProduct(req.scope, req.params.id)
  const item = menuItemUpdate(product.id, fields, await updateContext(req.scope, [{ id: product.id, fields }]))
  await runCatalogChange(req.scope, () => updateMenuItemsWorkflow(req.scope).run({ input: { items: [item] } }))
  res.json(await adminMenuItem(req.scope, product.id))
}

/**
 * DELETE /api/menu-items/{id} (admin): removes a product through Medusa's deleteProductsWorkflow,
 * which soft-deletes it (it stays in the database and can be restored). 200 `{ success: true }`;
 * 404 when there is no such product (also when it was deleted already).
 */
export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  const product = await retrieveAdminProduct(req.scope, req.params.id)
  await runCatalogChange(req.scope, () => deleteMenuItemsWorkflow(req.scope).run({ input: { ids: [product.id] } }))
  res.json({ success: true })
}
