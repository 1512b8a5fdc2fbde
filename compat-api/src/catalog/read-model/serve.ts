import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { resolveLang } from "../../http/lang"
import { readCatalog, type CatalogResource } from "./index"

/** Answers a catalog read from the read model, with an ETag so browsers can revalidate cheaply. */
export async function serveCatalog(
  req: MedusaRequest,
  res: MedusaResponse,
  resource: CatalogResource
) {
  const lang = resolveLang(req.query, req.headers["accept-language"])
  const { body, etag } = await readCatalog(req.scope, resource, lang, { stale: true })
  res.setHeader("Vary", "Accept-Language")
  res.setHeader("Cache-Control", "no-cache")
  res.setHeader("Content-Language", lang)
  res.setHeader("ETag", etag)
  if (req.headers["if-none-match"] === etag) {
    res.status(304).end()
    return
  }
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  res.status(200).send(body)
}
