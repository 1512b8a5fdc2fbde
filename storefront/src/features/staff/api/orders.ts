import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query"
import { ORDERS_KEPT_BY_LIMIT, type ArchivedOrder, type ArchiveResult, type LegacyOrder, type RestoredOrder, type OrderStatus, type PaymentStatus, type ShippingStatus } from "@shop/contract"
import { http, httpWithHeaders } from "../../../lib/http"
import { outboxKeys } from "./notifications"

/** The order statuses, payment statuses and placements of the contract (spec point 4; docs/back-office-api.md: order intake). */
export {
  ORDER_STATUSES,
  ORDERS_KEPT_BY_LIMIT,
  PAYMENT_STATUSES,
  type ArchivedOrder,
  type ArchiveResult,
  type OrderStatus,
  type PaymentStatus,
  type Placement,
} from "@shop/contract"

/** An order as the back office sees it (spec point 3, admin view; docs/back-office-api.md): the contract's. */
export type Order = LegacyOrder

/** Orders per page: 10,000 orders must not arrive (or render) at once. */
export const ORDERS_PAGE_SIZE = 50
/** The largest page GET /api/orders gives (docs/back-office-api.md: ?limit= 1–200). */
export const ORDERS_MAX_PAGE_SIZE = 200

export const orderKeys = {
  all: ["/api/orders"] as const,
  lists: () => [...orderKeys.all, "list"] as const,
  /** Every order at once (the shipping screens), fetched in pages of ORDERS_MAX_PAGE_SIZE. */
  everything: () => [...orderKeys.all, "everything"] as const,
  /** The Archived view: archived orders matching a search, in pages. */
  archived: (q = "") => [...orderKeys.all, "archived", q] as const,
  /** Spec point 7: the cached new-order count, invalidated after acknowledging, clearing or limiting. */
  newCount: ["/api/orders/new-count"] as const,
}

export type OrdersPage = { orders: Order[]; total: number | null }

const totalOf = (headers: Headers) => {
  const value = headers.get("X-Total-Count")
  const n = value === null ? NaN : Number(value)
  return Number.isFinite(n) ? n : null
}

export async function fetchOrdersPage(offset: number, limit = ORDERS_PAGE_SIZE): Promise<OrdersPage> {
  const { data, headers } = await httpWithHeaders<Order[]>(`/api/orders?limit=${limit}&offset=${offset}`)
  return { orders: data, total: totalOf(headers) }
}

/** Every order, newest first: pages of 200 until X-Total-Count (or a short page) says there are no more. */
export async function fetchAllOrders(): Promise<Order[]> {
  const pages: OrdersPage[] = []
  let loaded = 0
  for (;;) {
    const page = await fetchOrdersPage(loaded, ORDERS_MAX_PAGE_SIZE)
    pages.push(page)
    loaded += page.orders.length
    const total = pages[0].total
    const more = total === null ? page.orders.length === ORDERS_MAX_PAGE_SIZE : loaded < total && page.orders.length > 0
    if (!more) break
  }
  return mergePages({ pages, pageParams: [] })
}

/** All orders for the shipping screens (spec point 2: /shipping-admin, /shippo-admin). */
export const allOrdersQuery = queryOptions({ queryKey: orderKeys.everything(), queryFn: fetchAllOrders })

export const useAllOrders = () => useQuery(allOrdersQuery)

export const ordersQuery = infiniteQueryOptions({
  queryKey: orderKeys.lists(),
  queryFn: ({ pageParam }) => fetchOrdersPage(pageParam),
  initialPageParam: 0,
  getNextPageParam: (last, pages) => {
    const loaded = pages.reduce((n, p) => n + p.orders.length, 0)
    const total = pages[0]?.total
    const more = total === null || total === undefined ? last.orders.length === ORDERS_PAGE_SIZE : loaded < total
    return more ? loaded : undefined
  },
})

export const useOrders = () => useInfiniteQuery(ordersQuery)

/** The loaded pages as one list, newest (highest id) first, without the repeats that a new order shifting the pages can cause. */
export function mergePages(data: InfiniteData<OrdersPage> | undefined): Order[] {
  const byId = new Map<number, Order>()
  for (const page of data?.pages ?? []) {
    for (const order of page.orders) {
      if (!byId.has(order.id)) byId.set(order.id, order)
    }
  }
  return [...byId.values()].sort((a, b) => b.id - a.id)
}

/** The count of unseen orders for the dashboard's badge: one unseen order asked for, the total read from X-Total-Count. */
export const newCountQuery = queryOptions({
  queryKey: orderKeys.newCount,
  queryFn: async () => {
    const { data, headers } = await httpWithHeaders<Order[]>("/api/orders?unseen=true&limit=1")
    return totalOf(headers) ?? data.length
  },
})

export const useNewOrderCount = () => useQuery(newCountQuery)

export const acknowledgeOrder = (id: number) => http<Order>(`/api/orders/${id}/acknowledge`, { method: "PATCH" })
export const updatePaymentStatus = (id: number, paymentStatus: PaymentStatus) =>
  http<Order>(`/api/orders/${id}/payment`, { method: "PATCH", json: { paymentStatus } })
export const updateOrderStatus = (id: number, status: OrderStatus) => http<Order>(`/api/orders/${id}/status`, { method: "PATCH", json: { status } })
/** The shipping pages' Ship button (spec point 4): orderStatus shipped. */
export const updateShippingStatus = (id: number, orderStatus: ShippingStatus | null, allowUnverifiedPayment = false) =>
  http<Order>(`/api/orders/${id}`, { method: "PATCH", json: allowUnverifiedPayment ? { orderStatus, allowUnverifiedPayment } : { orderStatus } })

export const clearAllOrders = () => http<ArchiveResult>("/api/orders/clear-all", { method: "DELETE" })
export const limitOrders = (maxOrders = ORDERS_KEPT_BY_LIMIT) => http<ArchiveResult>("/api/orders/limit", { method: "POST", json: { maxOrders } })
export const clearTestOrders = () => http<ArchiveResult>("/api/admin/clear-test-orders", { method: "DELETE" })

/**
 * Changes an order in every loaded list at once (the dialog and the shipping screens show it before
 * the refetch lands): the server's new copy, or a patch of what a call is known to have changed.
 */
export function patchCachedOrder(queryClient: QueryClient, id: number, change: Partial<Order> | ((order: Order) => Order)) {
  const next = (o: Order) => (o.id !== id ? o : typeof change === "function" ? change(o) : { ...o, ...change })
  queryClient.setQueryData<InfiniteData<OrdersPage>>(orderKeys.lists(), (data) =>
    data && { ...data, pages: data.pages.map((p) => ({ ...p, orders: p.orders.map(next) })) }
  )
  queryClient.setQueryData<Order[]>(orderKeys.everything(), (data) => data?.map(next))
}

const replaceOrder = (queryClient: QueryClient, order: Order) => patchCachedOrder(queryClient, order.id, () => order)

/** After any change to orders: the lists, the new-order count, and the outbox (a change of payment, status or label may send an e-mail). */
export const invalidateOrders = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: orderKeys.newCount }),
    queryClient.invalidateQueries({ queryKey: outboxKeys.lists() }),
  ])

function useOrderMutation<V>(mutationFn: (vars: V) => Promise<Order>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (order) => {
      if (order && typeof order === "object") replaceOrder(queryClient, order)
    },
    onSettled: () => void invalidateOrders(queryClient),
  })
}

export const useAcknowledgeOrder = () => useOrderMutation((id: number) => acknowledgeOrder(id))
export const useUpdatePaymentStatus = () =>
  useOrderMutation(({ id, paymentStatus }: { id: number; paymentStatus: PaymentStatus }) => updatePaymentStatus(id, paymentStatus))
export const useUpdateOrderStatus = () => useOrderMutation(({ id, status }: { id: number; status: OrderStatus }) => updateOrderStatus(id, status))
/** Ship; `allowUnverifiedPayment` once staff said 'Ship anyway?' yes for an order whose payment is not verified. */
export const useMarkShipped = () =>
  useOrderMutation(({ id, allowUnverifiedPayment }: { id: number; allowUnverifiedPayment?: boolean }) => updateShippingStatus(id, "shipped", allowUnverifiedPayment))

function useArchiveMutation(mutationFn: () => Promise<ArchiveResult>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => void invalidateOrders(queryClient) })
}

export const useClearAllOrders = () => useArchiveMutation(clearAllOrders)
export const useLimitOrders = () => useArchiveMutation(() => limitOrders())
export const useClearTestOrders = () => useArchiveMutation(clearTestOrders)

/** A page of archived orders (GET /api/orders/archived), newest number first; `q`: number, name, email, phone or payment reference. */
export async function fetchArchivedPage(offset: number, q = "", limit = ORDERS_PAGE_SIZE): Promise<{ orders: ArchivedOrder[]; total: number | null }> {
  const params = new URLSearchParams({ limit: String(limit), offset: String(offset) })
  if (q.trim()) params.set("q", q.trim())
  const { data, headers } = await httpWithHeaders<ArchivedOrder[]>(`/api/orders/archived?${params}`)
  return { orders: data, total: totalOf(headers) }
}

export const useArchivedOrders = (q: string) =>
  useInfiniteQuery({
    queryKey: orderKeys.archived(q.trim()),
    queryFn: ({ pageParam }) => fetchArchivedPage(pageParam, q),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.orders.length, 0)
      const total = pages[0]?.total
      const more = total === null || total === undefined ? last.orders.length === ORDERS_PAGE_SIZE : loaded < total
      return more ? loaded : undefined
    },
  })

/** Brings one archived order back into the lists (POST /api/orders/{id}/restore). */
export const restoreOrder = (id: number) => http<RestoredOrder>(`/api/orders/${id}/restore`, { method: "POST" })

export function useRestoreOrder() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: restoreOrder, onSettled: () => void invalidateOrders(queryClient) })
}
