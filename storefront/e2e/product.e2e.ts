import AxeBuilder from "@axe-core/playwright"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { baseUrl, freshPageEachTest, launch, VIEWPORTS } from "./fixtures/browser"
import { ShopPage } from "./fixtures/shop-page"
import { ProductPage } from "./fixtures/product-page"

let browser: Browser
beforeAll(async () => void (browser = await launch()))
afterAll(() => browser?.close())

/** The seed's longest description: the card clamps it to 3 lines on a phone. */
const LONG = "prahok-fermented-fish-paste"
const PEPPER = "kampot-black-pepper"
const LANGS = ["en", "km"] as const

describe.each(VIEWPORTS)("product pages and /shop at $name", (viewport) => {
  let page: Page
  let shop: ShopPage
  let product: ProductPage
  freshPageEachTest(() => browser, viewport, (p) => {
    page = p
    shop = new ShopPage(page, baseUrl())
    product = new ProductPage(page, baseUrl())
  })

  const noSidewaysScroll = async () => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width)

  it.each(LANGS)("opens a product from its card, shows the whole description, and adds it to the cart (%s)", async (lang) => {
    shop.useLanguage(lang)
    product.useLanguage(lang)
    const item = await product.product(LONG, lang)
    await shop.goto(`/?lang=${lang}`)
    const card = shop.productCard(item.name)
    await card.waitFor()

    // The card's picture is named in the page's language.
    expect(await card.getByRole("img").getAttribute("alt")).toBe(item.name)
    // 'Add to cart' sits in the same place on every card: on one line, below the price, inside its card.
    const viewAll = shop.t("home.viewAll_other", { count: "" }).split("(")[0].trim()
    await page.getByRole("button", { name: new RegExp(`^${viewAll}`) }).click()
    await expect.poll(() => shop.productHeadings().count()).toBe(36)
    await page.getByRole("button", { name: shop.t("catalog.loadMore") }).click()
    await expect.poll(() => shop.productHeadings().count()).toBeGreaterThan(40)
    const buttons = await shop.productGrid().evaluate((grid, label) => {
      return [...grid.querySelectorAll("article button")]
        .filter((b) => b.textContent?.trim() === label)
        .map((b) => {
          const article = b.closest("article")!
          const box = b.getBoundingClientRect()
          const card = article.getBoundingClientRect()
          const price = [...article.querySelectorAll("p")].find((p) => p.textContent?.includes("$"))!.getBoundingClientRect()
          return {
            height: Math.round(box.height),
            belowPrice: box.top >= price.bottom,
            inside: box.left >= card.left && box.right <= card.right,
            overflow: b.scrollWidth > b.clientWidth,
          }
        })
    }, shop.t("product.addToCart"))
    expect(buttons.length).toBeGreaterThan(40)
    expect(new Set(buttons.map((b) => b.height)).size, JSON.stringify(buttons.slice(0, 3))).toBe(1)
    expect(buttons[0].height).toBeLessThanOrEqual(48) // one line (a second would make it ≥ 60 px)
    expect(buttons.filter((b) => !b.belowPrice || !b.inside || b.overflow)).toEqual([])

    if (viewport.width < 640 && lang === "en") {
      // On a phone the card cuts this description short (its Khmer text fits in 3 lines)…
      const clamped = await card.locator("p.line-clamp-3").evaluate((p) => p.scrollHeight > p.clientHeight + 1)
      expect(clamped).toBe(true)
    }
    await card.getByRole("heading").getByRole("link").click()
    await page.waitForURL(`**/products/${LONG}`)
    await expect.poll(() => product.title().textContent()).toBe(item.name)
    const details = product.details(item.name)
    // …the product page shows all of it.
    const description = details.getByText(item.description, { exact: true })
    await description.waitFor()
    expect(await description.evaluate((p) => p.scrollHeight <= p.clientHeight + 1)).toBe(true)
    await details.getByText(`${product.t("product.weightSize")}:`).waitFor()
    await details.getByText(item.cookTime!, { exact: true }).waitFor()
    await details.getByText(`${product.t("product.additionalInfo")}:`).waitFor()
    await details.getByText(item.dietaryInfo!, { exact: true }).waitFor()
    await details.getByText(`$${item.price.toFixed(2)}`).waitFor()
    expect(await details.getByRole("img").getAttribute("alt")).toBe(item.name)
    await expect.poll(() => page.title()).toBe(`${item.name} · ${shop.t("brand.name")}`)
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toBe(item.description)
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(1)
    await noSidewaysScroll()

    await expect.poll(() => shop.cartButton().getAttribute("aria-label")).toMatch(/\b0\b/)
    await product.addToCart().click()
    await page.getByRole("status").filter({ hasText: shop.t("cart.addedText", { name: item.name }) }).waitFor()
    await expect.poll(() => shop.cartButton().getAttribute("aria-label")).toMatch(/\b1\b/)
    await product.addToCart().click()
    await expect.poll(() => shop.cartButton().getAttribute("aria-label")).toMatch(/\b2\b/)

    // Back to the whole catalog, the cart kept (an in-app link, not a page load).
    await product.backLink().click()
    await page.waitForURL("**/shop")
    await page.getByRole("heading", { level: 1, name: shop.t("shop.title") }).waitFor()
    expect(await shop.cartButton().getAttribute("aria-label")).toMatch(/\b2\b/)
  })

  it("loads /products/<handle>?lang=km directly in Khmer, with the Khmer font and room for it", async () => {
    product.useLanguage("km")
    shop.useLanguage("km")
    const item = await product.product(PEPPER, "km")
    await product.goto(PEPPER, "?lang=km")
    await expect.poll(() => product.title().textContent()).toBe(item.name)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("km")
    await product.details(item.name).getByText(item.description, { exact: true }).waitFor()
    await product.details(item.name).getByText(`${product.t("product.weightSize")}:`).waitFor()
    await product.backLink().waitFor()
    await product.wishlist().waitFor()
    const style = await product.title().evaluate((el) => {
      const s = getComputedStyle(el)
      return { font: s.fontFamily, ratio: parseFloat(s.lineHeight) / parseFloat(s.fontSize) }
    })
    expect(style.font).toContain("Noto Sans Khmer")
    expect(style.ratio).toBeGreaterThanOrEqual(1.6)
    // No English words in the page's own text (prices and the product's data as the shop serves it aside).
    let text = (await page.getByRole("main").innerText()).replace(/\$[\d.,]+/g, "")
    for (const own of [item.name, item.description, item.cookTime, item.dietaryInfo]) if (own) text = text.replace(own, "")
    expect(text.match(/[A-Za-z]{3,}/g) ?? []).toEqual([])
    await noSidewaysScroll()

    await product.wishlist().click()
    await expect.poll(() => product.wishlist().getAttribute("aria-pressed")).toBe("true")
    await product.addToCart().click()
    await expect.poll(() => shop.cartButton().getAttribute("aria-label")).toMatch(/1/)
  })

  it("answers an unknown product with the not-found screen", async () => {
    await product.goto("no-such-product")
    await page.getByRole("heading", { name: "404 Page Not Found" }).waitFor()
  })

  it("lists the catalog on /shop a page at a time with the search and the category filter, reached from the header's Menu link", async () => {
    await product.goto(PEPPER)
    await product.title().waitFor()
    await shop.openMenuIfCollapsed()
    await shop.header().getByRole("link", { name: shop.t("nav.menu"), exact: true }).filter({ visible: true }).click()
    await page.waitForURL("**/shop")
    await page.getByRole("heading", { level: 1, name: shop.t("shop.title") }).waitFor()
    await expect.poll(() => shop.productHeadings().count()).toBe(24)
    expect(await page.getByRole("button", { name: /^View all/ }).count()).toBe(0)
    await page.getByRole("button", { name: shop.t("catalog.loadMore") }).click()
    await expect.poll(() => shop.productHeadings().count()).toBe(48)

    // the server answers the search: the last results stay on screen until its answer comes
    await shop.search("krama")
    await expect.poll(() => shop.productCard("Kampot Black Pepper").count()).toBe(0)
    await expect.poll(() => shop.productCard("Cotton Krama Scarf").isVisible()).toBe(true)
    expect(new URL(page.url()).pathname).toBe("/shop")

    await shop.search("")
    await page.getByLabel(shop.t("catalog.category")).selectOption("cambodian-spices")
    await expect.poll(() => shop.productCard("Cotton Krama Scarf").count()).toBe(0)
    await expect.poll(() => shop.productCard("Kampot Black Pepper").isVisible()).toBe(true)
    await noSidewaysScroll()
  })

  it.each(LANGS)("has no serious or critical accessibility violations on a product page and /shop (%s)", async (lang) => {
    for (const path of [`/products/${PEPPER}?lang=${lang}`, `/shop?lang=${lang}`]) {
      await shop.goto(path)
      await page.getByRole("heading", { level: 1 }).waitFor()
      await page.getByRole("main").getByRole("img").first().waitFor()
      await page.evaluate(() => document.fonts.ready)
      const result = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]).analyze()
      const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical")
      expect(bad.map((v) => `${path} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")})`)).toEqual([])
    }
  })
})
