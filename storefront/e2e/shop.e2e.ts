import AxeBuilder from "@axe-core/playwright"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import pg from "pg"
import { baseUrl, databaseUrl, freshPageEachTest, launch, VIEWPORTS } from "./fixtures/browser"
import { ShopPage } from "./fixtures/shop-page"
import { watchCsp } from "./fixtures/csp"
import { toPayment } from "./fixtures/checkout-page"
import { ADMIN, signIn } from "./fixtures/staff"
import { localize } from "./fixtures/i18n"

let browser: Browser
beforeAll(async () => void (browser = await launch()))
afterAll(() => browser?.close())

describe.each(VIEWPORTS)("storefront at $name", (viewport) => {
  let page: Page
  let shop: ShopPage
  freshPageEachTest(() => browser, viewport, (p) => {
    page = p
    shop = new ShopPage(page, baseUrl())
  })

  it("browses the catalog: 12 products, then all of them, with images that load", async () => {
    await shop.goto("/")
    await expect.poll(() => shop.productHeadings().count()).toBe(12)
    const firstImage = shop.productGrid().getByRole("img").first()
    await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    // The product's own picture from Medusa's file module, not the placeholder it falls back to.
    expect(await firstImage.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname)).toMatch(/^\/static\/.+\.svg$/)
    // 'view all' brings the next page, 'load more' the one after it (issue 28: never the whole catalog at once)
    await page.getByRole("button", { name: /^View all/ }).click()
    await expect.poll(() => shop.productHeadings().count()).toBe(36)
    await page.getByRole("button", { name: shop.t("catalog.loadMore") }).click()
    await expect.poll(() => shop.productHeadings().count()).toBeGreaterThan(40)
    // Nothing is wider than the screen (no sideways scrolling on a phone).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)
  })

  it("searches in English and in Khmer, and filters by category", async () => {
    await shop.goto("/")
    await shop.search("krama")
    await expect.poll(() => shop.productCard("Cotton Krama Scarf").isVisible()).toBe(true)
    expect(await shop.productCard("Kampot Black Pepper").count()).toBe(0)

    await shop.search("ម្រេចកំពតខ្មៅ") // "Kampot black pepper", written without spaces
    await expect.poll(() => shop.productCard("Kampot Black Pepper").isVisible()).toBe(true)
    expect(await shop.productCard("Cotton Krama Scarf").count()).toBe(0)

    await shop.search("")
    await page.getByLabel(shop.t("catalog.category")).selectOption("clothing")
    await expect.poll(() => shop.productCard("Cotton Krama Scarf").isVisible()).toBe(true)
    expect(await shop.productCard("Kampot Black Pepper").count()).toBe(0)
  })

  it("switches to Khmer, keeps it after a reload, and keeps US prices", async () => {
    await shop.goto("/")
    await shop.productCard("Kampot Black Pepper").waitFor()
    await shop.switchLanguage("km")
    await shop.productCard("ម្រេចកំពតខ្មៅ").waitFor()
    await page.reload()
    await shop.productCard("ម្រេចកំពតខ្មៅ").waitFor()
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("km")
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("km")
    await expect.poll(() => shop.productCard("ម្រេចកំពតខ្មៅ").textContent()).toContain("$14.99")
    // Khmer text is drawn with the Khmer web font.
    const font = await page.getByRole("heading", { level: 1 }).evaluate((el) => getComputedStyle(el).fontFamily)
    expect(font).toContain("Noto Sans Khmer")
    expect(await page.evaluate(() => document.fonts.check('16px "Noto Sans Khmer Variable"', "ខ្មែរ"))).toBe(true)
  })

  it("adds to the cart and changes quantities in the sidebar, by keyboard too", async () => {
    await shop.goto("/")
    await shop.addToCart("Kampot Black Pepper")
    await page.getByRole("status").filter({ hasText: shop.t("cart.addedText", { name: "Kampot Black Pepper" }) }).waitFor()
    await shop.addToCart("Kampot Black Pepper")
    await shop.cartButton().click()
    const cart = shop.cart()
    await cart.waitFor()
    const box = await cart.boundingBox()
    expect(Math.round(box!.width)).toBe(viewport.width < 640 ? viewport.width : 420)
    await expect.poll(() => cart.getByTestId("cart-subtotal").textContent()).toBe("$29.98")
    expect(await cart.getByTestId("cart-delivery-fee").textContent()).toBe("$10.00")
    expect(await cart.getByTestId("cart-total").textContent()).toBe("$39.98")
    for (let i = 0; i < 9; i++) {
      await cart.getByRole("button", { name: shop.t("cart.increase", { name: "Kampot Black Pepper" }) }).click()
    }
    await expect.poll(() => cart.getByTestId("cart-subtotal").textContent()).toBe("$164.89")
    expect(await cart.getByTestId("cart-delivery-fee").textContent()).toBe("$15.00")
    expect(await cart.getByTestId("cart-total").textContent()).toBe("$179.89")

    // Focus stays inside the open sidebar, and Escape closes it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab")
      expect(await cart.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press("Escape")
    await cart.waitFor({ state: "hidden" })
    expect(await shop.cartButton().evaluate((el) => el === document.activeElement)).toBe(true)

    // Decrease to nothing: the empty state and disabled buttons.
    await page.keyboard.press("Enter")
    await cart.waitFor()
    await cart.getByRole("button", { name: shop.t("cart.remove", { name: "Kampot Black Pepper" }) }).click()
    await cart.getByText(shop.t("cart.empty")).waitFor()
    expect(await cart.getByRole("button", { name: shop.t("cart.checkout") }).isDisabled()).toBe(true)
    expect(await cart.getByRole("button", { name: shop.t("cart.clear") }).isDisabled()).toBe(true)
  })

  it("shows the contact form's errors, then sends a message that staff can read", async () => {
    await shop.goto("/#contact")
    const form = shop.contactForm()
    await form.waitFor()
    await form.getByRole("button", { name: shop.t("contact.send") }).click()
    for (const key of ["name", "phone", "message"]) {
      await form.getByText(shop.t(`contact.errors.${key}`)).waitFor()
    }
    const stamp = `${viewport.width}-${Date.now()}`
    await form.getByLabel(shop.t("contact.name")).fill("Sokha Chan")
    await form.getByLabel(new RegExp(`^${shop.t("contact.email")}`)).fill("not-an-email")
    await form.getByRole("button", { name: shop.t("contact.send") }).click()
    await form.getByText(shop.t("contact.errors.email")).waitFor()
    await form.getByLabel(new RegExp(`^${shop.t("contact.email")}`)).fill("sokha@example.com")
    await form.getByLabel(shop.t("contact.phone")).fill("(562) 555-0199")
    await form.getByLabel(shop.t("contact.message")).fill(`Do you ship prahok to Ohio? ${stamp}`)
    await form.getByRole("button", { name: shop.t("contact.send") }).click()
    await page.getByText(shop.t("contact.sent.text"), { exact: true }).waitFor()
    await expect.poll(() => form.getByLabel(shop.t("contact.message")).inputValue()).toBe("")

    const db = new pg.Client({ connectionString: databaseUrl() })
    await db.connect()
    try {
      const { rows } = await db.query("select name, email, phone from contact_message where message like $1", [`%${stamp}`])
      expect(rows).toEqual([{ name: "Sokha Chan", email: "sokha@example.com", phone: "(562) 555-0199" }])
    } finally {
      await db.end()
    }
  })

  it("answers an unknown path with the not-found screen", async () => {
    await shop.goto("/no-such-page")
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()
    await page.getByText("Did you forget to add the page to the router?").waitFor()
  })

  it.each(["en", "km"] as const)("has no serious or critical accessibility violations on the home page (%s)", async (lang) => {
    shop.useLanguage(lang)
    await shop.goto(`/?lang=${lang}`)
    await shop.productHeadings().first().waitFor()
    await page.evaluate(() => document.fonts.ready)
    const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()
    const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
    expect(bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([])
  })
})

describe("the catalog reads of a phone (issue 28)", () => {
  let page: Page
  let shop: ShopPage
  freshPageEachTest(() => browser, VIEWPORTS[0], (p) => {
    page = p
    shop = new ShopPage(page, baseUrl())
  })

  it("home and /shop ask only for pages of the catalog, never the whole of GET /api/menu-items", async () => {
    const asked: { url: string; bytes: Promise<number> }[] = []
    page.on("request", (r) => {
      const url = new URL(r.url())
      if (url.pathname.startsWith("/api/")) {
        asked.push({ url: url.pathname + url.search, bytes: r.response().then(async (res) => (res ? (await res.request().sizes()).responseBodySize : 0)) })
      }
    })
    await shop.goto("/")
    await expect.poll(() => shop.productHeadings().count()).toBe(12)
    await shop.productCard("Kampot Black Pepper").waitFor()
    await page.getByRole("button", { name: /^View all/ }).click()
    await expect.poll(() => shop.productHeadings().count()).toBe(36)

    await shop.goto("/shop")
    await expect.poll(() => shop.productHeadings().count()).toBe(24)
    await shop.search("krama")
    await expect.poll(() => shop.productCard("Cotton Krama Scarf").isVisible()).toBe(true)
    await shop.search("")
    await page.getByLabel(shop.t("catalog.category")).selectOption("clothing")
    await expect.poll(() => shop.productCard("Cotton Krama Scarf").isVisible()).toBe(true)
    await shop.switchLanguage("km")
    await shop.productCard("ក្រមាកប្បាស").waitFor()

    const catalogReads = asked.map((a) => a.url).filter((u) => /^\/api\/(menu-items|catalog|categories)/.test(u))
    expect(catalogReads.filter((u) => u.startsWith("/api/menu-items"))).toEqual([])
    const pages = catalogReads.filter((u) => u.startsWith("/api/catalog/products?"))
    expect(pages).toEqual(expect.arrayContaining(["/api/catalog/products?lang=en&limit=12", "/api/catalog/products?lang=en&limit=24"]))
    expect(pages.some((u) => u.includes("q=krama"))).toBe(true)
    expect(pages.some((u) => u.includes("category=clothing") && u.includes("lang=km"))).toBe(true)
    for (const u of pages) expect(Number(new URLSearchParams(u.split("?")[1]).get("limit"))).toBeLessThanOrEqual(48)
    const bytes = (await Promise.all(asked.map((a) => a.bytes))).reduce((n, b) => n + b, 0)
    console.log(`home + /shop on a phone: ${asked.length} /api calls, ${bytes} bytes of bodies as sent`)
  })
})

describe("security: the shop runs under its Content-Security-Policy (issue 24, point 10)", () => {
  it("reports no violation on the home page, a product page, checkout (KHQR, the card sandbox page), the staff sign-in and back office", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: "en-US" })
    const csp = await watchCsp(context)
    const page = await context.newPage()
    try {
      const home = await page.goto(new URL("/", baseUrl()).href)
      const policy = home!.headers()["content-security-policy"]
      expect(policy).toMatch(/frame-ancestors 'none'/)
      expect(policy).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+';/) // no 'unsafe-inline', no eval
      expect(home!.headers()["x-frame-options"]).toBe("DENY")
      expect(home!.headers()["x-powered-by"]).toBeUndefined()
      const shop = new ShopPage(page, baseUrl())
      const firstImage = shop.productGrid().getByRole("img").first()
      await expect.poll(() => firstImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)

      await page.goto(new URL("/products/kampot-black-pepper", baseUrl()).href)
      await page.getByRole("heading", { name: "Kampot Black Pepper" }).first().waitFor()

      const checkout = await toPayment(page, "en")
      await checkout.tab("ABA").click()
      const qr = page.getByRole("img", { name: /KHQR/ })
      await qr.waitFor()
      await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).toBe(true)
      await checkout.tab(checkout.t("checkout.payment.card")).click()
      const link = page.getByRole("link", { name: checkout.t("checkout.card.pay") })
      await link.waitFor()
      await page.goto((await link.getAttribute("href"))!)
      await page.getByLabel("Card number").waitFor()

      await signIn(page, ADMIN)
      await page.waitForURL((u) => u.pathname === "/admin")
      await page.getByText(localize("en", "admin")("header.loggedInAs")).waitFor()
      await page.waitForLoadState("networkidle")

      // the one inline script (Khmer font preload) runs, in a context of its own (it remembers Khmer)
      const khmerContext = await browser.newContext()
      const khmerCsp = await watchCsp(khmerContext)
      const khmer = await khmerContext.newPage()
      await khmer.goto(new URL("/?lang=km", baseUrl()).href, { waitUntil: "commit" })
      await expect
        .poll(() => khmer.evaluate(() => document.querySelector('link[rel="preload"][as="font"]')?.getAttribute("href") ?? ""))
        .toMatch(/noto-sans-khmer.*\.woff2$/)
      await khmerContext.close()

      expect([...csp.violations(), ...khmerCsp.violations()]).toEqual([])
    } finally {
      await context.close()
    }
  })

  it("cannot be framed by another site: the back office's sign-in stays out of an attacker's iframe", async () => {
    const context = await browser.newContext()
    const page = await context.newPage()
    try {
      const target = new URL("/staff-login", baseUrl()).href
      // another origin (127.0.0.1 instead of localhost, or the reverse) frames the shop
      const attacker = new URL(baseUrl())
      attacker.hostname = attacker.hostname === "localhost" ? "127.0.0.1" : "localhost"
      await page.route(`${attacker.origin}/evil`, (route) => route.fulfill({ contentType: "text/html", body: `<iframe src="${target}" width="600" height="400"></iframe>` }))
      await page.goto(`${attacker.origin}/evil`)
      await expect.poll(() => page.frames().length).toBe(2)
      const framed = page.frames()[1]
      await expect.poll(() => framed.url()).not.toBe("about:blank")
      expect(await framed.locator("input").count()).toBe(0)
    } finally {
      await context.close()
    }
  })
})
