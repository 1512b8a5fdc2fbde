import { afterEach, describe, expect, it, vi } from "vitest"
import { http } from "../http"

afterEach(() => vi.unstubAllGlobals())

describe("http with a FormData body", () => {
  it("passes the FormData through and sets no content type, so the browser adds the multipart boundary", async () => {
    const fetch = vi.fn(async () => Response.json({ id: "prod_1" }, { status: 201 }))
    vi.stubGlobal("fetch", fetch)
    document.cookie = "XSRF-TOKEN=abc123"
    const body = new FormData()
    body.append("name", "Prahok")
    body.append("image", new File(["x"], "prahok.png", { type: "image/png" }))
    await http("/api/upload-product", { method: "POST", body })
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.body).toBe(body)
    expect(init.credentials).toBe("include")
    const headers = new Headers(init.headers)
    expect(headers.has("content-type")).toBe(false)
    expect(headers.get("x-xsrf-token")).toBe("abc123")
    document.cookie = "XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT"
  })
})
