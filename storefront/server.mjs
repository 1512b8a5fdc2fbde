// The storefront server, what `npm start` runs (the Docker image uses nginx instead): the built SPA
// from dist/ (sirv; text files brotli- or gzip-encoded from copies beside them, server/compression.mjs),
// /api, /auth, /store, /hooks and /static forwarded to Medusa as they are (http-proxy), so shoppers
// use one origin, and product pages' <head>, /sitemap.xml and /robots.txt (server/product-pages.mjs).
// No request can stop it: a path, header or body it cannot use gets a 4xx, and it serves on.
import { globalAgent as httpAgent, createServer, STATUS_CODES } from "node:http"
import { globalAgent as httpsAgent } from "node:https"
import { readdirSync } from "node:fs"
import { readdir, readFile } from "node:fs/promises"
import { extname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import httpProxy from "http-proxy"
import sirv from "sirv"
import { compress, pickEncoding, precompressor } from "./server/compression.mjs"
import { badAddressPage, parseTarget } from "./server/bad-requests.mjs"
import { createCatalog, originsOf, pageLang, productPageHtml, publicOrigin, requestOrigin, robotsTxt, sitemapXml } from "./server/product-pages.mjs"
import { securityHeaders, TIMEOUTS } from "./server/security-headers.mjs"
import { clientAddresses } from "./server/client-address.mjs"

const FORWARDED = ["/api", "/auth", "/store", "/hooks", "/static"]
const HTML = { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" }

/**
 * The storefront server. `publicUrl` (STOREFRONT_URL) is the shop's public address for absolute
 * URLs in product pages, the sitemap and robots.txt; without it they use the request's Host and
 * X-Forwarded-Proto when that origin is one of `allowedOrigins` (STORE_CORS) or local, else
 * http://localhost. `catalogTtlMs` is how long Medusa's catalog is kept for product pages;
 * `medusaTimeoutMs` how long a forwarded request may wait for Medusa in silence (as nginx's
 * proxy_read_timeout in nginx.conf) before it is answered 502. `trustedProxies` (TRUSTED_PROXIES)
 * are the proxies in front of this server: their X-Forwarded-For names the client Medusa is told
 * of, their X-Forwarded-Proto https turns HSTS on; `imageUrls` (S3_FILE_URL) where
 * pictures may come from besides the shop and https; `timeouts` bound how long a
 * client may take to send its headers and its whole request, and an idle keep-alive connection.
 */
export function createStorefrontServer({
  distDir,
  medusaUrl,
  publicUrl,
  allowedOrigins = [],
  trustedProxies = [],
  imageUrls = [],
  catalogTtlMs = 60_000,
  medusaTimeoutMs = 60_000,
  timeouts = {},
}) {
  const root = resolve(distDir)
  const indexFile = join(root, "index.html")
  const origin = publicOrigin(publicUrl)
  const shopOrigin = (req) => origin ?? requestOrigin(req, null, allowedOrigins)
  const headersFor = securityHeaders({ publicUrl: origin, trustedProxies, imageUrls })
  const clientAddressOf = clientAddresses(trustedProxies)
  const catalog = createCatalog({ medusaUrl, ttlMs: catalogTtlMs })
  const precompress = precompressor()

  const files = sirv(root, {
    dev: true, // looks at dist/ on every request (not once at start), so a new build is served at once
    etag: true,
    brotli: true,
    gzip: true,
    extensions: [], // "/checkout" is a screen of the SPA, never checkout.html
    setHeaders: (res, path) => {
      if (path.startsWith("/assets/")) {
        res.setHeader("cache-control", "public, max-age=31536000, immutable") // names carry a hash
      }
    },
  })

  const proxy = httpProxy.createProxyServer({
    target: medusaUrl,
    changeOrigin: true,
    xfwd: true,
    proxyTimeout: medusaTimeoutMs,
    agent: medusaUrl.startsWith("https:") ? httpsAgent : httpAgent, // keep-alive connections to Medusa
  })
  // the browser went away: stop asking Medusa (http-proxy would let the request run on)
  proxy.on("proxyReq", (proxyReq, req, res) => {
    // This server is the edge (or stands behind the operator's TRUSTED_PROXIES): Medusa must see
    // the browser's own address, never one the browser wrote itself (Medusa believes
    // X-Forwarded-For from loopback under npm start). Replaces what xfwd appended.
    if (req.shopClientAddress) proxyReq.setHeader("x-forwarded-for", req.shopClientAddress)
    const stop = () => res.writableFinished || proxyReq.destroy()
    res.closed ? stop() : res.once("close", stop)
  })
  proxy.on("proxyRes", (answer, req, res) => answer.on("error", () => res.destroy())) // Medusa went away mid-answer
  proxy.on("proxyRes", (answer) => delete answer.headers["x-powered-by"]) // whatever runs behind says nothing about itself
  // Medusa refused, reset or kept silent too long
  proxy.on("error", (err, req, res) => {
    if (res.headersSent) {
      return res.destroy()
    }
    res.writeHead(502, { "content-type": "application/json" })
    res.end(JSON.stringify({ error: "The shop's server is not reachable. Please try again shortly.", message: "Bad gateway" }))
  })

  /** A page made for this request, compressed as the browser accepts. */
  const sendText = async (req, res, status, text, headers) => {
    let body = Buffer.from(text)
    const encoding = pickEncoding(req.headers["accept-encoding"])
    if (encoding && body.length > 512) {
      body = await compress(body, encoding)
      headers = { ...headers, "content-encoding": encoding }
    }
    res.writeHead(status, { ...headers, vary: "Accept-Encoding", "content-length": body.length })
    res.end(req.method === "HEAD" ? undefined : body)
  }

  const notBuilt = (res) => answer(res, 503, "The storefront is not built yet: run npm run build -w storefront.")

  // A product page is the SPA with the product's own <head>; an unknown product the SPA (its
  // not-found screen) with a 404; with Medusa unreachable and no catalog kept, the SPA with a 503.
  const productPage = async (req, res, handle, search) => {
    const html = await readFile(indexFile, "utf8").catch(() => null)
    if (html === null) {
      return notBuilt(res)
    }
    const lang = pageLang(new URLSearchParams(search))
    const products = await catalog.get(lang, { handle }).catch(() => null)
    if (!products) {
      return sendText(req, res, 503, html, { ...HTML, "retry-after": "30" })
    }
    const product = products.byHandle.get(handle)
    if (!product) {
      return sendText(req, res, 404, html, HTML)
    }
    return sendText(req, res, 200, productPageHtml(html, { product, lang, origin: shopOrigin(req) }), HTML)
  }

  const sitemap = async (req, res) => {
    const products = await catalog.get("en").catch(() => null)
    if (!products) {
      return answer(res, 503, "The catalog cannot be read right now.", { "retry-after": "30" })
    }
    return sendText(req, res, 200, sitemapXml(shopOrigin(req), products.items), {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=300",
    })
  }

  /** The built Noto Sans Khmer file's URL (hashed name, read when asked: dist/ may be rebuilt), or null. */
  const khmerFontUrl = () => {
    try {
      const file = readdirSync(join(root, "assets")).find((f) => /^noto-sans-khmer-khmer-.*\.woff2$/.test(f))
      return file ? `/assets/${file}` : null
    } catch {
      return null
    }
  }

  /** Sends a file of dist/ with sirv; false when there is none. */
  const sendFile = (req, res) => {
    let found = true
    res.once("pipe", (file) => file.on("error", () => res.destroy())) // e.g. deleted by a rebuild meanwhile
    files(req, res, () => {
      found = false
    })
    return found
  }

  /** A file of dist/, or the SPA's index.html for a screen of the app (the app shows its own not-found screen). */
  const staticFile = async (req, res, path) => {
    // sirv takes "br" anywhere in the header for a yes (even "br;q=0"): tell it the encoding chosen
    req.headers["accept-encoding"] = pickEncoding(req.headers["accept-encoding"]) ?? ""
    delete req.headers.range // whole files, as ever: sirv's range parsing trusts the header
    await precompress(join(root, path))
    if (sendFile(req, res)) {
      return
    }
    if (path.startsWith("/assets/") || extname(path)) {
      return answer(res, 404, "Not found")
    }
    req.url = "/index.html"
    await precompress(indexFile)
    return sendFile(req, res) || notBuilt(res)
  }

  const handle = async (req, res) => {
    // Every answer carries the shop's security headers (server/security-headers.mjs); a forwarded
    // one gets Medusa's own, which are the same list (uploads under /static: sandboxed instead).
    for (const [name, value] of headersFor(req)) {
      res.setHeader(name, value)
    }
    const parsed = parseTarget(req.url)
    if (parsed.status) {
      // A shopper who followed a broken or cut-off link gets a page of the shop with a way back.
      const html = /text\/html/.test(String(req.headers.accept ?? ""))
      return html ? answer(res, parsed.status, badAddressPage(khmerFontUrl()), { "content-type": HTML["content-type"] }) : answer(res, parsed.status)
    }
    const { path, search } = parsed
    req.url = parsed.target
    if (FORWARDED.some((p) => path === p || path.startsWith(`${p}/`))) {
      req.shopClientAddress = clientAddressOf(req) // read before xfwd appends to the header
      return proxy.web(req, res)
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return res.writeHead(405, { allow: "GET, HEAD" }).end()
    }
    if (path === "/robots.txt") {
      return sendText(req, res, 200, robotsTxt(shopOrigin(req)), { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" })
    }
    if (path === "/sitemap.xml") {
      return sitemap(req, res)
    }
    const product = path.match(/^\/products\/([^/]+)\/?$/)
    if (product) {
      return productPage(req, res, product[1], search)
    }
    return staticFile(req, res, path)
  }

  const limits = { ...TIMEOUTS, ...timeouts }
  const server = createServer(
    {
      headersTimeout: limits.headersMs,
      requestTimeout: limits.requestMs,
      keepAliveTimeout: limits.keepAliveMs,
      connectionsCheckingInterval: limits.checkEveryMs,
    },
    (req, res) => {
      handle(req, res).catch(() => answer(res, 500, "Server error"))
    }
  )
  // a request Node cannot parse (bad header, bad framing, headers too large) or too slow to arrive:
  // answer it, then destroy the socket (a client that never closes its side must not keep it open)
  server.on("clientError", (err, socket) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      return socket.destroy()
    }
    const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`, () => socket.destroy())
    setTimeout(() => socket.destroy(), limits.lingerMs).unref() // a client that does not read the answer
  })
  // compress the built SPA ahead of the first visitors (dist/ may also be missing, or rebuilt later)
  server.once("listening", async () => {
    const assets = await readdir(join(root, "assets")).catch(() => [])
    await Promise.all([indexFile, ...assets.map((name) => join(root, "assets", name))].map(precompress))
  })
  return server
}

/** A short answer of the server's own; a response already under way is cut instead. */
function answer(res, status, text = STATUS_CODES[status] ?? "Error", headers = {}) {
  if (res.headersSent) {
    return res.destroy()
  }
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers })
  res.end(text)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.STOREFRONT_PORT || 8000)
  const medusaUrl = process.env.MEDUSA_URL || "http://localhost:9000"
  const distDir = fileURLToPath(new URL("./dist", import.meta.url))
  createStorefrontServer({
    distDir,
    medusaUrl,
    publicUrl: process.env.STOREFRONT_URL,
    allowedOrigins: originsOf(process.env.STORE_CORS),
    trustedProxies: (process.env.TRUSTED_PROXIES ?? "").split(",").map((s) => s.trim()).filter(Boolean),
    imageUrls: [process.env.S3_FILE_URL].filter(Boolean),
  })
    .on("error", (e) => {
      console.error(`The storefront server cannot listen on port ${port}: ${e.message}`)
      process.exit(1)
    })
    .listen(port, () => {
      console.log(`storefront on http://localhost:${port} (forwarding to ${medusaUrl})`)
    })
}
