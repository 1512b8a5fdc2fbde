import type { MedusaContainer } from "@medusajs/framework/types"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { selectCatalogPage, type MenuItem } from "@shop/contract"
import { readCatalog } from "../read-model"
import { CATALOG_RECHECK_MS, catalogView, resetCatalogPages, serveCatalogJson } from "../read-model/page"

jest.mock("../read-model", () => ({ readCatalog: jest.fn() }))

const read = readCatalog as jest.MockedFunction<typeof readCatalog>
const scope = {} as MedusaContainer

const product = (id: string, name: string): MenuItem => ({
  id, name, description: "", price: 1, categoryId: null, categorySlug: null, imageUrl: "", isPopular: false, isNew: false, cookTime: null, dietaryInfo: null, handle: id,
})

/** The read model's bodies, each with an ETag of its version. */
function serve(version: string, en: MenuItem[], km: MenuItem[]) {
  read.mockImplementation(async (_scope, resource, lang) => {
    const body = resource === "categories" ? "[]" : JSON.stringify(lang === "km" ? km : en)
    return { body, etag: `W/"${resource}-${lang}-${version}"` }
  })
}

const query = { sort: "catalog" as const, offset: 0, limit: 24 }

describe("the paged catalog reads' parsed catalog", () => {
  let now = 1_000_000
  beforeEach(() => {
    resetCatalogPages()
    read.mockReset()
    jest.spyOn(Date, "now").mockImplementation(() => now)
  })
  afterEach(() => jest.restoreAllMocks())

  it("parses a catalog once per language and version, sharing one parse between requests that come together", async () => {
    serve("1", [product("p1", "Pepper")], [product("p1", "ម្រេច")])
    const parse = jest.spyOn(JSON, "parse")
    const [a, b] = await Promise.all([catalogView(scope, "en"), catalogView(scope, "en")])
    now += CATALOG_RECHECK_MS
    const c = await catalogView(scope, "en")
    expect(a.index).toBe(b.index)
    expect(c.index).toBe(a.index)
    expect(parse).toHaveBeenCalledTimes(3) // its products, the other language's, its categories
    // the stale read: never waits for a rebuild
    expect(read.mock.calls.every(([, , , options]) => options?.stale === true)).toBe(true)
    parse.mockRestore()
    // searchable in the other language too
    expect(selectCatalogPage(a.index, { ...query, q: "ម្រេច" }).items.map((i) => i.name)).toEqual(["Pepper"])
  })

  it("parses again when the catalog changes, and keeps only the newest", async () => {
    serve("1", [product("p1", "Pepper")], [product("p1", "ម្រេច")])
    const before = await catalogView(scope, "en")
    serve("2", [product("p1", "Pepper"), product("p2", "Prahok")], [product("p1", "ម្រេច"), product("p2", "ប្រហុក")])
    // within the recheck window the parsed catalog answers without asking the read model
    const calls = read.mock.calls.length
    expect((await catalogView(scope, "en")).index).toBe(before.index)
    expect(read.mock.calls.length).toBe(calls)
    now += CATALOG_RECHECK_MS
    const after = await catalogView(scope, "en")
    expect(after.version).not.toBe(before.version)
    expect(after.index.items.map((i) => i.name)).toEqual(["Pepper", "Prahok"])
    expect((await catalogView(scope, "km")).index.items.map((i) => i.name)).toEqual(["ម្រេច", "ប្រហុក"])
  })

  it("answers 304 for the ETag it gave, without making the answer, and another ETag for another query or version", () => {
    const answer = (version: string, what: string, ifNoneMatch?: string) => {
      const headers: Record<string, string> = {}
      const res = {
        statusCode: 0,
        body: undefined as unknown,
        setHeader: (k: string, v: string) => void (headers[k.toLowerCase()] = v),
        status(code: number) {
          res.statusCode = code
          return res
        },
        json(body: unknown) {
          res.body = body
        },
        end: () => undefined,
      }
      const make = jest.fn(() => ({ ok: true }))
      serveCatalogJson({ headers: { "if-none-match": ifNoneMatch } } as unknown as MedusaRequest, res as unknown as MedusaResponse, "en", version, what, make)
      return { status: res.statusCode, etag: headers.etag, made: make.mock.calls.length, headers }
    }
    const first = answer("v1", "limit=12")
    expect(first).toMatchObject({ status: 200, made: 1 })
    expect(first.headers).toMatchObject({ "cache-control": "no-cache", vary: "Accept-Language", "content-language": "en" })
    expect(answer("v1", "limit=12", first.etag)).toMatchObject({ status: 304, made: 0 })
    expect(answer("v1", "limit=24").etag).not.toBe(first.etag)
    expect(answer("v2", "limit=12", first.etag)).toMatchObject({ status: 200, made: 1 })
  })
})
