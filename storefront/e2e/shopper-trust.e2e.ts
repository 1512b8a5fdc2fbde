import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { baseUrl, freshPageEachTest, launch, newContext, VIEWPORTS } from "./fixtures/browser"
import { ShopPage } from "./fixtures/shop-page"
import { CheckoutPage } from "./fixtures/checkout-page"
import { localize } from "./fixtures/i18n"

// Issue 13: what shoppers met in a real browser (layout, scrolling, focus, toasts), each checked
// the way a person would notice it: where things are on the screen.

let browser: Browser
beforeAll(async () => void (browser = await launch()))
afterAll(() => browser?.close())

const PEPPER = "Kampot Black Pepper"
const LANGS = ["en", "km"] as const

/** The sticky header's bottom edge, in viewport pixels. */
const headerBottom = (page: Page) => page.evaluate(() => document.querySelector("header")!.getBoundingClientRect().bottom)
const topOf = (page: Page, selector: string) => page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().top, selector)

async function openShop(page: Page, lang: "en" | "km", path = "/") {
  const shop = new ShopPage(page, baseUrl())
  await shop.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${lang}`)
  shop.useLanguage(lang)
  return shop
}

describe.each(VIEWPORTS)("shopper trust at $name", (viewport) => {
  let page: Page
  freshPageEachTest(() => browser, viewport, (p) => void (page = p))

  it.each(LANGS)("lands on #contact and #about every time, on a fresh load and from other pages (%s)", async (lang) => {
    // A fresh load of /#contact: the grid above renders after the first scroll.
    const shop = await openShop(page, lang)
    await shop.goto(`/#contact`)
    await shop.productHeadings().first().waitFor()
    const landed = async (id: string) => {
      await expect.poll(async () => Math.abs((await topOf(page, `#${id}`)) - (await headerBottom(page))), { timeout: 10_000 }).toBeLessThan(16)
    }
    await landed("contact")
    await page.waitForTimeout(600) // images and the rest of the grid arrive: still there
    await landed("contact")

    // From the card demo, the 404 page and the checkout, through the header.
    for (const from of ["/credit-card-demo", "/no-such-page", "/checkout"]) {
      for (const id of ["about", "contact"] as const) {
        if (from === "/checkout") {
          // The checkout needs a cart: fill it and go there as a shopper does.
          await shop.goto("/")
          await shop.addToCart(await firstProductName(shop))
          await shop.cartButton().click()
          await shop.cart().getByRole("button", { name: shop.t("cart.checkout") }).click()
          await page.waitForURL((u) => u.pathname === "/checkout")
        } else {
          await shop.goto(from)
        }
        await page.getByRole("heading", { level: 1 }).first().waitFor()
        await shop.openMenuIfCollapsed()
        await shop.header().getByRole("link", { name: shop.t(`nav.${id}`), exact: true }).filter({ visible: true }).first().click()
        await page.waitForURL((u) => u.hash === `#${id}`)
        await landed(id)
      }
    }
  })

  it("opens /checkout at the top, and Continue shows the payment tabs with the focus on their heading", async () => {
    const shop = await openShop(page, "en")
    await shop.addToCart(PEPPER)
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight)) // the shopper scrolled to the footer
    await shop.cartButton().click()
    await shop.cart().getByRole("button", { name: shop.t("cart.checkout") }).click()
    await page.waitForURL(/\/checkout$/)
    const checkout = new CheckoutPage(page)
    await page.getByRole("form", { name: checkout.t("checkout.customer.title") }).waitFor()
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await checkout.fillCustomer() // and Continue
    const heading = page.getByRole("heading", { name: checkout.t("checkout.payment.title"), exact: true })
    await expect.poll(() => heading.evaluate((h) => document.activeElement === h)).toBe(true)
    const tabs = page.getByRole("tablist", { name: checkout.t("checkout.payment.methods") })
    const box = (await tabs.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(await headerBottom(page))
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height)
  })

  it("clears the cart on the payment step: back to the home page, with nothing left to pay", async () => {
    const shop = await openShop(page, "en")
    await shop.addToCart(PEPPER)
    await shop.cartButton().click()
    await shop.cart().getByRole("button", { name: shop.t("cart.checkout") }).click()
    const checkout = new CheckoutPage(page)
    await checkout.fillCustomer() // and Continue
    await page.getByRole("tab", { name: checkout.t("checkout.payment.card") }).waitFor()
    await shop.cartButton().click()
    await shop.cart().getByRole("button", { name: shop.t("cart.clear") }).click()
    await page.waitForURL((u) => u.pathname === "/")
    await page.reload()
    await shop.productHeadings().first().waitFor()
    expect(await shop.cartButton().getAttribute("aria-label")).toBe(shop.t("header.cart_other", { count: 0 }))
    await shop.goto("/checkout")
    await page.waitForURL((u) => u.pathname === "/")
  })

  it("keeps a quantity changed on the payment step across a reload, with the header's count", async () => {
    const shop = await openShop(page, "km")
    const name = await firstProductName(shop)
    await shop.addToCart(name)
    await shop.cartButton().click()
    await shop.cart().getByRole("button", { name: shop.t("cart.checkout") }).click()
    const checkout = new CheckoutPage(page, "km")
    await checkout.fillCustomer() // and Continue
    await page.getByTestId("checkout-total").waitFor()
    await shop.cartButton().click()
    await shop.cart().getByRole("button", { name: shop.t("cart.increase", { name }) }).click()
    await page.keyboard.press("Escape")
    const total = await page.getByTestId("checkout-total").textContent()
    await page.reload()
    await expect.poll(() => page.getByTestId("checkout-total").textContent()).toBe(total)
    expect(await shop.cartButton().getAttribute("aria-label")).toBe(shop.t("header.cart_other", { count: 2 }))
  })
})

async function firstProductName(shop: ShopPage) {
  return (await shop.productHeadings().first().textContent())!.trim()
}

describe("on a phone (360 px)", () => {
  let page: Page
  freshPageEachTest(() => browser, { width: 360, height: 780 }, (p) => void (page = p))

  it.each(LANGS)("shows 'Item added' clear of the header and of the buttons just tapped; the cart opens over no toast (%s)", async (lang) => {
    const shop = await openShop(page, lang)
    const name = await firstProductName(shop)
    // The toast itself (Radix also puts a visually hidden copy in a live region for screen readers).
    const toast = page.locator("li.toast").filter({ hasText: shop.t("cart.added") })
    /** Whether a shopper's tap in the middle of the element reaches it (and not a toast over it). */
    const reachable = (locator: ReturnType<Page["locator"]>) =>
      locator.evaluate((el) => {
        const r = el.getBoundingClientRect()
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
        return Boolean(hit && el.contains(hit))
      })

    // On the product page the 'Add to cart' button stays free for a second tap.
    await shop.productGrid().getByRole("link", { name }).first().click()
    const add = page.getByRole("main").locator("button", { hasText: shop.t("product.addToCart") }).first()
    await add.click()
    await toast.waitFor()
    const t = (await toast.boundingBox())!
    expect(t.y).toBeGreaterThanOrEqual((await headerBottom(page)) - 1)
    expect(t.y + t.height).toBeLessThanOrEqual(780)
    await expect.poll(() => reachable(add), { timeout: 3000 }).toBe(true)

    // The cart button works while the toast shows, and the open cart's Checkout is not covered.
    await shop.cartButton().click({ timeout: 2000, noWaitAfter: true })
    await shop.cart().waitFor({ timeout: 2000 })
    await toast.waitFor({ state: "hidden", timeout: 2000 })
    // (polled: the sheet slides in and the toast fades out for a moment after opening)
    await expect.poll(() => reachable(shop.cart().getByRole("button", { name: shop.t("cart.checkout") })), { timeout: 3000 }).toBe(true)
  })

  it.each(LANGS)("fits the header, the checkout steps, the card demo and the footer at 360 px (%s)", async (lang) => {
    const shop = await openShop(page, lang)
    const t = localize(lang)
    // The brand name is whole, not cut to 'Cambodian Herit…'.
    const brand = shop.header().getByRole("link", { name: t("brand.name"), exact: true })
    expect(await brand.evaluate((a) => a.scrollWidth <= a.clientWidth + 1 && a.getClientRects().length > 0)).toBe(true)

    // With the search open, 'Our products' stops below the (taller) sticky header.
    await shop.search("pepper")
    const heading = page.locator("#menu-heading")
    await expect.poll(async () => (await heading.boundingBox())!.y - (await headerBottom(page))).toBeGreaterThanOrEqual(0)
    await shop.header().getByRole("button", { name: t("search.close") }).click()

    // The footer's e-mail address breaks only at '@' or '.', never inside a word.
    const email = page.locator('footer a[href^="mailto:"]')
    const breaks = await email.evaluate((a) => {
      const text = a.textContent ?? ""
      const range = document.createRange()
      const node = [...a.childNodes].flatMap((n) => (n.nodeType === 3 ? [n] : []))
      const tops: { char: string; top: number }[] = []
      for (const n of node) {
        for (let i = 0; i < (n.textContent ?? "").length; i++) {
          range.setStart(n, i)
          range.setEnd(n, i + 1)
          tops.push({ char: n.textContent![i], top: range.getBoundingClientRect().top })
        }
      }
      const at: string[] = []
      for (let i = 1; i < tops.length; i++) if (tops[i].top > tops[i - 1].top + 2) at.push(`${tops[i - 1].char}|${tops[i].char}`)
      return { text, at }
    })
    for (const b of breaks.at) expect(b, `break in ${breaks.text}`).toMatch(/^@\||\|\.$/)

    // The checkout's progress bars stay in one line when a step label wraps.
    await shop.addToCart(await firstProductName(shop))
    await shop.cartButton().click()
    await shop.cart().getByRole("button", { name: t("cart.checkout") }).click()
    const bars = page.getByRole("navigation", { name: t("checkout.progress") }).locator("li > span:first-child")
    await bars.first().waitFor()
    const barTops = await bars.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
    expect(new Set(barTops).size).toBe(1)

    // The card demo's expiry, security code and ZIP fields line up.
    await shop.goto("/credit-card-demo")
    const fields = page.locator('input[autocomplete="cc-exp"], input[autocomplete="cc-csc"], input[autocomplete="postal-code"]')
    await fields.first().waitFor()
    const fieldTops = await fields.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)))
    expect(new Set(fieldTops).size).toBe(1)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
  })
})

describe("paying by card in a second tab", () => {
  it.each(LANGS)("shows the order the first tab placed on the card tab's confirmation page (%s)", async (lang) => {
    const context = await newContext(browser, { width: 1280, height: 900 })
    context.setDefaultTimeout(15_000)
    const page = await context.newPage()
    try {
      const shop = await openShop(page, lang)
      await shop.addToCart(await firstProductName(shop))
      await shop.cartButton().click()
      await shop.cart().getByRole("button", { name: shop.t("cart.checkout") }).click()
      const checkout = new CheckoutPage(page, lang)
      await checkout.fillCustomer() // and Continue
      const link = page.getByRole("link", { name: checkout.t("checkout.card.pay") })
      await link.waitFor({ timeout: 15_000 })
      const url = (await link.getAttribute("href"))!

      // The shopper pays in another tab; the checkout tab, still open, sees it and places the order.
      const cardTab = await context.newPage()
      await cardTab.goto(url)
      await cardTab.getByLabel("Card number").fill("4242 4242 4242 4242")
      await cardTab.getByLabel("Expiry (MM/YY)").fill("12/30")
      await cardTab.getByLabel("Security code").fill("123")
      await cardTab.getByLabel("Name on card").fill("Sokha Chan")
      await cardTab.getByRole("button", { name: /^Pay \$/ }).click({ timeout: 10_000 })
      await cardTab.waitForURL(/\/payment-confirmation\?session_id=cs_test_sandbox_/, { timeout: 10_000 })
      const displayId = await checkout.confirmation()

      // A few seconds later the card tab shows that order: number, date and items, in its language.
      await expect.poll(() => cardTab.getByTestId("order-id").textContent(), { timeout: 20_000 }).toBe(`#${displayId}`)
      expect(await cardTab.getByText(checkout.t("checkout.confirmPage.orderTitle")).isVisible()).toBe(true)
      expect(await cardTab.getByRole("link", { name: checkout.t("checkout.confirmPage.finish") }).count()).toBe(0)
      // That checkout is over in this tab too: its cart is empty.
      const cardShop = new ShopPage(cardTab, baseUrl())
      cardShop.useLanguage(lang)
      await expect.poll(() => cardShop.cartButton().getAttribute("aria-label")).toBe(shop.t("header.cart_other", { count: 0 }))
    } catch (e) {
      for (const [n, p] of context.pages().entries()) await p.screenshot({ path: `/tmp/second-tab-${lang}-${n}.png` }).catch(() => {})
      throw e
    } finally {
      await context.close()
    }
  })
})

describe("keyboard focus on the language switch", () => {
  it.each(LANGS)("draws the whole focus ring around each option (%s)", async (lang) => {
    const context = await newContext(browser, { width: 1280, height: 900 })
    const page = await context.newPage()
    try {
      await openShop(page, lang)
      for (const option of ["en", "km"]) {
        // Tab until the option has the keyboard focus, as a keyboard user does.
        for (let i = 0; i < 40; i++) {
          await page.keyboard.press("Tab")
          if (await page.evaluate((o) => document.activeElement?.getAttribute("lang") === o && document.activeElement.matches(":focus-visible"), option)) break
        }
        const button = page.locator(`header button[lang="${option}"]`).filter({ visible: true }).first()
        expect(await button.evaluate((b) => document.activeElement === b)).toBe(true)
        const box = (await button.boundingBox())!
        // The ring (3 px amber, 1 px away) must show on all four sides: look at the pixels.
        const pad = 6
        const shot = await page.screenshot({ clip: { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad } })
        const sides = await page.evaluate(
          async ({ png, pad }) => {
            const img = new Image()
            img.src = `data:image/png;base64,${png}`
            await img.decode()
            const c = document.createElement("canvas")
            c.width = img.width
            c.height = img.height
            const g = c.getContext("2d")!
            g.drawImage(img, 0, 0)
            const { data, width, height } = g.getImageData(0, 0, c.width, c.height)
            const amber = (x: number, y: number) => {
              const i = (y * width + x) * 4
              return Math.abs(data[i] - 0xd9) < 40 && Math.abs(data[i + 1] - 0x77) < 40 && data[i + 2] < 60
            }
            const count = (xs: number[], ys: number[]) => xs.reduce((n, x) => n + ys.filter((y) => amber(x, y)).length, 0)
            const range = (a: number, b: number) => Array.from({ length: Math.max(0, b - a) }, (_, i) => a + i)
            const midX = range(pad + 4, width - pad - 4)
            const midY = range(pad + 4, height - pad - 4)
            return {
              top: count(midX, range(0, pad)),
              bottom: count(midX, range(height - pad, height)),
              left: count(range(0, pad), midY),
              right: count(range(width - pad, width), midY),
            }
          },
          { png: shot.toString("base64"), pad }
        )
        for (const [side, n] of Object.entries(sides)) expect(n, `${option}: ring on the ${side}`).toBeGreaterThan(4)
      }
    } finally {
      await context.close()
    }
  })
})
