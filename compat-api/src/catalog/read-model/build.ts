import { ContainerRegistrationKeys, FeatureFlag } from "@medusajs/framework/utils"
import type { Knex } from "@medusajs/framework/mikro-orm/knex"
import type { MedusaContainer } from "@medusajs/framework/types"
import { LOCALE_OF, type Lang } from "../../http/lang"
import {
  catalogOrderKey,
  compareCatalogKeys,
  PRODUCT_RECORD_FIELDS,
  toMenuItem,
  type CatalogOrderKey,
  type ProductRecord,
} from "../menu-item-mapper"
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

/** A locale's translations of products and categories, by the id of what they translate (`ids`: only those). */
async function translationsOf(scope: MedusaContainer, locale: string | undefined, ids?: string[]): Promise<Map<string, Texts>> {
  const byId = new Map<string, Texts>()
  if (!locale || !FeatureFlag.isFeatureEnabled("translation")) {
    return byId
  }
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  for (const chunk of ids ? chunks(ids) : [undefined]) {
    const { data } = await query.graph({
      entity: "translations",
      fields: ["reference_id", "translations"],
      filters: { reference: ["product", "product_category"], locale_code: locale, ...(chunk ? { reference_id: chunk } : {}) },
    })
    for (const row of data as { reference_id: string; translations?: Texts | null }[]) {
      byId.set(row.reference_id, row.translations ?? {})
    }
  }
  return byId
}

/** Products are read this many at a time: between pages the server answers other requests. */
const PAGE = 250

const chunks = <T>(list: T[], size = PAGE): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size))

const yieldToRequests = () => new Promise((r) => setImmediate(r))

/** The product module's product-category pairs (its many-to-many table, see the comment above). */
const PRODUCT_CATEGORY_TABLE = "product_category_product"

type CategoryRow = CategoryRecord & { is_active?: boolean; is_internal?: boolean }

/** Each product's categories (id, handle, parent), from the pairs and the categories by id (`productIds`: only theirs). */
async function categoriesOfProducts(scope: MedusaContainer, categories: CategoryRow[], productIds?: string[]) {
  const knex = scope.resolve<Knex>(ContainerRegistrationKeys.PG_CONNECTION)
  const pairs: { product_id: string; product_category_id: string }[] = []
  for (const chunk of productIds ? chunks(productIds) : [undefined]) {
    const read = knex(PRODUCT_CATEGORY_TABLE).select("product_id", "product_category_id")
    pairs.push(...(await (chunk ? read.whereIn("product_id", chunk) : read)))
  }
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

type ProductRow = ProductRecord & { status?: string; sales_channels?: { id: string }[] }

const PRODUCT_FIELDS = [...PRODUCT_RECORD_FIELDS.filter((f) => !f.startsWith("categories.")), "status", "sales_channels.id"]

/** The published products with what the menu shows (their categories aside), a page at a time. */
async function publishedProducts(scope: MedusaContainer): Promise<ProductRow[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const products: ProductRow[] = []
  for (let skip = 0; ; skip += PAGE) {
    const { data } = await query.graph({
      entity: "product",
      fields: PRODUCT_FIELDS,
      filters: { status: "published" },
      pagination: { skip, take: PAGE, order: { id: "ASC" } },
    })
    products.push(...(data as ProductRow[]))
    if (data.length < PAGE) return products
    await yieldToRequests()
  }
}

/** The products of `ids` that still exist (any status), a page at a time. */
async function productsById(scope: MedusaContainer, ids: string[]): Promise<ProductRow[]> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const products: ProductRow[] = []
  for (const chunk of chunks(ids)) {
    const { data } = await query.graph({ entity: "product", fields: PRODUCT_FIELDS, filters: { id: chunk } })
    products.push(...(data as ProductRow[]))
    await yieldToRequests()
  }
  return products
}

/** A product's menu item in one language, ready to be joined into the body, with its place in the order. */
type Entry = CatalogOrderKey & { id: string; json: string }

/**
 * What the read model keeps besides the bodies, to change a few products without reading the whole
 * catalog again: each language's entries in the catalog's order.
 */
export type CatalogModel = { order: Record<Lang, Entry[]> }

export type CatalogBuild = { bodies: CatalogBodies; model: CatalogModel }

/** What every build reads besides the products: the store's channel, the categories, the file URLs. */
async function shared(scope: MedusaContainer) {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [channelId, { data: categories }] = await Promise.all([
    defaultSalesChannelId(scope),
    query.graph({
      entity: "product_category",
      fields: ["id", "name", "handle", "description", "rank", "parent_category_id", "is_active", "is_internal"],
    }),
  ])
  return { channelId, categories: categories as CategoryRow[], base: fileBaseUrl(scope) }
}

type Shared = Awaited<ReturnType<typeof shared>>

/**
 * Lays each language's translations over the products shown and makes their entries (into
 * `entries`, by id), and makes the categories' bodies (into `bodies`).
 */
async function addEntries(
  { channelId, categories, base }: Shared,
  products: ProductRow[],
  categoriesOf: Map<string, NonNullable<ProductRecord["categories"]>>,
  translations: Map<string, Texts>[],
  bodies: Partial<CatalogBodies>
): Promise<Record<Lang, Entry[]>> {
  const listed = products
    .filter((p) => (p.status ?? "published") === "published")
    .filter((p) => !channelId || (p.sales_channels ?? []).some((c) => c?.id === channelId))
    .map(({ status: _s, sales_channels: _c, ...p }) => ({ ...p, categories: categoriesOf.get(p.id) ?? [] }))
  const shown = categories.filter((c) => c.is_active && !c.is_internal).map(({ is_active: _a, is_internal: _i, ...c }) => c)
  const entries = {} as Record<Lang, Entry[]>
  for (const [i, lang] of LANGS.entries()) {
    const byId = translations[i]
    const local = <T extends object>(records: T[]) => (byId.size ? records.map((r) => translate(r, byId)) : [...records])
    entries[lang] = []
    for (const [n, record] of local(listed).entries()) {
      // translated first: a translated handle orders as Medusa's localized answer did
      entries[lang].push({ ...catalogOrderKey(record), id: record.id, json: JSON.stringify(toMenuItem(record, base)) })
      if (n % PAGE === PAGE - 1) await yieldToRequests()
    }
    bodies[`categories:${lang}`] = JSON.stringify(sortCategories(local(shown)).map(toCategory))
  }
  return entries
}

/** Where `entry` goes in `order` (sorted): after every entry that sorts before it or with it. */
function placeOf(order: Entry[], entry: Entry): number {
  let lo = 0
  let hi = order.length
  while (lo < hi) {
    const mid = (lo + hi) >>> 1
    if (compareCatalogKeys(order[mid], entry) <= 0) lo = mid + 1
    else hi = mid
  }
  return lo
}

function finish(model: CatalogModel, bodies: Partial<CatalogBodies>): CatalogBuild {
  for (const lang of LANGS) {
    bodies[`menu-items:${lang}`] = `[${model.order[lang].map((e) => e.json).join(",")}]`
  }
  return { bodies: bodies as CatalogBodies, model }
}

/** The whole catalog read model, from Medusa. */
export async function buildCatalog(scope: MedusaContainer): Promise<CatalogBuild> {
  const [common, products, ...translations] = await Promise.all([
    shared(scope),
    publishedProducts(scope),
    ...LANGS.map((lang) => translationsOf(scope, LOCALE_OF[lang])),
  ])
  const categoriesOf = await categoriesOfProducts(scope, common.categories)
  const bodies: Partial<CatalogBodies> = {}
  const entries = await addEntries(common, products, categoriesOf, translations, bodies)
  const model: CatalogModel = { order: { en: entries.en.sort(compareCatalogKeys), km: entries.km.sort(compareCatalogKeys) } }
  return finish(model, bodies)
}

/**
 * The catalog read model after a change to the products of `productIds` only (edited, created,
 * deleted, unpublished, their prices, images, categories or texts): their entries are read again
 * from Medusa, the others kept from `previous` (which is left as it was). The categories' bodies
 * are made again (a few dozen rows). A change to a category itself needs `buildCatalog`.
 */
export async function updateCatalog(scope: MedusaContainer, previous: CatalogModel, productIds: string[]): Promise<CatalogBuild> {
  const common = await shared(scope)
  const textIds = [...productIds, ...common.categories.map((c) => c.id)]
  const [products, categoriesOf, ...translations] = await Promise.all([
    productsById(scope, productIds),
    categoriesOfProducts(scope, common.categories, productIds),
    ...LANGS.map((lang) => translationsOf(scope, LOCALE_OF[lang], textIds)),
  ])
  const bodies: Partial<CatalogBodies> = {}
  const changed = await addEntries(common, products, categoriesOf, translations, bodies)
  const gone = new Set(productIds)
  const model: CatalogModel = { order: { en: [], km: [] } }
  for (const lang of LANGS) {
    const order = previous.order[lang].filter((e) => !gone.has(e.id))
    for (const entry of changed[lang]) order.splice(placeOf(order, entry), 0, entry)
    model.order[lang] = order
  }
  return finish(model, bodies)
}
