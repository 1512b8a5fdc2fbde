import type {
  AbaQrResponse,
  CreateOrderResponse,
  OrderRequest,
  PaymentLinkRequest,
  PaymentLinkResponse,
  PaymentMethodsResponse,
  SessionOrder,
  VerifyPaymentResponse,
} from "@shop/contract"
import { queryOptions, useQuery } from "@tanstack/react-query"
import { http } from "../../../lib/http"

/**
 * The order payload of spec point 3 (plus the structured address, which the server prefers, and
 * the checkout's ORDER-123456, the memo of a manual payment staff match the money by): the body of
 * POST /api/orders as the contract's schema reads it.
 */
export type OrderPayload = OrderRequest

export const createOrder = (payload: OrderPayload) => http<CreateOrderResponse>("/api/orders", { method: "POST", json: payload })

/** POST /api/create-payment-link's body (the contract's; `previousSessionId` is ours: the session a regenerated link replaces). */
export type { PaymentLinkRequest, SessionOrder }

export const createPaymentLink = (body: PaymentLinkRequest) => http<PaymentLinkResponse>("/api/create-payment-link", { method: "POST", json: body })

/** The status of a Checkout Session, and the order a paid session became (whichever tab, or the payment webhook, placed it). */
export const verifyPayment = (sessionId: string) => http<VerifyPaymentResponse>(`/api/verify-payment?session_id=${encodeURIComponent(sessionId)}`)

/** The Checkout Session id inside a payment link (spec point 3: it starts with cs_). */
export function sessionIdFromUrl(url: string): string | null {
  const match = /cs_[A-Za-z0-9_]+/.exec(url)
  return match ? match[0] : null
}

/** Each manual method's recipient (null: not set up), and whether cards use the sandbox; empty until it arrives. */
export type PaymentMethodsInfo = Partial<PaymentMethodsResponse>

export const paymentMethodsQuery = queryOptions({
  queryKey: ["/api/payment-methods"],
  queryFn: () => http<PaymentMethodsInfo>("/api/payment-methods"),
  staleTime: 5 * 60_000,
})

export const usePaymentMethods = () => useQuery(paymentMethodsQuery)

export const abaQrQuery = (amount: number, reference: string) =>
  queryOptions({
    queryKey: ["/api/aba-qr-code", amount, reference],
    queryFn: () => http<AbaQrResponse>(`/api/aba-qr-code?amount=${amount.toFixed(2)}&reference=${encodeURIComponent(reference)}`),
    staleTime: 5 * 60_000,
  })
