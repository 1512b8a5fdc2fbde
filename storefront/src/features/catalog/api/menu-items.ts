import type { MenuItem } from "@shop/contract"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { http } from "../../../lib/http"
import type { Language } from "../../../i18n"

/** A product as GET /api/menu-items returns it (spec point 3): the contract's. */
export type { MenuItem }

export const menuItemKeys = {
  all: ["/api/menu-items"] as const,
  list: (lang: Language) => [...menuItemKeys.all, lang] as const,
}

export const fetchMenuItems = (lang: Language) =>
  http<MenuItem[]>(`/api/menu-items?lang=${encodeURIComponent(lang)}`)

/** A request started before the page that reads it had its code, with when it started. */
const early = new Map<Language, { at: number; reply: Promise<MenuItem[]> }>()
/** Older early requests are not taken over: the catalog may have changed since. */
const EARLY_MAX_AGE_MS = 10_000

/**
 * Starts GET /api/menu-items now, for a page whose code is still loading (a product page opened
 * from a link): its query takes the reply over instead of asking again once it renders.
 */
export function prefetchMenuItems(lang: Language) {
  const reply = fetchMenuItems(lang)
  reply.catch(() => {}) // the query that takes it over reports the failure
  early.set(lang, { at: Date.now(), reply })
}

function takeEarly(lang: Language) {
  const entry = early.get(lang)
  early.delete(lang)
  return entry && Date.now() - entry.at <= EARLY_MAX_AGE_MS ? entry.reply : null
}

export const menuItemsQuery = (lang: Language) =>
  queryOptions({ queryKey: menuItemKeys.list(lang), queryFn: () => takeEarly(lang) ?? fetchMenuItems(lang) })

export const useMenuItems = (lang: Language, enabled = true) => useQuery({ ...menuItemsQuery(lang), enabled })

/** A product page's path: /products/{handle} (the id for a product without a handle). */
export const productPath = (item: Pick<MenuItem, "id" | "handle">) => `/products/${encodeURIComponent(item.handle || item.id)}`

/** The product a /products/{handle} path names, or undefined. */
export const findMenuItem = (items: MenuItem[], handle: string) =>
  items.find((i) => i.handle === handle) ?? items.find((i) => !i.handle && i.id === handle)
