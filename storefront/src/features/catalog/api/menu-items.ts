import { queryOptions, useQuery } from "@tanstack/react-query"
import { http } from "../../../lib/http"
import type { Language } from "../../../i18n"

/** A product as GET /api/menu-items returns it (spec point 3). */
export type MenuItem = {
  id: string
  name: string
  description: string
  price: number | string
  categoryId: string | null
  categorySlug?: string | null
  imageUrl: string
  isPopular: boolean
  isNew: boolean
  cookTime: string | null
  dietaryInfo: string | null
  handle?: string
}

export const menuItemKeys = {
  all: ["/api/menu-items"] as const,
  list: (lang: Language) => [...menuItemKeys.all, lang] as const,
}

export const fetchMenuItems = (lang: Language) =>
  http<MenuItem[]>(`/api/menu-items?lang=${encodeURIComponent(lang)}`)

export const menuItemsQuery = (lang: Language) =>
  queryOptions({ queryKey: menuItemKeys.list(lang), queryFn: () => fetchMenuItems(lang) })

export const useMenuItems = (lang: Language, enabled = true) => useQuery({ ...menuItemsQuery(lang), enabled })

/** A product page's path: /products/{handle} (the id for a product without a handle). */
export const productPath = (item: Pick<MenuItem, "id" | "handle">) => `/products/${encodeURIComponent(item.handle || item.id)}`

/** The product a /products/{handle} path names, or undefined. */
export const findMenuItem = (items: MenuItem[], handle: string) =>
  items.find((i) => i.handle === handle) ?? items.find((i) => !i.handle && i.id === handle)
