import { afterEach, describe, expect, it, vi } from "vitest"
import { http } from "../http"
import { formatPrice } from "../format"

afterEach(() => vi.unstubAllGlobals())

describe("http", () => {
  it("turns a failure into 'status: body'", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response('{"error":"Not found"}', { status: 404 })))
    await expect(http("/api/x")).rejects.toThrow('404: {"error":"Not found"}')
  })

  it("uses the status text when the body is empty", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => new Response("", { status: 503, statusText: "Service Unavailable" })))
    await expect(http("/api/x")).rejects.toThrow("503: Service Unavailable")
  })

  it("sends credentials, and a JSON content type only with a body", async () => {
    const fetch = vi.fn(async () => Response.json({ ok: true }))
    vi.stubGlobal("fetch", fetch)
    await http("/api/a")
    await http("/api/b", { method: "POST", json: { a: 1 } })
    const [, get] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    const [, post] = fetch.mock.calls[1] as unknown as [string, RequestInit]
    expect(get.credentials).toBe("include")
    expect(new Headers(get.headers).has("content-type")).toBe(false)
    expect(new Headers(post.headers).get("content-type")).toBe("application/json")
    expect(post.body).toBe('{"a":1}')
  })

  it("refuses with the XSRF failure once the session's token is fresh again: GET /api/user, then the same call once more", async () => {
    let cookie = "XSRF-TOKEN=old-session"
    vi.spyOn(document, "cookie", "get").mockImplementation(() => cookie)
    const sent: string[] = []
    const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path === "/api/user") {
        cookie = "XSRF-TOKEN=this-session"
        return Response.json({ id: "user_1" })
      }
      const token = new Headers(init.headers).get("x-xsrf-token") ?? ""
      sent.push(`${path} ${token} ${String(init.body)}`)
      return token === "this-session" ? Response.json({ ok: true }) : Response.json({ error: "Missing or wrong XSRF token.", code: "auth.xsrf" }, { status: 403 })
    })
    vi.stubGlobal("fetch", fetch)
    await expect(http("/api/orders/1", { method: "PUT", json: { status: "done" } })).resolves.toEqual({ ok: true })
    expect(sent).toEqual(['/api/orders/1 old-session {"status":"done"}', '/api/orders/1 this-session {"status":"done"}'])
    vi.restoreAllMocks()
  })

  it("does not retry other refusals", async () => {
    const fetch = vi.fn(async () => Response.json({ error: "Only shop admins can do this.", code: "auth.notAdmin" }, { status: 403 }))
    vi.stubGlobal("fetch", fetch)
    await expect(http("/api/orders/1", { method: "PUT", json: {} })).rejects.toThrow(/^403: /)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe("formatPrice", () => {
  it("shows US dollars with two decimals", () => {
    expect(formatPrice(12.5)).toBe("$12.50")
    expect(formatPrice("$7")).toBe("$7.00")
    expect(formatPrice(1234.5)).toBe("$1,234.50")
  })
})
