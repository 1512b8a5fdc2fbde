import type { SHOP_LANGS } from "../shop-settings-keys.js"
import type { Category, MenuItem } from "../types.js"
import { matchesTerms, queryTerms, searchHaystack } from "./search.js"
import type { CatalogSort } from "./constants.js"

/*
 * The paged catalog reads without zod (catalog-query.ts has the schemas): what the storefront's
 * bundle takes (zod's first parse tries `new Function`, which the shop's CSP reports), and the
 * paging, search, filters and sorts the server and the storefront's fake API share.
 */

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
