import {
  DEFAULT_SHOP_TIME_ZONE,
  daysInRange,
  isoDate,
  ORDER_CHANNELS,
  ORDER_DATE_PRESETS,
  ORDER_PAYMENT_FILTERS,
  ORDER_RANGE_MAX_DAYS,
  ORDER_SEARCH_MAX,
  ORDER_SHIPPING_FILTERS,
  type OrderChannel,
  type OrderDatePreset,
  type OrderFilters,
  type OrderPaymentFilter,
  type OrderShippingFilter,
} from "@shop/contract"
import { presetRange } from "../summary"

/**
 * The orders screen's filters as both back offices keep them in their URL (issue 27 point 1): what
 * staff chose, with the date as a preset (today, yesterday, this week) or a custom range. A reload
 * or a shared link gives the same list; the server's query (OrderFilters) is derived from it with
 * the presets turned into days of the shop's time zone at the moment of asking.
 */
export type OrderListFilters = {
  search?: string
  payment?: OrderPaymentFilter
  shipping?: OrderShippingFilter
  channel?: OrderChannel
  date?: OrderDatePreset
  /** Only with date "custom": first day (YYYY-MM-DD). */
  from?: string
  /** Only with date "custom": last day, included. */
  to?: string
}

/** The URL's names of the filters (the date preset is `date`; the rest are the server's names). */
export const ORDER_LIST_URL_PARAMS = ["search", "payment", "shipping", "channel", "date", "from", "to"] as const

const oneOf = <T extends string>(values: readonly T[], v: string | null | undefined): T | undefined =>
  v != null && (values as readonly string[]).includes(v) ? (v as T) : undefined
const validDay = (v: string | null | undefined) => (v && isoDate.safeParse(v).success ? v : undefined)

/**
 * The filters of a URL, tolerant: an unknown value, a bad day or a range the server would refuse is
 * dropped, never an error (a hand-edited link still opens the list). A from/to without a preset
 * means a custom range; a custom range without any day is no date filter.
 */
export function parseOrderListFilters(params: URLSearchParams): OrderListFilters {
  const out: OrderListFilters = {}
  const search = params.get("search")?.trim().slice(0, ORDER_SEARCH_MAX)
  if (search) out.search = search
  const payment = oneOf(ORDER_PAYMENT_FILTERS, params.get("payment"))
  if (payment) out.payment = payment
  const shipping = oneOf(ORDER_SHIPPING_FILTERS, params.get("shipping"))
  if (shipping) out.shipping = shipping
  const channel = oneOf(ORDER_CHANNELS, params.get("channel"))
  if (channel) out.channel = channel
  const from = validDay(params.get("from"))
  let to = validDay(params.get("to"))
  if (from && to) {
    const days = daysInRange(from, to)
    if (days < 1 || days > ORDER_RANGE_MAX_DAYS) to = undefined
  }
  const preset = oneOf(ORDER_DATE_PRESETS, params.get("date")) ?? (from || to ? "custom" : undefined)
  if (preset === "custom") {
    // chosen before its days are typed: shown with empty days, no date filter yet
    out.date = "custom"
    if (from) out.from = from
    if (to) out.to = to
  } else if (preset) out.date = preset
  return out
}

/**
 * The filters written into a URL's params: the other params (an open order, a view) stay, the
 * filters' own names are replaced. Empty values are left out, so no filter is a clean URL.
 */
export function writeOrderListFilters(filters: OrderListFilters, into: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(into)
  for (const name of ORDER_LIST_URL_PARAMS) params.delete(name)
  const clean = parseOrderListFilters(toParams(filters))
  for (const name of ORDER_LIST_URL_PARAMS) {
    const v = clean[name]
    if (v) params.set(name, v)
  }
  return params
}

function toParams(filters: OrderListFilters) {
  const p = new URLSearchParams()
  for (const name of ORDER_LIST_URL_PARAMS) {
    const v = filters[name]
    if (v) p.set(name, v)
  }
  return p
}

/** Whether any filter is set (the Clear filters action shows then). */
export const hasOrderListFilters = (f: OrderListFilters) => ORDER_LIST_URL_PARAMS.some((n) => Boolean(f[n]))

/** A filter changed: the others kept; a preset other than custom drops the custom days. */
export function changeOrderListFilters(f: OrderListFilters, change: Partial<OrderListFilters>): OrderListFilters {
  const next = { ...f, ...change }
  if (change.date !== undefined && change.date !== "custom") {
    delete next.from
    delete next.to
  }
  for (const name of ORDER_LIST_URL_PARAMS) if (!next[name]) delete next[name]
  return next
}

// --- days in the shop's time zone: the day numbers' presets (../summary), one rule for both screens ---

/**
 * The server's query (GET /api/orders, /admin/shop/orders, the CSV, the batch slips) for the
 * filters at `now`: the preset turned into from/to in the shop's time zone.
 */
export function orderFiltersQuery(f: OrderListFilters, now: Date = new Date(), timeZone: string = DEFAULT_SHOP_TIME_ZONE): OrderFilters {
  const q: OrderFilters = {}
  if (f.search?.trim()) q.search = f.search.trim()
  if (f.payment) q.payment = f.payment
  if (f.shipping) q.shipping = f.shipping
  if (f.channel) q.channel = f.channel
  if (f.date && f.date !== "custom") Object.assign(q, presetRange(f.date, timeZone, now))
  else if (f.date === "custom") {
    if (f.from) q.from = f.from
    if (f.to) q.to = f.to
  }
  return q
}
