import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { OrderStatusView } from "@shop/contract"
import { readCatalog } from "#shop/catalog/read-model/index"
import { resolveLang } from "#shop/http/lang"
import { entryOfStatusToken, toOrderStatusView } from "#shop/orders/order-status"

/**
 * GET /api/order-status/{token}: the shopper's order-status page (public; the token is the key).
 * The order's number, date, items, totals, payment and shipping, nothing about the customer;
 * `?lang=km` names the products in Khmer. 404 for an unknown or malformed token.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const entry = await entryOfStatusToken(req.scope, String(req.params.token ?? ""))
  const lang = resolveLang(req.query, req.headers["accept-language"])
  const names = lang === "en" ? undefined : await productNames(req, lang)
  res.setHeader("Cache-Control", "no-store")
  res.setHeader("Referrer-Policy", "no-referrer")
  res.json(toOrderStatusView(entry, names) satisfies OrderStatusView)
}

async function productNames(req: MedusaRequest, lang: "km"): Promise<Map<string, string>> {
  const items = JSON.parse((await readCatalog(req.scope, "menu-items", lang, { stale: true })).body) as { id: string; name: string }[]
  return new Map(items.map((i) => [String(i.id), i.name]))
}
