import type { MedusaContainer } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { compareCatalogOrder, type AdminMenuItem } from "./menu-item-mapper"
import type { BackupProductType } from "../api/api/products-backup/validators"
import { PRODUCT_ERRORS } from "../api/api/upload-product/validators"
import { LegacyValidationError, type LegacyFieldError } from "../http/legacy-error"
import type { ImportProductsBackupWorkflowInput } from "../workflows/catalog/import-products-backup"
import {
  adminMenuItems,
  createContext,
  listAdminProducts,
  listCategoryTree,
  menuItemCreate,
  menuItemUpdate,
  newProductHandle,
  updateContext,
  type ProductWrite,
} from "./product-admin"
import { importReport } from "./product-utilities"

/**
 * The back office's products backup (spec point 4 Download Backup, point 9 file name): every
 * product with every field the shop uses, Khmer included, and the plan of an import of that file
 * (updates products by handle, creates the others), which importProductsBackupWorkflow applies.
 */
export const BACKUP_FORMAT = "cambodian-shop-products"
/** Two rows of one import with the same handle: which one to apply would be a guess. */
export const HANDLE_TWICE = "This handle is used by an earlier product in the backup."
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
 * Every product (published and draft) in the catalog's order; an import creates the new ones in
 * that order, so a restored catalog keeps it.
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
 * Plans the import of a backup: a product whose handle exists is updated (only what differs), any
 * other is created, in the file's order. Everything is checked before anything is written: an
 * unknown category, a new product without a price or a handle given twice is a 400 naming the
 * row. Answers the workflow's input and the report the import answers once it is done.
 */
export async function planProductsImport(scope: MedusaContainer, rows: BackupProductType[]) {
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
  const seen = new Set<string>()
  rows.forEach((row, i) => {
    if (row.categoryHandle && !categoryByHandle.has(row.categoryHandle)) {
      errors.push({ field: `products.${i}.categoryHandle`, message: `There is no category with the handle "${row.categoryHandle}".` })
    }
    if (!(row.handle && idByHandle.has(row.handle)) && row.price === undefined) {
      errors.push({ field: `products.${i}.price`, message: PRODUCT_ERRORS.priceMissing })
    }
    if (row.handle && seen.has(row.handle)) {
      errors.push({ field: `products.${i}.handle`, message: HANDLE_TWICE })
    } else if (row.handle) {
      seen.add(row.handle)
    }
  })
  if (errors.length) {
    throw new LegacyValidationError(errors)
  }

  let unchanged = 0
  const updates: { id: string; fields: ProductWrite; status?: "draft" | "published" }[] = []
  const creates: { fields: ProductWrite & { name: string; price: number }; handle: string; status?: "draft" | "published" }[] = []
  // a new product without a handle gets one that no row of the file asks for
  const reserved = new Set(handles)
  for (const row of rows) {
    const categoryId = row.categoryHandle ? categoryByHandle.get(row.categoryHandle) : null
    const id = row.handle ? idByHandle.get(row.handle) : undefined
    if (id) {
      const was = current.get(row.handle!)
      const fields = changes(row, categoryId, was)
      const status = row.status && row.status !== was?.status ? row.status : undefined
      if (!Object.keys(fields).length && !status) {
        unchanged++
      } else {
        updates.push({ id, fields, status })
      }
      continue
    }
    const handle = row.handle ?? (await newProductHandle(scope, row.name, reserved))
    reserved.add(handle)
    creates.push({ fields: { ...changes(row, categoryId), name: row.name, price: row.price! }, handle, status: row.status })
  }

  const input: ImportProductsBackupWorkflowInput = { updates: [], creates: [] }
  if (updates.length) {
    const ctx = await updateContext(scope, updates, tree)
    input.updates = updates.map((u) => menuItemUpdate(u.id, u.fields, ctx, { status: u.status }))
  }
  if (creates.length) {
    const ctx = await createContext(scope, [], tree)
    // one millisecond apart, in the file's order: the catalog lists products without a rank by age
    const start = Date.now()
    input.creates = creates.map((c, i) =>
      menuItemCreate(c.fields, ctx, { handle: c.handle, status: c.status, createdAt: new Date(start + i).toISOString() })
    )
  }
  return { input, report: importReport(rows.length, creates.length, updates.length, unchanged) }
}
