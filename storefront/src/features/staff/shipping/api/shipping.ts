import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { http, HttpError } from "../../../../lib/http"
import { type ApiKeyStatus, type Dimensions, type FlatRatePackage, type FlatRatesResponse, type LabelHistoryResponse, type LabelResult, type PackageKey, type Rate, type RatesResponse, type ShippingFailureBody, type ShippingOrderList, type ShippingOrdersPage, SHIPPING_PAGE_SIZE } from "@shop/contract"
import { failedAnswer, ratesRequestBody, shippingFailureOfBody, type ShippingFailureInfo } from "@shop/staff/shipping"
import { followChanges } from "@shop/staff"
import { invalidateOrders, orderKeys, patchCachedOrder, type Order } from "../../api/orders"

// ---------------------------------------------------------------------------------------------
// Package types, weights and the answers' shapes: the contract's (spec points 3 and 9;
// docs/back-office-api.md, Shipping)
// ---------------------------------------------------------------------------------------------

export {
  CARRIER_LABEL_PACKAGE,
  CARRIER_PACKAGES,
  DEFAULT_ESTIMATED_DAYS,
  DEFAULT_FLAT_RATE_PACKAGE,
  DEFAULT_PACKAGE,
  DEFAULT_WEIGHT_LB,
  ESTIMATED_WEIGHT_LB,
  FLAT_RATE_PACKAGES,
  isPackageKey,
  isPaymentVerified,
  SHIPPING_PAGE_SIZE,
  MAX_SIDE_IN,
  PACKAGE_TYPES,
  SHIPPO_PROVIDERS,
  WEIGHT_OPTIONS_LB,
  weightOptionsFor,
  weightWithinLimit,
  type ApiKeyStatus,
  type CarrierPackage,
  type Dimensions,
  type FlatRatePackage,
  type LabelHistoryEntry,
  type LabelResult,
  type PackageKey,
  type PackageType,
  type Rate,
} from "@shop/contract"
export type { ShippingFailureInfo } from "@shop/staff/shipping"

/** A rates call's answer, or a 200 that still says `success: false`. */
type RatesAnswer = RatesResponse | ShippingFailureBody
export type FlatRatesAnswer = FlatRatesResponse

// ---------------------------------------------------------------------------------------------
// Failures: the server's `error` (the spec's text) and `details` (Shippo's own words)
// ---------------------------------------------------------------------------------------------

/** A shipping call that failed, with what the server said: the stable `code`, the spec's text and Shippo's words. */
export class ShippingFailure extends Error {
  constructor(readonly info: ShippingFailureInfo) {
    super(info.details || info.error || "Shipping call failed")
    this.name = "ShippingFailure"
  }
}

/** What a failed shipping call said: `{ code, error, details }` from a JSON body, a plain body as the error. */
export function shippingFailureOf(err: unknown): ShippingFailureInfo {
  if (err instanceof ShippingFailure) return err.info
  if (err instanceof HttpError) return shippingFailureOfBody(err.message.replace(/^\d{3}: /, ""), err.status)
  // fetch's TypeError: the server could not be reached; the spec's text says enough.
  return { code: null, error: null, details: null, status: null }
}

/** A 200 that still says `success: false` is a failure too; a label answer needs `success: true` (spec point 8). */
function checked<T>(answer: T | ShippingFailureBody, requireSuccess = false): T {
  const failed = failedAnswer(answer, { requireSuccess })
  if (failed) throw new ShippingFailure(failed)
  return answer as T
}
const checkedLabel = (answer: LabelResult | ShippingFailureBody) => checked<LabelResult>(answer, true)

// ---------------------------------------------------------------------------------------------
// Calls (spec point 7)
// ---------------------------------------------------------------------------------------------

export type RatesRequest = { orderId: number; packageType: PackageKey; estimatedWeight: number; dimensions?: Dimensions }

/** POST /api/shipping/shippo/get-rates: every carrier's rates, cheapest first. */
export async function getCarrierRates({ orderId, packageType, estimatedWeight, dimensions }: RatesRequest): Promise<Rate[]> {
  const answer = checked(
    await http<RatesAnswer>("/api/shipping/shippo/get-rates", {
      method: "POST",
      json: { orderId, ...ratesRequestBody({ packageType, estimatedWeight, dimensions }) },
    })
  )
  return answer.rates ?? []
}

/** POST /api/shipping/usps-flat-rates with the order's items (the box comes from their summed quantity). */
export async function getUspsFlatRates(order: Pick<Order, "id" | "orderItems">): Promise<FlatRatesAnswer & { rates: Rate[] }> {
  const answer = checked(
    await http<FlatRatesAnswer | ShippingFailureBody>("/api/shipping/usps-flat-rates", {
      method: "POST",
      json: { orderId: order.id, orderItems: order.orderItems.map((i) => ({ id: i.id, name: i.name, quantity: i.quantity, price: i.price })) },
    })
  )
  return { ...answer, rates: answer.rates ?? [] }
}

/** Staff said yes to 'The payment is not verified yet. Ship anyway?' (the server refuses an unverified payment otherwise). */
type Allow = { allowUnverifiedPayment?: boolean }
/** The body without `allowUnverifiedPayment` unless staff said yes: a plain request stays as the spec has it. */
const bodyOf = <V extends Allow>({ allowUnverifiedPayment, ...rest }: V) => (allowUnverifiedPayment ? { ...rest, allowUnverifiedPayment: true } : rest)

/** POST /api/shipping/shippo/create-label: buys the label of a quoted rate (USPS, UPS, FedEx). */
export const createCarrierLabel = (v: { orderId: number; rateId: string; packageType: PackageKey | string } & Allow) =>
  http<LabelResult | ShippingFailureBody>("/api/shipping/shippo/create-label", { method: "POST", json: bodyOf(v) }).then(checkedLabel)

/** POST /api/shipping/create-label: the direct USPS label for a flat-rate package. */
export const createUspsLabel = (v: { orderId: number; packageType: PackageKey | string } & Allow) =>
  http<LabelResult | ShippingFailureBody>("/api/shipping/create-label", { method: "POST", json: bodyOf(v) }).then(checkedLabel)

/** POST /api/simple-shipping/create-label: the simple admin's flat-rate label. */
export const createSimpleLabel = (v: { orderId: number; packageType: FlatRatePackage } & Allow) =>
  http<LabelResult | ShippingFailureBody>("/api/simple-shipping/create-label", { method: "POST", json: bodyOf(v) }).then(checkedLabel)

/** GET /api/shipping/orders: one page of a shipping screen's list, searched by order number, name or phone. */
export async function fetchShippingOrders(q: ShippingOrdersRequest): Promise<ShippingOrdersPage> {
  const params = new URLSearchParams({ list: q.list, page: String(q.page), limit: String(q.limit ?? SHIPPING_PAGE_SIZE) })
  if (q.search?.trim()) params.set("search", q.search.trim())
  return http<ShippingOrdersPage>(`/api/shipping/orders?${params}`)
}

export type ShippingOrdersRequest = { list: ShippingOrderList; page: number; limit?: number; search?: string }

/**
 * A page of a shipping list; the page shown stays while the next one loads (no jump to a spinner),
 * and it follows changes made elsewhere while shown (an order verified, cancelled or shipped).
 */
export const useShippingOrders = (q: ShippingOrdersRequest) =>
  useQuery({ queryKey: shippingKeys.orders(q), queryFn: () => fetchShippingOrders(q), placeholderData: keepPreviousData, ...followChanges })

export const shippingKeys = {
  apiKey: ["/api/simple-shipping/check-api-key"] as const,
  labels: ["/api/simple-shipping/labels"] as const,
  flatRates: (orderId: number) => ["/api/shipping/usps-flat-rates", orderId] as const,
  carrierRates: (orderId: number, packageType: PackageKey, weight: number) => ["/api/shipping/shippo/get-rates", orderId, packageType, weight] as const,
  /** Under the orders' key: a label, Ship or any order change refetches the shipping lists too. */
  orders: (q: ShippingOrdersRequest) => [...orderKeys.all, "shipping", q] as const,
}

export const apiKeyQuery = queryOptions({
  queryKey: shippingKeys.apiKey,
  queryFn: () => http<ApiKeyStatus>("/api/simple-shipping/check-api-key"),
})
export const useApiKeyStatus = () => useQuery(apiKeyQuery)

export const labelsHistoryQuery = queryOptions({
  queryKey: shippingKeys.labels,
  queryFn: async () => (await http<Partial<LabelHistoryResponse>>("/api/simple-shipping/labels")).labels ?? [],
})
export const useLabelsHistory = () => useQuery(labelsHistoryQuery)

export const useUspsFlatRates = (order: Pick<Order, "id" | "orderItems">, enabled: boolean) =>
  useQuery({ queryKey: shippingKeys.flatRates(order.id), queryFn: () => getUspsFlatRates(order), enabled })

/**
 * The carriers' rates for a package and weight from the contract's table (the /shipping-admin side
 * panel's All Carriers tab; it starts on the medium box at 2 lb).
 */
export const useCarrierRates = (orderId: number, packageType: PackageKey, estimatedWeight: number, enabled: boolean) =>
  useQuery({
    queryKey: shippingKeys.carrierRates(orderId, packageType, estimatedWeight),
    queryFn: () => getCarrierRates({ orderId, packageType, estimatedWeight }),
    enabled,
  })

/** The rate comparison of the label dialog (a button press, not a screen's data). */
export const useCompareRates = () => useMutation({ mutationFn: getCarrierRates })

/**
 * After a label: the order shows it at once (tracking number, label; a carrier label also sets the
 * status shipped, spec point 4), then the lists and the label history are fetched again.
 */
function labelCreated(queryClient: QueryClient, orderId: number, result: LabelResult, setsShipped: boolean) {
  patchCachedOrder(queryClient, orderId, (o) => ({
    ...o,
    trackingNumber: result.trackingNumber ?? o.trackingNumber,
    shippingLabel: result.labelUrl ?? o.shippingLabel,
    shippingLabelPrice: result.shippingLabelPrice ?? o.shippingLabelPrice,
    shipmentState: o.shipmentState === "shipped" ? "shipped" : "label_bought",
    status: setsShipped ? "shipped" : o.status,
  }))
  void invalidateOrders(queryClient)
  void queryClient.invalidateQueries({ queryKey: shippingKeys.labels })
}

function useLabelMutation<V extends { orderId: number }>(mutationFn: (v: V) => Promise<LabelResult>, setsShipped = false) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn, onSuccess: (result, v) => labelCreated(queryClient, v.orderId, result, setsShipped) })
}

export const useCreateCarrierLabel = () => useLabelMutation(createCarrierLabel, true)
export const useCreateUspsLabel = () => useLabelMutation(createUspsLabel)
export const useCreateSimpleLabel = () => useLabelMutation(createSimpleLabel)

/** The label file of an order, same-origin (Download and Print). */
export const labelFilePath = (orderId: number | string) => `/api/shipping/labels/${encodeURIComponent(String(orderId))}`
