import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { shopFetch } from "../lib/api"
import { medusaKeys, shopKeys } from "../lib/query-keys"
import type { OrderQueue, OrderStatus, PaymentStatus, ShopOrder } from "../lib/types"

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
