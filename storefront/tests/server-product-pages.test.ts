// @vitest-environment node
// Product pages for link previews and search engines: the server gives /products/<handle> its own
// <head> from Medusa's catalog, and makes /sitemap.xml and /robots.txt.
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { brotliDecompressSync } from "node:zlib"
import { JSDOM } from "jsdom"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
// @ts-expect-error plain ESM module without types
import { createStorefrontServer } from "../server.mjs"
// @ts-expect-error plain ESM module without types
import { createCatalog, SHOP_TEXTS } from "../server/product-pages.mjs"
import { listen, raw, startShop, writeFiles } from "./http-helpers"

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Traditional Cambodian food, skincare and clothing, delivered in the US." />
    <title>Cambodian Heritage Market</title>
    <script>/* khmer font preload */</script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`

const LONG = `${"Sweet sticky rice with banana, wrapped in banana leaves and steamed slowly. ".repeat(5)}`
const CATALOG = {
  en: [
    { id: "p1", handle: "num-ansom", name: 'Num Ansom "Chek" <Banana> & Rice', description: `${LONG}</script><script>alert(1)</script>`, price: 12.5, imageUrl: "/static/num-ansom.jpg" },
    { id: "p2", handle: "kampot-pepper", name: "Kampot Pepper", description: "", price: 8, imageUrl: "https://cdn.example.com/pepper.jpg?w=1200&h=630" },
    { id: "p3", handle: "krama-scarf", name: "Krama Scarf", description: "Cotton.", price: 15, imageUrl: "/images/placeholder.png" },
  ],
  km: [
    { id: "p1", handle: "num-ansom", name: "នំអន្សមចេក", description: "បាយដំណើបជាមួយចេក។", price: 12.5, imageUrl: "/static/num-ansom.jpg" },
    { id: "p2", handle: "kampot-pepper", name: "ម្រេចកំពត", description: "", price: 8, imageUrl: "https://cdn.example.com/pepper.jpg?w=1200&h=630" },
    { id: "p3", handle: "krama-scarf", name: "ក្រមា", description: "កប្បាស។", price: 15, imageUrl: "/images/placeholder.png" },
  ],
}

/**
 * The page's head: `meta(key)` reads one meta tag (by property or name, which must not repeat),
 * `tags` every meta tag's content by key, `links` the canonical, image preload and hreflang hrefs.
 */
const head = (html: string) => {
  const doc = new JSDOM(html).window.document
  const meta = (key: string) => {
    const all = [...doc.querySelectorAll(`meta[property="${key}"], meta[name="${key}"]`)]
    expect(all.length, key).toBeLessThanOrEqual(1)
    return all[0]?.getAttribute("content") ?? null
  }
  const keys = [...doc.querySelectorAll("meta[property], meta[name]")].map((m) => m.getAttribute("property") ?? m.getAttribute("name")!)
  const tags = Object.fromEntries(keys.map((key) => [key, meta(key)]))
  const link = (selector: string) => doc.querySelector(selector)?.getAttribute("href") ?? null
  const hreflang = (lang: string) => link(`link[rel="alternate"][hreflang="${lang}"]`)
  const links = { canonical: link('link[rel="canonical"]'), preload: link('link[rel="preload"][as="image"]'), en: hreflang("en"), km: hreflang("km"), "x-default": hreflang("x-default") }
  return { doc, meta, tags, links }
}

describe("storefront server: product pages, sitemap, robots.txt", () => {
  let servers: Awaited<ReturnType<typeof startShop>>
  let medusaUrl: string
  let shopUrl: string
  let dist: string
  let calls: string[] = []
  let medusaMode: "up" | "down" = "up"

  beforeAll(async () => {
    dist = writeFiles(mkdtempSync(join(tmpdir(), "dist-")), { "index.html": INDEX })
    mkdirSync(join(dist, "assets"))
    servers = await startShop(dist, (req, res) => {
      calls.push(req.url ?? "")
      if (medusaMode === "down") {
        res.writeHead(503).end()
        return
      }
      const url = new URL(req.url ?? "/", "http://x")
      if (url.pathname === "/api/menu-items") {
        res.writeHead(200, { "content-type": "application/json" })
        res.end(JSON.stringify(CATALOG[url.searchParams.get("lang") === "km" ? "km" : "en"]))
        return
      }
      res.writeHead(404).end()
    }, { allowedOrigins: ["https://shop.example.com", "http://shop.example.com"] })
    medusaUrl = servers.medusaUrl
    shopUrl = servers.shopUrl
  })

  beforeEach(() => {
    calls = []
    medusaMode = "up"
  })

  afterAll(() => servers.close())

  it("gives an English product page its title, description, Open Graph, Twitter and canonical tags, all escaped", async () => {
    const res = await raw(shopUrl, "/products/num-ansom", { host: "shop.example.com", "x-forwarded-proto": "https" })
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toMatch(/text\/html/)
    expect(res.headers["cache-control"]).toBe("no-cache")
    const { doc, meta, tags, links } = head(res.text)
    const name = 'Num Ansom "Chek" <Banana> & Rice'
    expect(doc.documentElement.lang).toBe("en")
    expect(doc.querySelectorAll("title")).toHaveLength(1)
    expect(doc.title).toBe(`${name} · Cambodian Heritage Market`)
    const description = meta("description")!
    expect(description.startsWith("Sweet sticky rice with banana")).toBe(true)
    expect(description.length).toBeLessThanOrEqual(200)
    expect(description.endsWith("…")).toBe(true)
    const page = "https://shop.example.com/products/num-ansom"
    const image = "https://shop.example.com/static/num-ansom.jpg"
    expect(tags).toMatchObject({
      "og:type": "product", "og:title": name, "og:description": description, "og:site_name": "Cambodian Heritage Market",
      "og:image": image, "og:url": page, "og:locale": "en_US", "og:locale:alternate": "km_KH",
      "product:price:amount": "12.50", "product:price:currency": "USD",
      "twitter:card": "summary_large_image", "twitter:title": name, "twitter:description": description, "twitter:image": image,
    })
    // the picture (the page's largest paint) is fetched with the page's code, at the path the page draws it from
    expect(links).toEqual({ canonical: page, preload: "/static/num-ansom.jpg", en: page, km: `${page}?lang=km`, "x-default": page })
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.textContent!)
    expect(ld).toMatchObject({ "@type": "Product", name, offers: { price: "12.50", priceCurrency: "USD" } })
    // the page is still the SPA, and nothing from the catalog became markup
    expect(doc.getElementById("root")).not.toBeNull()
    expect(res.text).not.toContain("<script>alert(1)")
    expect(res.text).not.toContain("<Banana>")
    expect([...doc.querySelectorAll("script")].map((s) => s.textContent)).not.toContain("alert(1)")
    expect(res.text).toContain("/* khmer font preload */")
  })

  it("serves ?lang=km in Khmer: Khmer texts, km_KH, <html lang=km>, canonical with ?lang=km", async () => {
    const res = await raw(shopUrl, "/products/num-ansom?lang=km", { host: "shop.example.com" })
    expect(res.status).toBe(200)
    const { doc, tags, links } = head(res.text)
    expect(doc.documentElement.lang).toBe("km")
    expect(doc.title).toBe("នំអន្សមចេក · ផ្សារបេតិកភណ្ឌខ្មែរ")
    const page = "http://shop.example.com/products/num-ansom"
    expect(tags).toMatchObject({
      description: "បាយដំណើបជាមួយចេក។", "og:title": "នំអន្សមចេក", "og:site_name": "ផ្សារបេតិកភណ្ឌខ្មែរ",
      "og:locale": "km_KH", "og:locale:alternate": "en_US", "og:url": `${page}?lang=km`,
    })
    expect(links).toMatchObject({ canonical: `${page}?lang=km`, en: page })
  })

  it("keeps absolute image URLs, falls back to the tagline without a description, and never trusts a forged Host", async () => {
    const pepper = head((await raw(shopUrl, "/products/kampot-pepper", { host: "shop.example.com" })).text)
    expect(pepper.meta("og:image")).toBe("https://cdn.example.com/pepper.jpg?w=1200&h=630")
    expect(pepper.meta("description")).toBe(SHOP_TEXTS.en.tagline)
    expect(pepper.meta("product:price:amount")).toBe("8.00")

    const forged = await raw(shopUrl, "/products/krama-scarf", { host: 'evil.example"><script>alert(2)</script>', "x-forwarded-proto": "javascript" })
    expect(forged.status).toBe(200)
    expect(forged.text).not.toContain("alert(2)")
    expect(head(forged.text).meta("og:image")).toBe(`http://localhost:${new URL(shopUrl).port}/images/placeholder.png`)

    const configured = createStorefrontServer({ distDir: dist, medusaUrl, publicUrl: "https://shop.example.org/" })
    const configuredUrl = await listen(configured)
    const page = head((await raw(configuredUrl, "/products/krama-scarf?lang=km", { host: "internal:8000" })).text)
    expect(page.meta("og:url")).toBe("https://shop.example.org/products/krama-scarf?lang=km")
    expect(page.meta("og:image")).toBe("https://shop.example.org/images/placeholder.png")
    configured.close()
  })

  it("serves an unknown product as the SPA (its not-found screen) with a 404", async () => {
    const res = await raw(shopUrl, "/products/no-such-thing")
    expect(res.status).toBe(404)
    expect(res.headers["content-type"]).toMatch(/text\/html/)
    expect(res.text).toContain('<div id="root">')
    expect(head(res.text).doc.title).toBe("Cambodian Heritage Market")
  })

  it("leaves the home page and other screens as built, without asking Medusa", async () => {
    for (const path of ["/", "/checkout", "/?lang=km", "/products"]) {
      const res = await raw(shopUrl, path)
      expect(res.status, path).toBe(200)
      expect(res.text, path).toBe(INDEX)
    }
    expect(calls).toEqual([])
  })

  it("keeps the catalog in memory: one Medusa call per language for many pages", async () => {
    const fresh = createStorefrontServer({ distDir: dist, medusaUrl })
    const url = await listen(fresh)
    await Promise.all(["/products/num-ansom", "/products/kampot-pepper", "/products/krama-scarf?lang=km", "/products/num-ansom?lang=km", "/sitemap.xml"].map((p) => raw(url, p)))
    await raw(url, "/products/krama-scarf")
    expect(calls.sort()).toEqual(["/api/menu-items?lang=en", "/api/menu-items?lang=km"])
    fresh.close()
  })

  it("answers from the kept catalog when Medusa is down, and 503 with the SPA when it has none", async () => {
    const kept = createStorefrontServer({ distDir: dist, medusaUrl, catalogTtlMs: 0 })
    const url = await listen(kept)
    expect((await raw(url, "/products/num-ansom")).status).toBe(200)
    medusaMode = "down"
    const stale = await raw(url, "/products/num-ansom")
    expect(stale.status).toBe(200)
    expect(head(stale.text).meta("og:type")).toBe("product")
    kept.close()

    const empty = createStorefrontServer({ distDir: dist, medusaUrl: "http://127.0.0.1:1" })
    const emptyUrl = await listen(empty)
    const down = await raw(emptyUrl, "/products/num-ansom")
    expect(down.status).toBe(503)
    expect(down.text).toContain('<div id="root">')
    expect((await raw(emptyUrl, "/sitemap.xml")).status).toBe(503)
    expect((await raw(emptyUrl, "/robots.txt")).status).toBe(200)
    empty.close()
  })

  it("compresses product pages and answers HEAD without a body", async () => {
    const br = await raw(shopUrl, "/products/num-ansom", { "accept-encoding": "br" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(brotliDecompressSync(br.body).toString()).toContain('content="product"')
    const headRes = await raw(shopUrl, "/products/num-ansom", {}, "HEAD")
    expect(headRes.status).toBe(200)
    expect(headRes.body.length).toBe(0)
    expect((await raw(shopUrl, "/products/no-such-thing", {}, "HEAD")).status).toBe(404)
  })

  it("serves /sitemap.xml with home, /shop and every product in both languages, with hreflang alternates", async () => {
    const res = await raw(shopUrl, "/sitemap.xml", { host: "shop.example.com", "x-forwarded-proto": "https" })
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toMatch(/application\/xml/)
    const doc = new JSDOM(res.text, { contentType: "application/xml" }).window.document
    expect(doc.querySelector("parsererror")).toBeNull()
    const locs = [...doc.getElementsByTagName("loc")].map((l) => l.textContent)
    const base = "https://shop.example.com"
    expect(locs).toEqual(
      ["/", "/shop", "/products/num-ansom", "/products/kampot-pepper", "/products/krama-scarf"].flatMap((p) => [`${base}${p}`, `${base}${p}?lang=km`])
    )
    for (const url of [...doc.getElementsByTagName("url")]) {
      const links = [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")])
      const en = links.find(([lang]) => lang === "en")![1]!
      expect(links).toEqual([["en", en], ["km", `${en}?lang=km`], ["x-default", en]])
    }
  })

  it("serves /robots.txt pointing at the sitemap", async () => {
    const res = await raw(shopUrl, "/robots.txt", { host: "shop.example.com", "x-forwarded-proto": "https" })
    expect(res.status).toBe(200)
    expect(res.headers["content-type"]).toMatch(/text\/plain/)
    expect(res.text).toMatch(/^User-agent: \*$/m)
    expect(res.text).toMatch(/^Sitemap: https:\/\/shop\.example\.com\/sitemap\.xml$/m)
    expect(res.text).toMatch(/^Disallow: \/checkout$/m)
    expect(res.text).not.toMatch(/^Disallow: \/$/m)
  })

  it("uses the shop's name and tagline exactly as the SPA's translations do", () => {
    for (const lang of ["en", "km"] as const) {
      const brand = JSON.parse(readFileSync(join(__dirname, "..", "src", "i18n", lang, "common.json"), "utf8")).brand
      expect(SHOP_TEXTS[lang]).toEqual({ name: brand.name, tagline: brand.tagline })
    }
  })
})

describe("catalog cache", () => {
  const setup = (answers: (() => unknown)[]) => {
    let t = 1_000_000
    const seen: string[] = []
    const fetchImpl = async (url: URL) => {
      seen.push(url.search)
      const next = answers.shift()?.() ?? [{ handle: "a", name: "A" }]
      if (next instanceof Error) throw next
      return new Response(JSON.stringify(next), { status: 200, headers: { "content-type": "application/json" } })
    }
    const catalog = createCatalog({ medusaUrl: "http://medusa", ttlMs: 60_000, recheckMs: 5_000, fetchImpl, now: () => t })
    return { catalog, seen, tick: (ms: number) => (t += ms) }
  }
  const settle = () => new Promise((r) => setTimeout(r, 0))

  it("fetches once within the TTL, then answers the kept copy while fetching a fresh one", async () => {
    const { catalog, seen, tick } = setup([() => [{ handle: "a" }], () => [{ handle: "a" }, { handle: "b" }]])
    expect((await catalog.get("en")).byHandle.has("a")).toBe(true)
    tick(30_000)
    await catalog.get("en")
    expect(seen).toHaveLength(1)
    tick(31_000)
    const stale = await catalog.get("en")
    expect(stale.items).toHaveLength(1) // answered at once, from the kept copy
    await settle()
    await settle()
    expect(seen).toHaveLength(2)
    expect((await catalog.get("en")).items).toHaveLength(2)
  })

  it("keeps the old copy when Medusa fails, and retries at most every recheck interval", async () => {
    const { catalog, seen, tick } = setup([() => [{ handle: "a" }], () => new Error("down"), () => new Error("down")])
    await catalog.get("en")
    tick(61_000)
    expect((await catalog.get("en")).byHandle.has("a")).toBe(true)
    await settle()
    expect((await catalog.get("en")).byHandle.has("a")).toBe(true)
    await settle()
    expect(seen).toHaveLength(2)
    tick(5_000)
    await catalog.get("en")
    await settle()
    expect(seen).toHaveLength(3)
  })

  it("fetches again for a handle it does not know (a new product), at most once per recheck interval", async () => {
    const { catalog, seen, tick } = setup([() => [{ handle: "a" }], () => [{ handle: "a" }, { handle: "new" }]])
    await catalog.get("en")
    expect((await catalog.get("en", { handle: "new" })).byHandle.has("new")).toBe(false) // just fetched
    tick(5_000)
    expect((await catalog.get("en", { handle: "new" })).byHandle.has("new")).toBe(true)
    expect((await catalog.get("en", { handle: "gone" })).byHandle.has("gone")).toBe(false)
    expect(seen).toHaveLength(2)
  })

  it("throws when there is no copy and Medusa cannot be reached", async () => {
    const { catalog } = setup([() => new Error("down")])
    await expect(catalog.get("km")).rejects.toThrow("down")
  })
})
