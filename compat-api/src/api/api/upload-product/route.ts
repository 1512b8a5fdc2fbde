import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminMenuItem, createContext, menuItemCreate, newProductHandle, productImageFile } from "#shop/catalog/product-admin"
import { readProductUpload } from "#shop/catalog/product-image-upload"
import { parseFields } from "#shop/http/validate-body"
import { createMenuItemsWorkflow } from "#shop/workflows/catalog/create-menu-items"
import { runCatalogChange } from "#shop/workflows/catalog/run-catalog-change"
import { CreateProductUpload } from "./validators"

/**
 * POST /api/upload-product (admin): a new product from the back office's form upload (`image`,
 * name, description, price, categoryId, isNew, isPopular, cookTime, dietaryInfo, nameKm,
 * descriptionKm, cookTimeKm, dietaryInfoKm). 201 the menu item with its Khmer texts; 400 for a missing or bad field, an
 * image that is not a JPEG/PNG/WebP/GIF by its content, or one over 5 MB.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const upload = await readProductUpload(req, res)
  const { image, ...fields } = parseFields({ ...upload.fields, image: upload.image }, CreateProductUpload)
  const handle = await newProductHandle(req.scope, fields.name)
  const file = productImageFile(image, handle)
  const item = menuItemCreate(fields, await createContext(req.scope, [fields]), { image: file, handle })
  const { result } = await runCatalogChange(req.scope, () => createMenuItemsWorkflow(req.scope).run({ input: { items: [item] } }))
  res.status(201).json(await adminMenuItem(req.scope, result[0].id))
}
