import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query"
import { http, HttpError } from "../../../../lib/http"
import { invalidateOrders, patchCachedOrder, type Order } from "../../api/orders"

// ---------------------------------------------------------------------------------------------
// Package types and constants (spec points 3 and 9; docs/back-office-api.md, Shipping)
// ---------------------------------------------------------------------------------------------

/** Multi-carrier packages (USPS, UPS, FedEx quote them). */
export const CARRIER_PACKAGES = ["package_small", "package_medium", "package_large", "custom_package"] as const
/** USPS Priority Mail Flat Rate packages. */
export const FLAT_RATE_PACKAGES = ["small_flat_rate_box", "medium_flat_rate_box", "large_flat_rate_box", "flat_rate_envelope"] as const
export type CarrierPackage = (typeof CARRIER_PACKAGES)[number]
export type FlatRatePackage = (typeof FLAT_RATE_PACKAGES)[number]
export type PackageKey = CarrierPackage | FlatRatePackage

export type Dimensions = { length: number; width: number; height: number }
export type PackageType = { key: PackageKey; dimensions: Dimensions | null; maxWeightLb: number; usps: boolean; recommended?: boolean }

export const PACKAGE_TYPES: Record<PackageKey, PackageType> = {
  package_small: { key: "package_small", dimensions: { length: 6, width: 6, height: 6 }, maxWeightLb: 5, usps: false },
  package_medium: { key: "package_medium", dimensions: { length: 12, width: 10, height: 8 }, maxWeightLb: 10, usps: false, recommended: true },
  package_large: { key: "package_large", dimensions: { length: 18, width: 14, height: 12 }, maxWeightLb: 20, usps: false },
  custom_package: { key: "custom_package", dimensions: null, maxWeightLb: 70, usps: false },
  small_flat_rate_box: { key: "small_flat_rate_box", dimensions: { length: 8.6, width: 5.3, height: 1.6 }, maxWeightLb: 4, usps: true },
  medium_flat_rate_box: { key: "medium_flat_rate_box", dimensions: { length: 11.2, width: 8.7, height: 6 }, maxWeightLb: 10, usps: true },
  large_flat_rate_box: { key: "large_flat_rate_box", dimensions: { length: 12.2, width: 12.2, height: 6 }, maxWeightLb: 15, usps: true },
  flat_rate_envelope: { key: "flat_rate_envelope", dimensions: { length: 12.5, width: 9.5, height: 0.5 }, maxWeightLb: 1, usps: true },
}

export const isPackageKey = (key: unknown): key is PackageKey => typeof key === "string" && key in PACKAGE_TYPES

/** Spec point 9: weight options in lb, default 2; the dialog's default package. */
export const WEIGHT_OPTIONS_LB = [1, 2, 3, 5, 10, 15] as const
export const DEFAULT_WEIGHT_LB = 2
export const DEFAULT_PACKAGE: PackageKey = "package_medium"
/** The simple admin's flat-rate radios start on the medium box (spec point 9). */
export const DEFAULT_FLAT_RATE_PACKAGE: FlatRatePackage = "medium_flat_rate_box"
/** Spec point 9: carrier-rate labels on /shipping-admin always use the medium box, estimated at 2 lb. */
export const CARRIER_LABEL_PACKAGE: CarrierPackage = "package_medium"
export const ESTIMATED_WEIGHT_LB = 2
/** The largest side the server takes for a custom package, in inches. */
export const MAX_SIDE_IN = 108
/** Spec point 3: a carrier that gives no estimate delivers in 3 days. */
export const DEFAULT_ESTIMATED_DAYS = 3
/** Spec point 7: carrier labels are bought through Shippo for these providers. */
export const SHIPPO_PROVIDERS = ["USPS", "UPS", "FEDEX"] as const

// ---------------------------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------------------------

/** A shipping rate (spec point 3): the server's names and their alternatives. */
export type Rate = {
  id: string
  provider: string
  service?: string | null
  service_name?: string | null
  amount?: string | number | null
  rate?: string | number | null
  currency?: string | null
  description?: string | null
  box_type?: string | null
  estimated_days?: number | null
  arrives_by?: string | null
  attributes?: string[] | null
  dimensions?: string | null
  isBestValue?: boolean
  isRecommended?: boolean
  isFastest?: boolean
  isLowestPrice?: boolean
  /** The sandbox's made-up UPS/FedEx rates. */
  sample?: boolean
}

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

/** Spec point 3: the label result. */
export type LabelResult = {
  success: boolean
  labelUrl?: string | null
  trackingNumber?: string | null
  trackingUrl?: string | null
  status?: string | null
  serviceName?: string | null
  error?: string | null
  details?: string | null
}

export type ApiKeyStatus = { isValid: boolean; mode?: "sandbox" | "test" | "live" | string; message?: string; details?: string }

/** Spec point 3: a shipping label history entry. */
export type LabelHistoryEntry = { filename: string; url: string; createdAt: string; orderId?: number | string | null; trackingNumber?: string | null }

type RatesAnswer = { success?: boolean; rates?: Rate[]; error?: string; details?: string }
export type FlatRatesAnswer = RatesAnswer & { packageType?: string; template?: string; estimatedWeight?: number }

// ---------------------------------------------------------------------------------------------
// Failures: the server's `error` (the spec's text) and `details` (Shippo's own words)
// ---------------------------------------------------------------------------------------------

/** A shipping call that failed, with what the server said. */
export class ShippingFailure extends Error {
  constructor(
    readonly error: string | null,
    readonly details: string | null,
    readonly status: number | null = null
  ) {
    super(details || error || "Shipping call failed")
    this.name = "ShippingFailure"
  }
}

const text = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null)

/** What a failed shipping call said: `{ error, details }` from a JSON body, a plain body as the error. */
export function shippingFailureOf(err: unknown): { error: string | null; details: string | null; status: number | null } {
  if (err instanceof ShippingFailure) return { error: err.error, details: err.details, status: err.status }
  if (err instanceof HttpError) {
    const body = err.message.replace(/^\d{3}: /, "")
    try {
      const parsed = JSON.parse(body) as { error?: unknown; message?: unknown; details?: unknown }
      return { error: text(parsed.error) ?? text(parsed.message), details: text(parsed.details), status: err.status }
    } catch {
      return { error: text(body), details: null, status: err.status }
    }
  }
  // fetch's TypeError: the server could not be reached; the spec's text says enough.
  return { error: null, details: null, status: null }
}

/** A 200 that still says `success: false` is a failure too. */
function checked<T extends { success?: boolean; error?: string | null; details?: string | null }>(answer: T): T {
  if (answer && answer.success === false) throw new ShippingFailure(text(answer.error), text(answer.details))
  return answer
}

/** Spec point 8: a label answer without the success flag is a failure ('Failed to create shipping label.'). */
function checkedLabel(answer: LabelResult): LabelResult {
  if (!answer || answer.success !== true) throw new ShippingFailure(text(answer?.error), text(answer?.details))
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
    await http<FlatRatesAnswer>("/api/shipping/usps-flat-rates", {
      method: "POST",
      json: { orderId: order.id, orderItems: order.orderItems.map((i) => ({ id: i.id, name: i.name, quantity: i.quantity, price: i.price })) },
    })
  )
  return { ...answer, rates: answer.rates ?? [] }
}

/** POST /api/shipping/shippo/create-label: buys the label of a quoted rate (USPS, UPS, FedEx). */
export const createCarrierLabel = (v: { orderId: number; rateId: string; packageType: PackageKey | string }) =>
  http<LabelResult>("/api/shipping/shippo/create-label", { method: "POST", json: v }).then(checkedLabel)

/** POST /api/shipping/create-label: the direct USPS label for a flat-rate package. */
export const createUspsLabel = (v: { orderId: number; packageType: PackageKey | string }) =>
  http<LabelResult>("/api/shipping/create-label", { method: "POST", json: v }).then(checkedLabel)

/** POST /api/simple-shipping/create-label: the simple admin's flat-rate label. */
export const createSimpleLabel = (v: { orderId: number; packageType: FlatRatePackage }) =>
  http<LabelResult>("/api/simple-shipping/create-label", { method: "POST", json: v }).then(checkedLabel)

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
  queryFn: async () => (await http<{ labels?: LabelHistoryEntry[] }>("/api/simple-shipping/labels")).labels ?? [],
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
