import { ContainerRegistrationKeys, FeatureFlag } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { LOCALE_OF, type Lang } from "../../http/lang"
import { compareCatalogOrder, PRODUCT_RECORD_FIELDS, toMenuItem, type ProductRecord } from "../menu-item-mapper"
import { sortCategories, toCategory, type CategoryRecord } from "../category-mapper"
import { defaultSalesChannelId, fileBaseUrl } from "../store-config"

/**
 * Builds the whole catalog read model from Medusa: /api/menu-items and /api/categories, in every
 * shop language, from one read of the products, one of the categories and one of each language's
 * translations.
 *
 * Its cost grows with the catalog, not faster: the products are read once without a locale, and
 * each language's texts are laid over them from a map by id. (query.graph with `locale` re-reads the
 * translations of every id in the answer, variants, prices and images included, in batches of 250
 * one after the other, once per language; that made a rebuild of 2,000 products take half a minute.)
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

export async function buildCatalog(scope: MedusaContainer): Promise<CatalogBodies> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [channelId, { data: products }, { data: categories }, ...translations] = await Promise.all([
    defaultSalesChannelId(scope),
    query.graph({
      entity: "product",
      fields: [...PRODUCT_RECORD_FIELDS, "sales_channels.id"],
      filters: { status: "published" },
    }),
    query.graph({
      entity: "product_category",
      fields: ["id", "name", "handle", "description", "rank", "parent_category_id"],
      filters: { is_active: true, is_internal: false },
    }),
    ...LANGS.map((lang) => translationsOf(scope, LOCALE_OF[lang])),
  ])
  const base = fileBaseUrl(scope)
  const listed = (products as (ProductRecord & { sales_channels?: { id: string }[] })[]).filter(
    (p) => !channelId || (p.sales_channels ?? []).some((c) => c?.id === channelId)
  )
  const bodies = {} as CatalogBodies
  LANGS.forEach((lang, i) => {
    const byId = translations[i]
    const local = <T extends object>(records: T[]) => (byId.size ? records.map((r) => translate(r, byId)) : [...records])
    // translated first, then ordered: a translated handle orders as Medusa's localized answer did
    bodies[`menu-items:${lang}`] = JSON.stringify(local(listed).sort(compareCatalogOrder).map((p) => toMenuItem(p, base)))
    bodies[`categories:${lang}`] = JSON.stringify(sortCategories(local(categories as CategoryRecord[])).map(toCategory))
  })
  return bodies
}
