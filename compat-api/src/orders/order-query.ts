import type { MedusaContainer } from "@medusajs/framework/types"
import {
  addDays,
  dayBounds,
  daysInRange,
  MANUAL_METHODS,
  ORDER_FILTER_PARAMS,
  ORDER_LIST_PAGING_PARAMS,
  ORDER_QUERY_ERRORS,
  ORDER_RANGE_MAX_DAYS,
  OrderFilters,
  OrdersSummaryQuery,
  shopDateOf,
  shopTimeZoneOf,
  SUMMARY_CHART_DAYS,
  type OrderPaymentFilter,
  type OrdersSummary,
  type OrderShippingFilter,
} from "@shop/contract"
import type { DeskCondition } from "../modules/order-desk"
import { LegacyValidationError } from "../http/legacy-error"
import { parseFields } from "../http/validate-body"
import { productNameKey } from "./checkout-pricing"
import { orderDesk } from "./order-desk"
import { readCatalog } from "../catalog/read-model"

/**
 * The back office's orders read model (issue 27): the list's filters as SQL conditions on the order
 * desk (one table, indexed, paged by the database), shared by the list (GET /api/orders and
 * /admin/shop/orders), the day's numbers (summary), the CSV export and the batch PDFs
 * (orderNumbersMatching). Days are the shop's (SHOP_TIME_ZONE, default America/Los_Angeles).
 */

/** The shop's time zone: SHOP_TIME_ZONE when it names one, else the contract's default. */
export const shopTimeZone = () => shopTimeZoneOf(process.env.SHOP_TIME_ZONE)

/** The list's query: the filters, and paging. */
export type OrderListQuery = { filters: OrderFilters; limit?: number; offset?: number; unseen: boolean; lines: boolean }

const MANUAL_SQL = MANUAL_METHODS.map((m) => `'${m}'`).join(", ")
const NOT_CANCELLED = `coalesce("status", '') <> 'cancelled'`

/**
 * The payment filter on the projection's payment_state (orders/order-projection.ts):
 * - awaiting_verification: staff must still check the money: a manual method (Cash App, Venmo, Zelle,
 *   PayPal, ABA), nothing captured and not rejected, the order not cancelled, whether or not the
 *   shopper says they paid (those are also under customer_says_paid);
 * - customer_says_paid: the shopper's claim, not yet verified (not cancelled);
 * - paid: captured, nothing refunded; refunded: refunded in full or in part; rejected: rejected.
 */
export const PAYMENT_FILTER_SQL: Record<OrderPaymentFilter, string> = {
  awaiting_verification: `"payment_state" in ('awaiting', 'customer_says_paid') and "payment_method" in (${MANUAL_SQL}) and ${NOT_CANCELLED}`,
  customer_says_paid: `("payment_state" = 'customer_says_paid' or ("payment_state" = 'awaiting' and "payment_confirmed_by_customer" = true)) and ${NOT_CANCELLED}`,
  paid: `"payment_state" = 'paid'`,
  refunded: `"payment_state" in ('refunded', 'partially_refunded')`,
  rejected: `"payment_state" = 'rejected'`,
}

/** An order recorded from Medusa's store API or admin (orders/medusa-orders.ts medusaOrderSessionId). */
const FROM_MEDUSA = `"payment_session_id" like 'medusa\\_order\\_%'`

const likeEscaped = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)
const contains = (s: string): DeskCondition => ({ sql: `"search_text" like ?`, params: [`%${likeEscaped(s)}%`] })

/** Text typed like a phone number: digits with spaces, dashes, dots, brackets or a plus. */
const PHONE_LIKE = /^[\d\s().+\-]+$/

/**
 * Staff's search as one condition on the desk's search_text (its migration says what it holds):
 * `#1042` is that order only; otherwise the text anywhere (number, name, e-mail, the payment memo
 * ORDER-123456, a product name as ordered), a phone by its digits ("(555) 010-0100" finds
 * 555.010.0100 and +1 555 010 0100), and the orders of the products whose current Khmer or English
 * name contains it (`productIds`, from productIdsNamed).
 */
export function searchConditionOf(search: string | undefined, productIds: string[] = []): DeskCondition | null {
  const trimmed = search?.trim()
  if (!trimmed) return null
  if (/^#\d{1,9}$/.test(trimmed)) return { sql: `"order_display_id" = ?`, params: [Number(trimmed.slice(1))] }
  const text = trimmed.replace(/^#/, "").toLowerCase()
  const parts = [contains(text)]
  const digits = text.replace(/\D/g, "")
  if (PHONE_LIKE.test(text) && digits.length >= 3 && digits !== text) parts.push(contains(digits))
  if (PHONE_LIKE.test(text) && digits.length === 11 && digits.startsWith("1")) parts.push(contains(digits.slice(1)))
  for (const id of productIds.slice(0, 50)) parts.push(contains(id.toLowerCase()))
  return { sql: parts.map((p) => p.sql).join(" or "), params: parts.flatMap((p) => p.params) }
}

/** The parsed menus by the read model's ETag (the catalog changes seldom; a search must not re-parse it). */
const parsedMenus = new Map<string, { id: string; name: string }[]>()

async function menuOf(scope: Pick<MedusaContainer, "resolve">, lang: "en" | "km") {
  const { body, etag } = await readCatalog(scope as MedusaContainer, "menu-items", lang)
  let items = parsedMenus.get(etag)
  if (!items) {
    items = (JSON.parse(body) as { id: string; name: string }[]).map((m) => ({ id: String(m.id), name: productNameKey(String(m.name ?? "")) }))
    if (parsedMenus.size > 8) parsedMenus.clear()
    parsedMenus.set(etag, items)
  }
  return items
}

/**
 * The ids of the products whose current Khmer (km-KH translation, Medusa's Translation module) or
 * English name contains `search` (case, spacing and invisible marks aside), from the catalog's
 * read model (catalog/read-model: cached, renewed by Medusa's product and translation events), so
 * a search costs no query of Medusa's modules.
 */
export async function productIdsNamed(scope: Pick<MedusaContainer, "resolve">, search: string | undefined): Promise<string[]> {
  const key = productNameKey(search ?? "")
  if (key.length < 2 || key.startsWith("#") || PHONE_LIKE.test(key)) return []
  const ids = new Set<string>()
  for (const lang of ["km", "en"] as const) {
    for (const m of await menuOf(scope, lang)) if (m.name.includes(key)) ids.add(m.id)
  }
  return [...ids]
}

/** The filters as conditions on the desk (search included when its product ids are given). */
export function orderFilterConditions(f: OrderFilters & { unseen?: boolean }, opts: { timeZone: string; productIds?: string[] }): DeskCondition[] {
  const out: DeskCondition[] = []
  if (f.unseen) out.push({ sql: `"seen" = false`, params: [] })
  const search = searchConditionOf(f.search, opts.productIds)
  if (search) out.push(search)
  if (f.payment) out.push({ sql: PAYMENT_FILTER_SQL[f.payment], params: [] })
  if (f.shipping === "unshipped") out.push({ sql: `"shipment_state" <> 'shipped'`, params: [] })
  else if (f.shipping) out.push({ sql: `"shipment_state" = ?`, params: [f.shipping satisfies OrderShippingFilter] })
  if (f.channel) out.push({ sql: f.channel === "medusa" ? FROM_MEDUSA : `not (${FROM_MEDUSA})`, params: [] })
  if (f.from || f.to) out.push(...dateConditions(f.from, f.to, opts.timeZone))
  return out
}

/** created_at within the shop's days `from`..`to` (either may be absent). */
export function dateConditions(from: string | undefined, to: string | undefined, timeZone: string): DeskCondition[] {
  const out: DeskCondition[] = []
  if (from) out.push({ sql: `"created_at" >= ?`, params: [dayBounds(from, from, timeZone).start] })
  if (to) out.push({ sql: `"created_at" < ?`, params: [dayBounds(to, to, timeZone).end] })
  return out
}

/** 400 naming the query names a call does not know (`orderQuery.unknownFilter`, `params.name`). */
export function unknownFilters(names: string[]): LegacyValidationError {
  const name = names.join(", ")
  return new LegacyValidationError(
    names.map((field) => ({ field, message: ORDER_QUERY_ERRORS.unknownFilter.replace("{name}", field) })),
    { code: "orderQuery.unknownFilter", params: { name }, message: ORDER_QUERY_ERRORS.unknownFilter.replace("{name}", name) }
  )
}

const empty = (v: unknown) => v === undefined || v === ""

/**
 * The list's query string (GET /api/orders, /admin/shop/orders, the export): a name it does not
 * know is a 400 naming it (`orderQuery.unknownFilter`, `params.name`); the filters are checked
 * with the contract's OrderFilters (400 with its texts); an empty value is no filter.
 */
export function parseOrderListQuery(query: Record<string, unknown>, extra: readonly string[] = []): OrderListQuery {
  const known = new Set<string>([...ORDER_FILTER_PARAMS, ...ORDER_LIST_PAGING_PARAMS, ...extra])
  const unknown = Object.keys(query).filter((k) => !known.has(k))
  if (unknown.length) {
    throw unknownFilters(unknown)
  }
  const filterInput = Object.fromEntries(ORDER_FILTER_PARAMS.filter((k) => !empty(query[k])).map((k) => [k, query[k]]))
  const filters = parseFields(filterInput, OrderFilters)
  const int = (name: string, min: number, max: number) => {
    const raw = query[name]
    if (empty(raw)) return undefined
    const n = Number(raw)
    if (typeof raw !== "string" || !Number.isInteger(n) || n < min || n > max) {
      throw new LegacyValidationError([{ field: name, message: `${name} must be a whole number from ${min} to ${max}.` }])
    }
    return n
  }
  return {
    filters,
    limit: int("limit", 1, 200),
    offset: int("offset", 0, 10_000_000),
    unseen: query.unseen === "true",
    lines: query.lines === "1" || query.lines === "true",
  }
}

/** The desk conditions of a list query (the search's product names looked up). */
export async function conditionsOf(scope: Pick<MedusaContainer, "resolve">, q: Pick<OrderListQuery, "filters" | "unseen">): Promise<DeskCondition[]> {
  const productIds = q.filters.search ? await productIdsNamed(scope, q.filters.search) : []
  return orderFilterConditions({ ...q.filters, unseen: q.unseen }, { timeZone: shopTimeZone(), productIds })
}

/**
 * The order numbers (display ids, newest first) of the listed orders matching `filters`, at most
 * `limit` (default 500): for the batch PDFs and bulk actions on "the filtered ones".
 */
export async function orderNumbersMatching(
  scope: Pick<MedusaContainer, "resolve">,
  filters: OrderFilters & { unseen?: boolean },
  { limit = 500 }: { limit?: number } = {}
): Promise<number[]> {
  const conditions = await conditionsOf(scope, { filters, unseen: !!filters.unseen })
  const { rows } = await orderDesk(scope).listStaffOrders({ conditions, limit, withCount: false })
  return rows.map((r) => Number(r.order_display_id))
}
/** The same, under the name the batch PDFs' brief uses. */
export const orderIdsMatching = orderNumbersMatching

const cents = (v: unknown) => Math.round(Number(v ?? 0) * 100)
const dollars = (c: number) => c / 100

/** What the summary counts: listed (not archived), not cancelled, payment not rejected. */
const COUNTED = `${NOT_CANCELLED} and "payment_state" not in ('rejected', 'canceled')`

/** GET /api/orders/summary?from=&to=: the day's (or range's) numbers; both dates default to today. */
export async function ordersSummary(scope: Pick<MedusaContainer, "resolve">, query: Record<string, unknown>, now = new Date()): Promise<OrdersSummary> {
  const unknown = Object.keys(query).filter((k) => k !== "from" && k !== "to")
  if (unknown.length) {
    throw unknownFilters(unknown)
  }
  const q = parseFields(Object.fromEntries(["from", "to"].filter((k) => !empty(query[k])).map((k) => [k, query[k]])), OrdersSummaryQuery)
  const timeZone = shopTimeZone()
  const to = q.to ?? (q.from && q.from > shopDateOf(now, timeZone) ? q.from : shopDateOf(now, timeZone))
  const from = q.from ?? to
  const days = daysInRange(from, to)
  if (days < 1) throw new LegacyValidationError([{ field: "to", message: ORDER_QUERY_ERRORS.rangeBackwards }])
  if (days > ORDER_RANGE_MAX_DAYS) throw new LegacyValidationError([{ field: "to", message: ORDER_QUERY_ERRORS.rangeTooWide }])
  const chartFrom = addDays(to, -(SUMMARY_CHART_DAYS - 1))
  const counted = { sql: COUNTED, params: [] }
  const { methods, days: chartRows } = await orderDesk(scope).summarizeOrders({
    conditions: [counted, ...dateConditions(from, to, timeZone)],
    chart: [counted, ...dateConditions(chartFrom, to, timeZone)],
    timeZone,
    awaiting: PAYMENT_FILTER_SQL.awaiting_verification,
    // exactly the orders its link lists (payment=paid&shipping=unshipped): a label bought is not shipped yet
    paidNotShipped: `${PAYMENT_FILTER_SQL.paid} and "shipment_state" <> 'shipped'`,
  })
  const sum = (k: string) => methods.reduce((n, m) => n + cents(m[k]), 0)
  const subtotal = sum("subtotal")
  const deliveryFees = sum("delivery_fees")
  const cardFees = sum("card_fees")
  const refunds = sum("refunds")
  const byDay = new Map(chartRows.map((d) => [String(d.date), d]))
  return {
    from,
    to,
    timeZone,
    orders: methods.reduce((n, m) => n + Number(m.orders), 0),
    subtotal: dollars(subtotal),
    deliveryFees: dollars(deliveryFees),
    cardFees: dollars(cardFees),
    refunds: dollars(refunds),
    net: dollars(subtotal + deliveryFees + cardFees - refunds),
    byMethod: methods.map((m) => ({ method: String(m.method), orders: Number(m.orders), amount: dollars(cents(m.amount)) })),
    awaitingVerification: { count: methods.reduce((n, m) => n + Number(m.awaiting_count), 0), amount: dollars(sum("awaiting_amount")) },
    paidNotShipped: { count: methods.reduce((n, m) => n + Number(m.paid_not_shipped), 0) },
    days: Array.from({ length: SUMMARY_CHART_DAYS }, (_, i) => {
      const date = addDays(chartFrom, i)
      const d = byDay.get(date)
      return { date, orders: Number(d?.orders ?? 0), net: dollars(cents(d?.net ?? 0)) }
    }),
  }
}
