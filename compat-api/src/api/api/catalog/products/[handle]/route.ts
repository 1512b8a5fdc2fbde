import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { CatalogProductQuery, findCatalogProduct, PRODUCT_ERRORS } from "@shop/contract"
import { parseFields } from "#shop/http/validate-body"
import { resolveLang } from "#shop/http/lang"
import { catalogView, serveCatalogJson } from "#shop/catalog/read-model/page"

/**
 * GET /api/catalog/products/{handle}?lang= (public): the product of a product page
 * (/products/{handle}; a product without a handle by its id), from the catalog read model, with an
 * ETag. 404 product.notFound for a product the shop does not list.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const { lang: asked } = parseFields(req.query, CatalogProductQuery)
  const lang = asked ?? resolveLang({}, req.headers["accept-language"])
  const handle = String(req.params.handle ?? "")
  const { index, version } = await catalogView(req.scope, lang)
  const item = handle.length <= 200 ? findCatalogProduct(index, handle) : undefined
  if (!item) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, PRODUCT_ERRORS.notFound)
  }
  serveCatalogJson(req, res, lang, version, `handle=${handle}`, () => item)
}
