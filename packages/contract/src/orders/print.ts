/**
 * The back office's printed orders (issue 27 point 4): GET /api/orders/{id}/packing-slip.pdf,
 * /api/orders/{id}/invoice.pdf (`?lang=km`) and the batch /api/orders/packing-slips.pdf with `ids=`
 * or the list's filters (OrderFilters); the same under /admin/shop/orders for Medusa's admin.
 */

/** The most orders one batch PDF holds; a larger batch is refused (400) rather than cut short. */
export const PRINT_BATCH_MAX = 200

/** The languages a printed order comes in (the staff member's UI language). */
export const PRINT_LANGS = ["en", "km"] as const
export type PrintLanguage = (typeof PRINT_LANGS)[number]

export const PRINT_ERRORS = {
  badIds: "ids must be order numbers separated by commas, e.g. ids=1042,1043.",
  tooMany: `A batch may print at most ${PRINT_BATCH_MAX} orders. Narrow the filter or choose fewer orders.`,
  noOrders: "No orders match: nothing to print.",
  badLang: "lang must be en or km.",
} as const

/** The path of an order's paper under the staff calls' prefix ("/api" or "/admin/shop"). */
export function printPath(prefix: "/api" | "/admin/shop", kind: "packing-slip" | "invoice", id: string | number, lang: PrintLanguage): string {
  const q = lang === "km" ? "?lang=km" : ""
  return `${prefix}/orders/${encodeURIComponent(String(id))}/${kind}.pdf${q}`
}

/**
 * The batch of packing slips (one PDF, one order a page) for chosen orders (`ids`, order numbers)
 * or for the list's filters as they are in the list's URL; for the list's Print button.
 */
export function packingSlipsPath(
  prefix: "/api" | "/admin/shop",
  which: { ids: readonly (number | string)[] } | Partial<Record<"search" | "payment" | "shipping" | "channel" | "from" | "to", string | undefined>>,
  lang: PrintLanguage
): string {
  const q: [string, string][] = []
  if ("ids" in which) q.push(["ids", which.ids.join(",")])
  else for (const [k, v] of Object.entries(which)) if (typeof v === "string" && v !== "") q.push([k, v])
  if (lang === "km") q.push(["lang", "km"])
  return `${prefix}/orders/packing-slips.pdf?${q.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&")}`
}
