import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { shopFetch } from "../lib/api"
import { medusaKeys, shopKeys } from "../lib/query-keys"
import type { ArchivedOrderPage, OrderQueue, OrderStatus, PaymentStatus, ShopOrder } from "../lib/types"
import { usePagedQuery } from "./paged-query"

type OrderAnswer = { order: ShopOrder | null }

/** The shop's side of a Medusa order (null for an order that did not come through the shop). */
export function useShopOrder(medusaOrderId: string) {
  return useQuery({
    queryKey: shopKeys.order(medusaOrderId),
    queryFn: () => shopFetch<OrderAnswer>(`/orders/${encodeURIComponent(medusaOrderId)}`),
  })
}

/** Unseen orders and manual payments awaiting verification, for Medusa's order list. */
export function useOrderQueue(limit = 10) {
  return useQuery({
    queryKey: shopKeys.orderQueue(),
    queryFn: () => shopFetch<OrderQueue>("/order-queue", { query: { limit } }),
  })
}

/**
 * A change to the shop's order: our caches get the answer, and Medusa's own order queries are
 * refetched, so its payment and summary sections show what the change did to Medusa's order.
 */
function useOrderChange<V>(medusaOrderId: string, path: string, body: (v: V) => unknown) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (v: V) => shopFetch<OrderAnswer>(`/orders/${encodeURIComponent(medusaOrderId)}${path}`, { method: "POST", body: body(v) }),
    onSuccess: async (data) => {
      queryClient.setQueryData(shopKeys.order(medusaOrderId), data)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: shopKeys.orderQueue() }),
        queryClient.invalidateQueries({ queryKey: medusaKeys.orders }),
      ])
    },
  })
}

export const useSetPaymentStatus = (medusaOrderId: string) =>
  useOrderChange<PaymentStatus>(medusaOrderId, "/payment", (paymentStatus) => ({ paymentStatus }))

export const useSetOrderStatus = (medusaOrderId: string) =>
  useOrderChange<OrderStatus>(medusaOrderId, "/status", (status) => ({ status }))

export const useMarkOrderSeen = (medusaOrderId: string) => useOrderChange<void>(medusaOrderId, "/seen", () => ({}))

export type ArchivedOrdersQuery = { limit: number; offset: number; q?: string }

/** A page of the orders staff archived (Clear All, Limit), newest number first; `q` searches them. */
export function useArchivedOrders(query: ArchivedOrdersQuery) {
  return usePagedQuery<ArchivedOrderPage>(shopKeys.archivedOrders(query), "/archived-orders", query)
}

/** Brings one archived order back: the archived list, the order queue and Medusa's own order list are refetched. */
export function useRestoreOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (orderNumber: number) => shopFetch<{ order: ShopOrder }>(`/archived-orders/${orderNumber}/restore`, { method: "POST" }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shopKeys.archivedOrders() }),
        queryClient.invalidateQueries({ queryKey: shopKeys.orderQueue() }),
        queryClient.invalidateQueries({ queryKey: medusaKeys.orders }),
      ]),
  })
}
