import { access } from "node:fs/promises"
import path from "node:path"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { PLACEHOLDER_IMAGE } from "./menu-item-mapper"
import { fileBaseUrl } from "./store-config"

/**
 * Which products' pictures are gone (fix-images, spec point 4 Utilities): a file of this shop that
 * is not on disk (local storage) or not in the bucket (S3 storage, checked with the shop's keys),
 * an address that answers 404, or no picture at all.
 */

export type ProductImages = { id: string; title: string; thumbnail?: string | null; images?: { url: string }[] | null }

export type MissingImage = {
  id: string
  title: string
  /** The picture the product showed (its thumbnail or first image), if any. */
  url: string | null
  /** Its other images, still there: kept after the placeholder. */
  keptImages: string[]
}

type FileProviderConfig = { resolve?: string; options?: Record<string, unknown> }

/** The file module's provider from medusa-config (one: local or S3, see compat-api/src/files/file-provider.ts). */
function fileProvider(scope: MedusaContainer, kind: "file-local" | "file-s3"): FileProviderConfig | null {
  const config = scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as {
    modules?: Record<string, { options?: { providers?: FileProviderConfig[] } } | boolean>
  }
  const fileModule = config.modules?.[Modules.FILE]
  const providers = typeof fileModule === "object" ? fileModule.options?.providers ?? [] : []
  return providers.find((p) => p.resolve?.includes(kind)) ?? null
}

/** Where the local file provider keeps uploads and the URL it serves them under, from medusa-config. */
function localFileStore(scope: MedusaContainer): { dir: string; baseUrl: string } | null {
  const local = fileProvider(scope, "file-local")
  if (!local) {
    return null
  }
  return {
    dir: path.resolve(String(local.options?.upload_dir || "static")),
    baseUrl: String(local.options?.backend_url || fileBaseUrl(scope)),
  }
}

/**
 * With S3 storage: the bucket's public URL and a check of one key through the file module (the
 * bucket is read with the shop's keys, so a missing object is told apart from a refused one).
 */
function s3FileStore(scope: MedusaContainer): { baseUrl: string; exists: (key: string) => Promise<boolean | null> } | null {
  const s3 = fileProvider(scope, "file-s3")
  const baseUrl = s3?.options?.file_url
  if (!s3 || typeof baseUrl !== "string") {
    return null
  }
  return {
    baseUrl,
    exists: async (key) => {
      const files = scope.resolve(Modules.FILE)
      try {
        const stream = (await files.getDownloadStream(key)) as { destroy?: () => void }
        stream.destroy?.()
        return true
      } catch (e) {
        const err = e as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } }
        // NoSuchKey (GetObject's 404): gone; anything else (network, permissions) is not known
        return err.name === "NoSuchKey" || err.Code === "NoSuchKey" || err.$metadata?.httpStatusCode === 404 ? false : null
      }
    },
  }
}

type FileStores = { local: ReturnType<typeof localFileStore>; s3: ReturnType<typeof s3FileStore> }

/** The file key of `url` when it is a file of `baseUrl` (absolute, or as a path like `/static/…`). */
function fileKeyOf(url: string, baseUrl: string): string | null {
  try {
    const base = new URL(baseUrl)
    const u = new URL(url, base)
    const prefix = `${base.pathname.replace(/\/$/, "")}/`
    if (u.origin !== base.origin || !u.pathname.startsWith(prefix)) {
      return null
    }
    return decodeURIComponent(u.pathname.slice(prefix.length))
  } catch {
    return null
  }
}

async function answers404(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { method: "HEAD", redirect: "follow", signal: AbortSignal.timeout(3000) })
    return res.status === 404 || res.status === 410
  } catch {
    // unreachable or slow: not known to be missing, so it is left alone
    return false
  }
}

type ImageCheck = "ok" | "missing" | "none" | "unknown"

async function checkImage(url: string | null | undefined, stores: FileStores, base: string): Promise<ImageCheck> {
  if (!url) {
    return "none"
  }
  if (url === PLACEHOLDER_IMAGE) {
    return "ok"
  }
  const s3Key = stores.s3 ? fileKeyOf(url, stores.s3.baseUrl) : null
  if (stores.s3 && s3Key !== null) {
    const exists = await stores.s3.exists(s3Key)
    return exists === null ? "unknown" : exists ? "ok" : "missing"
  }
  const store = stores.local
  const local = store ? fileKeyOf(url, store.baseUrl) : null
  if (store && local !== null) {
    const file = path.resolve(store.dir, local)
    if (!file.startsWith(store.dir + path.sep)) {
      return "missing"
    }
    return access(file).then(
      () => "ok" as const,
      () => "missing" as const
    )
  }
  const absolute = /^https?:\/\//i.test(url) ? url : fileKeyOf(url, base) !== null ? new URL(url, base).href : null
  if (!absolute) {
    // a path served by the storefront (/images/…): not ours to check
    return "unknown"
  }
  return (await answers404(absolute)) ? "missing" : "unknown"
}

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++
        out[i] = await fn(items[i])
      }
    })
  )
  return out
}

/** The products whose picture is missing or that have none (eight checked at a time). */
export async function findMissingImages(scope: MedusaContainer, products: ProductImages[]): Promise<MissingImage[]> {
  const stores: FileStores = { local: localFileStore(scope), s3: s3FileStore(scope) }
  const base = fileBaseUrl(scope)
  const checks = await mapLimit(products, 8, async (p) => {
    const url = p.thumbnail ?? p.images?.[0]?.url ?? null
    return { product: p, url, state: await checkImage(url, stores, base) }
  })
  return checks
    .filter((c) => c.state === "missing" || c.state === "none")
    .map(({ product, url }) => ({
      id: product.id,
      title: product.title,
      url,
      keptImages: (product.images ?? []).map((i) => i.url).filter((u) => u !== url && u !== PLACEHOLDER_IMAGE),
    }))
}
