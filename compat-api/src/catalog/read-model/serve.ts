import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { promisify } from "node:util"
import { gzip } from "node:zlib"
import { resolveLang } from "../../http/lang"
import { readCatalog, type CatalogEntry, type CatalogResource } from "./index"

const gzipAsync = promisify(gzip)

/**
 * Each catalog body as bytes, plain and gzipped, made once per process and version (by its ETag):
 * Medusa's compression middleware would otherwise gzip the whole catalog (2 MB at 5,000 products)
 * again for every read, and Express encode it to UTF-8 every time. Shared by concurrent reads; the
 * gzipping runs off the event loop (zlib's thread pool).
 */
const prepared = new Map<string, { etag: string; plain: Buffer; gz: Promise<Buffer> }>()

function bytesOf(key: string, { body, etag }: CatalogEntry) {
  const hit = prepared.get(key)
  if (hit?.etag === etag) {
    return hit
  }
  const entry = { etag, plain: Buffer.from(body, "utf8"), gz: gzipAsync(body) }
  prepared.set(key, entry)
  entry.gz.catch(() => {
    if (prepared.get(key) === entry) prepared.delete(key)
  })
  return entry
}

/**
 * Sets a catalog answer's headers (revalidated on every use, by its ETag) and answers 304 when the
 * browser has it already: true when answered.
 */
export function answeredUnchanged(req: MedusaRequest, res: MedusaResponse, lang: string, etag: string): boolean {
  res.setHeader("Vary", "Accept-Language")
  res.setHeader("Cache-Control", "no-cache")
  res.setHeader("Content-Language", lang)
  res.setHeader("ETag", etag)
  if (req.headers["if-none-match"] === etag) {
    res.status(304).end()
    return true
  }
  return false
}

/** Answers a catalog read from the read model, with an ETag so browsers can revalidate cheaply. */
export async function serveCatalog(
  req: MedusaRequest,
  res: MedusaResponse,
  resource: CatalogResource
) {
  const lang = resolveLang(req.query, req.headers["accept-language"])
  const entry = await readCatalog(req.scope, resource, lang, { stale: true })
  if (answeredUnchanged(req, res, lang, entry.etag)) {
    return
  }
  res.setHeader("Vary", "Accept-Language, Accept-Encoding")
  res.setHeader("Content-Type", "application/json; charset=utf-8")
  const bytes = bytesOf(`${resource}:${lang}`, entry)
  if (req.acceptsEncodings("gzip", "identity") === "gzip") {
    // already encoded: Medusa's compression middleware leaves it alone
    res.setHeader("Content-Encoding", "gzip")
    res.status(200).send(await bytes.gz)
    return
  }
  res.status(200).send(bytes.plain)
}
