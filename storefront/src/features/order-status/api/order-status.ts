import { readErrorBody, type ErrorCode, type OrderStatusLookupRequest, type OrderStatusLookupResponse, type OrderStatusView } from "@shop/contract"
import { queryOptions, useMutation, useQuery } from "@tanstack/react-query"
import { http, HttpError } from "../../../lib/http"

export type { OrderStatusView }

export const orderStatusKeys = {
  all: ["/api/order-status"] as const,
  detail: (token: string, lang: string) => [...orderStatusKeys.all, token, lang] as const,
}

/** GET /api/order-status/{token}: the shopper's order-status page, the products named in `lang`. */
export const fetchOrderStatus = (token: string, lang: string) =>
  http<OrderStatusView>(`/api/order-status/${encodeURIComponent(token)}?lang=${lang === "km" ? "km" : "en"}`)

export const orderStatusQuery = (token: string, lang: string) =>
  queryOptions({
    queryKey: orderStatusKeys.detail(token, lang),
    queryFn: () => fetchOrderStatus(token, lang),
    // A wrong link stays wrong: no retries on a 4xx.
    retry: (count, error) => !(error instanceof HttpError && error.status < 500) && count < 2,
  })

export const useOrderStatus = (token: string, lang: string) => useQuery(orderStatusQuery(token, lang))

/** POST /api/order-status/lookup: the token of the order with this number and phone or e-mail. */
export const lookUpOrder = (body: OrderStatusLookupRequest) =>
  http<OrderStatusLookupResponse>("/api/order-status/lookup", { method: "POST", json: body })

export const useLookUpOrder = () => useMutation({ mutationFn: lookUpOrder })

/** The contract's code of a failed call (null when the server did not say). */
export function errorCodeOf(error: unknown): ErrorCode | null {
  if (!(error instanceof HttpError)) return null
  return readErrorBody(error.message.replace(/^\d{3}: /, "")).code
}
