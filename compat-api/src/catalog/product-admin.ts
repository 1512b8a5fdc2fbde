import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError, Modules, ProductStatus, toHandle } from "@medusajs/framework/utils"
import { PRODUCT_ERRORS } from "@shop/contract"
import { PRODUCT_RECORD_FIELDS, toAdminMenuItem, withKhmerTexts, type AdminMenuItem, type MenuItem, type ProductRecord } from "./menu-item-mapper"
import type { MenuItemCreate, MenuItemImageFile } from "../workflows/catalog/create-menu-items"
import type { MenuItemUpdate } from "../workflows/catalog/update-menu-items"
import { readCatalog } from "./read-model"
import { fileBaseUrl, shopDefaults } from "./store-config"
import { IMAGE_ERRORS, MAX_IMAGE_BYTES, sniffImageType } from "./image-type"
import { LOCALE_OF } from "../http/lang"
import { LegacyValidationError } from "../http/legacy-error"
import {
  hasText,
  khmerTexts,
  presentTexts,
  storedImageUrl,
  touchesKhmer,
  variantPricesWithUsd,
  type VariantRecord,
} from "./product-fields"
import { categoryPath, freeHandle, type CategoryNode } from "./product-utilities"

/**
 * The back office's products (spec point 7): how it reads them (menu items with their Khmer
 * texts), and the input of the workflows that write them (src/workflows/catalog: create, update,
 * delete menu items), built from a validated form and the product as it is. The workflows write
 * through Medusa's product workflows, file module and Translation module, never the tables, and
 * renew the catalog read model before they answer, so the next GET /api/menu-items shows it.
 */
export const PRODUCT_NOT_FOUND = PRODUCT_ERRORS.notFound
export const CATEGORY_NOT_FOUND = PRODUCT_ERRORS.unknownCategory
export const KHMER_LOCALE = LOCALE_OF.km as string

/** A new product's single option and variant, named as Medusa's own admin names them. */
const DEFAULT_OPTION = { title: "Default option", value: "Default option value" }
const DEFAULT_VARIANT_TITLE = "Default variant"

/** A Medusa product as the back office reads it (query.graph). */
export type AdminProductRecord = Omit<ProductRecord, "variants"> & {
  status?: string
  variants?: VariantRecord[] | null
}

/** A ProductRecord with what the back office reads besides: the status and the ids of the variant and its prices. */
export const ADMIN_PRODUCT_FIELDS = [...PRODUCT_RECORD_FIELDS, "status", "variants.id", "variants.prices.id"]

/** The fields of a back-office product write, already validated (prices in dollars). */
export type ProductWrite = {
  name?: string
  description?: string
  price?: number
  categoryId?: string
  isNew?: boolean
  isPopular?: boolean
  /** Weight/Size: the product's subtitle. */
  cookTime?: string | null
  /** Additional Info: the product's material. */
  dietaryInfo?: string | null
  nameKm?: string | null
  descriptionKm?: string | null
  cookTimeKm?: string | null
  dietaryInfoKm?: string | null
  /** An image already stored somewhere (PATCH, backup import); null clears it. */
  imageUrl?: string | null
}

export async function listAdminProducts(
  scope: MedusaContainer,
  filters: Record<string, unknown> = {}
): Promise<AdminProductRecord[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "product", fields: ADMIN_PRODUCT_FIELDS, filters })
  return data as AdminProductRecord[]
}

/** The product, or a 404 `{ error: "Product not found" }` (also for a soft-deleted one). */
export async function retrieveAdminProduct(scope: MedusaContainer, id: string): Promise<AdminProductRecord> {
  const [product] = await listAdminProducts(scope, { id })
  if (!product) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, PRODUCT_NOT_FOUND)
  }
  return product
}

type TranslationRecord = { id: string; reference_id: string; translations: Record<string, unknown> | null }

async function khmerTranslations(scope: MedusaContainer, productIds: string[]): Promise<Map<string, TranslationRecord>> {
  if (!productIds.length) {
    return new Map()
  }
  const translation = scope.resolve(Modules.TRANSLATION)
  const rows = (await translation.listTranslations({
    reference: "product",
    reference_id: productIds,
    locale_code: KHMER_LOCALE,
  })) as unknown as TranslationRecord[]
  return new Map(rows.map((r) => [r.reference_id, r]))
}

/** The products as the back office answers them: menu items with their Khmer texts. */
export async function adminMenuItems(scope: MedusaContainer, ids: string[]): Promise<AdminMenuItem[]> {
  const products = await listAdminProducts(scope, { id: ids })
  const khmer = await khmerTranslations(scope, ids)
  const base = fileBaseUrl(scope)
  const byId = new Map(products.map((p) => [p.id, p]))
  return ids.flatMap((id) => {
    const p = byId.get(id)
    return p ? [toAdminMenuItem(p, khmer.get(id)?.translations, base)] : []
  })
}

/**
 * The shop's menu as staff manage it (GET /api/admin/menu-items): the English GET /api/menu-items,
 * same products and order, each with its Khmer texts to show, search and edit.
 */
export async function adminMenuList(scope: MedusaContainer): Promise<AdminMenuItem[]> {
  const items = JSON.parse((await readCatalog(scope, "menu-items", "en")).body) as MenuItem[]
  const khmer = await khmerTranslations(scope, items.map((i) => i.id))
  return items.map((item) => withKhmerTexts(item, khmer.get(item.id)?.translations))
}

export async function adminMenuItem(scope: MedusaContainer, id: string): Promise<AdminMenuItem> {
  const [item] = await adminMenuItems(scope, [id])
  if (!item) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, PRODUCT_NOT_FOUND)
  }
  return item
}

/** Every product category (the tree is small): id, handle, name and parent. */
export async function listCategoryTree(scope: MedusaContainer) {
  const products = scope.resolve(Modules.PRODUCT)
  return (await products.listProductCategories(
    {},
    { select: ["id", "name", "handle", "parent_category_id", "rank"], take: null }
  )) as (CategoryNode & { name: string })[]
}

/** The category and its ancestors (a storefront category sits under Food, Skincare or Clothes). */
export function categoryIdsOf(categoryId: string, tree: CategoryNode[], field = "categoryId"): string[] {
  if (!tree.some((c) => c.id === categoryId)) {
    throw new LegacyValidationError([{ field, message: CATEGORY_NOT_FOUND }])
  }
  return categoryPath(categoryId, tree)
}

/** A handle for a new product from its name, free also among soft-deleted products. */
export async function newProductHandle(scope: MedusaContainer, name: string, reserved = new Set<string>()) {
  const base = toHandle(name).slice(0, 100)
  const candidates = [base, ...Array.from({ length: 99 }, (_, i) => `${base}-${i + 2}`)]
  const products = await scope
    .resolve(Modules.PRODUCT)
    .listProducts({ handle: candidates }, { select: ["handle"], withDeleted: true, take: null })
  return freeHandle(base, new Set([...reserved, ...products.map((p) => p.handle)]))
}

/**
 * The uploaded image as a file for Medusa's file module, named after the product with the
 * extension of its real type; a 400 when it is not a JPEG, PNG, WebP or GIF, or too large.
 */
export function productImageFile(buffer: Buffer, handle: string): MenuItemImageFile {
  if (buffer.length > MAX_IMAGE_BYTES) {
    throw new LegacyValidationError([{ field: "image", message: IMAGE_ERRORS.tooLarge }])
  }
  const type = sniffImageType(buffer)
  if (!type) {
    throw new LegacyValidationError([{ field: "image", message: IMAGE_ERRORS.type }])
  }
  return {
    filename: `${handle || "product"}.${type.extension}`,
    mimeType: type.mimeType,
    content: buffer.toString("base64"),
    access: "public",
  }
}

const metadataOf = (fields: ProductWrite, current: Record<string, unknown> = {}) => {
  const meta: Record<string, unknown> = { ...current }
  if (fields.isNew !== undefined) meta.is_new = fields.isNew
  if (fields.isPopular !== undefined) meta.is_popular = fields.isPopular
  return meta
}

type CategoryRow = CategoryNode & { name: string }

/** What new products are built with: the shop's sales channel and shipping profile, the categories. */
export type CreateContext = { salesChannelId: string; shippingProfileId: string; tree: CategoryRow[]; base: string }

export async function createContext(scope: MedusaContainer, writes: ProductWrite[], tree?: CategoryRow[]): Promise<CreateContext> {
  const defaults = await shopDefaults(scope)
  return {
    ...defaults,
    tree: tree ?? (writes.some((w) => w.categoryId) ? await listCategoryTree(scope) : []),
    base: fileBaseUrl(scope),
  }
}

export type CreateProductOptions = {
  handle: string
  /** A stored image (from the upload) and its name for the file module. */
  image?: MenuItemImageFile | null
  /** draft or published (default); the backup import keeps a product's status. */
  status?: "draft" | "published"
  /** When the product counts as created (ISO): the backup import keeps the file's order with it. */
  createdAt?: string
}

/**
 * A new back-office product (input of createMenuItemsWorkflow): published in the store's default
 * sales channel, the default shipping profile, one variant with a USD price and no inventory
 * management, as the seed makes them. A 400 for a category that does not exist.
 */
export function menuItemCreate(
  fields: ProductWrite & { name: string; price: number },
  ctx: CreateContext,
  options: CreateProductOptions
): MenuItemCreate {
  const categoryIds = fields.categoryId ? categoryIdsOf(fields.categoryId, ctx.tree) : []
  const image = options.image ?? null
  const imageUrl = !image && fields.imageUrl ? storedImageUrl(fields.imageUrl, ctx.base) : null
  const khmer = presentTexts(khmerTexts(fields))
  return {
    image,
    khmer: Object.keys(khmer).length ? { localeCode: KHMER_LOCALE, translations: khmer } : null,
    product: {
      title: fields.name,
      handle: options.handle,
      description: fields.description ?? "",
      subtitle: fields.cookTime ?? null,
      material: fields.dietaryInfo ?? null,
      status: options.status === "draft" ? ProductStatus.DRAFT : ProductStatus.PUBLISHED,
      ...(imageUrl ? { thumbnail: imageUrl, images: [{ url: imageUrl }] } : {}),
      shipping_profile_id: ctx.shippingProfileId,
      sales_channels: [{ id: ctx.salesChannelId }],
      category_ids: categoryIds,
      metadata: metadataOf({ isNew: false, isPopular: false, ...fields }),
      options: [{ title: DEFAULT_OPTION.title, values: [DEFAULT_OPTION.value] }],
      variants: [
        {
          title: DEFAULT_VARIANT_TITLE,
          options: { [DEFAULT_OPTION.title]: DEFAULT_OPTION.value },
          manage_inventory: false,
          prices: [{ currency_code: "usd", amount: fields.price }],
        },
      ],
      ...(options.createdAt ? { created_at: options.createdAt } : {}),
    },
  }
}

type ProductWithOptions = AdminProductRecord & { options?: { title: string; values?: { value: string }[] }[] | null }

/** What changes are built from: the products as they are, their Khmer translations, the categories. */
export type UpdateContext = {
  products: Map<string, ProductWithOptions>
  khmer: Map<string, TranslationRecord>
  tree: CategoryRow[]
  base: string
}

/** Reads what `writes` change; a 404 `{ error: "Product not found" }` when one of the products is not there. */
export async function updateContext(
  scope: MedusaContainer,
  writes: { id: string; fields: ProductWrite }[],
  tree?: CategoryRow[]
): Promise<UpdateContext> {
  const ids = writes.map((w) => w.id)
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "product",
    fields: [...ADMIN_PRODUCT_FIELDS, "options.title", "options.values.value"],
    filters: { id: ids },
  })
  const products = new Map((data as ProductWithOptions[]).map((p) => [p.id, p]))
  if (ids.some((id) => !products.has(id))) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, PRODUCT_NOT_FOUND)
  }
  return {
    products,
    khmer: await khmerTranslations(scope, writes.filter((w) => touchesKhmer(w.fields)).map((w) => w.id)),
    tree: tree ?? (writes.some((w) => w.fields.categoryId !== undefined) ? await listCategoryTree(scope) : []),
    base: fileBaseUrl(scope),
  }
}

/**
 * A change to a back-office product (input of updateMenuItemsWorkflow): only the given fields
 * change. A 400 for a category that does not exist.
 */
export function menuItemUpdate(
  id: string,
  fields: ProductWrite,
  ctx: UpdateContext,
  options: { image?: MenuItemImageFile | null; status?: "draft" | "published" } = {}
): MenuItemUpdate {
  const product = ctx.products.get(id)
  if (!product) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, PRODUCT_NOT_FOUND)
  }
  const item: MenuItemUpdate = { product: { id }, image: options.image ?? null }
  const update = item.product
  if (fields.name !== undefined) update.title = fields.name
  if (fields.description !== undefined) update.description = fields.description
  if (options.status) update.status = options.status === "draft" ? ProductStatus.DRAFT : ProductStatus.PUBLISHED
  if (fields.categoryId !== undefined) item.categoryIds = categoryIdsOf(fields.categoryId, ctx.tree)
  if (fields.cookTime !== undefined) update.subtitle = fields.cookTime
  if (fields.dietaryInfo !== undefined) update.material = fields.dietaryInfo
  if (fields.isNew !== undefined || fields.isPopular !== undefined) {
    update.metadata = metadataOf(fields, product.metadata ?? {})
  }
  if (fields.imageUrl !== undefined && !options.image) {
    const url = fields.imageUrl ? storedImageUrl(fields.imageUrl, ctx.base) : null
    update.thumbnail = url
    item.images = url ? [{ url }] : []
  }

  if (fields.price !== undefined) {
    item.variantPrices = variantPricesWithUsd(product.variants ?? [], fields.price)
    if (!item.variantPrices) {
      // A product without a variant (made elsewhere) gets the shop's single default variant.
      const firstValues = Object.fromEntries(
        (product.options ?? []).flatMap((o) => (o.values?.[0] ? [[o.title, o.values[0].value]] : []))
      )
      ;(update as unknown as Record<string, unknown>).variants = [
        {
          title: DEFAULT_VARIANT_TITLE,
          options: firstValues,
          manage_inventory: false,
          prices: [{ currency_code: "usd", amount: fields.price }],
        },
      ]
    }
  }

  if (touchesKhmer(fields)) {
    const current = ctx.khmer.get(id)
    const texts = khmerTexts(fields, current?.translations ?? {})
    if (current) {
      // an emptied translation is removed; otherwise its texts change (cleared ones to null)
      item.khmer = hasText(texts) ? { update: { id: current.id, translations: texts } } : { deleteId: current.id }
    } else if (hasText(texts)) {
      item.khmer = {
        create: { reference: "product", reference_id: id, locale_code: KHMER_LOCALE, translations: presentTexts(texts) },
      }
    }
  }
  return item
}
