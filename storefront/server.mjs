// The storefront server: serves the built SPA (dist/) and forwards /api, /auth, /store, /hooks and
// /static to Medusa, so shoppers use one origin. Production deployments may use nginx instead
// (see docker-compose.yml); this server is what `npm start` runs.
// Text files (JS, CSS, HTML, SVG, JSON, manifests, text) go out brotli- or gzip-encoded as the
// browser accepts, each compressed once per file version and kept in a small in-memory cache;
// forwarded answers pass through exactly as Medusa sent them.
// Product pages (/products/<handle>) get their own <head> for link previews and search engines, and
// /sitemap.xml and /robots.txt are made here (server/product-pages.mjs).
// No request can stop it: a path, header or body it cannot use gets a 4xx, and it serves on.
import { createReadStream, readdirSync, statSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { createServer, request as httpRequest, STATUS_CODES } from "node:http"
import { request as httpsRequest } from "node:https"
import { extname, join, resolve, sep } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, constants as zlib, gzip } from "node:zlib"
import { createCatalog, pageLang, productPageHtml, publicOrigin, requestOrigin, robotsTxt, sitemapXml, SHOP_TEXTS } from "./server/product-pages.mjs"

const FORWARDED = ["/api", "/auth", "/store", "/hooks", "/static"]
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".svg": "image/svg+xml",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".txt": "text/plain; charset=utf-8",
}
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".svg", ".json", ".webmanifest", ".txt"])
/** Compressed bodies kept in memory at most (the whole built SPA is a few hundred KB). */
const CACHE_BYTES = 32 * 1024 * 1024

const encoders = {
  br: (buf) => promisify(brotliCompress)(buf, {
    params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT },
  }),
  gzip: (buf) => promisify(gzip)(buf, { level: 9 }),
}

/** The encoding to answer with for an Accept-Encoding header: "br" (preferred), "gzip" or null. */
export function pickEncoding(header) {
  if (!header) {
    return null
  }
  const weights = new Map()
  for (const part of String(header).split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";")
    if (!name) {
      continue
    }
    let q = 1
    for (const param of params) {
      const m = param.trim().match(/^q=([0-9.]+)$/)
      if (m) {
        q = Number(m[1])
      }
    }
    weights.set(name, q)
  }
  const weight = (enc) => weights.get(enc) ?? weights.get("*") ?? 0
  const br = weight("br")
  const gz = weight("gzip")
  if (br > 0 && br >= gz) {
    return "br"
  }
  return gz > 0 ? "gzip" : null
}

/**
 * Compressed copies of files, keyed by path, size, mtime and encoding, so a rebuilt dist/ is never
 * served stale; the oldest entries go first when the cache outgrows its budget. Entries are promises,
 * so concurrent first requests compress once. Resolves to null when compressing does not pay.
 */
function compressedCache(maxBytes = CACHE_BYTES) {
  const entries = new Map()
  let bytes = 0
  return (file, stat, encoding) => {
    const key = `${file}\0${stat.size}\0${stat.mtimeMs}\0${encoding}`
    let entry = entries.get(key)
    if (entry) {
      entries.delete(key)
      entries.set(key, entry)
      return entry.body
    }
    entry = { size: 0, body: null }
    entry.body = readFile(file)
      .then((raw) => encoders[encoding](raw))
      .then((body) => {
        if (body.length >= stat.size) {
          body = null
        }
        if (entries.get(key) !== entry) {
          return body // evicted meanwhile: serve it, do not count it
        }
        entry.size = body?.length ?? 0
        bytes += entry.size
        while (bytes > maxBytes && entries.size > 1) {
          const [oldest, old] = entries.entries().next().value
          entries.delete(oldest)
          bytes -= old.size
        }
        return body
      })
      .catch((e) => {
        entries.delete(key)
        throw e
      })
    entries.set(key, entry)
    return entry.body
  }
}

/** Brotli and gzip at a quicker setting, for the pages made per request (product pages, sitemap). */
const quickEncoders = {
  br: (buf) => promisify(brotliCompress)(buf, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: buf.length, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT } }),
  gzip: (buf) => promisify(gzip)(buf, { level: 6 }),
}

/** The longest request target accepted (Node itself refuses a request line with headers over 16 KB). */
const MAX_TARGET_LENGTH = 8192
/** Headers about one connection, never forwarded (RFC 9110 §7.6.1); Node frames each body itself. */
const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "proxy-authenticate", "proxy-authorization", "te", "trailer", "transfer-encoding", "upgrade"])

/**
 * A request target as { path (decoded), search, target (origin-form, as forwarded) }, or { status }
 * for one that names no page or file: too long, not a path, bad percent-encoding, a NUL or other
 * control character, or a `..` segment (literal or encoded, e.g. `..%2f`).
 */
export function parseTarget(raw) {
  if (typeof raw !== "string" || raw.length > MAX_TARGET_LENGTH) {
    return { status: 414 }
  }
  let target = raw
  if (/^https?:\/\//i.test(target)) {
    // absolute-form, which HTTP/1.1 servers must accept (RFC 9112 §3.2.2)
    try {
      const url = new URL(target)
      target = url.pathname + url.search
    } catch {
      return { status: 400 }
    }
  }
  if (!target.startsWith("/")) {
    return { status: 400 }
  }
  const q = target.indexOf("?")
  let path
  try {
    path = decodeURIComponent(q < 0 ? target : target.slice(0, q))
  } catch {
    return { status: 400 }
  }
  if (/[\u0000-\u001f\u007f]/.test(path) || path.split("/").includes("..")) {
    return { status: 400 }
  }
  return { path, search: q < 0 ? "" : target.slice(q), target }
}

/** Headers without the hop-by-hop ones (and those the Connection header names). */
function endToEnd(headers) {
  const named = new Set(String(headers.connection ?? "").toLowerCase().split(",").map((s) => s.trim()))
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)))
}

const statFile = (file) => {
  try {
    const stat = statSync(file)
    return stat.isFile() ? stat : null
  } catch {
    return null // missing, or a name the file system refuses (too long…)
  }
}

/**
 * The storefront server. `publicUrl` (STOREFRONT_URL) is the shop's public address for absolute
 * URLs in product pages, the sitemap and robots.txt; without it they use the request's Host and
 * X-Forwarded-Proto. `catalogTtlMs` is how long Medusa's catalog is kept for product pages.
 */
export function createStorefrontServer({ distDir, medusaUrl, publicUrl, catalogTtlMs = 60_000 }) {
  const target = new URL(medusaUrl)
  const root = resolve(distDir)
  const inRoot = root.endsWith(sep) ? root : `${root}${sep}`
  const indexFile = join(root, "index.html")
  const origin = publicOrigin(publicUrl)
  const catalog = createCatalog({ medusaUrl, ttlMs: catalogTtlMs })

  const forward = (req, res, path) => {
    const headers = {
      ...endToEnd(req.headers),
      host: target.host,
      "x-forwarded-host": req.headers.host ?? "",
      "x-forwarded-proto": req.headers["x-forwarded-proto"] ?? "http",
      "x-forwarded-for": [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", "),
    }
    // a body Node cannot frame without these (the request's own framing headers are hop-by-hop)
    if (req.headers["transfer-encoding"] && !req.headers["content-length"]) {
      headers["transfer-encoding"] = "chunked"
    }
    const badGateway = () => {
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json" })
        res.end(JSON.stringify({ error: "The shop's server is not reachable. Please try again shortly.", message: "Bad gateway" }))
      } else {
        res.destroy()
      }
    }
    let upstream
    try {
      upstream = (target.protocol === "https:" ? httpsRequest : httpRequest)({
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path,
        headers,
      })
    } catch {
      answer(res, 400) // a header Node will not send on
      return
    }
    upstream.on("response", (up) => {
      up.on("error", () => res.destroy()) // Medusa went away mid-answer
      try {
        res.writeHead(up.statusCode ?? 502, endToEnd(up.headers))
      } catch {
        up.destroy()
        badGateway()
        return
      }
      up.pipe(res)
    })
    upstream.on("error", badGateway)
    req.on("error", () => upstream.destroy())
    res.on("close", () => {
      if (!res.writableFinished) {
        upstream.destroy() // the browser went away: stop asking Medusa
      }
    })
    req.pipe(upstream)
  }

  const compressed = compressedCache()

  const sendFile = async (req, res, file, stat, immutable) => {
    const ext = extname(file)
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`
    const headers = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
      etag,
    }
    if (COMPRESSIBLE.has(ext)) {
      headers.vary = "Accept-Encoding"
    }
    if (String(req.headers["if-none-match"] ?? "").split(",").some((tag) => tag.trim() === etag)) {
      res.writeHead(304, headers).end()
      return
    }
    if (COMPRESSIBLE.has(ext)) {
      const encoding = pickEncoding(req.headers["accept-encoding"])
      if (encoding) {
        let body = null
        try {
          body = await compressed(file, stat, encoding)
        } catch {
          // unreadable or uncompressible right now: send the file as it is
        }
        if (body) {
          res.writeHead(200, { ...headers, "content-encoding": encoding, "content-length": body.length })
          res.end(req.method === "HEAD" ? undefined : body)
          return
        }
      }
    }
    res.writeHead(200, { ...headers, "content-length": stat.size })
    if (req.method === "HEAD") {
      res.end()
      return
    }
    createReadStream(file)
      .on("error", () => res.destroy())
      .pipe(res)
  }

  /** A page made for this request, compressed as the browser accepts. */
  const sendText = async (req, res, status, text, headers) => {
    let body = Buffer.from(text)
    const out = { ...headers, "x-content-type-options": "nosniff", vary: "Accept-Encoding" }
    const encoding = pickEncoding(req.headers["accept-encoding"])
    if (encoding && body.length > 512) {
      body = await quickEncoders[encoding](body)
      out["content-encoding"] = encoding
    }
    res.writeHead(status, { ...out, "content-length": body.length })
    res.end(req.method === "HEAD" ? undefined : body)
  }

  let index = null
  const indexHtml = async () => {
    const stat = statFile(indexFile)
    if (!stat) {
      return null
    }
    if (index?.mtimeMs !== stat.mtimeMs || index.size !== stat.size) {
      index = { mtimeMs: stat.mtimeMs, size: stat.size, text: await readFile(indexFile, "utf8") }
    }
    return index.text
  }
  const notBuilt = (res) => answer(res, 503, "The storefront is not built yet: run npm run build -w storefront.")

  const HTML = { "content-type": TYPES[".html"], "cache-control": "no-cache" }

  // A product page is the SPA with the product's own <head>; an unknown product the SPA (its
  // not-found screen) with a 404; with Medusa unreachable and no catalog kept, the SPA with a 503.
  const productPage = async (req, res, handle, params) => {
    const html = await indexHtml()
    if (html === null) {
      return notBuilt(res)
    }
    const lang = pageLang(params)
    let products
    try {
      products = await catalog.get(lang, { handle })
    } catch {
      return sendText(req, res, 503, html, { ...HTML, "retry-after": "30" })
    }
    const product = products.byHandle.get(handle)
    if (!product) {
      return sendText(req, res, 404, html, HTML)
    }
    return sendText(req, res, 200, productPageHtml(html, { product, lang, origin: origin ?? requestOrigin(req) }), HTML)
  }

  const sitemap = async (req, res) => {
    let products
    try {
      products = await catalog.get("en")
    } catch {
      return answer(res, 503, "The catalog cannot be read right now.", { "retry-after": "30" })
    }
    return sendText(req, res, 200, sitemapXml(origin ?? requestOrigin(req), products.items), {
      "content-type": "application/xml; charset=utf-8",
      "cache-control": "public, max-age=300",
    })
  }

  const handle = async (req, res) => {
    const parsed = parseTarget(req.url)
    if (parsed.status) {
      // A shopper who followed a broken or cut-off link gets a page of the shop with a way back.
      if (/text\/html/.test(String(req.headers.accept ?? ""))) {
        return answer(res, parsed.status, BAD_ADDRESS_PAGE, { "content-type": "text/html; charset=utf-8" })
      }
      return answer(res, parsed.status)
    }
    const { path } = parsed
    if (FORWARDED.some((p) => path === p || path.startsWith(`${p}/`))) {
      return forward(req, res, parsed.target)
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    if (path === "/robots.txt") {
      return sendText(req, res, 200, robotsTxt(origin ?? requestOrigin(req)), { "content-type": TYPES[".txt"], "cache-control": "public, max-age=3600" })
    }
    if (path === "/sitemap.xml") {
      return sitemap(req, res)
    }
    const product = path.match(/^\/products\/([^/]+)\/?$/)
    if (product) {
      return productPage(req, res, product[1], new URLSearchParams(parsed.search))
    }
    const file = resolve(root, `.${path}`)
    if (file !== root && !file.startsWith(inRoot)) {
      return answer(res, 400)
    }
    const stat = statFile(file)
    if (stat) {
      return sendFile(req, res, file, stat, path.startsWith("/assets/"))
    }
    if (path.startsWith("/assets/") || extname(path)) {
      return answer(res, 404, "Not found")
    }
    // every other path is a screen of the SPA; the app itself shows the not-found screen
    const indexStat = statFile(indexFile)
    return indexStat ? sendFile(req, res, indexFile, indexStat, false) : notBuilt(res)
  }

  // compress the built SPA ahead of the first visitors (dist/ may also be missing or rebuilt later)
  const warm = () => {
    const files = [indexFile]
    try {
      files.push(...readdirSync(join(root, "assets")).map((name) => join(root, "assets", name)))
    } catch {
      // no assets/ (yet)
    }
    for (const file of files) {
      const stat = statFile(file)
      if (stat && COMPRESSIBLE.has(extname(file))) {
        for (const encoding of Object.keys(encoders)) {
          compressed(file, stat, encoding).catch(() => {})
        }
      }
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => fail(res))
  })
  // a request Node cannot parse (bad header, bad framing, headers too large): answer it and close
  server.on("clientError", (err, socket) => {
    if (err.code === "ECONNRESET" || !socket.writable) {
      socket.destroy()
      return
    }
    const status = err.code === "HPE_HEADER_OVERFLOW" ? 431 : err.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
  })
  server.once("listening", warm)
  return server
}

/** The page for a request target the server refuses (bad encoding, too long…), in both languages. */
const BAD_ADDRESS_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex" />
<title>${SHOP_TEXTS.en.name}</title>
<style>
body { margin: 0; font-family: ui-sans-serif, system-ui, "Segoe UI", Roboto, Arial, "Noto Sans Khmer", sans-serif; background: #fafaf9; color: #1c1917; }
header { background: #7f1d1d; color: #fff; padding: 1rem; font-weight: 700; font-size: 1.125rem; }
main { max-width: 36rem; margin: 0 auto; padding: 2.5rem 1rem; line-height: 1.6; }
h1 { font-size: 1.5rem; margin: 0 0 0.5rem; }
[lang="km"] { line-height: 1.8; }
a { display: inline-block; margin-top: 1rem; padding: 0.6rem 1.2rem; border-radius: 0.5rem; background: #991b1b; color: #fff; font-weight: 600; text-decoration: none; }
</style>
</head>
<body>
<header>${SHOP_TEXTS.en.name}</header>
<main>
<h1>This link does not work</h1>
<p>The address may be broken or cut off. Everything in the shop is a tap away:</p>
<a href="/">Go to the shop</a>
<h1 lang="km" style="margin-top:2rem">តំណនេះមិនដំណើរការទេ</h1>
<p lang="km">អាសយដ្ឋានអាចខូច ឬត្រូវបានកាត់។ ចូលទៅកាន់ហាងរបស់យើង៖</p>
<a href="/?lang=km" lang="km">ទៅកាន់ហាង</a>
</main>
</body>
</html>
`

function answer(res, status, text = STATUS_CODES[status] ?? "Error", headers = {}) {
  if (res.headersSent) {
    res.destroy()
    return
  }
  res.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers })
  res.end(text)
}

function fail(res) {
  if (!res.headersSent) {
    res.writeHead(500, { "content-type": "text/plain" })
    res.end("Server error")
  } else {
    res.destroy()
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.STOREFRONT_PORT || 8000)
  const medusaUrl = process.env.MEDUSA_URL || "http://localhost:9000"
  const distDir = fileURLToPath(new URL("./dist", import.meta.url))
  createStorefrontServer({ distDir, medusaUrl, publicUrl: process.env.STOREFRONT_URL })
    .on("error", (e) => {
      console.error(`The storefront server cannot listen on port ${port}: ${e.message}`)
      process.exit(1)
    })
    .listen(port, () => {
      console.log(`storefront on http://localhost:${port} (forwarding to ${medusaUrl})`)
    })
}
