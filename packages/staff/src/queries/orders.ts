import {
  ORDERS_KEPT_BY_LIMIT,
  type ArchivedOrder,
  type ArchivedOrderPage,
  type ArchiveResult,
  type LegacyOrder,
  type OrderQueue,
  type OrderStatus,
  type PaymentStatus,
  type RestoredOrder,
  type ShippingStatus,
} from "@shop/contract"
import { totalCountOf, type StaffClient } from "../client"
import { mutationDef, queryDef } from "./define"
import { medusaKeys, staffKeys } from "./keys"

export type Order = LegacyOrder
/** The answer of an archive: the order as the Archived lists show it. */
export type ArchivedOrderAnswer = { order: ArchivedOrder }

/** Orders per page: 10,000 orders must not arrive (or render) at once. */
export const ORDERS_PAGE_SIZE = 50
/** The largest page GET /api/orders gives (docs/back-office-api.md: ?limit= 1–200). */
export const ORDERS_MAX_PAGE_SIZE = 200

/** A page of a list answered as an array with X-Total-Count (the shop's /api). */
export type CountedPage<T> = { orders: T[]; total: number | null }
export type OrdersPage = CountedPage<Order>

// --- the shop's /api (the storefront's back office) -------------------------------------------

/** A page of GET /api/orders; `filters` (issue 27): the list's search and filters (OrderFilters). */
export async function fetchOrdersPage(client: StaffClient, offset: number, limit = ORDERS_PAGE_SIZE, filters: Record<string, string | undefined> = {}): Promise<OrdersPage> {
  const { data, headers } = await client.withHeaders<Order[]>("/orders", { query: { ...filters, limit, offset } })
  return { orders: data, total: totalCountOf(headers) }
}

/** The offset of the next page of a list loaded in pages, undefined at its end. */
export function nextOffset<T>(last: CountedPage<T>, pages: CountedPage<T>[], pageSize = ORDERS_PAGE_SIZE): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.orders.length, 0)
  const total = pages[0]?.total
  const more = total === null || total === undefined ? last.orders.length === pageSize : loaded < total
  return more ? loaded : undefined
}

/** The loaded pages as one list, newest (highest id) first, without the repeats that a new order shifting the pages can cause. */
export function mergePages<T extends { id: number }>(data: { pages: CountedPage<T>[] } | undefined): T[] {
  const byId = new Map<number, T>()
  for (const page of data?.pages ?? []) {
    for (const order of page.orders) {
      if (!byId.has(order.id)) byId.set(order.id, order)
    }
  }
  return [...byId.values()].sort((a, b) => b.id - a.id)
}

/** Every order, newest first: pages of 200 until X-Total-Count (or a short page) says there are no more. */
export async function fetchAllOrders(client: StaffClient): Promise<Order[]> {
  const pages: OrdersPage[] = []
  for (let offset: number | undefined = 0; offset !== undefined; ) {
    const page = await fetchOrdersPage(client, offset, ORDERS_MAX_PAGE_SIZE)
    pages.push(page)
    offset = page.orders.length ? nextOffset(page, pages, ORDERS_MAX_PAGE_SIZE) : undefined
  }
  return mergePages({ pages })
}

/** All orders for the shipping screens (spec point 2: /shipping-admin, /shippo-admin). */
export const allOrdersQuery = (client: StaffClient) => queryDef(staffKeys.allOrders(), () => fetchAllOrders(client))

/** The count of unseen orders for the dashboard's badge: one unseen order asked for, the total read from X-Total-Count. */
export const newOrderCountQuery = (client: StaffClient) =>
  queryDef(staffKeys.newOrderCount(), async () => {
    const { data, headers } = await client.withHeaders<Order[]>("/orders", { query: { unseen: true, limit: 1 } })
    return totalCountOf(headers) ?? data.length
  })

/** After any change to orders: the lists, the new-order count, and the outbox (a change may send an e-mail). */
export const ORDER_CHANGE_INVALIDATES = [staffKeys.orders(), staffKeys.notificationLists(), medusaKeys.orders]

export const orderCalls = (client: StaffClient) => ({
  acknowledge: (id: number) => client.json<Order>(`/orders/${id}/acknowledge`, { method: "PATCH" }),
  /** Verify, Mark Pending, Reject (with its optional reason: the shopper's e-mail and the order's history). */
  payment: (id: number, paymentStatus: PaymentStatus, reason?: string) =>
    client.json<Order>(`/orders/${id}/payment`, { method: "PATCH", body: reason ? { paymentStatus, reason } : { paymentStatus } }),
  status: (id: number, status: OrderStatus) => client.json<Order>(`/orders/${id}/status`, { method: "PATCH", body: { status } }),
  /** Cancel order (POST /api/orders/{id}/cancel): Medusa's order cancelled, a card refunded, an unused label voided, the shopper told. */
  cancel: (id: number, reason?: string) => client.json<Order>(`/orders/${id}/cancel`, { method: "POST", body: reason?.trim() ? { reason: reason.trim() } : {} }),
  /** Archives one order (POST /api/orders/{id}/archive): it leaves the lists for Archived. */
  archive: (id: number) => client.json<ArchivedOrderAnswer>(`/orders/${id}/archive`, { method: "POST" }),
  /** The shipping pages' Ship button (spec point 4): orderStatus shipped. */
  shipping: (id: number, orderStatus: ShippingStatus | null, allowUnverifiedPayment = false) =>
    client.json<Order>(`/orders/${id}`, { method: "PATCH", body: allowUnverifiedPayment ? { orderStatus, allowUnverifiedPayment } : { orderStatus } }),
  clearAll: () => client.json<ArchiveResult>("/orders/clear-all", { method: "DELETE" }),
  limit: (maxOrders = ORDERS_KEPT_BY_LIMIT) => client.json<ArchiveResult>("/orders/limit", { method: "POST", body: { maxOrders } }),
  clearTestOrders: () => client.json<ArchiveResult>("/admin/clear-test-orders", { method: "DELETE" }),
  /** A page of archived orders (GET /api/orders/archived), newest number first; `q`: number, name, email, phone or payment reference. */
  archivedPage: async (offset: number, q = "", limit = ORDERS_PAGE_SIZE): Promise<CountedPage<ArchivedOrder>> => {
    const { data, headers } = await client.withHeaders<ArchivedOrder[]>("/orders/archived", { query: { limit, offset, q: q.trim() || undefined } })
    return { orders: data, total: totalCountOf(headers) }
  },
  /** Brings one archived order back into the lists (POST /api/orders/{id}/restore). */
  restore: (id: number) => client.json<RestoredOrder>(`/orders/${id}/restore`, { method: "POST" }),
})

// --- Medusa's admin (/admin/shop) ---------------------------------------------------------------

type OrderAnswer = { order: LegacyOrder | null }
const medusaOrderPath = (medusaOrderId: string) => `/orders/${encodeURIComponent(medusaOrderId)}`

/** The shop's side of a Medusa order (null for an order that did not come through the shop). */
export const shopOrderQuery = (client: StaffClient, medusaOrderId: string) =>
  queryDef(staffKeys.order(medusaOrderId), () => client.json<OrderAnswer>(medusaOrderPath(medusaOrderId)))

/** Unseen orders and manual payments awaiting verification, for Medusa's order list. */
export const orderQueueQuery = (client: StaffClient, limit = 10) =>
  queryDef(staffKeys.orderQueue(), () => client.json<OrderQueue>("/order-queue", { query: { limit } }))

/**
 * A change to the shop's side of a Medusa order (payment, status, seen): the answer replaces the
 * order's data; the order queue and Medusa's own order queries are refetched.
 */
export const medusaOrderChange = <V>(client: StaffClient, medusaOrderId: string, path: "/payment" | "/status" | "/seen" | "/cancel", body: (v: V) => unknown) =>
  mutationDef((v: V) => client.json<OrderAnswer>(`${medusaOrderPath(medusaOrderId)}${path}`, { method: "POST", body: body(v) }), [
    staffKeys.orderQueue(),
    medusaKeys.orders,
  ])

/** Archive on Medusa's order page (POST /admin/shop/orders/{medusaOrderId}/archive): the order leaves the lists for Archived. */
export const archiveMedusaOrder = (client: StaffClient, medusaOrderId: string) =>
  mutationDef(() => client.json<ArchivedOrderAnswer>(`${medusaOrderPath(medusaOrderId)}/archive`, { method: "POST" }), [
    staffKeys.archivedOrders(),
    staffKeys.orderQueue(),
    medusaKeys.orders,
  ])

export type ArchivedOrdersQuery = { limit: number; offset: number; q?: string }

/** A page of the orders staff archived (Clear All, Limit), newest number first; `q` searches them. */
export const archivedOrdersPageQuery = (client: StaffClient, query: ArchivedOrdersQuery) =>
  queryDef(staffKeys.archivedOrders(query), () => client.json<ArchivedOrderPage>("/archived-orders", { query }))

/** Brings one archived order back: the archived list, the order queue and Medusa's own order list are refetched. */
export const restoreArchivedOrder = (client: StaffClient) =>
  mutationDef((orderNumber: number) => client.json<{ order: LegacyOrder }>(`/archived-orders/${orderNumber}/restore`, { method: "POST" }), [
    staffKeys.archivedOrders(),
    staffKeys.orderQueue(),
    medusaKeys.orders,
  ])
