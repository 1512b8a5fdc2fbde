/** The limits, sorts and error texts of the storefront's paged catalog reads (catalog-query.ts). */

/** The most products one page may hold (a larger `limit` is refused with 400). */
export const CATALOG_PAGE_MAX = 48
/** A page's size when `limit` is left out. */
export const CATALOG_PAGE_DEFAULT = 24
/** The highest `offset` (past the end of the catalog a page is empty). */
export const CATALOG_OFFSET_MAX = 1_000_000
/** The longest search text (a longer one is refused with 400). */
export const CATALOG_SEARCH_MAX = 200

/**
 * The orders of a page. `catalog` (the default): the shop's own order, as GET /api/menu-items lists
 * the products (ranked products first, then oldest first); `price-asc`/`price-desc`: cheapest or
 * dearest first; `name`: by name in the page's language. Ties keep the catalog order.
 */
export const CATALOG_SORTS = ["catalog", "price-asc", "price-desc", "name"] as const
export type CatalogSort = (typeof CATALOG_SORTS)[number]

export const CATALOG_ERRORS = {
  limit: `limit must be a whole number from 1 to ${CATALOG_PAGE_MAX}.`,
  offset: `offset must be a whole number from 0 to ${CATALOG_OFFSET_MAX}.`,
  search: `Please keep the search under ${CATALOG_SEARCH_MAX} characters.`,
  sort: `sort must be one of: ${CATALOG_SORTS.join(", ")}.`,
  category: "category must be a category's slug, e.g. preserved-fish.",
  ids: `ids must be a comma-separated list of at most ${CATALOG_PAGE_MAX} product ids.`,
  lang: 'lang must be "en" or "km" (or left out: the Accept-Language header decides).',
} as const
