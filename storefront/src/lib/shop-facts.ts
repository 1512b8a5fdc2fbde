import type { PublicShopFacts } from "@shop/contract"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { buildTimeShopFacts } from "../config/shop"
import { http } from "./http"

export const shopFactsKeys = { all: ["/api/shop-facts"] as const }

/** How long the facts count as fresh; the server lets caches keep them 30 s. */
const STALE_MS = 60_000

/**
 * GET /api/shop-facts (both languages, so a language switch asks nothing): the shop's name, address,
 * hours, banner and help pages as an admin saved them. The build's defaults are the initial data
 * (first paint shows them at once, no spinner, no jump), marked old so the saved ones are asked for
 * right away.
 */
export const shopFactsQuery = () =>
  queryOptions({
    queryKey: shopFactsKeys.all,
    queryFn: () => http<PublicShopFacts>("/api/shop-facts"),
    initialData: buildTimeShopFacts,
    initialDataUpdatedAt: 0,
    staleTime: STALE_MS,
    retry: 1,
  })

/** The shop's facts: the saved ones once they arrived, the build's until then (or when the call fails). */
export function useShopFacts(): PublicShopFacts {
  return useQuery(shopFactsQuery()).data ?? buildTimeShopFacts
}

/** A phone number as a tel: link wants it. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`
