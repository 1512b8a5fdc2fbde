import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { ICacheService, Logger, MedusaContainer } from "@medusajs/framework/types"
import type { Lang } from "../../http/lang"
import { createHash } from "node:crypto"
import { isServiceUnavailable } from "../../availability/unavailable"
import { buildCatalog, updateCatalog, type CatalogBodies, type CatalogBuild, type CatalogModel, type CatalogResource } from "./build"

/**
 * The catalog read model: what shoppers read (GET /api/menu-items, GET /api/categories, in English
 * and Khmer) kept as ready-made JSON, so that a read is one cache lookup instead of a Medusa query.
 * Medusa stays the only source of truth; this is a disposable copy of it.
 *
 * - Kept in Medusa's cache module (in memory, or Redis when REDIS_URL is set, so every server
 *   shares it): each resource and language as its last good body, with the catalog version it was
 *   built for and an ETag of its content.
 * - Renewed by moving the version on (`invalidateCatalog`): Medusa's product, category, price and
 *   translation events do it (src/subscribers/catalog-changed.ts), and so does every catalog
 *   workflow of ours (src/workflows/catalog), whose last step also waits for the new catalog.
 *   Every change starts a rebuild in the background; one build makes all four bodies.
 * - Stale while revalidate: a shopper's read (`{ stale: true }`, `serveCatalog` in ./serve.ts) never
 *   waits for a rebuild once a catalog was built; it gets the last good one while this process
 *   rebuilds (one build at a time per process; a short lock in the cache keeps two servers from
 *   rebuilding at once). Only the very first read (an empty cache) waits.
 * - Other reads (staff lists, pricing an order or a card checkout) wait for the current version.
 */
export type { CatalogResource }

export type CatalogEntry = { body: string; etag: string }

/** `stale`: the last good catalog will do while a newer one is built (a shopper's read). */
export type ReadOptions = { stale?: boolean }

type StoredEntry = CatalogEntry & { version: string; startedAt: number }
type Built = Record<keyof CatalogBodies, StoredEntry>

const PREFIX = "compat-api:catalog"
const VERSION_KEY = `${PREFIX}:version`
const LOCK_KEY = `${PREFIX}:building`
const entryKey = (key: keyof CatalogBodies) => `${PREFIX}:entry:${key}`
/** The last good catalog is kept this long (then the next read waits for a build again). */
const ENTRY_TTL_SECONDS = 7 * 24 * 60 * 60
const VERSION_TTL_SECONDS = 7 * 24 * 60 * 60
/** A safety net for changes that emit no event (direct SQL): an entry this old is rebuilt. */
const ENTRY_MAX_AGE_MS = 60 * 60 * 1000
/** How long a server may hold the build lock (a build that dies leaves it this long at most). */
const LOCK_TTL_SECONDS = 30
/** Changes this close together (one edit emits several events) make one background build. */
const REFRESH_DELAY_MS = 50

/** After the cache failed to answer, reads skip it for this long (then try it again). */
const CACHE_AWAY_MS = 5_000
let cacheAwayUntil = 0

const OWNER = `${process.pid}-${Math.random().toString(36).slice(2, 10)}`
const newVersion = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
const etagOf = (body: string) => `W/"${createHash("sha1").update(body).digest("base64url").slice(0, 16)}"`
const isEntry = (v: unknown): v is StoredEntry =>
  !!v && typeof (v as StoredEntry).body === "string" && typeof (v as StoredEntry).version === "string"
const isCurrent = (entry: StoredEntry | null, version: string) =>
  !!entry && entry.version === version && Date.now() - entry.startedAt < ENTRY_MAX_AGE_MS

const cacheOf = (scope: MedusaContainer) => scope.resolve<ICacheService>(Modules.CACHE)

async function currentVersion(cache: ICacheService): Promise<string> {
  const version = await cache.get<string>(VERSION_KEY)
  if (version) {
    return version
  }
  const fresh = newVersion()
  await cache.set(VERSION_KEY, fresh, VERSION_TTL_SECONDS)
  return fresh
}

function cacheAway(e: unknown): void {
  if (!isServiceUnavailable(e)) throw e
  cacheAwayUntil = Date.now() + CACHE_AWAY_MS
}

export async function readCatalog(
  scope: MedusaContainer,
  resource: CatalogResource,
  lang: Lang,
  { stale = false }: ReadOptions = {}
): Promise<CatalogEntry> {
  if (Date.now() < cacheAwayUntil) {
    return readUncached(scope, resource, lang)
  }
  const cache = cacheOf(scope)
  const key = `${resource}:${lang}` as const
  let version: string
  let entry: StoredEntry | null
  try {
    const [v, e] = await Promise.all([currentVersion(cache), cache.get<StoredEntry>(entryKey(key))])
    version = v
    entry = isEntry(e) ? e : null
  } catch (e) {
    // The cache (Redis) is away: shoppers still get the catalog, built from Medusa, and the next
    // reads do not wait for the cache again for a few seconds.
    cacheAway(e)
    return readUncached(scope, resource, lang)
  }
  if (isCurrent(entry, version)) {
    return served(entry!)
  }
  if (entry && stale) {
    refreshInBackground(scope)
    return served(entry)
  }
  return served((await rebuild(scope, cache, version))[key])
}

const served = ({ body, etag }: CatalogEntry): CatalogEntry => ({ body, etag })

/** The build running in this process (at most one), and the one queued after it. */
let running: { version: string; done: Promise<Built> } | null = null
let queued: Promise<Built> | null = null

/**
 * The catalog of `version`: joins this process's build of it, or queues one build (of the version
 * current when it starts) behind a build of an older version.
 */
function rebuild(scope: MedusaContainer, cache: ICacheService, version: string): Promise<Built> {
  if (running?.version === version) {
    return running.done
  }
  if (running) {
    queued ??= running.done
      .catch(() => undefined)
      .then(async () => {
        queued = null
        return rebuild(scope, cache, await currentVersion(cache))
      })
    return queued
  }
  const done: Promise<Built> = buildAndStore(scope, cache, version).finally(() => {
    if (running?.done === done) running = null
  })
  running = { version, done }
  return done
}

/**
 * What changed since the catalog this process stored last (`model`): the products of `ids`, or
 * possibly anything (`full`: a category, a change made on another server, a change of unknown
 * extent). Taken by the next build.
 */
let pendingIds = new Set<string>()
let pendingFull = false
/** The catalog this process stored last, by version, kept to change a few products of it. */
let model: { version: string; data: CatalogModel } | null = null
/** Versions this process set (the last ones): a change after one of them changed nothing unknown here. */
const myVersions = new Set<string>()
const MY_VERSIONS_KEPT = 1000

function takePending(): { ids: string[]; full: boolean } {
  const taken = { ids: [...pendingIds], full: pendingFull || pendingIds.size === 0 }
  pendingIds = new Set()
  pendingFull = false
  return taken
}

/**
 * The new catalog: only the changed products read again when this process knows every change since
 * the catalog it stored last and that catalog is still the one stored; otherwise all of it.
 */
async function buildChange(scope: MedusaContainer, cache: ICacheService, change: { ids: string[]; full: boolean }): Promise<CatalogBuild> {
  const base = model
  if (!change.full && base) {
    const stored = await cache.get<StoredEntry>(entryKey("menu-items:en"))
    if (isEntry(stored) && stored.version === base.version) {
      return updateCatalog(scope, base.data, change.ids)
    }
  }
  return buildCatalog(scope)
}

async function buildAndStore(scope: MedusaContainer, cache: ICacheService, requested: string): Promise<Built> {
  // labelled with the version current when the changes are taken (later changes make a later build)
  const version = (await cache.get<string>(VERSION_KEY)) ?? requested
  const change = takePending()
  const startedAt = Date.now()
  let result: CatalogBuild
  try {
    result = await buildChange(scope, cache, change)
  } catch (e) {
    pendingFull = true // the next build reads everything: what this one was to change is not stored
    throw e
  }
  const built = {} as Built
  for (const [key, body] of Object.entries(result.bodies) as [keyof CatalogBodies, string][]) {
    built[key] = { body, etag: etagOf(body), version, startedAt }
  }
  const kept = await store(cache, built, version).catch((e) => {
    if (!isServiceUnavailable(e)) throw e
    return false
  })
  if (kept) {
    model = { version, data: result.model }
  }
  return built
}

/**
 * Keeps the build as the last good catalog, unless a change came meanwhile and the cache holds
 * nothing older (emptied, or written by a newer build on another server). True when it was kept.
 */
async function store(cache: ICacheService, built: Built, version: string): Promise<boolean> {
  if ((await cache.get<string>(VERSION_KEY)) !== version) {
    const stored = await cache.get<StoredEntry>(entryKey("menu-items:en"))
    if (!isEntry(stored) || stored.startedAt >= built["menu-items:en"].startedAt) {
      return false
    }
  }
  await Promise.all(
    (Object.keys(built) as (keyof Built)[]).map((key) => cache.set(entryKey(key), built[key], ENTRY_TTL_SECONDS))
  )
  return true
}

let background: Promise<void> | null = null
let backgroundAgain = false

/** Starts bringing the cached catalog up to the current version (once per process at a time). */
function refreshInBackground(scope: MedusaContainer): void {
  if (background) {
    backgroundAgain = true
    return
  }
  background = refreshUntilCurrent(scope)
    .catch((e) => {
      if (isServiceUnavailable(e)) return
      tryResolve<Logger>(scope, ContainerRegistrationKeys.LOGGER)?.warn(
        `The catalog read model could not be rebuilt; shoppers get the last good catalog meanwhile: ${e instanceof Error ? e.message : e}`
      )
    })
    .finally(() => {
      background = null
    })
}

async function refreshUntilCurrent(scope: MedusaContainer): Promise<void> {
  const cache = cacheOf(scope)
  for (;;) {
    backgroundAgain = false
    const version = await currentVersion(cache)
    const entry = await cache.get<StoredEntry>(entryKey("menu-items:en"))
    if (isCurrent(isEntry(entry) ? entry : null, version)) {
      if (backgroundAgain) continue
      return
    }
    if (!(await takeLock(cache))) {
      // another server builds it; the next read here looks again
      return
    }
    try {
      await rebuild(scope, cache, version)
    } finally {
      await releaseLock(cache)
    }
  }
}

async function takeLock(cache: ICacheService): Promise<boolean> {
  const holder = await cache.get<string>(LOCK_KEY)
  if (holder && holder !== OWNER) {
    return false
  }
  await cache.set(LOCK_KEY, OWNER, LOCK_TTL_SECONDS)
  return true
}

async function releaseLock(cache: ICacheService): Promise<void> {
  if ((await cache.get<string>(LOCK_KEY)) === OWNER) {
    await cache.invalidate(LOCK_KEY)
  }
}

function tryResolve<T>(scope: MedusaContainer, key: string): T | undefined {
  try {
    return scope.resolve<T>(key)
  } catch {
    return undefined
  }
}

/** One build at a time while the cache is away, not cached, each read waiting for it. */
let uncached: Promise<Record<keyof CatalogBodies, CatalogEntry>> | null = null

async function readUncached(scope: MedusaContainer, resource: CatalogResource, lang: Lang): Promise<CatalogEntry> {
  uncached ??= buildCatalog(scope)
    .then(({ bodies }) => {
      const entries = {} as Record<keyof CatalogBodies, CatalogEntry>
      for (const [key, body] of Object.entries(bodies) as [keyof CatalogBodies, string][]) {
        entries[key] = { body, etag: etagOf(body) }
      }
      return entries
    })
    .finally(() => {
      uncached = null
    })
  return (await uncached)[`${resource}:${lang}`]
}

let refreshTimer: ReturnType<typeof setTimeout> | null = null

/**
 * Moves the catalog version on and starts rebuilding it in the background (changes in quick
 * succession make one build). `productIds`: the change touched only these products (their fields,
 * prices, images, categories or texts), so only their entries are read again; without it, all of
 * the catalog is (a category changed, or the extent is unknown). `wait`: resolves once the new
 * catalog is stored, so that the next read of any shopper shows the change (our catalog
 * workflows' last step).
 */
export async function invalidateCatalog(
  scope: MedusaContainer,
  { wait = false, productIds }: { wait?: boolean; productIds?: string[] } = {}
): Promise<void> {
  if (productIds && productIds.length === 0) {
    return // nothing changed
  }
  const cache = cacheOf(scope)
  const previous = await cache.get<string>(VERSION_KEY)
  // a change since a version this process did not set (another server's) has an unknown extent
  const known = !!previous && (previous === model?.version || myVersions.has(previous))
  if (productIds && known) {
    for (const id of productIds) pendingIds.add(id)
  } else {
    pendingFull = true
  }
  const version = newVersion()
  myVersions.add(version)
  if (myVersions.size > MY_VERSIONS_KEPT) myVersions.delete(myVersions.values().next().value!)
  await cache.set(VERSION_KEY, version, VERSION_TTL_SECONDS)
  if (wait) {
    await rebuild(scope, cache, version)
    return
  }
  refreshTimer ??= setTimeout(() => {
    refreshTimer = null
    refreshInBackground(scope)
  }, REFRESH_DELAY_MS)
  refreshTimer.unref?.()
}

/** For the unit specs: forgets this process's builds, timers and the cache-away pause. */
export function resetCatalogProcessState(): void {
  running = null
  queued = null
  background = null
  backgroundAgain = false
  uncached = null
  cacheAwayUntil = 0
  pendingIds = new Set()
  pendingFull = false
  model = null
  myVersions.clear()
  if (refreshTimer) clearTimeout(refreshTimer)
  refreshTimer = null
}
