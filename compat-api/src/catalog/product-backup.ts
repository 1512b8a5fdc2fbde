import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { compareCatalogOrder, type AdminMenuItem } from "../legacy/mappers/menu-item"
import type { BackupProductType } from "../api/api/products-backup/validators"
import { PRODUCT_ERRORS } from "../api/api/upload-product/validators"
import { LegacyValidationError, type LegacyFieldError } from "../legacy/legacy-error"
import {
  adminMenuItems,
  createMenuProduct,
  listAdminProducts,
  listCategoryTree,
  newProductHandle,
  updateMenuProduct,
  type ProductWrite,
} from "./product-admin"

/**
 * The back office's products backup (spec point 4 Download Backup, point 9 file name): every
 * product with every field the shop uses, Khmer included, and an import of that file that
 * updates products by handle and creates the others.
 */
export const BACKUP_FORMAT = "cambodian-shop-products"
export const BACKUP_VERSION = 1

export type BackupProduct = {
  handle: string
  name: string
  nameKm: string | null
  description: string
  descriptionKm: string | null
  price: number
  /** The handle of the product's storefront category (null: none). */
  categoryHandle: string | null
  imageUrl: string
  isNew: boolean
  isPopular: boolean
  cookTime: string | null
  cookTimeKm: string | null
  dietaryInfo: string | null
  dietaryInfoKm: string | null
  status: "published" | "draft"
}

export type ProductsBackup = {
  format: typeof BACKUP_FORMAT
  version: number
  exportedAt: string
  count: number
  products: BackupProduct[]
}

const toBackup = (item: AdminMenuItem, status: string | undefined): BackupProduct => ({
  handle: item.handle,
  name: item.name,
  nameKm: item.nameKm,
  description: item.description,
  descriptionKm: item.descriptionKm,
  price: item.price,
  categoryHandle: item.categorySlug,
  imageUrl: item.imageUrl,
  isNew: item.isNew,
  isPopular: item.isPopular,
  cookTime: item.cookTime,
  cookTimeKm: item.cookTimeKm,
  dietaryInfo: item.dietaryInfo,
  dietaryInfoKm: item.dietaryInfoKm,
  status: status === "draft" ? "draft" : "published",
})

/**
 * Every product (published and draft) in the catalog's order; an import creates the new ones one
 * after the other, so a restored catalog keeps that order.
 */
export async function exportProducts(scope: MedusaContainer, now = new Date()): Promise<ProductsBackup> {
  const products = (await listAdminProducts(scope)).sort(compareCatalogOrder)
  const items = await adminMenuItems(scope, products.map((p) => p.id))
  const status = new Map(products.map((p) => [p.id, p.status]))
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    count: items.length,
    products: items.map((i) => toBackup(i, status.get(i.id))),
  }
}

/** The fields of `row` that differ from the product as it is (undefined: a new product, all of them). */
function changes(row: BackupProductType, categoryId: string | null | undefined, current?: BackupProduct): ProductWrite {
  const out: ProductWrite = {}
  const differs = <K extends keyof BackupProduct>(key: K, value: unknown) =>
    value !== undefined && (!current || current[key] !== value)
  if (differs("name", row.name)) out.name = row.name
  if (differs("description", row.description ?? undefined)) out.description = row.description ?? ""
  if (differs("price", row.price)) out.price = row.price
  if (row.categoryHandle !== undefined && (!current || current.categoryHandle !== row.categoryHandle) && categoryId) {
    out.categoryId = categoryId
  }
  if (differs("imageUrl", row.imageUrl)) out.imageUrl = row.imageUrl
  if (differs("isNew", row.isNew)) out.isNew = row.isNew
  if (differs("isPopular", row.isPopular)) out.isPopular = row.isPopular
  if (differs("cookTime", row.cookTime)) out.cookTime = row.cookTime
  if (differs("dietaryInfo", row.dietaryInfo)) out.dietaryInfo = row.dietaryInfo
  if (differs("nameKm", row.nameKm)) out.nameKm = row.nameKm
  if (differs("descriptionKm", row.descriptionKm)) out.descriptionKm = row.descriptionKm
  if (differs("cookTimeKm", row.cookTimeKm)) out.cookTimeKm = row.cookTimeKm
  if (differs("dietaryInfoKm", row.dietaryInfoKm)) out.dietaryInfoKm = row.dietaryInfoKm
  return out
}

/**
 * Imports a backup: a product whose handle exists is updated (only what differs), any other is
 * created. Everything is checked before anything is written: an unknown category or a new
 * product without a price is a 400 naming the row.
 */
export async function importProducts(scope: MedusaContainer, rows: BackupProductType[]) {
  const tree = await listCategoryTree(scope)
  const categoryByHandle = new Map(tree.map((c) => [c.handle, c.id]))
  const handles = [...new Set(rows.flatMap((r) => (r.handle ? [r.handle] : [])))]
  const existing = handles.length
    ? await scope.resolve(Modules.PRODUCT).listProducts({ handle: handles }, { select: ["id", "handle", "status"], take: null })
    : []
  const idByHandle = new Map(existing.map((p) => [p.handle, p.id]))
  const currentItems = await adminMenuItems(scope, existing.map((p) => p.id))
  const statusById = new Map(existing.map((p) => [p.id, p.status as string]))
  const current = new Map(currentItems.map((i) => [i.handle, toBackup(i, statusById.get(i.id))]))

  const errors: LegacyFieldError[] = []
  rows.forEach((row, i) => {
    if (row.categoryHandle && !categoryByHandle.has(row.categoryHandle)) {
      errors.push({ field: `products.${i}.categoryHandle`, message: `There is no category with the handle "${row.categoryHandle}".` })
    }
    if (!(row.handle && idByHandle.has(row.handle)) && row.price === undefined) {
      errors.push({ field: `products.${i}.price`, message: PRODUCT_ERRORS.priceMissing })
    }
  })
  if (errors.length) {
    throw new LegacyValidationError(errors)
  }

  let created = 0
  let updated = 0
  let unchanged = 0
  const reserved = new Set<string>()
  for (const row of rows) {
    const categoryId = row.categoryHandle ? categoryByHandle.get(row.categoryHandle) : null
    const id = row.handle ? idByHandle.get(row.handle) : undefined
    if (id) {
      const was = current.get(row.handle!)
      const fields = changes(row, categoryId, was)
      const status = row.status && row.status !== was?.status ? row.status : undefined
      if (!Object.keys(fields).length && !status) {
        unchanged++
        continue
      }
      await updateMenuProduct(scope, id, fields, { status })
      updated++
      continue
    }
    const handle = row.handle ?? (await newProductHandle(scope, row.name, reserved))
    reserved.add(handle)
    const fields = changes(row, categoryId)
    const newId = await createMenuProduct(
      scope,
      { ...fields, name: row.name, price: row.price! },
      { handle, status: row.status }
    )
    idByHandle.set(handle, newId)
    created++
  }
  const parts = [`${created} created`, `${updated} updated`, ...(unchanged ? [`${unchanged} unchanged`] : [])]
  return {
    created,
    updated,
    unchanged,
    message: `Imported ${rows.length} product${rows.length === 1 ? "" : "s"}: ${parts.join(", ")}.`,
  }
}
