import { z } from "zod"
import { BACKUP_ERRORS, IMAGE_ERRORS, MAX_IMPORT_PRODUCTS, PRODUCT_ERRORS as E } from "../errors.js"
import { parsePrice } from "../price.js"

/*
 * The product fields of the back office (spec point 7: upload-product, PUT upload-product/{id},
 * PATCH menu-items/{id}). Form uploads send text, JSON may send numbers and booleans; both are
 * accepted. In updates an absent field stays as it is; an empty optional field is cleared.
 */

const requiredText = (max: number, missing: string, tooLong: string) => z.string({ error: missing }).trim().min(1, missing).max(max, tooLong)

/** Optional text (a number is taken as text): absent → undefined (unchanged), null or blank → null (cleared). */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === "number" && Number.isFinite(v) ? String(v) : v),
    z
      .string({ error: tooLong })
      .trim()
      .max(max, tooLong)
      .nullish()
      .transform((v) => (v === undefined ? undefined : v || null))
  )

const price = z.union([z.string(), z.number()], { error: E.priceMissing }).transform((v, ctx) => {
  if (typeof v === "string" && !v.replace(/[\s$]/g, "")) {
    ctx.addIssue({ code: "custom", message: E.priceMissing })
    return z.NEVER
  }
  const dollars = parsePrice(v)
  if (dollars === null) {
    ctx.addIssue({ code: "custom", message: E.price })
    return z.NEVER
  }
  return dollars
})

/** A yes/no field: a JSON boolean, or the text a form sends ("true"/"false", "on", "1", …). */
const flag = (message: string) =>
  z.union([z.boolean(), z.string()], { error: message }).transform((v, ctx) => {
    if (typeof v === "boolean") {
      return v
    }
    const s = v.trim().toLowerCase()
    if (["true", "1", "on", "yes"].includes(s)) {
      return true
    }
    if (["false", "0", "off", "no", ""].includes(s)) {
      return false
    }
    ctx.addIssue({ code: "custom", message })
    return z.NEVER
  })

const imageUrl = z
  .string({ error: E.imageUrl })
  .trim()
  .max(2000, E.imageUrl)
  .refine((v) => v === "" || (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\/[^\s]+$/i.test(v), E.imageUrl)
  .nullish()
  .transform((v) => (v === undefined ? undefined : v || null))

const fields = {
  name: requiredText(200, E.name, E.nameTooLong),
  description: requiredText(5000, E.description, E.descriptionTooLong),
  price,
  categoryId: requiredText(100, E.categoryId, E.categoryId),
  isNew: flag(E.isNew),
  isPopular: flag(E.isPopular),
  cookTime: optionalText(200, E.cookTimeTooLong),
  dietaryInfo: optionalText(1000, E.dietaryInfoTooLong),
  nameKm: optionalText(200, E.nameKmTooLong),
  descriptionKm: optionalText(5000, E.descriptionKmTooLong),
  cookTimeKm: optionalText(200, E.cookTimeKmTooLong),
  dietaryInfoKm: optionalText(1000, E.dietaryInfoKmTooLong),
}

/** POST /api/upload-product: name, description, price and category are required (spec point 5). */
export const CreateProductFields = z.object({
  ...fields,
  isNew: fields.isNew.optional().transform((v) => v ?? false),
  isPopular: fields.isPopular.optional().transform((v) => v ?? false),
})

/**
 * POST /api/upload-product with its file: the image is required too (its content is checked
 * later). `isImage` says what a received, non-empty file is where the schema runs (the server's
 * multer gives a Node Buffer).
 */
export const productUploadSchema = <F>(isImage: (v: unknown) => v is F) =>
  CreateProductFields.extend({ image: z.custom<F>(isImage, IMAGE_ERRORS.missing) })

/** The upload's schema for any file given as bytes. */
export const CreateProductUpload = productUploadSchema((v): v is Uint8Array => v instanceof Uint8Array && v.length > 0)

/** PUT /api/upload-product/{id}: the same fields, each optional. */
export const UpdateProductFields = z.object({
  name: fields.name.optional(),
  description: fields.description.optional(),
  price: fields.price.optional(),
  categoryId: fields.categoryId.optional(),
  isNew: fields.isNew.optional(),
  isPopular: fields.isPopular.optional(),
  cookTime: fields.cookTime,
  dietaryInfo: fields.dietaryInfo,
  nameKm: fields.nameKm,
  descriptionKm: fields.descriptionKm,
  cookTimeKm: fields.cookTimeKm,
  dietaryInfoKm: fields.dietaryInfoKm,
})

/** PATCH /api/menu-items/{id}: the update fields plus `imageUrl` (an existing image's address). */
export const PatchProductFields = UpdateProductFields.extend({ imageUrl })

export type CreateProductFieldsType = z.output<typeof CreateProductFields>
export type ProductChanges = z.output<typeof PatchProductFields>
/** What the back office sends to PATCH /api/menu-items/{id} (and, as form text, to upload-product). */
export type ProductFieldsRequest = z.input<typeof PatchProductFields>

/**
 * POST /admin/shop/products/{id}: the shop's own fields of a product, with the rules and messages
 * of PATCH /api/menu-items/{id}. Name, description, price and image stay with Medusa's own screens.
 */
export const AdminShopProductFields = PatchProductFields.pick({
  isNew: true,
  isPopular: true,
  cookTime: true,
  dietaryInfo: true,
  nameKm: true,
  descriptionKm: true,
  cookTimeKm: true,
  dietaryInfoKm: true,
})

/** One product of a backup: the menu item's fields, its handle, category handle and status. */
const BackupProduct = PatchProductFields.omit({ categoryId: true }).extend({
  handle: z
    .string({ error: BACKUP_ERRORS.handle })
    .trim()
    .max(200, BACKUP_ERRORS.handle)
    .refine((v) => !/\s/.test(v), BACKUP_ERRORS.handle)
    .nullish()
    .transform((v) => v || undefined),
  name: z.string({ error: E.name }).trim().min(1, E.name).max(200, E.nameTooLong),
  description: z.string({ error: E.description }).max(5000, E.descriptionTooLong).nullish(),
  categoryHandle: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => (v === undefined ? undefined : v || null)),
  status: z.enum(["published", "draft"], { error: BACKUP_ERRORS.status }).optional(),
})

/** POST /api/products-backup: the backup file's product list. */
export const ProductsBackup = z.object({
  products: z.array(BackupProduct, { error: BACKUP_ERRORS.notABackup }).max(MAX_IMPORT_PRODUCTS, BACKUP_ERRORS.tooMany),
})

export type BackupProductType = z.output<typeof BackupProduct>
