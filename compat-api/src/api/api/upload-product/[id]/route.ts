import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminMenuItem, productImageFile, retrieveAdminProduct, updateMenuProduct } from "../../../../catalog/product-admin"
import { readProductUpload } from "../../../../catalog/product-image-upload"
import { parseFields } from "../../../../legacy/validate-body"
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
  await updateMenuProduct(req.scope, product.id, fields, { image })
  res.json(await adminMenuItem(req.scope, product.id))
}
