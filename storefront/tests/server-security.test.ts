// @vitest-environment node
// Issue 24, points 10, 14 and 15 on the storefront server (what `npm start` serves on :8000): the
// security headers on every answer (and nginx.conf sending the same list), bounded header, body and
// keep-alive times with refused sockets destroyed, and robots.txt / the sitemap never naming a
// forged Host.
import { createHash } from "node:crypto"
import { readFileSync, mkdtempSync } from "node:fs"
import { connect, type Socket } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Server } from "node:http"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import {
  KHMER_FONT_PRELOAD_SCRIPT,
  KHMER_FONT_PRELOAD_SCRIPT_HASH,
  SECURITY_HEADERS,
  STRICT_TRANSPORT_SECURITY,
  UPLOAD_CONTENT_SECURITY_POLICY,
  UPLOAD_CONTENT_TYPES,
  UPLOAD_INLINE_EXTENSIONS,
} from "@shop/contract"
// @ts-expect-error plain ESM module without types
import { createStorefrontServer } from "../server.mjs"
import { fakeMedusa, listen, raw, startShop, writeFiles } from "./http-helpers"

const CATALOG = [{ id: "1", handle: "num-ansom", name: "Num Ansom", description: "Sticky rice.", price: 12.5, imageUrl: "/static/num-ansom.jpg" }]

describe("storefront server: security headers", () => {
  let servers: Awaited<ReturnType<typeof startShop>>
  let dist: string

  beforeAll(async () => {
    dist = writeFiles(mkdtempSync(join(tmpdir(), "dist-")), {
      "index.html": '<!doctype html><html lang="en"><head><title>Shop</title></head><body><div id="root"></div></body></html>',
      "assets/app-abc.js": "console.log(1)",
    })
    servers = await startShop(dist, (req, res) => {
      if (req.url?.startsWith("/api/menu-items")) {
        res.writeHead(200, { "content-type": "application/json", "x-powered-by": "Express" }).end(JSON.stringify(CATALOG))
        return
      }
      res.writeHead(200, { "content-type": "application/json" }).end("{}")
    })
  })
  afterAll(() => servers.close())

  const expectShopHeaders = (headers: Record<string, unknown>, where: string) => {
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(headers[name.toLowerCase()], `${where}: ${name}`).toBe(value)
    }
    expect(headers["x-powered-by"], where).toBeUndefined()
    expect(headers["strict-transport-security"], where).toBeUndefined()
  }

  it("sends the CSP (frame-ancestors 'none', scripts only from the shop), X-Frame-Options, nosniff and a referrer policy on every kind of answer", async () => {
    expect(SECURITY_HEADERS["Content-Security-Policy"]).toMatch(/frame-ancestors 'none'/)
    // scripts: the shop's own files and its one inline script by its hash; no 'unsafe-inline', no eval
    expect(SECURITY_HEADERS["Content-Security-Policy"]).toContain(`script-src 'self' ${KHMER_FONT_PRELOAD_SCRIPT_HASH};`)
    const paths = ["/", "/checkout", "/staff-login", "/admin", "/assets/app-abc.js", "/assets/missing.js", "/products/num-ansom", "/robots.txt", "/sitemap.xml", "/%"]
    for (const path of paths) {
      const res = await raw(servers.shopUrl, path, { accept: "text/html" })
      expect(res.status, path).toBeLessThan(500)
      expectShopHeaders(res.headers, path)
    }
    const post = await raw(servers.shopUrl, "/", {}, "POST")
    expect(post.status).toBe(405)
    expectShopHeaders(post.headers, "POST /")
  })

  it("allows the storefront's inline script by the hash of its exact text", () => {
    const hash = createHash("sha256").update(KHMER_FONT_PRELOAD_SCRIPT).digest("base64")
    expect(KHMER_FONT_PRELOAD_SCRIPT_HASH).toBe(`'sha256-${hash}'`)
    expect(KHMER_FONT_PRELOAD_SCRIPT).not.toMatch(/assets\//) // the font's hashed URL is read from a meta tag
  })

  it("answers forwarded to Medusa and the 502 when Medusa is away carry them too, without X-Powered-By", async () => {
    expectShopHeaders((await raw(servers.shopUrl, "/api/menu-items")).headers, "/api/menu-items")
    const away = createStorefrontServer({ distDir: dist, medusaUrl: "http://127.0.0.1:1" }) as Server
    const awayUrl = await listen(away)
    const res = await raw(awayUrl, "/api/menu-items")
    expect(res.status).toBe(502)
    expectShopHeaders(res.headers, "502")
    away.close()
  })

  it("sends HSTS only over https: an https public URL, or X-Forwarded-Proto https from a trusted proxy, never a client's own header", async () => {
    expect((await raw(servers.shopUrl, "/", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBeUndefined()
    const trusting = createStorefrontServer({ distDir: dist, medusaUrl: servers.medusaUrl, trustedProxies: ["127.0.0.1"] }) as Server
    const trustingUrl = await listen(trusting)
    expect((await raw(trustingUrl, "/", { "x-forwarded-proto": "https" })).headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY)
    expect((await raw(trustingUrl, "/", { "x-forwarded-proto": "http" })).headers["strict-transport-security"]).toBeUndefined()
    trusting.close()
    const https = createStorefrontServer({ distDir: dist, medusaUrl: servers.medusaUrl, publicUrl: "https://shop.example.com" }) as Server
    const httpsUrl = await listen(https)
    expect((await raw(httpsUrl, "/")).headers["strict-transport-security"]).toBe(STRICT_TRANSPORT_SECURITY)
    https.close()
  })
})

describe("nginx.conf (the Docker image's :8000) sends the same headers", () => {
  const conf = readFileSync(new URL("../nginx.conf", import.meta.url), "utf8")
  /** The add_header lines of the first `location <path> {` block (up to its closing brace at the same depth). */
  const headersOf = (location: string) => {
    const start = conf.indexOf(`location ${location} {`)
    expect(start, location).toBeGreaterThan(0)
    const block = conf.slice(start, conf.indexOf("\n  }", start))
    return Object.fromEntries([...block.matchAll(/^\s*add_header (\S+) (?:"([^"]*)"|(\S+))(?: always)?;$/gm)].map((m) => [m[1], m[2] ?? m[3]]))
  }

  it("on the SPA and its assets: SECURITY_HEADERS exactly, HSTS from the forwarded scheme", () => {
    for (const location of ["/", "/assets/"]) {
      const headers = headersOf(location)
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(headers[name], `${location} ${name}`).toBe(value)
      }
      expect(headers["Strict-Transport-Security"]).toBe("$hsts")
    }
    expect(conf).toContain(`https "${STRICT_TRANSPORT_SECURITY}";`)
    expect(conf).toMatch(/^proxy_hide_header X-Powered-By;$/m)
  })

  it("on uploaded files (/files/): sandboxed, nosniff, typed from the allow-list, non-images as attachments", () => {
    const headers = headersOf("^~ /files/")
    expect(headers["Content-Security-Policy"]).toBe(UPLOAD_CONTENT_SECURITY_POLICY)
    expect(headers["X-Content-Type-Options"]).toBe("nosniff")
    expect(headers["Content-Type"]).toBe("$upload_type")
    expect(headers["Content-Disposition"]).toBe("$upload_disposition")
    const types = conf.slice(conf.indexOf("map $uri $upload_type {"), conf.indexOf("}", conf.indexOf("map $uri $upload_type {")))
    for (const [ext, type] of Object.entries(UPLOAD_CONTENT_TYPES)) {
      const line = [...types.matchAll(/~\*\\\.(\S+)\$ "([^"]+)";/g)].find((m) => new RegExp(`^(?:${m[1]})$`).test(ext))
      expect(line?.[2], ext).toBe(type)
    }
    expect(types).toContain('default "application/octet-stream";')
    const inline = conf.slice(conf.indexOf("map $uri $upload_disposition {"))
    expect(inline).toContain(`~*\\.(png|jpe?g|gif|webp|avif)$ "";`)
    expect(UPLOAD_INLINE_EXTENSIONS.every((ext) => /^(png|jpe?g|gif|webp|avif)$/.test(ext))).toBe(true)
  })
})

describe("storefront server: bounded client times (slow or broken clients)", () => {
  let shop: Server
  let port: number
  let medusa: Server

  beforeAll(async () => {
    const dist = writeFiles(mkdtempSync(join(tmpdir(), "dist-")), { "index.html": "<!doctype html><div id=root></div>" })
    medusa = fakeMedusa((req, res) => res.writeHead(200).end("{}")) // answers once the whole body came
    shop = createStorefrontServer({
      distDir: dist,
      medusaUrl: await listen(medusa),
      timeouts: { headersMs: 400, requestMs: 800, keepAliveMs: 300, checkEveryMs: 100, lingerMs: 300 },
    })
    port = Number(new URL(await listen(shop)).port)
  })
  afterAll(() => (shop.close(), medusa.close()))

  /**
   * A client that never closes its own side (allowHalfOpen): what it received once the server ended
   * its side, then whether the server really let go of the connection (not merely half-closed it).
   */
  const client = (data: string) =>
    new Promise<{ socket: Socket; ended: Promise<string> }>((resolve) => {
      const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true }, () => {
        socket.write(data)
        resolve({ socket, ended })
      })
      let text = ""
      socket.on("data", (c) => (text += c))
      socket.on("error", () => {})
      const ended = new Promise<string>((done) => socket.on("end", () => done(text)))
    })
  const within = <T,>(p: Promise<T>, ms: number) =>
    Promise.race([p, new Promise<"still open">((r) => setTimeout(() => r("still open"), ms))])
  const connections = () => new Promise<number>((r) => shop.getConnections((_, n) => r(n)))
  /** The answer the server sent before closing, and how many connections it still holds afterwards. */
  const closedBy = async (data: string, ms: number, whileOpen?: (socket: Socket) => void) => {
    const { socket, ended } = await client(data)
    const timer = whileOpen ? setInterval(() => socket.writable && whileOpen(socket), 100) : undefined
    const text = await within(ended, ms)
    clearInterval(timer)
    const deadline = Date.now() + 1_000
    while ((await connections()) > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
    const left = await connections()
    socket.destroy()
    while ((await connections()) > 0) await new Promise((r) => setTimeout(r, 20))
    return { text, left }
  }

  it("destroys the socket after refusing a malformed request, even when the client keeps its side open", async () => {
    const { text, left } = await closedBy("GET / HTTP/1.1\r\nHost: x\r\nBad Name: 1\r\n\r\n", 2_000)
    expect(text).toMatch(/^HTTP\/1\.1 400 /)
    expect(left, "connections the server still holds").toBe(0)
  })

  it("answers 408 and closes a client that sends its headers too slowly (slowloris)", async () => {
    const { text, left } = await closedBy("GET / HTTP/1.1\r\nHost: x\r\n", 3_000, (socket) => socket.write("X-Drip: 1\r\n"))
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    expect(left).toBe(0)
  })

  it("answers 408 and closes a client whose body never finishes", async () => {
    const { text, left } = await closedBy('POST /api/orders HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"a":', 3_000)
    expect(text).toMatch(/^HTTP\/1\.1 408 /)
    expect(left).toBe(0)
  })

  it("closes an idle kept-alive connection after keepAliveMs", async () => {
    const { text, left } = await closedBy("GET / HTTP/1.1\r\nHost: x\r\n\r\n", 2_000)
    expect(text).toMatch(/^HTTP\/1\.1 200 /)
    expect(left).toBe(0)
  })

  it("by default bounds headers to 20 s, a whole request to 2 min, keep-alive to 5 s", async () => {
    const dist = writeFiles(mkdtempSync(join(tmpdir(), "dist-")), { "index.html": "x" })
    const server = createStorefrontServer({ distDir: dist, medusaUrl: "http://127.0.0.1:1" }) as Server
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout]).toEqual([20_000, 120_000, 5_000])
  })
})

describe("storefront server: robots.txt and the sitemap never name a forged Host", () => {
  let servers: Awaited<ReturnType<typeof startShop>>

  beforeAll(async () => {
    const dist = writeFiles(mkdtempSync(join(tmpdir(), "dist-")), { "index.html": "<!doctype html><html><head><title>x</title></head><body></body></html>" })
    servers = await startShop(
      dist,
      (req, res) => res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(CATALOG)),
      { allowedOrigins: ["https://shop.example.com"] }
    )
  })
  afterAll(() => servers.close())

  it("without STOREFRONT_URL, a Host that is not one of the shop's origins gives the default address", async () => {
    const port = new URL(servers.shopUrl).port
    for (const host of ["evil.example", "evil.example:8000", "shop.example.com.evil.example"]) {
      const robots = await raw(servers.shopUrl, "/robots.txt", { host, "x-forwarded-proto": "https" })
      expect(robots.text, host).toMatch(new RegExp(`^Sitemap: http://localhost:${port}/sitemap\\.xml$`, "m"))
      expect(robots.text).not.toContain("evil")
      const sitemap = await raw(servers.shopUrl, "/sitemap.xml", { host })
      expect(sitemap.text).not.toContain("evil")
      expect(sitemap.text).toContain(`<loc>http://localhost:${port}/products/num-ansom</loc>`)
      const page = await raw(servers.shopUrl, "/products/num-ansom", { host })
      expect(page.text).not.toContain("evil")
    }
  })

  it("a configured origin (STORE_CORS) or the local host is used as asked", async () => {
    const robots = await raw(servers.shopUrl, "/robots.txt", { host: "shop.example.com", "x-forwarded-proto": "https" })
    expect(robots.text).toMatch(/^Sitemap: https:\/\/shop\.example\.com\/sitemap\.xml$/m)
    // the same host over http is not the configured origin
    expect((await raw(servers.shopUrl, "/robots.txt", { host: "shop.example.com" })).text).not.toContain("shop.example.com")
    expect((await raw(servers.shopUrl, "/robots.txt", { host: "localhost:8123" })).text).toMatch(/^Sitemap: http:\/\/localhost:8123\/sitemap\.xml$/m)
  })
})
