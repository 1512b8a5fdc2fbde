import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ApiShopFactsQuery, publicShopFacts, shopFactsIn } from "@shop/contract"
import { parseFields } from "#shop/http/validate-body"
import { loadShopFacts } from "#shop/shop-settings/shop-facts"

/** Browsers and the storefront server may reuse an answer this long; an admin's save shows after it. */
const MAX_AGE_S = 30
/** The server's SHOP_* may change with a restart: a new boot is a new ETag. */
const BOOT = Date.now().toString(36)

/**
 * GET /api/shop-facts: the shop's name, address, phone, e-mail, hours, banner and customer-service
 * pages, as an admin saved them over the defaults (public; no ship-from). Both languages, or one
 * with `?lang=en|km`. Cached (Medusa's cache module, invalidated by a save), with an ETag.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { lang } = parseFields(req.query, ApiShopFactsQuery)
  const facts = publicShopFacts(await loadShopFacts(req.scope))
  const etag = `W/"shop-facts-${BOOT}-${lang ?? "all"}-${facts.updatedAt ?? "default"}"`
  res.setHeader("Cache-Control", `public, max-age=${MAX_AGE_S}`)
  res.setHeader("ETag", etag)
  res.setHeader("Vary", "Accept-Encoding")
  if (req.headers["if-none-match"] === etag) {
    res.status(304).end()
    return
  }
  res.json(lang ? shopFactsIn(facts, lang) : facts)
}
