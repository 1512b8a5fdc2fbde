// @vitest-environment node
import { existsSync, mkdtempSync, statSync, symlinkSync, utimesSync, writeFileSync } from "node:fs"
import { createServer, get, type IncomingHttpHeaders } from "node:http"
import { connect } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { createStorefrontServer } from "../server.mjs"
import { listen, raw, startShop, writeFiles } from "./http-helpers"

// a realistic, compressible bundle (a few KB of repetitive code)
const BUNDLE = Array.from({ length: 200 }, (_, i) => `export function f${i}(a){return a.map((x)=>x*${i}).filter(Boolean)}\n`).join("")
// PNG signature and a little incompressible-looking data
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(Array.from({ length: 2000 }, (_, i) => (i * 7919) % 256))])

describe("storefront server", () => {
  let servers: Awaited<ReturnType<typeof startShop>>
  let shopUrl: string
  let dist: string
  const seen: { method?: string; url?: string; body: string; forwardedHost?: string; headers: IncomingHttpHeaders }[] = []

  beforeAll(async () => {
    dist = writeFiles(mkdtempSync(join(tmpdir(), "dist-")), {
      "index.html": "<!doctype html><div id=root></div>",
      "assets/app-123.js": "console.log(1)", "assets/index-abc.js": BUNDLE, "assets/rebuilt.js": BUNDLE,
      "images/photo.png": PNG,
    })
    servers = await startShop(dist, (req, res, body) => {
      seen.push({ method: req.method, url: req.url, body, forwardedHost: req.headers["x-forwarded-host"] as string, headers: req.headers })
      if (req.url === "/store/gzipped") {
        // Medusa compressing its own answer: must reach the browser as it is, not encoded twice
        res.writeHead(200, { "content-type": "application/json", "content-encoding": "gzip" })
        res.end(gzipSync(JSON.stringify({ from: "medusa", gzipped: true })))
        return
      }
      res.writeHead(201, { "content-type": "application/json", "set-cookie": "connect.sid=abc; Path=/" })
      res.end(JSON.stringify({ from: "medusa", url: req.url }))
    })
    shopUrl = servers.shopUrl
  })

  afterAll(() => servers.close())

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

  it("never serves a file outside dist/ for an encoded ../ path: 400", async () => {
    const url = new URL(shopUrl)
    const { status, body } = await new Promise<{ status?: number; body: string }>((resolve, reject) =>
      get({ host: url.hostname, port: url.port, path: "/..%2f..%2f..%2f..%2fetc%2fpasswd" }, (res) => {
        let text = ""
        res.on("data", (c) => (text += c)).on("end", () => resolve({ status: res.statusCode, body: text }))
      }).on("error", reject)
    )
    expect(body).not.toContain("root:")
    expect(status).toBe(400)
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

  it("sends JS brotli-encoded (preferred) or gzip-encoded as accepted, decoding to the original bytes", async () => {
    const br = await raw(shopUrl, "/assets/index-abc.js", { "accept-encoding": "gzip, deflate, br, zstd" })
    expect(br.status).toBe(200)
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.headers["cache-control"]).toContain("immutable")
    expect(Number(br.headers["content-length"])).toBe(br.body.length)
    expect(br.body.length).toBeLessThan(BUNDLE.length / 4)
    expect(brotliDecompressSync(br.body).toString()).toBe(BUNDLE)

    const gz = await raw(shopUrl, "/assets/index-abc.js", { "accept-encoding": "gzip" })
    expect(gz.headers["content-encoding"]).toBe("gzip")
    expect(gz.headers.vary).toMatch(/accept-encoding/i)
    expect(gunzipSync(gz.body).toString()).toBe(BUNDLE)

    // a second request is answered from the cache with the same bytes
    const again = await raw(shopUrl, "/assets/index-abc.js", { "accept-encoding": "br" })
    expect(again.body.equals(br.body)).toBe(true)

    // br refused explicitly: gzip
    const noBr = await raw(shopUrl, "/assets/index-abc.js", { "accept-encoding": "br;q=0, gzip" })
    expect(noBr.headers["content-encoding"]).toBe("gzip")
  })

  it("sends the file as it is (identity) without Accept-Encoding, still with Vary", async () => {
    const res = await raw(shopUrl, "/assets/index-abc.js")
    expect(res.headers["content-encoding"]).toBeUndefined()
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    expect(Number(res.headers["content-length"])).toBe(BUNDLE.length)
    expect(res.body.toString()).toBe(BUNDLE)
    expect((await raw(shopUrl, "/assets/index-abc.js", { "accept-encoding": "identity" })).headers["content-encoding"]).toBeUndefined()
  })

  it("compresses the SPA's index.html too", async () => {
    const res = await raw(shopUrl, "/checkout", { "accept-encoding": "gzip" })
    expect(res.headers["content-type"]).toMatch(/text\/html/)
    // tiny file: compression only when it pays, but always a Vary header
    expect(res.headers.vary).toMatch(/accept-encoding/i)
    const html = res.headers["content-encoding"] === "gzip" ? gunzipSync(res.body).toString() : res.body.toString()
    expect(html).toContain("<div id=root>")
  })

  it("does not re-compress images", async () => {
    const res = await raw(shopUrl, "/images/photo.png", { "accept-encoding": "gzip, deflate, br" })
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toBe("image/png")
    expect(res.headers["content-encoding"]).toBeUndefined()
    expect(res.body.equals(PNG)).toBe(true)
  })

  it("answers HEAD with the headers of the encoded answer and no body", async () => {
    const get = await raw(shopUrl, "/assets/index-abc.js", { "accept-encoding": "br" })
    const head = await raw(shopUrl, "/assets/index-abc.js", { "accept-encoding": "br" }, "HEAD")
    expect(head.status).toBe(200)
    expect(head.headers["content-encoding"]).toBe("br")
    expect(head.headers["content-length"]).toBe(String(get.body.length))
    expect(head.body.length).toBe(0)
    const plain = await raw(shopUrl, "/images/photo.png", {}, "HEAD")
    expect(plain.headers["content-length"]).toBe(String(PNG.length))
    expect(plain.body.length).toBe(0)
  })

  it("serves the new content when a file is rebuilt in place (cache keyed by mtime)", async () => {
    const first = await raw(shopUrl, "/assets/rebuilt.js", { "accept-encoding": "br" })
    expect(brotliDecompressSync(first.body).toString()).toBe(BUNDLE)
    const next = BUNDLE.replaceAll("filter", "some")
    const file = join(dist, "assets", "rebuilt.js")
    writeFileSync(file, next)
    utimesSync(file, new Date(), new Date(Date.now() + 5000))
    const second = await raw(shopUrl, "/assets/rebuilt.js", { "accept-encoding": "br" })
    expect(brotliDecompressSync(second.body).toString()).toBe(next)
  })

  it("passes Medusa's own encoded answers through untouched (no double encoding)", async () => {
    const res = await raw(shopUrl, "/store/gzipped", { "accept-encoding": "gzip, br" })
    expect(res.headers["content-encoding"]).toBe("gzip")
    expect(JSON.parse(gunzipSync(res.body).toString())).toEqual({ from: "medusa", gzipped: true })
    const json = await raw(shopUrl, "/api/menu-items", { "accept-encoding": "gzip, br" })
    expect(json.headers["content-encoding"]).toBeUndefined()
    expect(JSON.parse(json.body.toString()).from).toBe("medusa")
  })

  it("answers 502 with a clear JSON message when Medusa is down", async () => {
    const down = createStorefrontServer({ distDir: tmpdir(), medusaUrl: "http://127.0.0.1:1" })
    const url = await listen(down)
    const res = await fetch(`${url}/api/menu-items`)
    expect(res.status).toBe(502)
    expect((await res.json()).error).toMatch(/not reachable/)
    down.close()
  })

  it("answers 502 when Medusa takes the request but stays silent past the timeout", async () => {
    const silent = createServer(() => {})
    const stuck = createStorefrontServer({ distDir: dist, medusaUrl: await listen(silent), medusaTimeoutMs: 300 })
    const res = await fetch(`${await listen(stuck)}/api/menu-items`, { signal: AbortSignal.timeout(5000) })
    expect(res.status).toBe(502)
    expect((await res.json()).error).toMatch(/not reachable/)
    stuck.close()
    silent.closeAllConnections()
    silent.close()
  })

  it("tells Medusa who asked: X-Forwarded-For (the browser's own address, never one it wrote), -Proto and -Host, and Medusa's own Host", async () => {
    await raw(shopUrl, "/store/carts", { host: "shop.example.com", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" })
    const { headers } = seen.at(-1)!
    expect(headers.host).toBe(new URL(servers.medusaUrl).host)
    expect(headers["x-forwarded-host"]).toBe("shop.example.com")
    expect(String(headers["x-forwarded-proto"]).split(",")[0]).toBe("https") // what the first proxy saw comes first
    // the edge: a browser's own X-Forwarded-For would let it choose its address for the shop's limits
    expect(String(headers["x-forwarded-for"]).split(/,\s*/)).toEqual(["127.0.0.1"])
    await raw(shopUrl, "/store/carts")
    expect(seen.at(-1)!.headers["x-forwarded-proto"]).toBe("http")
  })

  it("behind the operator's TLS proxy (TRUSTED_PROXIES), tells Medusa the address that proxy reports, not the proxy's", async () => {
    const got: IncomingHttpHeaders[] = []
    const behind = await startShop(dist, (req, res) => (got.push(req.headers), res.end("{}")), { trustedProxies: ["loopback"] })
    try {
      // this test's client on loopback plays the TLS proxy; a shopper's forged first hop stays left of what it appended
      await raw(behind.shopUrl, "/store/carts", { "x-forwarded-for": "6.6.6.6, 203.0.113.7" })
      expect(got.at(-1)!["x-forwarded-for"]).toBe("203.0.113.7")
      await raw(behind.shopUrl, "/store/carts")
      expect(String(got.at(-1)!["x-forwarded-for"]).split(/,\s*/)).toEqual(["127.0.0.1"])
    } finally {
      behind.close()
    }
  })

  it("answers an unchanged file's ETag with 304, sends whole files for Range requests, and marks its answers nosniff", async () => {
    const first = await raw(shopUrl, "/assets/app-123.js")
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^W\//)
    const again = await raw(shopUrl, "/assets/app-123.js", { "if-none-match": etag })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
    const ranged = await raw(shopUrl, "/images/photo.png", { range: "bytes=5-2" })
    expect(ranged.status).toBe(200)
    expect(ranged.body.equals(PNG)).toBe(true)
    for (const path of ["/assets/app-123.js", "/", "/robots.txt", "/assets/missing.js"]) {
      expect((await raw(shopUrl, path)).headers["x-content-type-options"], path).toBe("nosniff")
    }
  })

  it("serves a new build without a restart: new files, compressed, and the new index.html", async () => {
    writeFileSync(join(dist, "assets", "later-456.js"), BUNDLE)
    const res = await raw(shopUrl, "/assets/later-456.js", { "accept-encoding": "br" })
    expect(res.status).toBe(200)
    expect(brotliDecompressSync(res.body).toString()).toBe(BUNDLE)
    expect(res.headers["cache-control"]).toContain("immutable")
    writeFileSync(join(dist, "index.html"), "<!doctype html><div id=root></div><!-- build 2 -->")
    expect((await raw(shopUrl, "/checkout")).body.toString()).toContain("build 2")
  })

  it("keeps compressed copies beside the files, remade when a file is replaced by an older version", async () => {
    const file = join(dist, "assets", "rollback.js")
    writeFileSync(file, BUNDLE)
    await raw(shopUrl, "/assets/rollback.js", { "accept-encoding": "gzip" })
    expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`)).toBe(true)
    expect(Math.abs(statSync(`${file}.gz`).mtimeMs - statSync(file).mtimeMs)).toBeLessThan(1)
    const older = BUNDLE.replaceAll("map", "forEach")
    writeFileSync(file, older)
    utimesSync(file, new Date(), new Date(Date.now() - 86_400_000)) // e.g. a previous build copied back with its dates
    const res = await raw(shopUrl, "/assets/rollback.js", { "accept-encoding": "gzip" })
    expect(gunzipSync(res.body).toString()).toBe(older)
  })

  it("stops asking Medusa when the browser goes away, before or during Medusa's answer", async () => {
    const asked: string[] = []
    const closed: string[] = []
    const slow = createServer((req, res) => {
      asked.push(req.url!)
      res.on("close", () => closed.push(req.url!))
      if (req.url === "/api/during") {
        res.writeHead(200, { "content-type": "text/plain" })
        res.write("part of it")
      }
    })
    const slowShop = createStorefrontServer({ distDir: dist, medusaUrl: await listen(slow) })
    const port = new URL(await listen(slowShop)).port
    const until = async (check: () => boolean) => {
      for (const deadline = Date.now() + 3000; !check(); await new Promise((r) => setTimeout(r, 20))) {
        expect(Date.now()).toBeLessThan(deadline)
      }
    }
    for (const path of ["/api/before", "/api/during"]) {
      const socket = connect(Number(port), "127.0.0.1", () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`))
      socket.on("error", () => {})
      await until(() => asked.includes(path))
      socket.destroy()
      await until(() => closed.includes(path))
    }
    slowShop.close()
    slow.closeAllConnections()
    slow.close()
  })

  it.runIf(process.platform === "linux")("survives a file it can see but not read", async () => {
    // /proc/self/mem is a file of size 0 whose first bytes cannot be read (EIO)
    symlinkSync("/proc/self/mem", join(dist, "images", "unreadable.png"))
    await raw(shopUrl, "/images/unreadable.png").catch(() => null)
    await new Promise((r) => setTimeout(r, 50))
    expect((await fetch(`${shopUrl}/`)).status).toBe(200)
  })
})
