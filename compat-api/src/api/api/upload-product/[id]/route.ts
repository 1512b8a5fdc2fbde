import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminMenuItem, menuItemUpdate, productImageFile, retrieveAdminProduct, updateContext } from "#shop/catalog/product-admin"
import { readProductUpload } from "#shop/catalog/product-image-upload"
import { parseFields } from "#shop/http/validate-body"
import { updateMenuItemsWorkflow } from "#shop/workflows/catalog/update-menu-items"
import { runCatalogChange } from "#shop/workflows/catalog/run-catalog-change"
import { UpdateProductFields } from "../validators"

/**
 * PUT /api/upload-product/{id} (admin): changes a product from the back office's form upload;
 * the same fields as POST /api/upload-product, each optional, `image` too. 200 the menu item;
 * 404 `{ error: "Product not found" }`.
 */
export const PUT = async (req: MedusaRequest, res: MedusaResponse) => {
  const product = await retrieveAdminProduct(req.scope, req.params.id)
  const upload = await readProductUpload(req, res)
  const fields = parseFields(upload.fields, UpdateProductFields)
  const image = upload.image?.length ? productImageFile(upload.image, product.handle) : null
  const write = { id: product.id, fields }
  const item = menuItemUpdate(product.id, fields, await updateContext(req.scope, [write]), { image })
  await runCatalogChange(req.scope, () => updateMenuItemsWorkflow(req.scope).run({ input: { items: [item] } }))
  res.json(await adminMenuItem(req.scope, product.id))
}
