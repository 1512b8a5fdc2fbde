import { boundListQuery, STORE_MAX_LIMIT } from "../list-query"

const run = (path: string, query: Record<string, unknown>) => {
  const req = { baseUrl: "", path, originalUrl: path, query } as any
  let error: any
  boundListQuery(req, {} as any, (e?: unknown) => (error = e))
  return { error, query: req.query }
}

describe("boundListQuery", () => {
  it("refuses a negative, fractional, non-numeric or repeated limit/offset with Medusa's invalid_data", () => {
    for (const query of [{ limit: "-1" }, { offset: "-5" }, { limit: "abc" }, { limit: "1.5" }, { limit: ["1", "2"] }, { offset: "" }]) {
      const { error } = run("/store/products", query)
      expect([JSON.stringify(query), error?.type]).toEqual([JSON.stringify(query), "invalid_data"])
    }
  })

  it("caps /store at STORE_MAX_LIMIT, leaves staff lists and sensible pages alone", () => {
    expect(run("/store/products", { limit: "100000" }).query.limit).toBe(String(STORE_MAX_LIMIT))
    expect(run("/store/products", { limit: "20", offset: "40" }).query).toEqual({ limit: "20", offset: "40" })
    expect(run("/admin/products", { limit: "9999" }).query.limit).toBe("9999")
    expect(run("/store/products", {}).error).toBeUndefined()
  })
})
