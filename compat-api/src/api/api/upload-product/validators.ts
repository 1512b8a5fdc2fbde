import { productUploadSchema } from "@shop/contract"

/**
 * The back office's product fields (upload-product, PUT upload-product/{id}, PATCH menu-items/{id}):
 * schemas and texts are the contract's (@shop/contract).
 */
export {
  CreateProductFields,
  PatchProductFields,
  PRODUCT_ERRORS,
  UpdateProductFields,
  type CreateProductFieldsType,
  type ProductChanges,
} from "@shop/contract"

/** POST /api/upload-product: the fields and the image, which multer hands over as a Buffer. */
export const CreateProductUpload = productUploadSchema((v): v is Buffer => Buffer.isBuffer(v) && v.length > 0)
