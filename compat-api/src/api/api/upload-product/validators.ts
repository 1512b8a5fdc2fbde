import { z } from "@medusajs/framework/zod"
import { IMAGE_ERRORS } from "../../../catalog/image-type"
import { parsePrice, PRICE_ERROR } from "../../../catalog/price"

/**
 * The product fields of the back office (spec point 7: upload-product, PUT upload-product/{id},
 * PATCH menu-items/{id}). Form uploads send text, JSON may send numbers and booleans; both are
 * accepted. In updates an absent field stays as it is; an empty optional field is cleared.
 */
export const PRODUCT_ERRORS = {
  name: "Please enter the product name.",
  nameTooLong: "The product name must be at most 200 characters.",
  description: "Please enter a description.",
  descriptionTooLong: "The description must be at most 5000 characters.",
  priceMissing: "Please enter a price.",
  price: PRICE_ERROR,
  categoryId: "Please choose a category.",
  isNew: 'isNew must be "true" or "false".',
  isPopular: 'isPopular must be "true" or "false".',
  cookTimeTooLong: "Weight/Size must be at most 200 characters.",
  dietaryInfoTooLong: "Additional info must be at most 1000 characters.",
  nameKmTooLong: "The Khmer name must be at most 200 characters.",
  descriptionKmTooLong: "The Khmer description must be at most 5000 characters.",
  cookTimeKmTooLong: "The Khmer Weight/Size must be at most 200 characters.",
  dietaryInfoKmTooLong: "The Khmer additional info must be at most 1000 characters.",
  imageUrl: "The image URL must be a web address (https://…) or a path on this shop (/static/…).",
} as const

const E = PRODUCT_ERRORS

const requiredText = (max: number, missing: string, tooLong: string) =>
  z.string({ error: missing }).trim().min(1, missing).max(max, tooLong)

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

const price = z
  .union([z.string(), z.number()], { error: E.priceMissing })
  .transform((v, ctx) => {
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

/** POST /api/upload-product with its file: the image is required too (checked by content later). */
export const CreateProductUpload = CreateProductFields.extend({
  image: z.custom<Buffer>((v) => Buffer.isBuffer(v) && v.length > 0, IMAGE_ERRORS.missing),
})

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
