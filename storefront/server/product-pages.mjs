// What the storefront server adds for search engines and link previews: the product pages' <head>
// (title, description, Open Graph, Twitter card, canonical and hreflang links, JSON-LD), the
// sitemap and robots.txt. The product data is Medusa's /api/menu-items, kept in memory briefly.

/** The shop's name and tagline per language: the same texts as brand.* in src/i18n/{en,km}/common.json (a test keeps them equal). */
export const SHOP_TEXTS = {
  en: { name: "Cambodian Heritage Market", tagline: "Authentic products direct from Cambodia" },
  km: { name: "ផ្សារបេតិកភណ្ឌខ្មែរ", tagline: "ផលិតផលពិតៗ ផ្ញើផ្ទាល់ពីកម្ពុជា" },
}
const LOCALES = { en: "en_US", km: "km_KH" }
const LANGS = ["en", "km"]
/** Descriptions longer than this are cut at a word for the meta tags (link previews show ~200). */
const DESCRIPTION_MAX = 200

/** The page's language: Khmer only for `?lang=km`, as the SPA reads it. */
export const pageLang = (searchParams) => (searchParams.get("lang") === "km" ? "km" : "en")

export const escapeHtml = (value) =>
  String(value ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c])

const HOST = /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i

/** Hosts that are this machine: accepted on any port (the shop run locally, by `npm start` or tests). */
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"])

/**
 * The shop's public origin for absolute URLs: the configured public URL; else the request's Host
 * (with X-Forwarded-Proto from a proxy in front) only when that origin is one of `allowedOrigins`
 * (STORE_CORS) or a local host name; else http://localhost on the port the request came in on. A
 * forged Host never lands in a page, the sitemap or robots.txt (which caches keep for an hour).
 */
export function requestOrigin(req, publicUrl, allowedOrigins = []) {
  if (publicUrl) {
    return publicUrl
  }
  const proto = String(req.headers["x-forwarded-proto"] ?? "").split(",")[0].trim().toLowerCase()
  const scheme = proto === "https" || proto === "http" ? proto : req.socket?.encrypted ? "https" : "http"
  const host = String(req.headers.host ?? "").toLowerCase()
  if (HOST.test(host)) {
    const origin = `${scheme}://${host}`
    const name = host.replace(/:\d+$/, "")
    if (LOCAL_HOSTS.has(name) || allowedOrigins.includes(origin)) {
      return origin
    }
  }
  const port = req.socket?.localPort
  return `http://localhost${port && port !== 80 ? `:${port}` : ""}`
}

/** Origins of a comma-separated list (STORE_CORS), the ones that parse; regular expressions are skipped. */
export function originsOf(list) {
  return String(list ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^https?:\/\//i.test(s))
    .flatMap((s) => {
      try {
        return [new URL(s).origin]
      } catch {
        return []
      }
    })
}

/** A configured public URL (e.g. STOREFRONT_URL) as an origin without a trailing slash, or null. */
export function publicOrigin(url) {
  if (!url) {
    return null
  }
  const parsed = new URL(url)
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`The storefront's public URL must be http(s); got ${url}`)
  }
  return parsed.origin
}

/** The page's URL in a language: English without a parameter, Khmer with `?lang=km`. */
const pageUrl = (origin, path, lang) => `${origin}${path}${lang === "km" ? "?lang=km" : ""}`
export const productPath = (handle) => `/products/${encodeURIComponent(handle)}`

/** An image address from the catalog (a path like /static/… or an absolute URL) made absolute; null if it is not http(s). */
export function absoluteUrl(url, origin) {
  if (!url) {
    return null
  }
  try {
    const u = new URL(String(url), `${origin}/`)
    return u.protocol === "http:" || u.protocol === "https:" ? u.href : null
  } catch {
    return null
  }
}

function summary(text) {
  const plain = String(text ?? "").replace(/\s+/g, " ").trim()
  if (plain.length <= DESCRIPTION_MAX) {
    return plain
  }
  const cut = plain.slice(0, DESCRIPTION_MAX - 1)
  const space = cut.lastIndexOf(" ")
  return `${(space > DESCRIPTION_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * index.html with the head of one product page: title, description, canonical and hreflang links,
 * Open Graph and Twitter card tags, schema.org Product data; `<html lang>` in the page's language.
 */
export function productPageHtml(html, { product, lang, origin }) {
  const shop = SHOP_TEXTS[lang]
  const name = String(product.name ?? "").trim() || product.handle
  const description = summary(product.description) || shop.tagline
  const path = productPath(product.handle)
  const url = pageUrl(origin, path, lang)
  const image = absoluteUrl(product.imageUrl, origin)
  const price = Number(product.price)
  const amount = Number.isFinite(price) ? price.toFixed(2) : null
  const meta = (attr, key, content) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`
  const jsonLd = {
    "@context": "https://schema.org",
    "@type": "Product",
    name,
    description,
    ...(image ? { image } : {}),
    url,
    ...(amount ? { offers: { "@type": "Offer", price: amount, priceCurrency: "USD", url } } : {}),
  }
  const tags = [
    meta("name", "description", description),
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    // The product's picture is the page's largest paint: fetch it with the page's code, not after it.
    ...(product.imageUrl ? [`<link rel="preload" as="image" href="${escapeHtml(String(product.imageUrl))}" fetchpriority="high" />`] : []),
    ...LANGS.map((l) => `<link rel="alternate" hreflang="${l}" href="${escapeHtml(pageUrl(origin, path, l))}" />`),
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(pageUrl(origin, path, "en"))}" />`,
    meta("property", "og:type", "product"),
    meta("property", "og:site_name", shop.name),
    meta("property", "og:title", name),
    meta("property", "og:description", description),
    meta("property", "og:url", url),
    meta("property", "og:locale", LOCALES[lang]),
    meta("property", "og:locale:alternate", LOCALES[lang === "km" ? "en" : "km"]),
    ...(image ? [meta("property", "og:image", image), meta("property", "og:image:alt", name)] : []),
    ...(amount ? [meta("property", "product:price:amount", amount), meta("property", "product:price:currency", "USD")] : []),
    meta("name", "twitter:card", image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", name),
    meta("name", "twitter:description", description),
    ...(image ? [meta("name", "twitter:image", image), meta("name", "twitter:image:alt", name)] : []),
    // "<" escaped so that no text can close the script element
    `<script type="application/ld+json">${JSON.stringify(jsonLd).replace(/</g, "\\u003c")}</script>`,
  ]
  const title = `<title>${escapeHtml(`${name} · ${shop.name}`)}</title>`
  let out = html.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, "")
  out = /<title>[\s\S]*?<\/title>/i.test(out) ? out.replace(/<title>[\s\S]*?<\/title>/i, () => title) : out.replace(/<\/head>/i, () => `${title}\n</head>`)
  out = out.replace(/<\/head>/i, () => `  ${tags.join("\n    ")}\n  </head>`)
  if (lang === "km") {
    out = out.replace(/<html([^>]*?)\slang=["'][^"']*["']/i, (_, attrs) => `<html${attrs} lang="km"`)
  }
  return out
}

const xmlEscape = escapeHtml

/** The sitemap: home, /shop and every product page, each language as its own entry with its alternates. */
export function sitemapXml(origin, products) {
  const paths = ["/", "/shop", ...products.map((p) => productPath(p.handle))]
  const entries = paths.flatMap((path) => {
    const links = [
      ...LANGS.map((l) => `    <xhtml:link rel="alternate" hreflang="${l}" href="${xmlEscape(pageUrl(origin, path, l))}"/>`),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(pageUrl(origin, path, "en"))}"/>`,
    ].join("\n")
    return LANGS.map((l) => `  <url>\n    <loc>${xmlEscape(pageUrl(origin, path, l))}</loc>\n${links}\n  </url>`)
  })
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join("\n")}\n</urlset>\n`
}

/** Screens that are not for search engines (checkout, staff pages, the forwarded API paths). */
const PRIVATE_PATHS = ["/admin", "/checkout", "/payment-confirmation", "/credit-card-demo", "/clear-orders", "/shipping-admin", "/shippo-admin", "/api/", "/auth/", "/store/", "/hooks/"]

export function robotsTxt(origin) {
  return `User-agent: *\n${PRIVATE_PATHS.map((p) => `Disallow: ${p}`).join("\n")}\n\nSitemap: ${origin}/sitemap.xml\n`
}

/**
 * Medusa's catalog (`GET /api/menu-items?lang=`) per language, kept `ttlMs` in memory. An older copy
 * is answered at once while a fresh one is fetched (stale-while-revalidate), and is kept for as long
 * as Medusa cannot be reached; a handle missing from a copy older than `recheckMs` fetches again (a
 * product just added), at most once per `recheckMs`. Throws only when there is no copy at all.
 */
export function createCatalog({ medusaUrl, ttlMs = 60_000, recheckMs = 5_000, timeoutMs = 5_000, fetchImpl = fetch, now = Date.now }) {
  const entries = new Map(LANGS.map((l) => [l, { items: null, byHandle: new Map(), at: 0, triedAt: 0, etag: null, pending: null }]))

  const refresh = (lang) => {
    const entry = entries.get(lang)
    entry.pending ??= (async () => {
      entry.triedAt = now()
      const res = await fetchImpl(new URL(`/api/menu-items?lang=${lang}`, medusaUrl), {
        headers: { accept: "application/json", ...(entry.items && entry.etag ? { "if-none-match": entry.etag } : {}) },
        signal: AbortSignal.timeout(timeoutMs),
      })
      if (res.status === 304 && entry.items) {
        entry.at = now()
        return entry
      }
      if (!res.ok) {
        throw new Error(`GET /api/menu-items answered ${res.status}`)
      }
      const body = await res.json()
      if (!Array.isArray(body)) {
        throw new Error("GET /api/menu-items did not answer a list")
      }
      const items = body.filter((p) => p && typeof p.handle === "string" && p.handle)
      entry.items = items
      entry.byHandle = new Map(items.map((p) => [p.handle, p]))
      entry.etag = res.headers.get("etag")
      entry.at = now()
      return entry
    })().finally(() => {
      entry.pending = null
    })
    return entry.pending
  }

  return {
    /** The catalog in a language: { items, byHandle }. */
    async get(lang, { handle } = {}) {
      const entry = entries.get(lang)
      if (!entry.items) {
        return refresh(lang)
      }
      const age = now() - entry.at
      const mayTry = now() - entry.triedAt >= recheckMs
      if (handle && !entry.byHandle.has(handle) && age >= recheckMs && mayTry) {
        return refresh(lang).catch(() => entry)
      }
      if (age >= ttlMs && mayTry) {
        refresh(lang).catch(() => {}) // stale-while-revalidate: this answer uses the copy we have
      }
      return entry
    },
  }
}
