import { useCallback, useEffect, useMemo, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { CATALOG_SEARCH_MAX, CATALOG_SORTS, type CatalogSort } from "@shop/contract"
import type { MenuItem } from "../api/menu-items"
import { useCatalogPages, type CatalogFilters } from "../api/catalog-products"
import { useCategories } from "../api/categories"
import { ProductGrid } from "./product-grid"
import { Spinner } from "../../../components/ui/spinner"
import { Button } from "../../../components/ui/button"
import { HOME_GRID_INITIAL, SHOP_PAGE_SIZE, saleTagsEnabled } from "../../../config/shop"
import type { Language } from "../../../i18n"
import { PageHeading } from "../../../components/ui/page-heading"

/** URL parameters of the product list, so that a search or a category can be shared as a link. */
export const SEARCH_PARAM = "q"
export const CATEGORY_PARAM = "category"
/** The list's order (one of the contract's sorts; the catalog's own order when absent or unknown). */
export const SORT_PARAM = "sort"

/** Typing in the search box asks the server once the typing pauses this long. */
const SEARCH_PAUSE_MS = 200

/**
 * The URL's search parameters and a function that changes some of them. The change is rendered at
 * once (flushSync), not as a transition: the header's search and the category filter each build the
 * next URL from the parameters of their last render, so a second change arriving before a transition
 * had rendered the first one brought the first one's old value back (a search cleared, then a category
 * chosen straight after, left the old search in place).
 */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams()
  const update = useCallback(
    (change: (next: URLSearchParams) => void) => {
      const next = new URLSearchParams(params)
      change(next)
      setParams(next, { replace: true, preventScrollReset: true, flushSync: true })
    },
    [params, setParams]
  )
  return [params, update] as const
}

type Props = {
  renderActions?: (item: MenuItem) => ReactNode
  /** See ProductCard's onOpenIntent. */
  onProductIntent?: () => void
  /**
   * "home": the home page's section (an h2 linking to /#menu, the first 12, 'view all' for more,
   * nothing at all for an empty catalog); "shop": the /shop page (its h1, a page at a time).
   */
  variant?: "home" | "shop"
}

/** `value`, once it has stayed the same for `ms` (at once when it empties). */
function usePaused(value: string, ms: number) {
  const [paused, setPaused] = useState(value)
  useEffect(() => {
    if (!value) {
      setPaused(value)
      return
    }
    const timer = setTimeout(() => setPaused(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return paused
}

/**
 * The list's search, category and order as the server is asked for them (a link's too-long search
 * is cut), and whether the search typed is still waiting for its pause.
 */
function useCatalogFilters(params: URLSearchParams): { filters: CatalogFilters; typing: boolean } {
  const typed = (params.get(SEARCH_PARAM) ?? "").trim().slice(0, CATALOG_SEARCH_MAX)
  const q = usePaused(typed, SEARCH_PAUSE_MS)
  const category = params.get(CATEGORY_PARAM) ?? ""
  const asked = params.get(SORT_PARAM) as CatalogSort | null
  const sort = asked && CATALOG_SORTS.includes(asked) ? asked : "catalog"
  const filters = useMemo(() => ({ q, category, sort }), [q, category, sort])
  return { filters, typing: q !== typed }
}

/**
 * The all-products grid (anchor #menu) over the server's paged catalog read: the first 12 on the
 * home page with 'view all' when there are more, a page at a time on /shop, 'load more' for the
 * next; a category filter and the header's search, matched by the server in English and Khmer.
 */
export function ProductsSection({ renderActions, onProductIntent, variant = "home" }: Props) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const [params, updateParams] = useCatalogParams()
  const { filters, typing } = useCatalogFilters(params)
  const [expanded, setExpanded] = useState(false)

  const pages = useCatalogPages(lang, filters, variant === "home" ? HOME_GRID_INITIAL : SHOP_PAGE_SIZE)
  const categories = useCategories(lang)

  const items = useMemo(() => pages.data?.pages.flatMap((p) => p.items) ?? [], [pages.data])
  const total = pages.data?.pages[0]?.total ?? 0
  const filtering = filters.q !== "" || filters.category !== ""
  const canExpand = variant === "home" && !expanded

  const setCategory = (slug: string) =>
    updateParams((next) => {
      if (slug) next.set(CATEGORY_PARAM, slug)
      else next.delete(CATEGORY_PARAM)
    })
  const clearFilters = () =>
    updateParams((next) => {
      next.delete(CATEGORY_PARAM)
      next.delete(SEARCH_PARAM)
    })
  const showMore = () => {
    setExpanded(true)
    void pages.fetchNextPage()
  }

  if (variant === "home" && pages.isSuccess && !pages.isPlaceholderData && !filtering && total === 0) {
    return null // spec point 2: nothing renders when the list is empty
  }

  const topLevel = (categories.data ?? []).filter((c) => !c.parentId)
  const childrenOf = (id: string) => (categories.data ?? []).filter((c) => c.parentId === id)

  return (
    <section id="menu" aria-labelledby="menu-heading" className="mx-auto max-w-6xl px-4 py-12">
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        {variant === "shop" ? (
          <PageHeading as="h1" id="menu-heading" className="text-stone-900">{t("shop.title")}</PageHeading>
        ) : (
          <PageHeading id="menu-heading" className="text-stone-900">
            <a href="/#menu" className="hover:underline">
              {t("home.menuHeading")}
            </a>
          </PageHeading>
        )}
        {categories.data && categories.data.length > 0 && (
          <div className="flex flex-col gap-1">
            <label htmlFor="category-filter" className="text-sm font-medium text-stone-800">
              {t("catalog.category")}
            </label>
            <select
              id="category-filter"
              value={filters.category}
              onChange={(e) => setCategory(e.target.value)}
              className="min-h-11 rounded-lg border border-stone-400 bg-white px-3 text-stone-900"
            >
              <option value="">{t("catalog.allCategories")}</option>
              {topLevel.map((top) => (
                <optgroup key={top.id} label={top.name}>
                  <option value={top.slug}>{t("catalog.allIn", { name: top.name })}</option>
                  {childrenOf(top.id).map((c) => (
                    <option key={c.id} value={c.slug}>
                      {c.name}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </div>
        )}
      </div>

      {pages.isPending ? (
        <Spinner label={t("home.loading")} />
      ) : pages.isError && !pages.data ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-stone-800">
          <p>{t("home.loadError")}</p>
          <Button onClick={() => pages.refetch()}>{t("home.retry")}</Button>
        </div>
      ) : (
        <div aria-busy={typing || pages.isPlaceholderData || pages.isFetchingNextPage}>
          <p role="status" className={filtering || variant === "shop" ? "mb-4 text-stone-800" : "sr-only"}>
            {pages.isPlaceholderData
              ? t("home.loading")
              : filters.q
                ? t("catalog.resultsFor", { count: total, query: filters.q })
                : t("catalog.results", { count: total })}
          </p>
          {filtering && total === 0 && !pages.isPlaceholderData && (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-stone-300 p-6">
              <p className="text-stone-800">{t("catalog.noResults")}</p>
              <Button variant="secondary" onClick={clearFilters}>
                {t("catalog.clearFilters")}
              </Button>
            </div>
          )}
          <ProductGrid items={items} renderActions={renderActions} showSaleTags={saleTagsEnabled} onProductIntent={onProductIntent} />
          {pages.hasNextPage && (
            <div className="mt-8 flex flex-col items-center gap-2">
              {!canExpand && (
                <p className="text-sm text-stone-700">{t("catalog.shown", { shown: items.length, total })}</p>
              )}
              <Button variant="secondary" onClick={showMore} disabled={pages.isFetchingNextPage}>
                {canExpand ? t("home.viewAll", { count: total }) : pages.isFetchingNextPage ? t("catalog.loadingMore") : t("catalog.loadMore")}
              </Button>
            </div>
          )}
          {pages.isFetchNextPageError && (
            <p role="alert" className="mt-4 text-center text-red-800">
              {t("home.loadError")}
            </p>
          )}
        </div>
      )}
    </section>
  )
}
