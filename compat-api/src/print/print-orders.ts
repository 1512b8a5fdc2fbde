import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import {
  ORDER_FILTER_PARAMS,
  ORDER_QUERY_ERRORS,
  OrderFilters,
  PRINT_BATCH_MAX,
  PRINT_ERRORS,
  shopFacts,
  type LegacyOrder,
} from "@shop/contract"
import { orderDesk } from "../orders/order-desk"
import { toLegacyOrder, type StaffEntry } from "../orders/staff-orders"
import { orderNumbersMatching, shopTimeZone } from "../orders/order-query"
import { loadShopFacts } from "../shop-settings/shop-facts"
import { printOrderOf, renderOrdersPdf, type PrintKind } from "./order-pdf"
import type { PrintLang } from "./texts"

const KHMER_LOCALE = "km-KH"

/** The paper's language: `?lang=km` or `en` (default); anything else 400. */
export function printLangOf(query: Record<string, unknown>): PrintLang {
  const lang = query.lang
  if (lang === undefined || lang === "" || lang === "en") return "en"
  if (lang === "km") return "km"
  throw new MedusaError(MedusaError.Types.INVALID_DATA, PRINT_ERRORS.badLang)
}

/** `ids=1042,1043`: distinct order numbers in the order given; 400 for anything else, or over the batch cap. */
export function parsePrintIds(raw: unknown): number[] {
  if (typeof raw !== "string" || !/^\s*\d{1,9}(\s*,\s*\d{1,9})*\s*,?\s*$/.test(raw)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, PRINT_ERRORS.badIds)
  }
  const ids = [...new Set(raw.split(",").map((s) => s.trim()).filter(Boolean).map(Number))]
  if (ids.some((n) => n <= 0)) throw new MedusaError(MedusaError.Types.INVALID_DATA, PRINT_ERRORS.badIds)
  if (ids.length > PRINT_BATCH_MAX) throw new MedusaError(MedusaError.Types.INVALID_DATA, PRINT_ERRORS.tooMany)
  return ids
}

/** The entries with these order numbers, in that order; 404 naming the first that does not exist. */
export async function entriesByNumber(scope: MedusaContainer, ids: number[]): Promise<StaffEntry[]> {
  const rows = await orderDesk(scope).listOrderDeskEntries({ order_display_id: ids }, { take: ids.length })
  const byNumber = new Map(rows.map((e) => [Number(e.order_display_id), e]))
  const missing = ids.find((id) => !byNumber.has(id))
  if (missing !== undefined) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${missing} not found`)
  return ids.map((id) => byNumber.get(id)!)
}

/**
 * The orders of the list's filters (newest first), at most PRINT_BATCH_MAX (400 beyond it): the
 * list's own query (orders/order-query.ts), so the batch prints exactly what the list shows.
 */
export async function ordersMatching(scope: MedusaContainer, filters: OrderFilters): Promise<LegacyOrder[]> {
  const numbers = await orderNumbersMatching(scope, filters, { limit: PRINT_BATCH_MAX + 1 })
  if (numbers.length > PRINT_BATCH_MAX) throw new MedusaError(MedusaError.Types.INVALID_DATA, PRINT_ERRORS.tooMany)
  return (await entriesByNumber(scope, numbers)).map(toLegacyOrder)
}

/** Product id → its Khmer title (Medusa's Translation module, km-KH), for the items of Khmer papers. */
export async function khmerProductNames(scope: MedusaContainer, orders: LegacyOrder[]): Promise<Map<string, string>> {
  const ids = [...new Set(orders.flatMap((o) => o.orderItems.map((i) => String(i.id))))]
  if (!ids.length) return new Map()
  try {
    const translation = scope.resolve(Modules.TRANSLATION) as any
    const rows = (await translation.listTranslations({ reference: "product", reference_id: ids, locale_code: KHMER_LOCALE })) as {
      reference_id: string
      translations: Record<string, unknown> | null
    }[]
    return new Map(rows.flatMap((r) => (typeof r.translations?.title === "string" && r.translations.title.trim() ? [[r.reference_id, r.translations.title.trim()]] : [])))
  } catch {
    // Without the Translation module the Khmer paper names the items in English.
    return new Map()
  }
}

/** The shop as the paper names it: what an admin saved (Shop settings) over SHOP_* over the defaults. */
async function paperShopOf(scope: MedusaContainer, lang: PrintLang) {
  const facts = await loadShopFacts(scope)
  return { ...shopFacts(process.env), ...facts.address, name: facts.name[lang], phone: facts.phone, email: facts.email }
}

/** Streams the PDF of these orders: inline, with a filename, never cached. */
export async function sendOrdersPdf(req: MedusaRequest, res: MedusaResponse, kind: PrintKind, orders: LegacyOrder[], filename: string) {
  const lang = printLangOf(req.query as Record<string, unknown>)
  const names = lang === "km" ? await khmerProductNames(req.scope, orders) : null
  const doc = renderOrdersPdf(kind, orders.map((o) => printOrderOf(o, names)), { lang, shop: await paperShopOf(req.scope, lang), timeZone: shopTimeZone() })
  res.status(200)
  res.setHeader("Content-Type", "application/pdf")
  res.setHeader("Content-Disposition", `inline; filename="${filename}"`)
  res.setHeader("Cache-Control", "private, no-store")
  res.setHeader("X-Content-Type-Options", "nosniff")
  doc.pipe(res)
}

/** GET …/orders/{id}/packing-slip.pdf and …/invoice.pdf: one order's paper. */
export async function sendOrderPaper(req: MedusaRequest, res: MedusaResponse, kind: PrintKind, entry: StaffEntry) {
  printLangOf(req.query as Record<string, unknown>)
  const order = toLegacyOrder(entry)
  await sendOrdersPdf(req, res, kind, [order], `${kind}-order-${order.id}.pdf`)
}

/**
 * GET …/orders/packing-slips.pdf: `ids=` (order numbers), or the list's filters (none: 400, so a
 * stray click never prints the whole shop). Unknown parameters 400.
 */
export async function sendPackingSlips(req: MedusaRequest, res: MedusaResponse) {
  const query = req.query as Record<string, unknown>
  const known = new Set<string>(["ids", "lang", ...ORDER_FILTER_PARAMS])
  const unknown = Object.keys(query).find((k) => !known.has(k))
  if (unknown) throw new MedusaError(MedusaError.Types.INVALID_DATA, ORDER_QUERY_ERRORS.unknownFilter.replace("{name}", unknown))
  printLangOf(query)
  let orders: LegacyOrder[]
  if (query.ids !== undefined) {
    orders = (await entriesByNumber(req.scope, parsePrintIds(query.ids))).map(toLegacyOrder)
  } else {
    const filters: Record<string, unknown> = {}
    for (const name of ORDER_FILTER_PARAMS) if (query[name] !== undefined && query[name] !== "") filters[name] = query[name]
    const parsed = OrderFilters.safeParse(filters)
    if (!parsed.success) throw new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues[0]?.message ?? PRINT_ERRORS.badIds)
    if (!Object.keys(filters).length) throw new MedusaError(MedusaError.Types.INVALID_DATA, PRINT_ERRORS.badIds)
    orders = await ordersMatching(req.scope, parsed.data)
    if (!orders.length) throw new MedusaError(MedusaError.Types.NOT_FOUND, PRINT_ERRORS.noOrders)
  }
  await sendOrdersPdf(req, res, "packing-slip", orders, `packing-slips-${orders.length}.pdf`)
}
