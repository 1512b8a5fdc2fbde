import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { CatalogProductsQuery, catalogProductsSearch, selectCatalogPage } from "@shop/contract"
import { parseFields } from "#shop/http/validate-body"
import { resolveLang } from "#shop/http/lang"
import { catalogView, serveCatalogJson } from "#shop/catalog/read-model/page"

/**
 * GET /api/catalog/products?lang=&q=&category=&sort=&offset=&limit=&ids= (public): one page of the
 * catalog for the storefront, searched, filtered and sorted on the server (@shop/contract's
 * CatalogProductsQuery), from the catalog read model. 200 `{ items, total, offset, limit }` with an
 * ETag (304 when unchanged); bad parameters 400.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { lang: asked, ...query } = parseFields(req.query, CatalogProductsQuery)
  const lang = asked ?? resolveLang({}, req.headers["accept-language"])
  const { index, version } = await catalogView(req.scope, lang)
  serveCatalogJson(req, res, lang, version, catalogProductsSearch(query), () => selectCatalogPage(index, query))
}
