import { queryOptions, useQuery } from "@tanstack/react-query"
import { http } from "../../../lib/http"
import type { PaymentMethod } from "../schemas"

/** The order payload of spec point 3 (plus the structured address, which the server prefers). */
export type OrderPayload = {
  customerName: string
  customerEmail: string
  customerPhone: string
  deliveryAddress: string
  totalAmount: string
  paymentMethod: PaymentMethod
  paymentStatus: "paid"
  paymentSessionId: string
  orderItems: { id: string; name: string; price: number; quantity: number }[]
  notes: string
  paymentConfirmed: true
  firstName: string
  lastName: string
  address: string
  city: string
  state: string
  zip: string
  /** The checkout's ORDER-123456, the memo of a manual payment: staff match the money by it. */
  orderNumber: string
}

export const createOrder = (payload: OrderPayload) => http<{ id: number | string }>("/api/orders", { method: "POST", json: payload })

export type PaymentLinkRequest = {
  amount: number
  orderDetails: { name: string; items: { id: string; name: string; quantity: number }[]; address: string; email?: string; phone?: string; notes?: string }
  regenerate?: boolean
  /** Our addition: the session a regenerated link replaces, expired by the server. */
  previousSessionId?: string
}

export const createPaymentLink = (body: PaymentLinkRequest) => http<{ url: string }>("/api/create-payment-link", { method: "POST", json: body })

/** The order a paid session became (whichever tab, or the payment webhook, placed it). */
export type SessionOrder = {
  id: number
  createdAt: string
  items: { id: string; name: string; quantity: number; price: number }[]
  totalAmount: number | null
}

export const verifyPayment = (sessionId: string) =>
  http<{ status: string; order?: SessionOrder | null }>(`/api/verify-payment?session_id=${encodeURIComponent(sessionId)}`)

/** The Checkout Session id inside a payment link (spec point 3: it starts with cs_). */
export function sessionIdFromUrl(url: string): string | null {
  const match = /cs_[A-Za-z0-9_]+/.exec(url)
  return match ? match[0] : null
}

export type PaymentMethodsInfo = {
  cashapp?: { handle: string }
  venmo?: { handle: string }
  zelle?: { handle?: string; recipient?: string; name?: string }
  paypal?: { handle: string }
  aba?: { handle?: string; accountId?: string; name?: string }
  card?: { sandbox: boolean }
}

export const paymentMethodsQuery = queryOptions({
  queryKey: ["/api/payment-methods"],
  queryFn: () => http<PaymentMethodsInfo>("/api/payment-methods"),
  staleTime: 5 * 60_000,
})

export const usePaymentMethods = () => useQuery(paymentMethodsQuery)

export const abaQrQuery = (amount: number, reference: string) =>
  queryOptions({
    queryKey: ["/api/aba-qr-code", amount, reference],
    queryFn: () => http<{ qrCode: string }>(`/api/aba-qr-code?amount=${amount.toFixed(2)}&reference=${encodeURIComponent(reference)}`),
    staleTime: 5 * 60_000,
  })
