import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"

// A fresh client per test: the test setup may have loaded it (and its token) already.
beforeEach(() => vi.resetModules())

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
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

describe("the widgets' client and the session's XSRF token", () => {
  it("asks for the token once, sends it on writes only", async () => {
    const seen = server(() => "t1")
    const { shopFetch } = await import("../lib/api")
    await shopFetch("/orders/order_1")
    await shopFetch("/orders/order_1/seen", { method: "POST" })
    await shopFetch("/orders/order_2/seen", { method: "POST" })
    expect(seen).toEqual(["GET /orders/order_1 -", "GET /xsrf", "POST /orders/order_1/seen t1", "POST /orders/order_2/seen t1"])
  })

  it("after a new sign-in (another session, another token) asks again once and repeats the write", async () => {
    let token = "t1"
    const seen = server(() => token)
    const { shopFetch } = await import("../lib/api")
    await shopFetch("/orders/order_1/seen", { method: "POST" })
    token = "t2"
    await expect(shopFetch("/orders/order_1/seen", { method: "POST" })).resolves.toEqual({ ok: true })
    expect(seen.slice(2)).toEqual(["POST /orders/order_1/seen t1", "GET /xsrf", "POST /orders/order_1/seen t2"])
  })
})
