import { z } from "zod"
import { SHOP_LANGS } from "../shop-settings-keys.js"
import type { Category, MenuItem } from "../types.js"
import { matchesTerms, queryTerms, searchHaystack } from "./search.js"
import { CATALOG_ERRORS, CATALOG_OFFSET_MAX, CATALOG_PAGE_DEFAULT, CATALOG_PAGE_MAX, CATALOG_SEARCH_MAX, CATALOG_SORTS, type CatalogSort } from "./constants.js"

/**
 * The storefront's paged catalog reads (issue 28 point 3): a page of products, searched, filtered
 * and sorted on the server (GET /api/catalog/products), the products of a cart or wishlist by id
 * (the same call with `ids=`) and one product by its handle (GET /api/catalog/products/{handle}).
 * GET /api/menu-items keeps answering the whole list for the other clients.
 */

/** Query text as one string: a parameter sent twice (an array) is refused like a wrong value. */
const text = (error: string) => z.string({ error })

const whole = (error: string, min: number, max: number) =>
  text(error)
    .regex(/^\d{1,9}$/, error)
    .transform(Number)
    .refine((n) => n >= min && n <= max, error)

const lang = z.enum(SHOP_LANGS, { error: CATALOG_ERRORS.lang }).optional()

/** GET /api/catalog/products/{handle}?lang=: a product page's product. Answers MenuItem (404 product.notFound). */
export const CatalogProductQuery = z.object({ lang })
export type CatalogProductQuery = z.output<typeof CatalogProductQuery>

const PRODUCT_ID = /^[A-Za-z0-9_-]{1,100}$/

const ids = text(CATALOG_ERRORS.ids)
  .max(CATALOG_PAGE_MAX * 101, CATALOG_ERRORS.ids)
  .transform((v) => [...new Set(v.split(",").map((s) => s.trim()).filter(Boolean))])
  .refine((list) => list.length >= 1 && list.length <= CATALOG_PAGE_MAX && list.every((id) => PRODUCT_ID.test(id)), CATALOG_ERRORS.ids)

/**
 * GET /api/catalog/products?lang=&q=&category=&sort=&offset=&limit=&ids=: `q` searches the names,
 * descriptions, Weight/Size and Additional Info of both languages (every word must occur);
 * `category` is a category's slug and takes the categories beneath it too; `ids` keeps only those
 * products (a cart's or a wishlist's; its `limit` defaults to the maximum). Answers CatalogPage.
 */
export const CatalogProductsQuery = z
  .object({
    lang,
    q: text(CATALOG_ERRORS.search)
      .max(CATALOG_SEARCH_MAX, CATALOG_ERRORS.search)
      .optional()
      .transform((v) => v?.trim() || undefined),
    category: text(CATALOG_ERRORS.category)
      .max(200, CATALOG_ERRORS.category)
      .optional()
      .transform((v) => v?.trim() || undefined),
    sort: z.enum(CATALOG_SORTS, { error: CATALOG_ERRORS.sort }).optional().transform((v) => v ?? "catalog"),
    offset: whole(CATALOG_ERRORS.offset, 0, CATALOG_OFFSET_MAX).optional().transform((n) => n ?? 0),
    limit: whole(CATALOG_ERRORS.limit, 1, CATALOG_PAGE_MAX).optional(),
    ids: ids.optional(),
  })
  .transform((q) => ({ ...q, limit: q.limit ?? (q.ids ? CATALOG_PAGE_MAX : CATALOG_PAGE_DEFAULT) }))
export type CatalogProductsQuery = z.output<typeof CatalogProductsQuery>

/** What a client asks for; `catalogProductsSearch` writes it as the query string. */
export type CatalogProductsRequest = {
  lang?: (typeof SHOP_LANGS)[number]
  q?: string
  category?: string
  sort?: CatalogSort
  offset?: number
  limit?: number
  ids?: string[]
}

/** The query string of a request, without what is left out or default, in one order (one URL, one cache entry). */
export function catalogProductsSearch(r: CatalogProductsRequest): string {
  const params: [string, string | undefined][] = [
    ["lang", r.lang],
    ["q", r.q?.trim() || undefined],
    ["category", r.category || undefined],
    ["sort", r.sort && r.sort !== "catalog" ? r.sort : undefined],
    ["offset", r.offset ? String(r.offset) : undefined],
    ["limit", r.limit === undefined ? undefined : String(r.limit)],
    ["ids", r.ids?.join(",")],
  ]
  return params
    .filter((p): p is [string, string] => p[1] !== undefined)
    .map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
    .join("&")
}

/** GET /api/catalog/products: one page of the products that match, and how many match in all. */
export type CatalogPage = {
  items: MenuItem[]
  total: number
  offset: number
  limit: number
}

/**
 * The catalog of one language made ready for pages: the products in catalog order, each one's
 * search text (both languages), its categories, and each sort's order once asked for.
 */
export type CatalogIndex = {
  lang: (typeof SHOP_LANGS)[number]
  items: MenuItem[]
  haystacks: string[]
  categories: Category[]
  byHandle: Map<string, MenuItem>
  orders: Map<CatalogSort, number[]>
}

const fieldsOf = (i: MenuItem | undefined) => (i ? [i.name, i.description, i.cookTime, i.dietaryInfo] : [])

/** `items` (the page's language) searchable with `other`'s texts of the same products too. */
export function indexCatalog(lang: CatalogIndex["lang"], items: MenuItem[], other: MenuItem[], categories: Category[]): CatalogIndex {
  const otherById = new Map(other.map((i) => [i.id, i]))
  const byHandle = new Map<string, MenuItem>()
  for (const i of items) if (!i.handle && !byHandle.has(i.id)) byHandle.set(i.id, i)
  for (const i of items) if (i.handle) byHandle.set(i.handle, i)
  return {
    lang,
    items,
    haystacks: items.map((i) => searchHaystack([...fieldsOf(i), ...fieldsOf(otherById.get(i.id))])),
    categories,
    byHandle,
    orders: new Map(),
  }
}

/** The ids of a category and all categories beneath it. */
export function withDescendants(categories: Pick<Category, "id" | "parentId">[], id: string): Set<string> {
  const ids = new Set([id])
  for (let grew = true; grew; ) {
    grew = false
    for (const c of categories) {
      if (c.parentId && ids.has(c.parentId) && !ids.has(c.id)) {
        ids.add(c.id)
        grew = true
      }
    }
  }
  return ids
}

function orderOf(index: CatalogIndex, sort: CatalogSort): number[] {
  let order = index.orders.get(sort)
  if (!order) {
    const positions = index.items.map((_, n) => n)
    const { items } = index
    if (sort === "price-asc") positions.sort((a, b) => items[a].price - items[b].price || a - b)
    else if (sort === "price-desc") positions.sort((a, b) => items[b].price - items[a].price || a - b)
    else if (sort === "name") {
      const collator = new Intl.Collator(index.lang === "km" ? "km" : "en", { sensitivity: "base", numeric: true })
      positions.sort((a, b) => collator.compare(items[a].name, items[b].name) || a - b)
    }
    order = positions
    index.orders.set(sort, order)
  }
  return order
}

/** One page of the catalog as the query asks (an unknown category matches nothing). */
/** What a page is selected by: the parsed query without its language. */
export type CatalogPageQuery = { q?: string; category?: string; ids?: string[]; sort: CatalogSort; offset: number; limit: number }

export function selectCatalogPage(index: CatalogIndex, query: CatalogPageQuery): CatalogPage {
  const terms = query.q ? queryTerms(query.q) : []
  const order = orderOf(index, query.sort)
  if (!terms.length && !query.category && !query.ids) {
    // the whole catalog: only the page's products are looked at
    return {
      items: order.slice(query.offset, query.offset + query.limit).map((n) => index.items[n]),
      total: order.length,
      offset: query.offset,
      limit: query.limit,
    }
  }
  let allowed: Set<string> | null = null
  if (query.category) {
    const category = index.categories.find((c) => c.slug === query.category)
    allowed = category ? withDescendants(index.categories, category.id) : new Set()
  }
  const wanted = query.ids ? new Set(query.ids) : null
  const matched: MenuItem[] = []
  for (const n of order) {
    const item = index.items[n]
    if (wanted && !wanted.has(item.id)) continue
    if (allowed && !(item.categoryId && allowed.has(item.categoryId))) continue
    if (terms.length && !matchesTerms(terms, index.haystacks[n])) continue
    matched.push(item)
  }
  return {
    items: matched.slice(query.offset, query.offset + query.limit),
    total: matched.length,
    offset: query.offset,
    limit: query.limit,
  }
}

/** The product a /products/{handle} path names (a product without a handle by its id), or undefined. */
export const findCatalogProduct = (index: CatalogIndex, handle: string) => index.byHandle.get(handle)
