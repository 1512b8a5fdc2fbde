import { ContainerRegistrationKeys, FeatureFlag } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { LOCALE_OF, type Lang } from "../../http/lang"
import { compareCatalogOrder, PRODUCT_RECORD_FIELDS, toMenuItem, type ProductRecord } from "../menu-item-mapper"
import { sortCategories, toCategory, type CategoryRecord } from "../category-mapper"
import { defaultSalesChannelId, fileBaseUrl } from "../store-config"

/**
 * Builds the whole catalog read model from Medusa: /api/menu-items and /api/categories, in every
 * shop language, from one read of the products (a page at a time), one of the categories, one of
 * which product is in which category, and one of each language's translations.
 *
 * Its cost grows with the catalog, not faster. A product's `categories` through query.graph did
 * not: the ORM fills each category's product list one product at a time, looking through the list
 * each time (10 s of a 1,000-product build on a loaded 2-core machine; the pairs below take
 * milliseconds). The languages share the one product read: each one's translations are read once
 * and laid over the products from a map by id (query.graph with `locale` would read the products
 * again per language and re-read the translations of every id in the answer, 250 at a time).
 */
export type CatalogResource = "menu-items" | "categories"

export type CatalogBodies = Record<`${CatalogResource}:${Lang}`, string>

export const LANGS: Lang[] = ["en", "km"]

type Texts = Record<string, unknown>

/** Fields Medusa never translates (its applyTranslations leaves them alone too). */
const UNTRANSLATED = new Set(["id", "created_at", "updated_at", "deleted_at", "metadata"])

/**
 * Lays a translation over a record as Medusa's applyTranslations does: a translated field of the same
 * type replaces the base one unless it is blank; records inside (a product's categories) get their own.
 */
export function translate<T extends object>(record: T, byId: Map<string, Texts>): T {
  const own = byId.get((record as { id?: string }).id ?? "")
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) }
  for (const [key, value] of Object.entries(record)) {
    if (UNTRANSLATED.has(key)) continue
    const text = own?.[key]
    if (own && key in own && typeof value === typeof text && !(typeof text === "string" && !text.trim())) {
      out[key] = text
    } else if (Array.isArray(value)) {
      out[key] = value.map((v) => (v && typeof v === "object" && v.id ? translate(v, byId) : v))
    }
  }
  return out as T
}

/** A locale's translations of products and categories, by the id of what they translate. */
async function translationsOf(scope: MedusaContainer, locale: string | undefined): Promise<Map<string, Texts>> {
  const byId = new Map<string, Texts>()
  if (!locale || !FeatureFlag.isFeatureEnabled("translation")) {
    return byId
  }
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "translations",
    fields: ["reference_id", "translations"],
    filters: { reference: ["product", "product_category"], locale_code: locale },
  })
  for (const row of data as { reference_id: string; translations?: Texts | null }[]) {
    byId.set(row.reference_id, row.translations ?? {})
  }
  return byId
}

/** The product module's product-category pairs (its many-to-many table, see the comment above). */
const PRODUCT_CATEGORY_TABLE = "product_category_product"

type CategoryRow = CategoryRecord & { is_active?: boolean; is_internal?: boolean }

/** Each product's categories (id, handle, parent), from the pairs and the categories by id. */
async function categoriesOfProducts(scope: MedusaContainer, categories: CategoryRow[]) {
  const knex = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const pairs: { product_id: string; product_category_id: string }[] = await knex(PRODUCT_CATEGORY_TABLE).select(
    "product_id",
    "product_category_id"
  )
  const byId = new Map(categories.map((c) => [c.id, c]))
  const byProduct = new Map<string, NonNullable<ProductRecord["categories"]>>()
  for (const { product_id, product_category_id } of pairs) {
    const category = byId.get(product_category_id)
    if (!category) continue // deleted
    const list = byProduct.get(product_id) ?? []
    list.push({ id: category.id, handle: category.handle, parent_category_id: category.parent_category_id ?? null })
    byProduct.set(product_id, list)
  }
  return byProduct
}

/** Products are read this many at a time: between pages the server answers other requests. */
const PAGE = 250

/** The published products with what the menu shows (their categories aside), a page at a time. */
async function publishedProducts(scope: MedusaContainer) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const products: (ProductRecord & { sales_channels?: { id: string }[] })[] = []
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "product",
      fields: [...PRODUCT_RECORD_FIELDS.filter((f) => !f.startsWith("categories.")), "sales_channels.id"],
      filters: { status: "published" },
      pagination: { skip, take: PAGE, order: { id: "ASC" } },
    })
    products.push(...(data as typeof products))
    if (data.length < PAGE) return products
    await new Promise((r) => setImmediate(r))
  }
}

export async function buildCatalog(scope: MedusaContainer): Promise<CatalogBodies> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [channelId, products, { data: categories }, ...translations] = await Promise.all([
    defaultSalesChannelId(scope),
    publishedProducts(scope),
    query.graph({
      entity: "product_category",
      fields: ["id", "name", "handle", "description", "rank", "parent_category_id", "is_active", "is_internal"],
    }),
    ...LANGS.map((lang) => translationsOf(scope, LOCALE_OF[lang])),
  ])
  const base = fileBaseUrl(scope)
  const categoriesOf = await categoriesOfProducts(scope, categories as CategoryRow[])
  const listed = products
    .filter((p) => !channelId || (p.sales_channels ?? []).some((c) => c?.id === channelId))
    .map((p) => ({ ...p, categories: categoriesOf.get(p.id) ?? [] }))
  const shown = (categories as CategoryRow[])
    .filter((c) => c.is_active && !c.is_internal)
    .map(({ is_active: _a, is_internal: _i, ...c }) => c)
  const bodies = {} as CatalogBodies
  LANGS.forEach((lang, i) => {
    const byId = translations[i]
    const local = <T extends object>(records: T[]) => (byId.size ? records.map((r) => translate(r, byId)) : [...records])
    // translated first, then ordered: a translated handle orders as Medusa's localized answer did
    bodies[`menu-items:${lang}`] = JSON.stringify(local(listed).sort(compareCatalogOrder).map((p) => toMenuItem(p, base)))
    bodies[`categories:${lang}`] = JSON.stringify(sortCategories(local(shown)).map(toCategory))
  })
  return bodies
}
