import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { deleteProductsWorkflow } from "@medusajs/medusa/core-flows"
import { invalidateCatalog } from "../../../../catalog/read-model"
import { adminMenuItem, retrieveAdminProduct, updateMenuProduct } from "../../../../catalog/product-admin"
import { parseJsonBody } from "../../../../legacy/validate-body"
import { PatchProductFields } from "../../upload-product/validators"

/**
 * PATCH /api/menu-items/{id} (admin): changes a product from JSON (the edit form without a new
 * image): any product field, plus `imageUrl`. 200 the menu item; 404 for an unknown id.
 */
export const PATCH = async (req: MedusaRequest, res: MedusaResponse) => {
  const fields = parseJsonBody(req, PatchProductFields)
  const product = await retrieveAdminProduct(req.scope, req.params.id)
  await updateMenuProduct(req.scope, product.id, fields)
  res.json(await adminMenuItem(req.scope, product.id))
}

/**
 * DELETE /api/menu-items/{id} (admin): removes a product through Medusa's deleteProductsWorkflow,
 * which soft-deletes it (it stays in the database and can be restored). 200 `{ success: true }`;
 * 404 when there is no such product (also when it was deleted already).
 */
export const DELETE = async (req: MedusaRequest, res: MedusaResponse) => {
  const product = await retrieveAdminProduct(req.scope, req.params.id)
  await deleteProductsWorkflow(req.scope).run({ input: { ids: [product.id] } })
  await invalidateCatalog(req.scope)
  res.json({ success: true })
}
