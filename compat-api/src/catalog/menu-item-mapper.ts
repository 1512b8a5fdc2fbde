import type { AdminMenuItem, MenuItem } from "@shop/contract"

/**
 * The spec's product ("menu item") as the legacy /api/menu-items returns it (the contract's
 * MenuItem). Weight/Size (`cookTime`) and Additional Info (`dietaryInfo`) are the product's own
 * `subtitle` and `material`: Medusa translates those fields (`?lang=km` reads them in km-KH), never
 * metadata.
 */
export type { AdminMenuItem, MenuItem }

/** The slice of a Medusa product (from query.graph) the mapping reads. */
export type ProductRecord = {
  id: string
  title: string
  handle: string
  description?: string | null
  /** The shop's Weight/Size (the spec's cookTime). */
  subtitle?: string | null
  /** The shop's Additional Info (the spec's dietaryInfo). */
  material?: string | null
  thumbnail?: string | null
  created_at?: string | Date
  metadata?: Record<string, unknown> | null
  categories?: { id: string; handle: string; parent_category_id?: string | null }[] | null
  variants?: {
    prices?: {
      amount: number | string
      currency_code: string
      rules_count?: number | null
      price_list_id?: string | null
    }[] | null
  }[] | null
  images?: { url: string }[] | null
}

/** The query.graph fields of a ProductRecord (callers add what they read besides). */
export const PRODUCT_RECORD_FIELDS = [
  "id",
  "title",
  "handle",
  "description",
  "subtitle",
  "material",
  "thumbnail",
  "metadata",
  "created_at",
  "images.url",
  "categories.id",
  "categories.handle",
  "categories.parent_category_id",
  "variants.prices.amount",
  "variants.prices.currency_code",
  "variants.prices.rules_count",
  "variants.prices.price_list_id",
]

/**
 * The metadata key holding a product's place in the catalog (the seed numbers its products in the
 * order of its list; staff may set it in Medusa's admin). The seed creates every product in one
 * batch, so their `created_at` differ by a millisecond at most and cannot order them.
 */
export const CATALOG_RANK_KEY = "catalog_rank"

/** A product's rank; none (missing, blank or not a number) sorts after every ranked product. */
function catalogRank(product: Pick<ProductRecord, "metadata">): number {
  const raw = product.metadata?.[CATALOG_RANK_KEY]
  const rank = typeof raw === "number" || (typeof raw === "string" && raw.trim()) ? Number(raw) : NaN
  return Number.isFinite(rank) ? rank : Number.POSITIVE_INFINITY
}

/**
 * The catalog's order: products with a rank first, by rank; then the others oldest first (a product
 * added by staff goes to the end); the handle breaks ties, so the order never depends on timing.
 */
export function compareCatalogOrder(
  a: Pick<ProductRecord, "metadata" | "created_at" | "handle">,
  b: Pick<ProductRecord, "metadata" | "created_at" | "handle">
): number {
  return compareCatalogKeys(catalogOrderKey(a), catalogOrderKey(b))
}

/** What a product's place in the catalog's order depends on (compareCatalogOrder), kept to sort by. */
export type CatalogOrderKey = { rank: number; created: number; handle: string }

export const catalogOrderKey = (product: Pick<ProductRecord, "metadata" | "created_at" | "handle">): CatalogOrderKey => ({
  rank: catalogRank(product),
  created: new Date(product.created_at ?? 0).getTime(),
  handle: product.handle,
})

/** String.prototype.localeCompare's order, without making a collator per call (5,000 products sort in a few ms). */
const handleOrder = new Intl.Collator()

export function compareCatalogKeys(a: CatalogOrderKey, b: CatalogOrderKey): number {
  if (a.rank !== b.rank) return a.rank < b.rank ? -1 : 1
  return a.created - b.created || handleOrder.compare(a.handle, b.handle)
}

export const PLACEHOLDER_IMAGE = "/images/placeholder.png"

const truthy = (v: unknown) => v === true || v === "true" || v === 1 || v === "1"

const text = (v: unknown): string | null =>
  typeof v === "string" && v.trim() ? v.trim() : typeof v === "number" ? String(v) : null

/**
 * A file served by this Medusa (its file module's base URL) becomes a path, so that the image
 * opens from any origin that forwards `/static` (the storefront server does).
 */
export function publicImageUrl(url: string | null | undefined, fileBaseUrl?: string): string {
  if (!url) {
    return PLACEHOLDER_IMAGE
  }
  if (fileBaseUrl) {
    try {
      const base = new URL(fileBaseUrl)
      const u = new URL(url, base)
      if (u.origin === base.origin && u.pathname.startsWith(base.pathname)) {
        return u.pathname + u.search
      }
    } catch {
      return url
    }
  }
  return url
}

/** The USD price of the default variant, in dollars; a price without rules wins over ruled ones. */
export function usdPrice(product: ProductRecord): number {
  const prices = (product.variants ?? []).flatMap((v) => v.prices ?? [])
  const usd = prices.filter((p) => p.currency_code?.toLowerCase() === "usd")
  const plain = usd.find((p) => !p.rules_count && !p.price_list_id) ?? usd[0]
  return plain ? Math.round(Number(plain.amount) * 100) / 100 : 0
}

/** The storefront category of a product: a leaf category (one with a parent) before a top one. */
export function storefrontCategory(product: ProductRecord) {
  const categories = product.categories ?? []
  return categories.find((c) => c.parent_category_id) ?? categories[0] ?? null
}

export function toMenuItem(product: ProductRecord, fileBaseUrl?: string): MenuItem {
  const meta = product.metadata ?? {}
  const category = storefrontCategory(product)
  return {
    id: product.id,
    name: product.title,
    description: product.description ?? "",
    price: usdPrice(product),
    categoryId: category?.id ?? null,
    categorySlug: category?.handle ?? null,
    imageUrl: publicImageUrl(product.thumbnail ?? product.images?.[0]?.url, fileBaseUrl),
    isPopular: truthy(meta.is_popular),
    isNew: truthy(meta.is_new),
    cookTime: text(product.subtitle),
    dietaryInfo: text(product.material),
    handle: product.handle,
  }
}

/** A product's km-KH translation (Medusa's Translation module), the fields the shop uses. */
export type KhmerTranslation =
  | { title?: unknown; description?: unknown; subtitle?: unknown; material?: unknown }
  | null
  | undefined

/** A menu item with its Khmer texts beside it (null: none, the Khmer shop shows the English). */
export function withKhmerTexts(item: MenuItem, khmer: KhmerTranslation): AdminMenuItem {
  return {
    ...item,
    nameKm: text(khmer?.title),
    descriptionKm: text(khmer?.description),
    cookTimeKm: text(khmer?.subtitle),
    dietaryInfoKm: text(khmer?.material),
  }
}

export function toAdminMenuItem(
  product: ProductRecord,
  khmer: KhmerTranslation,
  fileBaseUrl?: string
): AdminMenuItem {
  return withKhmerTexts(toMenuItem(product, fileBaseUrl), khmer)
}
