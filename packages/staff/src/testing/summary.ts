import { MANUAL_METHODS, OrdersSummaryQuery, SUMMARY_CHART_DAYS, type LegacyOrder, type OrdersSummary, type SummaryByMethod } from "@shop/contract"
import { addDays, dayInTimeZone, type DayRange } from "../summary"
import { json, legacyError, medusaError } from "./answers"
import type { FakeShopContext, Route } from "./types"

const cents = (n: number) => Math.round(n * 100) / 100
const manual: readonly string[] = MANUAL_METHODS

/**
 * The day numbers as the server adds them up (OrdersSummary's doc): the orders placed on the range's
 * days in the shop's time zone, cancelled ones left out; awaiting verification = manual payments not
 * yet verified; paid and not shipped = paid orders with no shipment.
 */
export function summaryOf(orders: LegacyOrder[], range: DayRange, timeZone: string): OrdersSummary {
  const counted = orders.filter((o) => o.status !== "cancelled")
  const dayOf = (o: LegacyOrder) => dayInTimeZone(new Date(o.createdAt), timeZone)
  const inRange = counted.filter((o) => dayOf(o) >= range.from && dayOf(o) <= range.to)
  const sum = (list: LegacyOrder[], f: (o: LegacyOrder) => number | null | undefined) => cents(list.reduce((n, o) => n + Number(f(o) ?? 0), 0))
  const netOf = (list: LegacyOrder[]) => cents(sum(list, (o) => o.subtotal) + sum(list, (o) => o.deliveryFee) + sum(list, (o) => o.processingFee) - sum(list, (o) => o.refundedAmount))
  const methods = new Map<string, SummaryByMethod>()
  for (const o of inRange) {
    const m = methods.get(o.paymentMethod) ?? { method: o.paymentMethod, orders: 0, amount: 0 }
    m.orders += 1
    m.amount = cents(m.amount + Number(o.totalAmount ?? 0))
    methods.set(o.paymentMethod, m)
  }
  const awaiting = inRange.filter((o) => manual.includes(o.paymentMethod) && (o.paymentState === "awaiting" || o.paymentState === "customer_says_paid"))
  const days = Array.from({ length: SUMMARY_CHART_DAYS }, (_, i) => addDays(range.to, i - SUMMARY_CHART_DAYS + 1)).map((date) => {
    const on = counted.filter((o) => dayOf(o) === date)
    return { date, orders: on.length, net: netOf(on) }
  })
  return {
    from: range.from,
    to: range.to,
    timeZone,
    orders: inRange.length,
    subtotal: sum(inRange, (o) => o.subtotal),
    deliveryFees: sum(inRange, (o) => o.deliveryFee),
    cardFees: sum(inRange, (o) => o.processingFee),
    refunds: sum(inRange, (o) => o.refundedAmount),
    net: netOf(inRange),
    byMethod: [...methods.values()].sort((a, b) => b.amount - a.amount),
    awaitingVerification: { count: awaiting.length, amount: sum(awaiting, (o) => o.totalAmount) },
    paidNotShipped: { count: inRange.filter((o) => o.paymentState === "paid" && o.shipmentState !== "shipped").length },
    days,
  }
}

/** GET /api/orders/summary and GET /admin/shop/orders/summary: 400 with the contract's message for a bad range. */
export const summaryRoutes = ({ state }: FakeShopContext): Route[] =>
  (["/api", "/admin/shop"] as const).map((base): Route => [
    "GET",
    `${base}/orders/summary`,
    ({ query }) => {
      const parsed = OrdersSummaryQuery.safeParse(Object.fromEntries(query))
      if (!parsed.success) {
        const message = parsed.error.issues[0].message
        return base === "/api" ? legacyError(400, message) : medusaError(400, message, "invalid_data")
      }
      const today = dayInTimeZone(state.now ?? new Date(), state.timeZone)
      const to = parsed.data.to ?? parsed.data.from ?? today
      return json(summaryOf(state.orders, { from: parsed.data.from ?? to, to }, state.timeZone))
    },
  ])
