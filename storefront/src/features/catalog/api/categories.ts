import type { Category } from "@shop/contract"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { http } from "../../../lib/http"
import type { Language } from "../../../i18n"

/** A category as GET /api/categories returns it: the contract's. */
export type { Category }

export const categoryKeys = {
  all: ["/api/categories"] as const,
  list: (lang: Language) => [...categoryKeys.all, lang] as const,
}

export const categoriesQuery = (lang: Language) =>
  queryOptions({
    queryKey: categoryKeys.list(lang),
    queryFn: () => http<Category[]>(`/api/categories?lang=${encodeURIComponent(lang)}`),
  })

export const useCategories = (lang: Language) => useQuery(categoriesQuery(lang))

/** The ids of a category and all categories beneath it (the contract's, as the server's paged reads filter). */
export { withDescendants } from "@shop/contract"
