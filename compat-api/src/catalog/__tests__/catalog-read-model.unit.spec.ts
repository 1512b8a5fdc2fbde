import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { buildCatalog, updateCatalog, type CatalogBuild, type CatalogModel } from "../read-model/build"
import { invalidateCatalog, readCatalog, resetCatalogProcessState } from "../read-model"

jest.mock("../read-model/build", () => ({ buildCatalog: jest.fn(), updateCatalog: jest.fn() }))

const build = buildCatalog as jest.MockedFunction<typeof buildCatalog>
const update = updateCatalog as jest.MockedFunction<typeof updateCatalog>

/** A catalog whose bodies all say `name` (menu-items as a one-product list); its model names it too. */
const catalog = (name: string): CatalogBuild => ({
  bodies: {
    "menu-items:en": JSON.stringify([{ name }]),
    "menu-items:km": JSON.stringify([{ name: `${name} km` }]),
    "categories:en": "[]",
    "categories:km": "[]",
  },
  model: { order: { en: [], km: [] }, name } as CatalogModel,
})
const modelName = (model: CatalogModel) => (model as CatalogModel & { name: string }).name
const nameOf = (body: string) => JSON.parse(body)[0].name

/** Medusa's cache module in memory; `away` makes it fail as Redis does when it is down. */
function fakeCache() {
  const store = new Map<string, unknown>()
  const cache = {
    away: false,
    store,
    async get(key: string) {
      if (cache.away) throw Object.assign(new Error("Connection is closed."), { name: "Error" })
      return structuredClone(store.get(key) ?? null)
    },
    async set(key: string, value: unknown) {
      if (cache.away) throw new Error("Connection is closed.")
      store.set(key, structuredClone(value))
    },
    async invalidate(key: string) {
      const re = new RegExp(`^${key.replace("*", ".*")}$`)
      for (const k of [...store.keys()]) if (re.test(k)) store.delete(k)
    },
  }
  return cache
}

/** A build that ends when the spec says so. */
function pendingBuild(name: string) {
  let finish!: () => void
  const done = new Promise<CatalogBuild>((resolve) => (finish = () => resolve(catalog(name))))
  build.mockImplementationOnce(() => done)
  return { finish: () => finish() }
}

const tick = () => new Promise((r) => setTimeout(r, 0))
const waitFor = async (check: () => boolean, ms = 1000) => {
  for (const end = Date.now() + ms; !check(); await new Promise((r) => setTimeout(r, 5))) {
    if (Date.now() > end) throw new Error("timed out")
  }
}

describe("catalog read model (stale while revalidate)", () => {
  let cache: ReturnType<typeof fakeCache>
  let scope: MedusaContainer
  const logger = { warn: jest.fn() }

  beforeEach(() => {
    resetCatalogProcessState()
    build.mockReset()
    update.mockReset()
    cache = fakeCache()
    scope = {
      resolve: (key: string) => {
        if (key === Modules.CACHE) return cache
        if (key === ContainerRegistrationKeys.LOGGER) return logger
        throw new Error(`unexpected ${key}`)
      },
    } as unknown as MedusaContainer
  })

  const shopperRead = (lang: "en" | "km" = "en") => readCatalog(scope, "menu-items", lang, { stale: true })

  it("builds on the very first read, then answers from the cache", async () => {
    build.mockResolvedValueOnce(catalog("First"))
    const first = await shopperRead()
    expect(nameOf(first.body)).toBe("First")
    expect(nameOf((await shopperRead("km")).body)).toBe("First km")
    expect(await shopperRead()).toEqual(first)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it("serves the last good catalog while one rebuild runs, then the new one with a new ETag", async () => {
    build.mockResolvedValueOnce(catalog("Old"))
    const old = await shopperRead()
    const rebuild = pendingBuild("New")

    await invalidateCatalog(scope)
    const during = await Promise.all([shopperRead(), shopperRead("km"), shopperRead(), readCatalog(scope, "categories", "en", { stale: true })])
    expect(during.map((r) => r.body).slice(0, 3).map(nameOf)).toEqual(["Old", "Old km", "Old"])
    expect(during[0].etag).toBe(old.etag)
    await waitFor(() => build.mock.calls.length === 2)

    rebuild.finish()
    await waitFor(() => cache.store.size > 0 && JSON.stringify([...cache.store.values()]).includes("New"))
    const after = await shopperRead()
    expect(nameOf(after.body)).toBe("New")
    expect(after.etag).not.toBe(old.etag)
    expect(build).toHaveBeenCalledTimes(2)
  })

  it("starts the rebuild on a change by itself: the change shows without a read waiting", async () => {
    build.mockResolvedValueOnce(catalog("Old"))
    await shopperRead()
    build.mockResolvedValueOnce(catalog("New"))
    await invalidateCatalog(scope)
    await waitFor(() => build.mock.calls.length === 2)
    await waitFor(() => JSON.stringify([...cache.store.values()]).includes("New"))
    expect(nameOf((await shopperRead()).body)).toBe("New")
  })

  it("makes one build of a burst of changes", async () => {
    build.mockResolvedValueOnce(catalog("Old"))
    await shopperRead()
    build.mockResolvedValue(catalog("New"))
    for (let i = 0; i < 5; i++) await invalidateCatalog(scope)
    await waitFor(() => JSON.stringify([...cache.store.values()]).includes("New"))
    await new Promise((r) => setTimeout(r, 100))
    expect(build).toHaveBeenCalledTimes(2)
  })

  it("builds again when a change comes during a build", async () => {
    build.mockResolvedValueOnce(catalog("Old"))
    await shopperRead()
    const first = pendingBuild("Middle")
    await invalidateCatalog(scope)
    await waitFor(() => build.mock.calls.length === 2)
    build.mockResolvedValueOnce(catalog("Last"))
    await invalidateCatalog(scope)
    first.finish()
    await waitFor(() => JSON.stringify([...cache.store.values()]).includes("Last"))
    expect(nameOf((await shopperRead()).body)).toBe("Last")
  })

  it("lets a read that needs the current catalog (prices, staff) wait for it", async () => {
    build.mockResolvedValueOnce(catalog("Old"))
    await shopperRead()
    const rebuild = pendingBuild("New")
    await invalidateCatalog(scope)
    let answered = false
    const current = readCatalog(scope, "menu-items", "en").then((r) => ((answered = true), r))
    await tick()
    expect(answered).toBe(false)
    expect(nameOf((await shopperRead()).body)).toBe("Old")
    rebuild.finish()
    expect(nameOf((await current).body)).toBe("New")
    expect(build).toHaveBeenCalledTimes(2)
  })

  it("with `wait`, a change is stored before invalidateCatalog resolves", async () => {
    build.mockResolvedValueOnce(catalog("Old"))
    await shopperRead()
    build.mockResolvedValueOnce(catalog("Saved"))
    await invalidateCatalog(scope, { wait: true })
    expect(nameOf((await shopperRead()).body)).toBe("Saved")
  })

  it("leaves the build to the server that holds the lock", async () => {
    build.mockResolvedValueOnce(catalog("Old"))
    await shopperRead()
    cache.store.set("compat-api:catalog:building", "another-server")
    await invalidateCatalog(scope)
    await new Promise((r) => setTimeout(r, 100))
    expect(nameOf((await shopperRead()).body)).toBe("Old")
    expect(build).toHaveBeenCalledTimes(1)
  })

  it("never stores a build that a change outdated after the cache was emptied", async () => {
    build.mockResolvedValueOnce(catalog("Old"))
    await shopperRead()
    const stale = pendingBuild("Outdated")
    await invalidateCatalog(scope)
    await waitFor(() => build.mock.calls.length === 2)
    await cache.invalidate("compat-api:*")
    build.mockResolvedValueOnce(catalog("Fresh"))
    const read = shopperRead()
    stale.finish()
    expect(nameOf((await read).body)).toBe("Fresh")
    expect(nameOf((await shopperRead()).body)).toBe("Fresh")
  })

  it("still answers when the cache is away, with an ETag of the content", async () => {
    cache.away = true
    build.mockResolvedValue(catalog("Uncached"))
    const [a, b] = await Promise.all([shopperRead(), shopperRead()])
    expect(nameOf(a.body)).toBe("Uncached")
    expect(b).toEqual(a)
    expect(a.etag).toMatch(/^W\/"[\w-]{16}"$/)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it("keeps the last good catalog when a rebuild fails, and says so in the log", async () => {
    build.mockResolvedValueOnce(catalog("Old"))
    await shopperRead()
    build.mockRejectedValueOnce(new Error("boom"))
    await invalidateCatalog(scope)
    await waitFor(() => logger.warn.mock.calls.length > 0)
    expect(nameOf((await shopperRead()).body)).toBe("Old")
  })

  describe("a change to a few products", () => {
    it("reads only those products again, over the catalog this process stored last", async () => {
      build.mockResolvedValueOnce(catalog("Full"))
      await shopperRead()
      update.mockResolvedValueOnce(catalog("Edited"))
      await invalidateCatalog(scope, { productIds: ["prod_1"], wait: true })
      expect(update).toHaveBeenCalledTimes(1)
      expect(modelName(update.mock.calls[0][1])).toBe("Full")
      expect(update.mock.calls[0][2]).toEqual(["prod_1"])
      expect(build).toHaveBeenCalledTimes(1)
      expect(nameOf((await shopperRead()).body)).toBe("Edited")

      // the next change builds on the edited catalog, with the products of a burst together
      update.mockResolvedValueOnce(catalog("Edited twice"))
      await invalidateCatalog(scope, { productIds: ["prod_2"] })
      await invalidateCatalog(scope, { productIds: ["prod_3", "prod_2"] })
      await waitFor(() => update.mock.calls.length === 2)
      expect(modelName(update.mock.calls[1][1])).toBe("Edited")
      expect([...update.mock.calls[1][2]].sort()).toEqual(["prod_2", "prod_3"])
      await waitFor(() => JSON.stringify([...cache.store.values()]).includes("Edited twice"))
      expect(build).toHaveBeenCalledTimes(1)
    })

    it("reads the whole catalog when another server changed something since (its version is not this process's)", async () => {
      build.mockResolvedValueOnce(catalog("Full"))
      await shopperRead()
      cache.store.set("compat-api:catalog:version", "another-servers-version")
      build.mockResolvedValueOnce(catalog("Rebuilt"))
      await invalidateCatalog(scope, { productIds: ["prod_1"], wait: true })
      expect(update).not.toHaveBeenCalled()
      expect(nameOf((await shopperRead()).body)).toBe("Rebuilt")
    })

    it("reads the whole catalog when another server stored the catalog since", async () => {
      build.mockResolvedValueOnce(catalog("Full"))
      await shopperRead()
      const stored = cache.store.get("compat-api:catalog:entry:menu-items:en") as { version: string }
      cache.store.set("compat-api:catalog:entry:menu-items:en", { ...stored, version: "written-elsewhere" })
      build.mockResolvedValueOnce(catalog("Rebuilt"))
      await invalidateCatalog(scope, { productIds: ["prod_1"], wait: true })
      expect(update).not.toHaveBeenCalled()
      expect(build).toHaveBeenCalledTimes(2)
    })

    it("reads the whole catalog for a change of unknown extent (a category), and after a failed update", async () => {
      build.mockResolvedValueOnce(catalog("Full"))
      await shopperRead()
      build.mockResolvedValueOnce(catalog("Categories changed"))
      await invalidateCatalog(scope, { productIds: ["prod_1"] })
      await invalidateCatalog(scope, { wait: true })
      expect(update).not.toHaveBeenCalled()
      expect(nameOf((await shopperRead()).body)).toBe("Categories changed")

      update.mockRejectedValueOnce(new Error("the database went away"))
      await expect(invalidateCatalog(scope, { productIds: ["prod_1"], wait: true })).rejects.toThrow("went away")
      expect(nameOf((await shopperRead()).body)).toBe("Categories changed")
      // what the failed update was to change is not lost: the next build reads everything
      build.mockResolvedValueOnce(catalog("Recovered"))
      await invalidateCatalog(scope, { productIds: ["prod_2"], wait: true })
      expect(update).toHaveBeenCalledTimes(1)
      expect(nameOf((await shopperRead()).body)).toBe("Recovered")
    })

    it("changes nothing for an empty list of products", async () => {
      build.mockResolvedValueOnce(catalog("Full"))
      const before = await shopperRead()
      await invalidateCatalog(scope, { productIds: [], wait: true })
      expect(await shopperRead()).toEqual(before)
      expect(build).toHaveBeenCalledTimes(1)
      expect(update).not.toHaveBeenCalled()
    })
  })
})
