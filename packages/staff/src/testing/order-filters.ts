import {
  DEFAULT_SHOP_TIME_ZONE,
  ORDER_FILTER_PARAMS,
  ORDER_LIST_PAGING_PARAMS,
  ORDER_QUERY_ERRORS,
  OrderFilters,
  type LegacyOrder,
  type PaymentState,
} from "@shop/contract"
import { dayInTimeZone } from "../summary"

/**
 * The orders list's filters as the server applies them (issue 27 point 1), for the fakes: unknown
 * names and bad values refused (the server's texts), the search over number, memo, name, phone in
 * any format, e-mail and product names, days in the shop's time zone, newest first.
 */
const PAYMENT_SETS: Record<NonNullable<OrderFilters["payment"]>, PaymentState[]> = {
  awaiting_verification: ["awaiting", "customer_says_paid"],
  customer_says_paid: ["customer_says_paid"],
  paid: ["paid", "partially_refunded"],
  rejected: ["rejected"],
  refunded: ["refunded", "partially_refunded"],
}

/** Which channel an order came through (the fixtures say `channel` when not the shop's checkout). */
export const channelOf = (o: LegacyOrder) => ((o as LegacyOrder & { channel?: string }).channel === "medusa" ? "medusa" : "shop")

export function matchesSearch(o: LegacyOrder, search: string): boolean {
  const q = search.trim().toLowerCase()
  if (!q) return true
  const number = /^#?\s*(\d{1,9})$/.exec(q)
  if (number && o.id === Number(number[1])) return true
  const digits = q.replace(/\D/g, "")
  const texts = [o.customerName, o.customerEmail ?? "", o.paymentReference ?? "", ...o.orderItems.map((i) => i.name)].map((t) => t.toLowerCase())
  if (texts.some((t) => t.includes(q))) return true
  return digits.length >= 4 && !/[a-z]/.test(q) && o.customerPhone.replace(/\D/g, "").includes(digits)
}

export function matchesOrderFilters(o: LegacyOrder, f: OrderFilters, timeZone = DEFAULT_SHOP_TIME_ZONE): boolean {
  if (f.search && !matchesSearch(o, f.search)) return false
  if (f.payment && !PAYMENT_SETS[f.payment].includes(o.paymentState)) return false
  if (f.shipping === "unshipped") {
    if (o.shipmentState === "shipped") return false
  } else if (f.shipping && o.shipmentState !== f.shipping) return false
  if (f.channel && channelOf(o) !== f.channel) return false
  const day = dayInTimeZone(new Date(o.createdAt), timeZone)
  if (f.from && day < f.from) return false
  if (f.to && day > f.to) return false
  return true
}

/** The filters of a list's query, or the 400 text the server answers. */
export function readOrderFilters(query: URLSearchParams, extra: readonly string[] = []): { ok: true; filters: OrderFilters } | { ok: false; error: string } {
  const known: readonly string[] = [...ORDER_FILTER_PARAMS, ...ORDER_LIST_PAGING_PARAMS, ...extra]
  const unknown = [...query.keys()].find((k) => !known.includes(k))
  if (unknown) return { ok: false, error: ORDER_QUERY_ERRORS.unknownFilter.replace("{name}", unknown) }
  const raw = Object.fromEntries(ORDER_FILTER_PARAMS.filter((k) => query.has(k)).map((k) => [k, query.get(k)!]))
  const parsed = OrderFilters.safeParse(raw)
  if (!parsed.success) return { ok: false, error: parsed.error.issues[0]?.message ?? "Bad filter." }
  return { ok: true, filters: parsed.data }
}

/** The orders matching a list's filters, newest first (or the 400 text). */
export function filterOrders(orders: readonly LegacyOrder[], query: URLSearchParams, timeZone = DEFAULT_SHOP_TIME_ZONE) {
  const read = readOrderFilters(query)
  if (!read.ok) return read
  const unseen = query.get("unseen") === "true"
  return {
    ok: true as const,
    orders: orders.filter((o) => (!unseen || !o.seen) && matchesOrderFilters(o, read.filters, timeZone)).sort((a, b) => b.id - a.id),
  }
}
