import type { ErrorCode, OrderStatusView } from "@shop/contract"

/** Brand names stay as they are in both languages; the card is translated. */
const BRANDS: Record<string, string> = { cashapp: "Cash App", venmo: "Venmo", zelle: "Zelle", paypal: "PayPal", aba: "ABA" }

export const methodLabel = (method: string, card: string) => (method === "stripe" ? card : BRANDS[method] ?? method)

/** The payment in plain words: the orderStatus.payment key (a cancelled order's, whatever was paid: it goes back). */
export function paymentKey(payment: OrderStatusView["payment"], status?: OrderStatusView["status"]) {
  if (status === "cancelled") return "orderStatus.payment.cancelled" as const
  // The order's story (issue 26): a refund is not "a problem", a rejection is its own word.
  if (payment.story === "refunded") return "orderStatus.payment.refunded" as const
  if (payment.story === "partially_refunded") return "orderStatus.payment.partiallyRefunded" as const
  if (payment.story === "rejected") return "orderStatus.payment.failed" as const
  if (payment.state === "paid") return "orderStatus.payment.paid" as const
  if (payment.state === "failed") return "orderStatus.payment.failed" as const
  if (payment.correctedAt) return "orderStatus.payment.corrected" as const
  return payment.shopperSaidPaid ? ("orderStatus.payment.checking" as const) : ("orderStatus.payment.waiting" as const)
}

/** The page's words for a server's error code. */
export function errorKey(code: ErrorCode | null) {
  switch (code) {
    case "orderStatus.notFound":
      return "orderStatus.errors.notFound" as const
    case "orderStatus.linkNotFound":
      return "orderStatus.errors.linkNotFound" as const
    case "orderStatus.tooMany":
    case "request.tooMany":
      return "orderStatus.errors.tooMany" as const
    case "orderStatus.orderNumber":
      return "orderStatus.errors.orderNumber" as const
    case "orderStatus.contact":
      return "orderStatus.errors.contact" as const
    default:
      return "orderStatus.errors.failed" as const
  }
}
