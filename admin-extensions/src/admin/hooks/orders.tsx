import { archivedOrdersPageQuery, medusaOrderChange, orderQueueQuery, restoreArchivedOrder, shopOrderQuery, staffKeys, type ArchivedOrdersQuery } from "@shop/staff"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { shopClient } from "../lib/api"
import type { OrderStatus, PaymentStatus } from "../lib/types"
import { usePagedDef, useStaffMutation } from "./paged-query"

export type { ArchivedOrdersQuery }

/** The shop's side of a Medusa order (null for an order that did not come through the shop). */
export const useShopOrder = (medusaOrderId: string) => useQuery(shopOrderQuery(shopClient, medusaOrderId))

/** Unseen orders and manual payments awaiting verification, for Medusa's order list. */
export const useOrderQueue = (limit = 10) => useQuery(orderQueueQuery(shopClient, limit))

/**
 * A change to the shop's order: our caches get the answer, and Medusa's own order queries are
 * refetched, so its payment and summary sections show what the change did to Medusa's order.
 */
function useOrderChange<V>(medusaOrderId: string, path: "/payment" | "/status" | "/seen", body: (v: V) => unknown) {
  const queryClient = useQueryClient()
  return useStaffMutation(medusaOrderChange(shopClient, medusaOrderId, path, body), (data) => queryClient.setQueryData(staffKeys.order(medusaOrderId), data))
}

/** Verify, Mark Pending, Reject (Reject's optional reason goes along: the shopper's e-mail and the order's history). */
export const useSetPaymentStatus = (medusaOrderId: string) =>
  useOrderChange<{ paymentStatus: PaymentStatus; reason?: string }>(medusaOrderId, "/payment", ({ paymentStatus, reason }) => (reason ? { paymentStatus, reason } : { paymentStatus }))
export const useSetOrderStatus = (medusaOrderId: string) => useOrderChange<OrderStatus>(medusaOrderId, "/status", (status) => ({ status }))
export const useMarkOrderSeen = (medusaOrderId: string) => useOrderChange<void>(medusaOrderId, "/seen", () => ({}))

/** A page of the orders staff archived (Clear All, Limit), newest number first; `q` searches them. */
export const useArchivedOrders = (query: ArchivedOrdersQuery) => usePagedDef(archivedOrdersPageQuery(shopClient, query))

/** Brings one archived order back: the archived list, the order queue and Medusa's own order list are refetched. */
export const useRestoreOrder = () => useStaffMutation(restoreArchivedOrder(shopClient))
