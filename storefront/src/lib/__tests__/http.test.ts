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
})

describe("formatPrice", () => {
  it("shows US dollars with two decimals", () => {
    expect(formatPrice(12.5)).toBe("$12.50")
    expect(formatPrice("$7")).toBe("$7.00")
    expect(formatPrice(1234.5)).toBe("$1,234.50")
  })
})
