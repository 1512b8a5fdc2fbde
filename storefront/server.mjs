// The storefront server: serves the built SPA (dist/) and forwards /api, /auth, /store, /hooks and
// /static to Medusa, so shoppers use one origin. Production deployments may use nginx instead
// (see docker-compose.yml); this server is what `npm start` runs.
// Text files (JS, CSS, HTML, SVG, JSON, manifests, text) go out brotli- or gzip-encoded as the
// browser accepts, each compressed once per file version and kept in a small in-memory cache;
// forwarded answers pass through exactly as Medusa sent them.
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs"
import { readFile } from "node:fs/promises"
import { createServer, request } from "node:http"
import { extname, join, normalize, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"
import { brotliCompress, constants as zlib, gzip } from "node:zlib"

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

export function createStorefrontServer({ distDir, medusaUrl }) {
  const target = new URL(medusaUrl)
  const root = resolve(distDir)

  const forward = (req, res) => {
    const upstream = request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: {
          ...req.headers,
          host: target.host,
          "x-forwarded-host": req.headers.host ?? "",
          "x-forwarded-proto": req.headers["x-forwarded-proto"] ?? "http",
          "x-forwarded-for": [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", "),
        },
      },
      (up) => {
        res.writeHead(up.statusCode ?? 502, up.headers)
        up.pipe(res)
      }
    )
    upstream.on("error", () => {
      if (!res.headersSent) {
        res.writeHead(502, { "content-type": "application/json" })
      }
      res.end(JSON.stringify({ error: "The shop's server is not reachable. Please try again shortly.", message: "Bad gateway" }))
    })
    req.pipe(upstream)
  }

  const compressed = compressedCache()

  const sendFile = async (req, res, file, immutable) => {
    const ext = extname(file)
    const headers = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
    }
    const stat = statSync(file)
    if (COMPRESSIBLE.has(ext)) {
      headers.vary = "Accept-Encoding"
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

  // compress the built SPA ahead of the first visitors (dist/ may also be missing or rebuilt later)
  const warm = () => {
    const files = [join(root, "index.html")]
    try {
      files.push(...readdirSync(join(root, "assets")).map((name) => join(root, "assets", name)))
    } catch {
      // no assets/ (yet)
    }
    for (const file of files) {
      try {
        const stat = statSync(file)
        if (stat.isFile() && COMPRESSIBLE.has(extname(file))) {
          for (const encoding of Object.keys(encoders)) {
            compressed(file, stat, encoding).catch(() => {})
          }
        }
      } catch {
        // missing file: nothing to warm
      }
    }
  }

  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname)
    if (FORWARDED.some((p) => path === p || path.startsWith(`${p}/`))) {
      return forward(req, res)
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { allow: "GET, HEAD" }).end()
      return
    }
    const file = normalize(join(root, path))
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) {
      return sendFile(req, res, file, path.startsWith("/assets/")).catch(() => fail(res))
    }
    if (path.startsWith("/assets/") || extname(path)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found")
      return
    }
    // every other path is a screen of the SPA; the app itself shows the not-found screen
    sendFile(req, res, join(root, "index.html"), false).catch(() => fail(res))
  })
  server.once("listening", warm)
  return server
}

function fail(res) {
  if (!res.headersSent) {
    res.writeHead(500, { "content-type": "text/plain" })
  }
  res.end("Server error")
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.STOREFRONT_PORT || 8000)
  const medusaUrl = process.env.MEDUSA_URL || "http://localhost:9000"
  const distDir = fileURLToPath(new URL("./dist", import.meta.url))
  createStorefrontServer({ distDir, medusaUrl }).listen(port, () => {
    console.log(`storefront on http://localhost:${port} (forwarding to ${medusaUrl})`)
  })
}
