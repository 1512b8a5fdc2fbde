import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { promisify } from "node:util"
import { gzip } from "node:zlib"
import { resolveLang } from "../../http/lang"
import { readCatalog, type CatalogEntry, type CatalogResource } from "./index"

const gzipAsync = promisify(gzip)

/**
 * Each catalog body compressed once per process and version (by its ETag): Medusa's compression
 * middleware would otherwise gzip the whole catalog (1.9 MB at 5,000 products) again for every
 * read. Shared by concurrent reads; the compressing runs off the event loop (zlib's thread pool).
 */
const compressed = new Map<string, { etag: string; gz: Promise<Buffer> }>()

function gzipped(key: string, { body, etag }: CatalogEntry): Promise<Buffer> {
  const hit = compressed.get(key)
  if (hit?.etag === etag) {
    return hit.gz
  }
  const gz = gzipAsync(body)
  compressed.set(key, { etag, gz })
  gz.catch(() => {
    if (compressed.get(key)?.gz === gz) compressed.delete(key)
  })
  return gz
}

/** Answers a catalog read from the read model, with an ETag so browsers can revalidate cheaply. */
export async function serveCatalog(
  req: MedusaRequest,
  res: MedusaResponse,
  resource: CatalogResource
) {
  const lang = resolveLang(req.query, req.headers["accept-language"])
  const entry = await readCatalog(req.scope, resource, lang, { stale: true })
  res.setHeader("Vary", "Accept-Language, Accept-Encoding")
  res.setHeader("Cache-Control", "no-cache")
  res.setHeader("Content-Language", lang)
  res.setHeader("ETag", entry.etag)
  if (req.headers["if-none-match"] === entry.etag) {
    res.status(304).end()
    return
  }
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    // already encoded: Medusa's compression middleware leaves it alone
    res.setHeader("Content-Encoding", "gzip")
    res.status(200).send(await gzipped(`${resource}:${lang}`, entry))
    return
  }
  res.status(200).send(entry.body)
}
