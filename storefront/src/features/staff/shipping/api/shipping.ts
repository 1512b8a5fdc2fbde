import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { http, HttpError } from "../../../../lib/http"
import {
  CARRIER_LABEL_PACKAGE,
  DEFAULT_ESTIMATED_DAYS,
  ESTIMATED_WEIGHT_LB,
  readErrorBody,
  type ApiKeyStatus,
  type Dimensions,
  type ErrorCode,
  type FlatRatePackage,
  type FlatRatesResponse,
  type LabelHistoryResponse,
  type LabelResult,
  type PackageKey,
  type Rate,
  type RatesResponse,
  type ShippingFailureBody,
} from "@shop/contract"
import { invalidateOrders, patchCachedOrder, type Order } from "../../api/orders"

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
  MAX_SIDE_IN,
  PACKAGE_TYPES,
  SHIPPO_PROVIDERS,
  WEIGHT_OPTIONS_LB,
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

export const rateAmount = (r: Rate) => Number(r.amount ?? r.rate ?? NaN)
export const rateService = (r: Rate) => r.service || r.service_name || ""
export const rateDays = (r: Rate) => (typeof r.estimated_days === "number" && Number.isFinite(r.estimated_days) ? r.estimated_days : DEFAULT_ESTIMATED_DAYS)

export const RATE_BADGES = ["bestValue", "recommended", "fastest", "cheapest"] as const
export type RateBadge = (typeof RATE_BADGES)[number]

/** Spec point 4: one badge per rate, BEST VALUE before RECOMMENDED before FASTEST before CHEAPEST. */
export function rateBadge(r: Rate): RateBadge | null {
  const attrs = r.attributes ?? []
  if (r.isBestValue || attrs.includes("BESTVALUE")) return "bestValue"
  if (r.isRecommended) return "recommended"
  if (r.isFastest || attrs.includes("FASTEST")) return "fastest"
  if (r.isLowestPrice || attrs.includes("CHEAPEST")) return "cheapest"
  return null
}

/** The carriers in the order of the (price-sorted) list, each once. */
export function carriersOf(rates: Rate[]): string[] {
  return [...new Set(rates.map((r) => r.provider).filter(Boolean))]
}

/** A rates call's answer, or a 200 that still says `success: false`. */
type RatesAnswer = RatesResponse | ShippingFailureBody
export type FlatRatesAnswer = FlatRatesResponse

// ---------------------------------------------------------------------------------------------
// Failures: the server's `error` (the spec's text) and `details` (Shippo's own words)
// ---------------------------------------------------------------------------------------------

/** A shipping call that failed, with what the server said: the stable `code`, the spec's text and Shippo's words. */
export class ShippingFailure extends Error {
  constructor(
    readonly error: string | null,
    readonly details: string | null,
    readonly status: number | null = null,
    readonly code: ErrorCode | null = null
  ) {
    super(details || error || "Shipping call failed")
    this.name = "ShippingFailure"
  }
}

export type ShippingFailureInfo = { code: ErrorCode | null; error: string | null; details: string | null; status: number | null }

/** What a failed shipping call said: `{ code, error, details }` from a JSON body, a plain body as the error. */
export function shippingFailureOf(err: unknown): ShippingFailureInfo {
  if (err instanceof ShippingFailure) return { code: err.code, error: err.error, details: err.details, status: err.status }
  if (err instanceof HttpError) {
    const said = readErrorBody(err.message.replace(/^\d{3}: /, ""))
    return { code: said.code, error: said.text, details: said.details, status: err.status }
  }
  // fetch's TypeError: the server could not be reached; the spec's text says enough.
  return { code: null, error: null, details: null, status: null }
}

const failureOf = (answer: unknown) => {
  const said = readErrorBody(answer ?? null)
  return new ShippingFailure(said.text, said.details, null, said.code)
}

/** A 200 that still says `success: false` is a failure too. */
function checked<T extends { success: boolean }>(answer: T | ShippingFailureBody): T {
  if (answer && answer.success === false) throw failureOf(answer)
  return answer as T
}

/** Spec point 8: a label answer without the success flag is a failure ('Failed to create shipping label.'). */
function checkedLabel(answer: LabelResult | ShippingFailureBody): LabelResult {
  if (!answer || answer.success !== true) throw failureOf(answer)
  return answer
}

// ---------------------------------------------------------------------------------------------
// Calls (spec point 7)
// ---------------------------------------------------------------------------------------------

export type RatesRequest = { orderId: number; packageType: PackageKey; estimatedWeight: number; dimensions?: Dimensions }

/** POST /api/shipping/shippo/get-rates: every carrier's rates, cheapest first. */
export async function getCarrierRates({ orderId, packageType, estimatedWeight, dimensions }: RatesRequest): Promise<Rate[]> {
  const answer = checked(
    await http<RatesAnswer>("/api/shipping/shippo/get-rates", {
      method: "POST",
      json: { orderId, packageType, estimatedWeight: String(estimatedWeight), ...(dimensions ? { dimensions } : {}) },
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

/** POST /api/shipping/shippo/create-label: buys the label of a quoted rate (USPS, UPS, FedEx). */
export const createCarrierLabel = (v: { orderId: number; rateId: string; packageType: PackageKey | string }) =>
  http<LabelResult | ShippingFailureBody>("/api/shipping/shippo/create-label", { method: "POST", json: v }).then(checkedLabel)

/** POST /api/shipping/create-label: the direct USPS label for a flat-rate package. */
export const createUspsLabel = (v: { orderId: number; packageType: PackageKey | string }) =>
  http<LabelResult | ShippingFailureBody>("/api/shipping/create-label", { method: "POST", json: v }).then(checkedLabel)

/** POST /api/simple-shipping/create-label: the simple admin's flat-rate label. */
export const createSimpleLabel = (v: { orderId: number; packageType: FlatRatePackage }) =>
  http<LabelResult | ShippingFailureBody>("/api/simple-shipping/create-label", { method: "POST", json: v }).then(checkedLabel)

export const shippingKeys = {
  apiKey: ["/api/simple-shipping/check-api-key"] as const,
  labels: ["/api/simple-shipping/labels"] as const,
  flatRates: (orderId: number) => ["/api/shipping/usps-flat-rates", orderId] as const,
  carrierRates: (orderId: number, packageType: PackageKey, weight: number) => ["/api/shipping/shippo/get-rates", orderId, packageType, weight] as const,
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

/** The carriers' rates for the medium box at 2 lb (the /shipping-admin side panel's All Carriers tab). */
export const useMediumBoxRates = (orderId: number, enabled: boolean) =>
  useQuery({
    queryKey: shippingKeys.carrierRates(orderId, CARRIER_LABEL_PACKAGE, ESTIMATED_WEIGHT_LB),
    queryFn: () => getCarrierRates({ orderId, packageType: CARRIER_LABEL_PACKAGE, estimatedWeight: ESTIMATED_WEIGHT_LB }),
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
