// @vitest-environment node
import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs"
import { createServer, get, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { createStorefrontServer } from "../server.mjs"

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`))
  )

describe("storefront server", () => {
  let medusa: Server
  let shop: Server
  let shopUrl: string
  const seen: { method?: string; url?: string; body: string; forwardedHost?: string }[] = []

  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), "dist-"))
    mkdirSync(join(dist, "assets"))
    writeFileSync(join(dist, "index.html"), "<!doctype html><div id=root></div>")
    writeFileSync(join(dist, "assets", "app-123.js"), "console.log(1)")
    medusa = createServer((req, res) => {
      let body = ""
      req.on("data", (c) => (body += c)).on("end", () => {
        seen.push({ method: req.method, url: req.url, body, forwardedHost: req.headers["x-forwarded-host"] as string })
        res.writeHead(201, { "content-type": "application/json", "set-cookie": "connect.sid=abc; Path=/" })
        res.end(JSON.stringify({ from: "medusa", url: req.url }))
      })
    })
    const medusaUrl = await listen(medusa)
    shop = createStorefrontServer({ distDir: dist, medusaUrl })
    shopUrl = await listen(shop)
  })

  afterAll(() => {
    shop.close()
    medusa.close()
  })

  it("serves the SPA for / and for any unknown screen, so the app can show its not-found page", async () => {
    for (const path of ["/", "/checkout", "/some/unknown/page"]) {
      const res = await fetch(shopUrl + path)
      expect(res.status).toBe(200)
      expect(res.headers.get("content-type")).toMatch(/text\/html/)
      expect(await res.text()).toContain('<div id=root>')
    }
  })

  it("serves hashed assets with a long cache, and 404 for missing files", async () => {
    const asset = await fetch(`${shopUrl}/assets/app-123.js`)
    expect(asset.headers.get("cache-control")).toContain("immutable")
    expect((await fetch(`${shopUrl}/assets/missing.js`)).status).toBe(404)
  })

  it("never serves a file outside dist/ for an encoded ../ path", async () => {
    const url = new URL(shopUrl)
    const body = await new Promise<string>((resolve, reject) =>
      get({ host: url.hostname, port: url.port, path: "/..%2f..%2f..%2f..%2fetc%2fpasswd" }, (res) => {
        let text = ""
        res.on("data", (c) => (text += c)).on("end", () => resolve(text))
      }).on("error", reject)
    )
    expect(body).not.toContain("root:")
    expect(body).toContain("<div id=root>")
  })

  it("forwards /api, /auth, /store, /hooks and /static to Medusa with method, body, status and cookies", async () => {
    const res = await fetch(`${shopUrl}/api/contact?x=1`, { method: "POST", body: '{"a":1}', headers: { "content-type": "application/json" } })
    expect(res.status).toBe(201)
    expect(res.headers.get("set-cookie")).toContain("connect.sid=abc")
    expect(await res.json()).toEqual({ from: "medusa", url: "/api/contact?x=1" })
    expect(seen.at(-1)).toMatchObject({ method: "POST", body: '{"a":1}' })
    expect(seen.at(-1)?.forwardedHost).toContain("127.0.0.1")
    for (const path of ["/auth/session", "/store/products", "/hooks/payment/x", "/static/a.svg"]) {
      expect((await (await fetch(shopUrl + path)).json()).url).toBe(path)
    }
  })

  it("answers 502 with a clear JSON message when Medusa is down", async () => {
    const down = createStorefrontServer({ distDir: tmpdir(), medusaUrl: "http://127.0.0.1:1" })
    const url = await listen(down)
    const res = await fetch(`${url}/api/menu-items`)
    expect(res.status).toBe(502)
    expect((await res.json()).error).toMatch(/not reachable/)
    down.close()
  })
})
