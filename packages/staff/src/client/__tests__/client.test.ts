import { afterEach, describe, expect, it, vi } from "vitest"
import { cookieXsrf, createStaffClient, sessionXsrf, StaffApiError } from ".."

afterEach(() => {
  vi.unstubAllGlobals()
  document.cookie = "XSRF-TOKEN=; max-age=0"
})

/** A stand-in for Medusa's /admin/shop with a session whose XSRF token is `current()`. */
function server(current: () => string) {
  const seen: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = new URL(String(input), "http://admin.test").pathname.replace(/^\/admin\/shop/, "")
    const method = init.method ?? "GET"
    if (path === "/xsrf") {
      seen.push("GET /xsrf")
      return Response.json({ token: current() })
    }
    const sent = (init.headers as Record<string, string>)["x-xsrf-token"] ?? "-"
    seen.push(`${method} ${path} ${sent}`)
    if (method !== "GET" && sent !== current()) {
      return Response.json({ error: "Missing or wrong XSRF token. Reload the page and try again.", code: "auth.xsrf" }, { status: 403 })
    }
    return Response.json({ ok: true })
  })
  vi.stubGlobal("fetch", fetch)
  return seen
}

const medusaAdmin = () => createStaffClient({ base: "/admin/shop", xsrf: sessionXsrf("/admin/shop/xsrf") })

describe("Medusa's admin's client and the session's XSRF token", () => {
  it("asks for the token once, sends it on writes only", async () => {
    const seen = server(() => "t1")
    const client = medusaAdmin()
    await client.json("/orders/order_1")
    await client.json("/orders/order_1/seen", { method: "POST" })
    await client.json("/orders/order_2/seen", { method: "POST" })
    expect(seen).toEqual(["GET /orders/order_1 -", "GET /xsrf", "POST /orders/order_1/seen t1", "POST /orders/order_2/seen t1"])
  })

  it("after a new sign-in (another session, another token) asks again once and repeats the write", async () => {
    let token = "t1"
    const seen = server(() => token)
    const client = medusaAdmin()
    await client.json("/orders/order_1/seen", { method: "POST" })
    token = "t2"
    await expect(client.json("/orders/order_1/seen", { method: "POST" })).resolves.toEqual({ ok: true })
    expect(seen.slice(2)).toEqual(["POST /orders/order_1/seen t1", "GET /xsrf", "POST /orders/order_1/seen t2"])
  })
})

describe("the shop's /api client", () => {
  it("echoes the XSRF-TOKEN cookie on writes, and after a refusal asks /api/user for this session's token and tries once more", async () => {
    document.cookie = "XSRF-TOKEN=old"
    const sent: string[] = []
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init: RequestInit = {}) => {
        if (input === "/api/user") {
          document.cookie = "XSRF-TOKEN=new"
          return Response.json({ username: "admin" })
        }
        const token = (init.headers as Record<string, string>)["x-xsrf-token"]
        sent.push(`${init.method} ${input} ${token}`)
        return token === "new" ? Response.json({ ok: true }) : Response.json({ error: "Missing or wrong XSRF token.", code: "auth.xsrf" }, { status: 403 })
      })
    )
    const client = createStaffClient({ base: "/api", xsrf: cookieXsrf() })
    await expect(client.json("/orders/1/acknowledge", { method: "PATCH" })).resolves.toEqual({ ok: true })
    expect(sent).toEqual(["PATCH /api/orders/1/acknowledge old", "PATCH /api/orders/1/acknowledge new"])
  })

  it("throws the envelope's code, params and details; a plain-text answer is the message", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string) =>
        input.startsWith("/api/login")
          ? Response.json({ error: "Too many attempts", code: "auth.locked", params: { minutes: 15 } }, { status: 429 })
          : new Response("Bad gateway", { status: 502 })
      )
    )
    const client = createStaffClient({ base: "/api", xsrf: cookieXsrf() })
    const locked = await client.json("/login", { method: "POST", body: {} }).catch((e: unknown) => e)
    expect(locked).toBeInstanceOf(StaffApiError)
    expect(locked).toMatchObject({ status: 429, code: "auth.locked", params: { minutes: 15 }, message: "Too many attempts" })
    await expect(client.json("/orders")).rejects.toMatchObject({ status: 502, code: null, message: "Bad gateway" })
  })

  it("sends the query's defined values and reads X-Total-Count", async () => {
    const fetch = vi.fn(async (_input: string) => Response.json([1, 2], { headers: { "X-Total-Count": "7" } }))
    vi.stubGlobal("fetch", fetch)
    const client = createStaffClient({ base: "/api", xsrf: cookieXsrf() })
    const { data, headers } = await client.withHeaders<number[]>("/orders", { query: { limit: 2, offset: 0, q: undefined, unseen: true } })
    expect(data).toEqual([1, 2])
    expect(headers.get("X-Total-Count")).toBe("7")
    expect(fetch.mock.calls[0][0]).toBe("/api/orders?limit=2&offset=0&unseen=true")
  })
})
