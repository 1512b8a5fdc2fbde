import { z } from "zod"
import { PAYMENT_METHODS } from "../constants.js"

/**
 * The back office's orders list, day numbers and export (issue 27): one query for both back
 * offices (GET /api/orders and GET /admin/shop/orders, the summary, the CSV and the batch PDFs),
 * read in the URL of both screens so a link or a reload keeps it.
 */

/** The payment filter: what staff ask, each a set of the projection's payment states (order-story.ts). */
export const ORDER_PAYMENT_FILTERS = ["awaiting_verification", "customer_says_paid", "paid", "rejected", "refunded"] as const
export type OrderPaymentFilter = (typeof ORDER_PAYMENT_FILTERS)[number]

/**
 * The shipping filter: the projection's shipment states, and `unshipped` (not shipped yet, with or
 * without a label: the day numbers' "Paid, not shipped" links to payment=paid&shipping=unshipped).
 */
export const ORDER_SHIPPING_FILTERS = ["not_shipped", "label_bought", "shipped", "unshipped"] as const
export type OrderShippingFilter = (typeof ORDER_SHIPPING_FILTERS)[number]

/** The channel an order came through: the shop's checkout (POST /api/orders) or Medusa's store API / admin. */
export const ORDER_CHANNELS = ["shop", "medusa"] as const
export type OrderChannel = (typeof ORDER_CHANNELS)[number]

/** The date presets of the list's date filter; `custom` uses from/to. Computed in the shop's time zone. */
export const ORDER_DATE_PRESETS = ["today", "yesterday", "this_week", "custom"] as const
export type OrderDatePreset = (typeof ORDER_DATE_PRESETS)[number]

/** The longest search text (a longer one is refused with 400). */
export const ORDER_SEARCH_MAX = 200
/** The widest date range a list, summary or export may ask for, in days. */
export const ORDER_RANGE_MAX_DAYS = 366
/** Days in the summary's chart. */
export const SUMMARY_CHART_DAYS = 14

/** The shop's time zone when SHOP_TIME_ZONE does not name one. */
export const DEFAULT_SHOP_TIME_ZONE = "America/Los_Angeles"

export const ORDER_QUERY_ERRORS = {
  unknownFilter: "Unknown filter: {name}.",
  badPayment: `payment must be one of ${ORDER_PAYMENT_FILTERS.join(", ")}.`,
  badShipping: `shipping must be one of ${ORDER_SHIPPING_FILTERS.join(", ")}.`,
  badChannel: `channel must be one of ${ORDER_CHANNELS.join(", ")}.`,
  badDate: "Dates must be written YYYY-MM-DD.",
  rangeBackwards: "The range must not end before it starts.",
  rangeTooWide: `The range may cover at most ${ORDER_RANGE_MAX_DAYS} days.`,
  searchTooLong: `The search may be at most ${ORDER_SEARCH_MAX} characters.`,
} as const

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** A calendar date "YYYY-MM-DD" that exists. */
export const isoDate = z.string().regex(DATE, ORDER_QUERY_ERRORS.badDate).refine((s) => {
  const d = new Date(`${s}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s
}, ORDER_QUERY_ERRORS.badDate)

/** Days from `from` to `to`, both counted. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** A from–to range must not run backwards nor cover more than ORDER_RANGE_MAX_DAYS days. */
function refineRange(q: { from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (!q.from || !q.to) return
  const days = daysInRange(q.from, q.to)
  if (days < 1) ctx.addIssue({ code: "custom", path: ["to"], message: ORDER_QUERY_ERRORS.rangeBackwards })
  else if (days > ORDER_RANGE_MAX_DAYS) ctx.addIssue({ code: "custom", path: ["to"], message: ORDER_QUERY_ERRORS.rangeTooWide })
}

/** The filters of the list (and of the summary, the CSV and the batch PDFs), as query-string values. */
export const OrderFilters = z
  .object({
    search: z.string().max(ORDER_SEARCH_MAX, ORDER_QUERY_ERRORS.searchTooLong).optional(),
    payment: z.enum(ORDER_PAYMENT_FILTERS, { error: ORDER_QUERY_ERRORS.badPayment }).optional(),
    shipping: z.enum(ORDER_SHIPPING_FILTERS, { error: ORDER_QUERY_ERRORS.badShipping }).optional(),
    channel: z.enum(ORDER_CHANNELS, { error: ORDER_QUERY_ERRORS.badChannel }).optional(),
    /** First day, in the shop's time zone. */
    from: isoDate.optional(),
    /** Last day (included), in the shop's time zone. */
    to: isoDate.optional(),
  })
  .superRefine(refineRange)
export type OrderFilters = z.infer<typeof OrderFilters>

/** The query names the list accepts beside the filters (paging and the older `unseen`). */
export const ORDER_LIST_PAGING_PARAMS = ["limit", "offset", "unseen"] as const
/** Every filter name, for refusing unknown ones. */
export const ORDER_FILTER_PARAMS = ["search", "payment", "shipping", "channel", "from", "to"] as const

/** GET /api/orders/summary?from=&to= (dates in the shop's time zone; both default to today). */
export const OrdersSummaryQuery = z
  .object({ from: isoDate.optional(), to: isoDate.optional() })
  .superRefine(refineRange)
export type OrdersSummaryQuery = z.infer<typeof OrdersSummaryQuery>

/** Sales of one payment method in the range (dollars). */
export type SummaryByMethod = { method: (typeof PAYMENT_METHODS)[number] | string; orders: number; amount: number }

/** One day of the chart (a date in the shop's time zone; net sales in dollars). */
export type SummaryDay = { date: string; orders: number; net: number }

/**
 * GET /api/orders/summary: the day's (or range's) numbers in the shop's time zone. Amounts in
 * dollars; cancelled orders count neither as orders nor as sales. `net` = subtotal + deliveryFees +
 * cardFees − refunds. `days` covers the last SUMMARY_CHART_DAYS days up to `to`, one entry a day.
 */
export type OrdersSummary = {
  from: string
  to: string
  timeZone: string
  orders: number
  subtotal: number
  deliveryFees: number
  cardFees: number
  refunds: number
  net: number
  byMethod: SummaryByMethod[]
  awaitingVerification: { count: number; amount: number }
  paidNotShipped: { count: number }
  days: SummaryDay[]
}
