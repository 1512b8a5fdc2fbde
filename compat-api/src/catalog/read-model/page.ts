import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { createHash } from "node:crypto"
import { indexCatalog, type CatalogIndex, type Category, type MenuItem } from "@shop/contract"
import type { Lang } from "../../http/lang"
import { readCatalog } from "./index"
import { answeredUnchanged } from "./serve"

/**
 * The storefront's paged reads (GET /api/catalog/products and /api/catalog/products/{handle}) from
 * the catalog read model: the whole bodies `readCatalog` keeps (the last good catalog while one is
 * built, as GET /api/menu-items serves it) parsed once per catalog and language into an index that
 * pages, searches, filters and sorts in memory. Only the newest parse of each language is kept.
 */
type Kept = { key: string; index: Promise<CatalogIndex>; checkedAt: number }

/**
 * A parsed catalog is used without asking the read model again for this long. Each ask reads the
 * whole bodies from Medusa's cache (from Redis when REDIS_URL is set: megabytes at 5,000 products),
 * so a busy server asks a few times a second instead of once a request; a change still shows well
 * within the read model's 2 s.
 */
export const CATALOG_RECHECK_MS = 250

const kept = new Map<Lang, Kept>()

export type CatalogView = { index: CatalogIndex; version: string }

/**
 * Each body parsed once per version: both languages' indexes read both languages' products (a
 * search finds either), so without this every change would parse 2 MB four times at 5,000 products.
 */
const parsed = new Map<string, { etag: string; value: unknown }>()

function parseOnce(key: string, { body, etag }: { body: string; etag: string }): unknown {
  const hit = parsed.get(key)
  if (hit?.etag === etag) return hit.value
  const value = JSON.parse(body)
  parsed.set(key, { etag, value })
  return value
}

/** The page's language's index, searchable in the other language too, and the catalog version it was made from. */
export async function catalogView(scope: MedusaContainer, lang: Lang): Promise<CatalogView> {
  const recent = kept.get(lang)
  if (recent && Date.now() - recent.checkedAt < CATALOG_RECHECK_MS) {
    return { index: await recent.index, version: recent.key }
  }
  const other: Lang = lang === "km" ? "en" : "km"
  const [own, twin, categories] = await Promise.all([
    readCatalog(scope, "menu-items", lang, { stale: true }),
    readCatalog(scope, "menu-items", other, { stale: true }),
    readCatalog(scope, "categories", lang, { stale: true }),
  ])
  const key = `${own.etag}|${twin.etag}|${categories.etag}`
  let entry = kept.get(lang)
  if (entry?.key === key) {
    entry.checkedAt = Date.now()
  } else {
    // parsed at most once per catalog: the requests that come meanwhile wait for the same parse
    entry = {
      key,
      checkedAt: Date.now(),
      index: Promise.resolve().then(() =>
        indexCatalog(
          lang,
          parseOnce(`menu-items:${lang}`, own) as MenuItem[],
          parseOnce(`menu-items:${other}`, twin) as MenuItem[],
          parseOnce(`categories:${lang}`, categories) as Category[]
        )
      ),
    }
    kept.set(lang, entry)
    entry.index.catch(() => {
      if (kept.get(lang) === entry) kept.delete(lang)
    })
  }
  return { index: await entry.index, version: key }
}

/**
 * Answers `make()` as JSON with an ETag of the catalog version and `what` (the request's
 * canonical query): 304 when the browser has it already, without making the answer.
 */
export function serveCatalogJson(req: MedusaRequest, res: MedusaResponse, lang: Lang, version: string, what: string, make: () => unknown) {
  const etag = `W/"${createHash("sha1").update(`${version}\n${lang}\n${what}`).digest("base64url").slice(0, 16)}"`
  if (answeredUnchanged(req, res, lang, etag)) {
    return
  }
  res.status(200).json(make())
}

/** For the unit specs: forgets the parsed catalogs. */
export function resetCatalogPages(): void {
  kept.clear()
  parsed.clear()
}
