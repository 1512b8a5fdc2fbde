import {
  archiveMedusaOrder,
  archivedOrdersPageQuery,
  followChanges,
  medusaOrderChange,
  orderQueueQuery,
  restoreArchivedOrder,
  shopOrderQuery,
  staffKeys,
  type ArchivedOrdersQuery,
} from "@shop/staff"
import { useQuery, useQueryClient } from "@tanstack/react-query"
import { shopClient } from "../lib/api"
import type { OrderStatus, PaymentStatus } from "../lib/types"
import { usePagedDef, useStaffMutation } from "./paged-query"

export type { ArchivedOrdersQuery }

/** The shop's side of a Medusa order (null for an order that did not come through the shop). */
export const useShopOrder = (medusaOrderId: string) => useQuery(shopOrderQuery(shopClient, medusaOrderId))

/** Unseen orders and manual payments awaiting verification, for Medusa's order list; follows changes made elsewhere while shown. */
export const useOrderQueue = (limit = 10) => useQuery({ ...orderQueueQuery(shopClient, limit), ...followChanges })

/**
 * A change to the shop's order: our caches get the answer, and Medusa's own order queries are
 * refetched, so its payment and summary sections show what the change did to Medusa's order.
 */
function useOrderChange<V>(medusaOrderId: string, path: "/payment" | "/status" | "/seen" | "/cancel", body: (v: V) => unknown) {
  const queryClient = useQueryClient()
  return useStaffMutation(medusaOrderChange(shopClient, medusaOrderId, path, body), (data) => queryClient.setQueryData(staffKeys.order(medusaOrderId), data))
}

/** Verify, Mark Pending, Reject (Reject's optional reason goes along: the shopper's e-mail and the order's history). */
export const useSetPaymentStatus = (medusaOrderId: string) =>
  useOrderChange<{ paymentStatus: PaymentStatus; reason?: string }>(medusaOrderId, "/payment", ({ paymentStatus, reason }) => (reason ? { paymentStatus, reason } : { paymentStatus }))
export const useSetOrderStatus = (medusaOrderId: string) => useOrderChange<OrderStatus>(medusaOrderId, "/status", (status) => ({ status }))
export const useMarkOrderSeen = (medusaOrderId: string) => useOrderChange<void>(medusaOrderId, "/seen", () => ({}))
/** Cancel order with an optional reason (Medusa's order cancelled, the money given back, the shopper told). */
export const useCancelShopOrder = (medusaOrderId: string) =>
  useOrderChange<string>(medusaOrderId, "/cancel", (reason) => (reason.trim() ? { reason: reason.trim() } : {}))
/** Archive: the order leaves the shop's and Medusa's lists for Archived orders. */
export const useArchiveShopOrder = (medusaOrderId: string) => useStaffMutation(archiveMedusaOrder(shopClient, medusaOrderId))

/** A page of the orders staff archived (Clear All, Limit), newest number first; `q` searches them. */
export const useArchivedOrders = (query: ArchivedOrdersQuery) => usePagedDef(archivedOrdersPageQuery(shopClient, query))

/** Brings one archived order back: the archived list, the order queue and Medusa's own order list are refetched. */
export const useRestoreOrder = () => useStaffMutation(restoreArchivedOrder(shopClient))
