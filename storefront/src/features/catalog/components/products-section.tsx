import { useCallback, useDeferredValue, useMemo, useState, type ReactNode } from "react"
import { useTranslation } from "react-i18next"
import { useSearchParams } from "react-router-dom"
import { useMenuItems, type MenuItem } from "../api/menu-items"
import { useCategories, withDescendants } from "../api/categories"
import { matchesQuery, queryTerms } from "../lib/search"
import { ProductGrid } from "./product-grid"
import { Spinner } from "../../../components/ui/spinner"
import { Button } from "../../../components/ui/button"
import { HOME_GRID_INITIAL, saleTagsEnabled } from "../../../config/shop"
import type { Language } from "../../../i18n"
import { PageHeading } from "../../../components/ui/page-heading"

/** URL parameters of the product list, so that a search or a category can be shared as a link. */
export const SEARCH_PARAM = "q"
export const CATEGORY_PARAM = "category"

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
   * "home": the home page's section (an h2 linking to /#menu, the first 12, nothing at all for an
   * empty catalog); "shop": the /shop page (its h1, every product at once).
   */
  variant?: "home" | "shop"
}

/**
 * The all-products grid (anchor #menu): the first 12, 'view all' when there are more, a category
 * filter and the header's search, matching names and descriptions in English and Khmer.
 */
export function ProductsSection({ renderActions, onProductIntent, variant = "home" }: Props) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
  const other: Language = lang === "km" ? "en" : "km"
  const [params, updateParams] = useCatalogParams()
  const query = params.get(SEARCH_PARAM) ?? ""
  const categorySlug = params.get(CATEGORY_PARAM) ?? ""
  const terms = useMemo(() => queryTerms(query), [query])
  const [showAllClicked, setShowAll] = useState(false)
  const showAll = variant === "shop" || showAllClicked

  const items = useMenuItems(lang)
  // The grid renders at low priority, in slices, so the first paint and input stay responsive.
  const list = useDeferredValue(items.data)
  // The other language is fetched only while searching, so a Khmer word finds products in the English UI too.
  const otherItems = useMenuItems(other, terms.length > 0)
  const categories = useCategories(lang)

  // Categories matter only while one is chosen: their arrival must not re-render the whole grid.
  const cats = categorySlug ? categories.data : undefined
  const otherList = terms.length > 0 ? otherItems.data : undefined
  const filtered = useMemo(() => {
    if (!list) return []
    if (!terms.length && !categorySlug) return list
    const category = cats?.find((c) => c.slug === categorySlug)
    const allowed = category && cats ? withDescendants(cats, category.id) : null
    const otherById = new Map((otherList ?? []).map((i) => [i.id, i]))
    return list.filter((item) => {
      if (allowed && !(item.categoryId && allowed.has(item.categoryId))) {
        return false
      }
      const twin = otherById.get(item.id)
      return matchesQuery(terms, [item.name, item.description, twin?.name, twin?.description])
    })
  }, [list, otherList, cats, categorySlug, terms])

  const filtering = terms.length > 0 || categorySlug !== ""
  const visible = useMemo(() => (showAll ? filtered : filtered.slice(0, HOME_GRID_INITIAL)), [filtered, showAll])

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

  if (variant === "home" && !items.isPending && !items.isError && !items.data?.length) {
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
              value={categorySlug}
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

      {items.isPending || (items.data && !list) ? (
        <Spinner label={t("home.loading")} />
      ) : items.isError ? (
        <div role="alert" className="flex flex-col items-start gap-3 text-stone-800">
          <p>{t("home.loadError")}</p>
          <Button onClick={() => items.refetch()}>{t("home.retry")}</Button>
        </div>
      ) : (
        <>
          <p role="status" className={filtering || variant === "shop" ? "mb-4 text-stone-800" : "sr-only"}>
            {query ? t("catalog.resultsFor", { count: filtered.length, query }) : t("catalog.results", { count: filtered.length })}
          </p>
          {filtering && filtered.length === 0 && (
            <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-stone-300 p-6">
              <p className="text-stone-800">{t("catalog.noResults")}</p>
              <Button variant="secondary" onClick={clearFilters}>
                {t("catalog.clearFilters")}
              </Button>
            </div>
          )}
          <ProductGrid items={visible} renderActions={renderActions} showSaleTags={saleTagsEnabled} onProductIntent={onProductIntent} />
          {!showAll && filtered.length > HOME_GRID_INITIAL && (
            <div className="mt-8 flex justify-center">
              <Button variant="secondary" onClick={() => setShowAll(true)}>
                {t("home.viewAll", { count: filtered.length })}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  )
}
