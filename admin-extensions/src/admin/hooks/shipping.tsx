import { followChanges } from "@shop/staff"
import { useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { shopFetch } from "../lib/api"
import { usePagedQuery } from "./paged-query"
import { medusaKeys, shopKeys } from "../lib/query-keys"
import type { Dimensions, PackageKey } from "../lib/shipping"
import type { LabelHistoryEntry, LabelResult, OrderShipping, RatesAnswer, ShipmentList, ShipmentPage, ShippoStatus, ShopOrder } from "../lib/types"

const orderPath = (medusaOrderId: string) => `/shipping/orders/${encodeURIComponent(medusaOrderId)}`

/** The shop's shipping state of a Medusa order: its order and label (both null for a non-shop order). */
export function useOrderShipping(medusaOrderId: string) {
  return useQuery({
    queryKey: shopKeys.orderShipping(medusaOrderId),
    queryFn: () => shopFetch<OrderShipping>(orderPath(medusaOrderId)),
  })
}

/** The Shippo mode (sandbox, test, live) from check-api-key; kept for a minute. */
export function useShippoStatus() {
  return useQuery({
    queryKey: shopKeys.shippoMode(),
    queryFn: () => shopFetch<ShippoStatus>("/shipping/check-api-key"),
    staleTime: 60_000,
  })
}

/** `search`: order number, name or phone (the server's shipping search). */
export type ShipmentQuery = { list: ShipmentList; limit: number; offset: number; search?: string }

/** The Shipping page's lists: orders pending shipment, shipped orders; they follow changes made elsewhere while shown. */
export function useShipmentOrders(query: ShipmentQuery) {
  return usePagedQuery<ShipmentPage>(shopKeys.shipmentList(query), "/shipping/orders", query, followChanges)
}

/** Every label, newest first. */
export function useLabelHistory() {
  return useQuery({
    queryKey: shopKeys.labels(),
    queryFn: async () => (await shopFetch<{ labels: LabelHistoryEntry[] }>("/shipping/labels")).labels,
  })
}

export type RatesRequest = { packageType: PackageKey; estimatedWeight: number; dimensions?: Dimensions }

/** Compare Carrier Rates (a button press, not a screen's data): every carrier's rates, cheapest first. */
export function useCompareRates(medusaOrderId: string) {
  return useMutation({
    mutationFn: ({ packageType, estimatedWeight, dimensions }: RatesRequest) =>
      shopFetch<RatesAnswer>(`${orderPath(medusaOrderId)}/rates`, {
        method: "POST",
        body: { packageType, estimatedWeight: String(estimatedWeight), ...(dimensions ? { dimensions } : {}) },
      }),
  })
}

/**
 * After a label or a shipment: the shop's shipping state, lists and history, the order panels, and
 * Medusa's own order queries (its Fulfillment section shows the new fulfillment, its label and
 * whether it is shipped) are fetched again.
 */
async function shippingChanged(queryClient: QueryClient, medusaOrderId: string) {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: shopKeys.shipping() }),
    queryClient.invalidateQueries({ queryKey: shopKeys.order(medusaOrderId) }),
    queryClient.invalidateQueries({ queryKey: medusaKeys.orders }),
  ])
}

/** Create Shipping Label: buys the chosen rate's label as a Medusa fulfillment of the order. */
export function useBuyLabel(medusaOrderId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (v: { rateId: string; packageType: PackageKey; provider?: string; allowUnverifiedPayment?: boolean }) =>
      shopFetch<LabelResult>(`${orderPath(medusaOrderId)}/label`, { method: "POST", body: v }),
    onSuccess: () => shippingChanged(queryClient, medusaOrderId),
  })
}

/** Mark shipped: Medusa's shipment of the order's fulfillments (labels kept), and orderStatus "shipped". */
export function useMarkShipped() {
  const queryClient = useQueryClient()
  return useMutation({
    // allowUnverifiedPayment: staff said 'Ship anyway?' yes for an order whose payment is not verified.
    mutationFn: ({ medusaOrderId, allowUnverifiedPayment }: { medusaOrderId: string; allowUnverifiedPayment?: boolean }) =>
      shopFetch<{ order: ShopOrder }>(`${orderPath(medusaOrderId)}/ship`, { method: "POST", body: allowUnverifiedPayment ? { allowUnverifiedPayment } : {} }),
    onSuccess: (_, { medusaOrderId }) => shippingChanged(queryClient, medusaOrderId),
  })
}
