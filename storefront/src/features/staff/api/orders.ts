import {
  allOrdersQuery,
  fetchOrdersPage,
  followChanges,
  mergePages,
  newOrderCountQuery,
  nextOffset,
  orderCalls,
  ORDERS_PAGE_SIZE,
  staffKeys,
  type Order,
  type OrdersPage,
} from "@shop/staff"
import type { OrderFilters, OrderStatus, PaymentStatus } from "@shop/contract"
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData, type QueryClient } from "@tanstack/react-query"
import { staffClient } from "./client"

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
export { mergePages, ORDERS_MAX_PAGE_SIZE, ORDERS_PAGE_SIZE, type Order, type OrdersPage } from "@shop/staff"

/** The orders' query keys (the staff key tree of @shop/staff). */
export const orderKeys = {
  all: staffKeys.orders(),
  lists: staffKeys.orderLists,
  /** Every order at once (the shipping screens), fetched in pages of ORDERS_MAX_PAGE_SIZE. */
  everything: staffKeys.allOrders,
  /** The Archived view: archived orders matching a search, in pages. */
  archived: (q = "") => staffKeys.archivedOrders({ q }),
  /** Spec point 7: the cached new-order count, invalidated after acknowledging, clearing or limiting. */
  newCount: staffKeys.newOrderCount(),
}

const calls = orderCalls(staffClient)

/** All orders for the shipping screens (spec point 2: /shipping-admin, /shippo-admin). */
export const useAllOrders = () => useQuery(allOrdersQuery(staffClient))

/** The orders list in pages of 50, of the orders matching the server's filters (issue 27: the filters are in the key). */
export const ordersQuery = (filters: OrderFilters = {}) =>
  infiniteQueryOptions({
    queryKey: Object.keys(filters).length ? [...orderKeys.lists(), filters] : orderKeys.lists(),
    queryFn: ({ pageParam }) => fetchOrdersPage(staffClient, pageParam, ORDERS_PAGE_SIZE, filters),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages),
  })

/** The open orders list follows changes made elsewhere (Medusa's admin, the other back office) while shown; a new filter keeps the old rows until its own arrive. */
export const useOrders = (filters: OrderFilters = {}) => useInfiniteQuery({ ...ordersQuery(filters), ...followChanges, placeholderData: keepPreviousData })

/** The count of unseen orders for the dashboard's badge (a new order raises it without a reload). */
export const useNewOrderCount = () => useQuery({ ...newOrderCountQuery(staffClient), ...followChanges })

/**
 * Changes an order in every loaded list at once (the dialog and the shipping screens show it before
 * the refetch lands): the server's new copy, or a patch of what a call is known to have changed.
 */
export function patchCachedOrder(queryClient: QueryClient, id: number, change: Partial<Order> | ((order: Order) => Order)) {
  const next = (o: Order) => (o.id !== id ? o : typeof change === "function" ? change(o) : { ...o, ...change })
  // every loaded list, filtered or not
  queryClient.setQueriesData<InfiniteData<OrdersPage>>({ queryKey: orderKeys.lists() }, (data) =>
    data && Array.isArray(data.pages) ? { ...data, pages: data.pages.map((p) => ({ ...p, orders: p.orders.map(next) })) } : data
  )
  queryClient.setQueryData<Order[]>(orderKeys.everything(), (data) => data?.map(next))
}

/** After any change to orders: the lists, the new-order count, and the outbox (a change of payment, status or label may send an e-mail). */
export const invalidateOrders = (queryClient: QueryClient) =>
  Promise.all([staffKeys.orders(), staffKeys.notificationLists()].map((queryKey) => queryClient.invalidateQueries({ queryKey })))

function useOrderMutation<V>(mutationFn: (vars: V) => Promise<Order>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn,
    onSuccess: (order) => {
      if (order && typeof order === "object") patchCachedOrder(queryClient, order.id, () => order)
    },
    onSettled: () => void invalidateOrders(queryClient),
  })
}

export const useAcknowledgeOrder = () => useOrderMutation((id: number) => calls.acknowledge(id))
export const useUpdatePaymentStatus = () =>
  useOrderMutation(({ id, paymentStatus, reason }: { id: number; paymentStatus: PaymentStatus; reason?: string }) => calls.payment(id, paymentStatus, reason))
export const useUpdateOrderStatus = () => useOrderMutation(({ id, status }: { id: number; status: OrderStatus }) => calls.status(id, status))
/** Cancel order with an optional reason (Medusa's order cancelled, the money given back, the shopper told). */
export const useCancelOrder = () => useOrderMutation(({ id, reason }: { id: number; reason?: string }) => calls.cancel(id, reason))
/** Ship; `allowUnverifiedPayment` once staff said 'Ship anyway?' yes for an order whose payment is not verified. */
export const useMarkShipped = () =>
  useOrderMutation(({ id, allowUnverifiedPayment }: { id: number; allowUnverifiedPayment?: boolean }) => calls.shipping(id, "shipped", allowUnverifiedPayment))

/** Clear All, Limit to 10, Clear Test Orders (archive: the orders stay in the database), and Restore. */
function useArchiveMutation<V, T>(mutationFn: (vars: V) => Promise<T>) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSettled: () => void invalidateOrders(queryClient) })
}

export const useClearAllOrders = () => useArchiveMutation(calls.clearAll)
export const useLimitOrders = () => useArchiveMutation(() => calls.limit())
export const useClearTestOrders = () => useArchiveMutation(calls.clearTestOrders)
export const useRestoreOrder = () => useArchiveMutation(calls.restore)
/** Archive one order (the order dialog): it leaves the lists for Archived. */
export const useArchiveOrder = () => useArchiveMutation(calls.archive)

/** Archived orders (GET /api/orders/archived) in pages, newest number first; `q`: number, name, email, phone or payment reference. */
export const useArchivedOrders = (q: string) =>
  useInfiniteQuery({
    queryKey: orderKeys.archived(q.trim()),
    queryFn: ({ pageParam }) => calls.archivedPage(pageParam, q),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => nextOffset(last, pages, ORDERS_PAGE_SIZE),
  })

