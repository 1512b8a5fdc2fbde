/**
 * The shop's browser security headers, one list for every door that serves a page: the storefront
 * server (storefront/server.mjs), nginx (storefront/nginx.conf, kept equal by a test) and Medusa's
 * own answers (compat-api src/security/http-headers.ts: /app, /admin, /store, /auth, /static).
 */

/**
 * The storefront's one inline script (index.html, written by storefront/vite.config.ts): before the
 * app starts, sets <html lang> and preloads the Khmer font (its hashed URL is in
 * <meta name="khmer-font">, so that this text, and so its hash, stays the same from build to build).
 */
export const KHMER_FONT_PRELOAD_SCRIPT =
  "try{var l=new URLSearchParams(location.search).get(\"lang\");if(l!==\"km\"&&l!==\"en\")l=localStorage.getItem(\"language\");var f=document.querySelector('meta[name=\"khmer-font\"]');if(l===\"km\"){document.documentElement.lang=\"km\";if(f){var p=document.createElement(\"link\");p.rel=\"preload\";p.as=\"font\";p.type=\"font/woff2\";p.crossOrigin=\"anonymous\";p.href=f.content;document.head.appendChild(p)}}}catch(e){}"

/** The CSP source of KHMER_FONT_PRELOAD_SCRIPT (a test recomputes it). */
export const KHMER_FONT_PRELOAD_SCRIPT_HASH = "'sha256-GPygKvXVv32QpRg9nxCiAhWJkBa0CfrS0OIPqM/21gA='"

/**
 * The Content-Security-Policy the shop and Medusa's admin run under: scripts only from the shop's
 * own origin (no inline script but the storefront's Khmer font preload, by its hash; no eval),
 * inline styles allowed (React and Radix set style
 * attributes, Medusa's admin injects <style> tags), images from the origin, data:/blob: (the KHQR
 * image is a data: URL) and any https address (product pictures in a bucket or CDN), fonts from the
 * origin, frames of the shop's own or blob: (a shipping label printed from a hidden frame), no
 * plugins, no framing by anyone (clickjacking of the back office's one-click actions).
 * `imageOrigins` / `connectOrigins`: further origins of a running shop (an http file URL such as
 * compose's S3_FILE_URL, Medusa's public URL for its admin), added to img-src / connect-src.
 */
export function contentSecurityPolicy({ imageOrigins = [], connectOrigins = [] }: { imageOrigins?: string[]; connectOrigins?: string[] } = {}) {
  const extra = (list: string[]) => [...new Set(list.filter(Boolean))].map((o) => ` ${o}`).join("")
  return [
    "default-src 'self'",
    `script-src 'self' ${KHMER_FONT_PRELOAD_SCRIPT_HASH}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: https:${extra(imageOrigins)}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra(connectOrigins)}`,
    "frame-src 'self' blob:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ")
}

/** The policy without a running shop's own further origins (nginx.conf's copy). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/** The origin of a URL (http(s) only), or undefined. */
export function originOf(url: string | undefined): string | undefined {
  const match = /^(https?):\/\/([a-z0-9.-]+|\[[0-9a-f:.]+\])(?::(\d{1,5}))?(?:[/?#]|$)/i.exec(url ?? "")
  if (!match) return undefined
  const [, scheme, host, port] = match
  const defaultPort = scheme.toLowerCase() === "https" ? "443" : "80"
  return `${scheme.toLowerCase()}://${host.toLowerCase()}${port && port !== defaultPort ? `:${port}` : ""}`
}

/** Sent on every answer (pages, files, API answers). */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze(securityHeaders())

/** SECURITY_HEADERS with a running shop's further origins in its policy (see contentSecurityPolicy). */
export function securityHeaders(origins: Parameters<typeof contentSecurityPolicy>[0] = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(origins),
    "X-Frame-Options": "DENY",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=()",
  }
}

/** Sent only on answers that reached the shop over HTTPS (directly, or through a trusted proxy). */
export const STRICT_TRANSPORT_SECURITY = "max-age=31536000; includeSubDomains"

/**
 * Uploaded files (Medusa's /static, the bucket under /files/) are served so that they never run as
 * a page of the shop's origin: no script, sandboxed, types from an allow-list, anything that is not
 * a raster image downloaded rather than shown (pictures in <img> are not affected by either).
 */
export const UPLOAD_CONTENT_SECURITY_POLICY = "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox"

/** The only types an uploaded file is served as; any other is sent as application/octet-stream. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = Object.freeze({
  png: "image/png",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  svg: "image/svg+xml",
})

/** Raster images are shown inline; everything else (SVG included) is an attachment when opened. */
export const UPLOAD_INLINE_EXTENSIONS: readonly string[] = Object.freeze(["png", "jpg", "jpeg", "gif", "webp", "avif"])

/** The headers of an uploaded file at `path` (its extension decides), besides SECURITY_HEADERS. */
export function uploadHeaders(path: string): Record<string, string> {
  const name = path.split("?")[0].split("/").pop() ?? ""
  const dot = name.lastIndexOf(".")
  const ext = dot < 0 ? "" : name.slice(dot + 1).toLowerCase()
  return {
    "Content-Security-Policy": UPLOAD_CONTENT_SECURITY_POLICY,
    "Content-Type": UPLOAD_CONTENT_TYPES[ext] ?? "application/octet-stream",
    ...(UPLOAD_INLINE_EXTENSIONS.includes(ext) ? {} : { "Content-Disposition": "attachment" }),
  }
}
