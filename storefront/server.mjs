// The storefront server: serves the built SPA (dist/) and forwards /api, /auth, /store, /hooks and
// /static to Medusa, so shoppers use one origin. Production deployments may use nginx instead
// (see docker-compose.yml); this server is what `npm start` runs.
import { createReadStream, existsSync, statSync } from "node:fs"
import { createServer, request } from "node:http"
import { extname, join, normalize, resolve } from "node:path"
import { fileURLToPath } from "node:url"

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

  const sendFile = (res, file, immutable) => {
    res.writeHead(200, {
      "content-type": TYPES[extname(file)] ?? "application/octet-stream",
      "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache",
      "x-content-type-options": "nosniff",
    })
    createReadStream(file).pipe(res)
  }

  return createServer((req, res) => {
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
      return sendFile(res, file, path.startsWith("/assets/"))
    }
    if (path.startsWith("/assets/") || extname(path)) {
      res.writeHead(404, { "content-type": "text/plain" }).end("Not found")
      return
    }
    // every other path is a screen of the SPA; the app itself shows the not-found screen
    sendFile(res, join(root, "index.html"), false)
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.env.STOREFRONT_PORT || 8000)
  const medusaUrl = process.env.MEDUSA_URL || "http://localhost:9000"
  const distDir = fileURLToPath(new URL("./dist", import.meta.url))
  createStorefrontServer({ distDir, medusaUrl }).listen(port, () => {
    console.log(`storefront on http://localhost:${port} (forwarding to ${medusaUrl})`)
  })
}
