import { z } from "@medusajs/framework/zod"
import { PatchProductFields, PRODUCT_ERRORS } from "../upload-product/validators"

/** At most this many products in one import: a backup of a larger shop is split. */
export const MAX_IMPORT_PRODUCTS = 5000

export const BACKUP_ERRORS = {
  notABackup: "Please send a products backup: the JSON file from Download Backup.",
  tooMany: `A backup can hold at most ${MAX_IMPORT_PRODUCTS} products.`,
  handle: "A handle is one word without spaces, e.g. kampot-black-pepper.",
  status: 'Status must be "published" or "draft".',
} as const

/** One product of a backup: the menu item's fields, its handle, category handle and status. */
const BackupProduct = PatchProductFields.omit({ categoryId: true }).extend({
  handle: z
    .string({ error: BACKUP_ERRORS.handle })
    .trim()
    .max(200, BACKUP_ERRORS.handle)
    .refine((v) => !/\s/.test(v), BACKUP_ERRORS.handle)
    .nullish()
    .transform((v) => v || undefined),
  name: z.string({ error: PRODUCT_ERRORS.name }).trim().min(1, PRODUCT_ERRORS.name).max(200, PRODUCT_ERRORS.nameTooLong),
  description: z.string({ error: PRODUCT_ERRORS.description }).max(5000, PRODUCT_ERRORS.descriptionTooLong).nullish(),
  categoryHandle: z.string().trim().max(200).nullish().transform((v) => (v === undefined ? undefined : v || null)),
  status: z.enum(["published", "draft"], { error: BACKUP_ERRORS.status }).optional(),
})

/** POST /api/products-backup: the backup file's product list (a bare list is accepted too). */
export const ProductsBackup = z.object({
  products: z.array(BackupProduct, { error: BACKUP_ERRORS.notABackup }).max(MAX_IMPORT_PRODUCTS, BACKUP_ERRORS.tooMany),
})

export type BackupProductType = z.output<typeof BackupProduct>
