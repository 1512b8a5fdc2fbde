import {
  CATALOG_PAGE_MAX,
  catalogProductsSearch,
  type CatalogPage,
  type CatalogProductsRequest,
  type CatalogSort,
  type MenuItem,
} from "@shop/contract"
import { infiniteQueryOptions, keepPreviousData, queryOptions, useInfiniteQuery, useQuery, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query"
import { http } from "../../../lib/http"
import type { Language } from "../../../i18n"

/**
 * The storefront's catalog reads (issue 28): a page of products at a time (GET
 * /api/catalog/products, searched, filtered and sorted by the server), the products of the cart and
 * the wishlist by id, and a product page's product by handle. Never the whole catalog.
 */
export type { CatalogPage }

/** What a list shows: the search, the category and the order (the page's URL holds them). */
export type CatalogFilters = { q: string; category: string; sort: CatalogSort }

/** The products a list adds with each 'load more'. */
export const CATALOG_MORE = 24

export const catalogProductKeys = {
  all: ["/api/catalog/products"] as const,
  lists: () => [...catalogProductKeys.all, "list"] as const,
  list: (lang: Language, filters: CatalogFilters, first: number) => [...catalogProductKeys.lists(), lang, filters, first] as const,
  byIds: (lang: Language, ids: string[]) => [...catalogProductKeys.all, "ids", lang, ids] as const,
  details: () => [...catalogProductKeys.all, "detail"] as const,
  detail: (lang: Language, handle: string) => [...catalogProductKeys.details(), lang, handle] as const,
}

export const fetchCatalogPage = (request: CatalogProductsRequest) => http<CatalogPage>(`/api/catalog/products?${catalogProductsSearch(request)}`)

export const fetchCatalogProduct = (lang: Language, handle: string) =>
  http<MenuItem>(`/api/catalog/products/${encodeURIComponent(handle)}?lang=${encodeURIComponent(lang)}`)

/**
 * A list's pages: the first `first` products, then CATALOG_MORE more each time the next page is
 * asked for (a page's offset is where the last one ended).
 */
export const catalogPagesQuery = (lang: Language, filters: CatalogFilters, first: number) =>
  infiniteQueryOptions({
    queryKey: catalogProductKeys.list(lang, filters, first),
    initialPageParam: 0,
    queryFn: ({ pageParam }) =>
      fetchCatalogPage({ lang, q: filters.q, category: filters.category, sort: filters.sort, offset: pageParam, limit: pageParam === 0 ? first : CATALOG_MORE }),
    getNextPageParam: (last: CatalogPage) => (last.offset + last.items.length < last.total ? last.offset + last.items.length : undefined),
  })

/** A list's pages; while another search or category loads, the last one's stay on screen (no jump). */
export const useCatalogPages = (lang: Language, filters: CatalogFilters, first: number) =>
  useInfiniteQuery({ ...catalogPagesQuery(lang, filters, first), placeholderData: keepPreviousData })

/** The products of a cart or a wishlist, in catalog order (pages of at most CATALOG_PAGE_MAX ids). */
export const catalogProductsByIdsQuery = (lang: Language, ids: string[]) =>
  queryOptions({
    queryKey: catalogProductKeys.byIds(lang, ids),
    queryFn: async () => {
      const chunks: string[][] = []
      for (let n = 0; n < ids.length; n += CATALOG_PAGE_MAX) chunks.push(ids.slice(n, n + CATALOG_PAGE_MAX))
      const pages = await Promise.all(chunks.map((chunk) => fetchCatalogPage({ lang, ids: chunk })))
      return pages.flatMap((p) => p.items)
    },
  })

/** What the server takes as a product id (anything else names no product of the catalog). */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,100}$/

/** The products of `ids` (sorted, so the same set is one cache entry); nothing is asked for no ids. */
export function useCatalogProductsByIds(lang: Language, ids: string[], enabled = true) {
  const sorted = [...new Set(ids)].filter((id) => PRODUCT_ID.test(id)).sort()
  return useQuery({ ...catalogProductsByIdsQuery(lang, sorted), enabled: enabled && sorted.length > 0, placeholderData: keepPreviousData })
}

/** A request started before the product page had its code, with when it started. */
const early = new Map<string, { at: number; reply: Promise<MenuItem> }>()
/** Older early requests are not taken over: the catalog may have changed since. */
const EARLY_MAX_AGE_MS = 10_000

/**
 * Starts reading a product page's product now, while the page's code is still loading (a product
 * page opened from a link): its query takes the reply over instead of asking again.
 */
export function prefetchCatalogProduct(lang: Language, handle: string) {
  const reply = fetchCatalogProduct(lang, handle)
  reply.catch(() => {}) // the query that takes it over reports the failure
  early.set(`${lang}:${handle}`, { at: Date.now(), reply })
}

function takeEarly(lang: Language, handle: string) {
  const key = `${lang}:${handle}`
  const entry = early.get(key)
  early.delete(key)
  return entry && Date.now() - entry.at <= EARLY_MAX_AGE_MS ? entry.reply : null
}

/** The product a /products/{handle} path names (a product without a handle by its id) in a list the page already holds. */
function fromLists(queryClient: QueryClient, lang: Language, handle: string) {
  const lists = queryClient.getQueriesData<InfiniteData<CatalogPage>>({ queryKey: [...catalogProductKeys.lists(), lang] })
  for (const [, data] of lists) {
    for (const page of data?.pages ?? []) {
      const hit = page.items.find((i) => i.handle === handle) ?? page.items.find((i) => !i.handle && i.id === handle)
      if (hit) return hit
    }
  }
  return undefined
}

export const catalogProductQuery = (lang: Language, handle: string) =>
  queryOptions({ queryKey: catalogProductKeys.detail(lang, handle), queryFn: () => takeEarly(lang, handle) ?? fetchCatalogProduct(lang, handle) })

/** A product page's product: shown at once when a list on screen holds it (opened from a card), then read afresh. */
export function useCatalogProduct(lang: Language, handle: string) {
  const queryClient = useQueryClient()
  return useQuery({ ...catalogProductQuery(lang, handle), placeholderData: () => fromLists(queryClient, lang, handle) })
}
