import type { LegacyOrder, OrderFilters } from "@shop/contract"
import { queryString, totalCountOf, type StaffClient } from "../client"
import { queryDef } from "./define"
import { staffKeys } from "./keys"
import { ORDERS_PAGE_SIZE } from "./orders"

/**
 * The orders screen's list (issue 27 point 1) for both back offices: one page of the orders that
 * match the server's filters (OrderFilters, from @shop/staff/lists' orderFiltersQuery), newest
 * first, and the links of the filtered export and the batch packing slips.
 */

export type OrdersListQuery = OrderFilters & { limit: number; offset: number }
/** A page of the filtered list and how many orders match. */
export type FilteredOrdersPage = { orders: LegacyOrder[]; count: number }

const defined = (q: Record<string, unknown>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== "")) as Record<string, string | number>

/** GET /api/orders?filters&limit&offset: the page, the count from X-Total-Count. */
export async function fetchShopOrdersList(client: StaffClient, query: OrdersListQuery): Promise<FilteredOrdersPage> {
  const { data, headers } = await client.withHeaders<LegacyOrder[]>("/orders", { query: defined(query) })
  return { orders: data, count: totalCountOf(headers) ?? query.offset + data.length }
}

/**
 * GET /admin/shop/orders?filters&limit&offset: `{ orders, count }` as our other /admin/shop lists
 * answer (an array with X-Total-Count is read too).
 */
export async function fetchMedusaOrdersList(client: StaffClient, query: OrdersListQuery): Promise<FilteredOrdersPage> {
  const { data, headers } = await client.withHeaders<LegacyOrder[] | { orders: LegacyOrder[]; count?: number }>("/orders", { query: defined(query) })
  if (Array.isArray(data)) return { orders: data, count: totalCountOf(headers) ?? query.offset + data.length }
  return { orders: data.orders, count: data.count ?? totalCountOf(headers) ?? query.offset + data.orders.length }
}

/** The filtered list's query (key: the filters and the page), for the shop's /api or Medusa's /admin/shop. */
export const ordersListQuery = (client: StaffClient, query: OrdersListQuery, backend: "shop" | "medusa" = "shop") =>
  queryDef(staffKeys.orderList({ backend, ...query }), () => (backend === "shop" ? fetchShopOrdersList(client, query) : fetchMedusaOrdersList(client, query)))

export const defaultOrdersListQuery = (filters: OrderFilters, offset = 0, limit = ORDERS_PAGE_SIZE): OrdersListQuery => ({ ...filters, limit, offset })

/**
 * The CSV of the filtered list (issue 27 point 3), a plain link the browser downloads with the
 * session cookie: `base` is "/api" or `${medusaUrl}/admin/shop`; `lines`: one row per line item.
 */
export const ordersExportUrl = (base: string, filters: OrderFilters, { lines = false } = {}) =>
  `${base}/orders/export.csv${queryString({ ...defined(filters), ...(lines ? { lines: 1 } : {}) })}`

/** The batch packing slips (issue 27 point 4): of the chosen orders (`ids`: order numbers), or of the filtered list. */
export function packingSlipsUrl(base: string, which: { ids: number[] } | { filters: OrderFilters }, lang: "en" | "km" = "en") {
  const query = "ids" in which ? { ids: which.ids.join(",") } : defined(which.filters)
  return `${base}/orders/packing-slips.pdf${queryString({ ...query, ...(lang === "km" ? { lang } : {}) })}`
}
