import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { LOCALE_OF, type Lang } from "../../http/lang"
import { compareCatalogOrder, PRODUCT_RECORD_FIELDS, toMenuItem, type ProductRecord } from "../menu-item-mapper"
import { sortCategories, toCategory, type CategoryRecord } from "../category-mapper"
import { defaultSalesChannelId, fileBaseUrl } from "../store-config"
import { createHash } from "node:crypto"
import { isServiceUnavailable } from "../../availability/unavailable"

/**
 * The catalog read model: what shoppers read (GET /api/menu-items, GET /api/categories, in English
 * and Khmer) kept as ready-made JSON, so that a read is one cache lookup instead of a Medusa query.
 * Medusa stays the only source of truth; this is a disposable copy of it.
 *
 * - Kept in Medusa's cache module (in memory, or Redis when REDIS_URL is set, so every server
 *   shares it), under a catalog version.
 * - Built from Medusa on the first read of a version (`readCatalog`); one build per key at a time.
 * - Renewed by moving the version on (`invalidateCatalog`): Medusa's product, category, price and
 *   translation events do it (src/subscribers/catalog-changed.ts), and so does every catalog
 *   workflow of ours before it answers (src/workflows/catalog). A build that races a change writes
 *   under the old version and is never read again.
 * - Served with an ETag by `serveCatalog` (./serve.ts); the order intake and the card checkout
 *   price carts from it too.
 */
export type CatalogResource = "menu-items" | "categories"

export type CatalogEntry = { body: string; etag: string }

const PREFIX = "compat-api:catalog"
const VERSION_KEY = `${PREFIX}:version`
/** A safety net for changes that emit no event (direct SQL): entries expire after an hour. */
const ENTRY_TTL_SECONDS = 60 * 60
const VERSION_TTL_SECONDS = 7 * 24 * 60 * 60

const building = new Map<string, Promise<string>>()

/** After the cache failed to answer, reads skip it for this long (then try it again). */
const CACHE_AWAY_MS = 5_000
let cacheAwayUntil = 0

const newVersion = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`

async function currentVersion(cache: ICacheService): Promise<string> {
  const version = await cache.get<string>(VERSION_KEY)
  if (version) {
    return version
  }
  const fresh = newVersion()
  await cache.set(VERSION_KEY, fresh, VERSION_TTL_SECONDS)
  return fresh
}

export async function readCatalog(
  scope: MedusaContainer,
  resource: CatalogResource,
  lang: Lang
): Promise<CatalogEntry> {
  const cache = scope.resolve<ICacheService>(Modules.CACHE)
  if (Date.now() < cacheAwayUntil) {
    return readUncached(scope, resource, lang)
  }
  let version: string
  try {
    version = await currentVersion(cache)
  } catch (e) {
    // The cache (Redis) is away: shoppers still get the catalog, built from Medusa, and the next
    // reads do not wait for the cache again for a few seconds.
    if (!isServiceUnavailable(e)) throw e
    cacheAwayUntil = Date.now() + CACHE_AWAY_MS
    return readUncached(scope, resource, lang)
  }
  const key = `${PREFIX}:${version}:${resource}:${lang}`
  const etag = `W/"${version}-${resource}-${lang}"`
  const cached = await cache.get<string>(key).catch((e) => {
    if (!isServiceUnavailable(e)) throw e
    cacheAwayUntil = Date.now() + CACHE_AWAY_MS
    return null
  })
  if (cached) {
    return { body: cached, etag }
  }
  let pending = building.get(key)
  if (!pending) {
    pending = build(scope, resource, lang)
      .then(async (body) => {
        await cache.set(key, body, ENTRY_TTL_SECONDS).catch((e) => {
          if (!isServiceUnavailable(e)) throw e
        })
        return body
      })
      .finally(() => building.delete(key))
    building.set(key, pending)
  }
  return { body: await pending, etag }
}

/** One build per resource and language at a time, not cached, with an ETag of its content. */
async function readUncached(scope: MedusaContainer, resource: CatalogResource, lang: Lang): Promise<CatalogEntry> {
  const key = `uncached:${resource}:${lang}`
  let pending = building.get(key)
  if (!pending) {
    pending = build(scope, resource, lang).finally(() => building.delete(key))
    building.set(key, pending)
  }
  const body = await pending
  return { body, etag: `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"` }
}

/** Moves the catalog version on: every later read rebuilds from Medusa. */
export async function invalidateCatalog(scope: MedusaContainer): Promise<void> {
  const cache = scope.resolve<ICacheService>(Modules.CACHE)
  await cache.set(VERSION_KEY, newVersion(), VERSION_TTL_SECONDS)
}

function build(scope: MedusaContainer, resource: CatalogResource, lang: Lang) {
  return resource === "menu-items" ? buildMenuItems(scope, lang) : buildCategories(scope, lang)
}

async function buildMenuItems(scope: MedusaContainer, lang: Lang): Promise<string> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const [channelId, { data }] = await Promise.all([
    defaultSalesChannelId(scope),
    query.graph(
      {
        entity: "product",
        fields: [...PRODUCT_RECORD_FIELDS, "sales_channels.id"],
        filters: { status: "published" },
      },
      { locale: LOCALE_OF[lang] }
    ),
  ])
  const base = fileBaseUrl(scope)
  const products = (data as (ProductRecord & { sales_channels?: { id: string }[] })[])
    .filter((p) => !channelId || (p.sales_channels ?? []).some((c) => c?.id === channelId))
    .sort(compareCatalogOrder)
  return JSON.stringify(products.map((p) => toMenuItem(p, base)))
}

async function buildCategories(scope: MedusaContainer, lang: Lang): Promise<string> {
  const query = scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph(
    {
      entity: "product_category",
      fields: ["id", "name", "handle", "description", "rank", "parent_category_id"],
      filters: { is_active: true, is_internal: false },
    },
    { locale: LOCALE_OF[lang] }
  )
  return JSON.stringify(sortCategories(data as CategoryRecord[]).map(toCategory))
}
