import { mkdirSync } from "node:fs"
import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { baseUrl, freshPageEachTest, launchWithAdminToken, medusaUrl, newContext, VIEWPORTS } from "./fixtures/browser"
import { localize } from "./fixtures/i18n"
import { MedusaAdminPage, shopText } from "./fixtures/medusa-admin-page"

// Issue 27 point 9: the shop's facts saved in Medusa's admin, as a shopper sees them at 360 and
// 1280 px in English and Khmer (banner, footer, the customer-service pages), and the settings page.

const SHOTS = process.env.E2E_SHOTS_DIR || "/tmp/e2e-shop-settings"
mkdirSync(SHOTS, { recursive: true })

const SAVED = {
  name: { en: "Amok House", km: "ផ្ទះអាម៉ុក" },
  banner: { en: "Free delivery over $100 this month", km: "ដឹកជញ្ជូនឥតគិតថ្លៃលើសពី $100 ខែនេះ" },
  pages: {
    faq: {
      title: { en: "", km: "" },
      body: {
        en: "## Do you ship outside California?\n\nYes: we ship to **every US state** with USPS, in 1-3 business days.\n\n- Orders over $100 ship free\n- [Track a parcel](https://tools.usps.com)",
        km: "## តើអ្នកដឹកជញ្ជូនក្រៅរដ្ឋកាលីហ្វ័រញ៉ាទេ?\n\nបាទ/ចាស៖ យើងដឹកជញ្ជូនទៅ**គ្រប់រដ្ឋនៅអាមេរិក** តាម USPS ក្នុងរយៈពេល ១-៣ ថ្ងៃធ្វើការ។\n\n- ការបញ្ជាទិញលើសពី $100 ដឹកឥតគិតថ្លៃ",
      },
    },
  },
}

let browser: Browser
let token: string
const put = async (body: unknown) => {
  const res = await fetch(`${medusaUrl()}/admin/shop/settings`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`PUT /admin/shop/settings answered ${res.status}: ${await res.text()}`)
}

beforeAll(async () => {
  ;({ browser, token } = await launchWithAdminToken())
  await put(SAVED)
})
afterAll(async () => {
  // The other files see the spec's defaults again.
  if (token) await put({})
  await browser?.close()
})

const noSideScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)

describe.each(VIEWPORTS)("shop settings on the storefront at $name", (viewport) => {
  let page: Page
  freshPageEachTest(() => browser, viewport, (p) => void (page = p))

  it.each(["en", "km"] as const)("the saved banner and name show, the footer opens the help pages, which fit the screen (%s)", async (lang) => {
    const t = localize(lang)
    await page.goto(`${baseUrl()}/?lang=${lang}`)
    await page.getByText(SAVED.banner[lang]).first().waitFor()
    const footer = page.getByRole("contentinfo")
    // the name heads the footer and signs its copyright line ("© 2026 Amok House. …")
    await footer.getByText(SAVED.name[lang], { exact: true }).waitFor()
    expect(await footer.getByText(`© ${new Date().getFullYear()} ${SAVED.name[lang]}`).count()).toBe(1)
    const faqTitle = lang === "en" ? "FAQ" : "សំណួរញឹកញាប់"
    await footer.getByRole("link", { name: faqTitle }).click()
    await page.waitForURL((u) => u.pathname === "/help/faq", { waitUntil: "commit" })
    const article = page.getByRole("article")
    await article.getByRole("heading", { level: 1, name: faqTitle }).waitFor()
    const question = article.getByRole("heading", { level: 2 })
    expect(await question.textContent()).toBe(SAVED.pages.faq.body[lang].split("\n")[0].slice(3))
    expect(await noSideScroll(page)).toBe(true)
    if (lang === "km") {
      const style = await article.locator("p").first().evaluate((p) => {
        const s = getComputedStyle(p)
        return { font: s.fontFamily, ratio: parseFloat(s.lineHeight) / parseFloat(s.fontSize) }
      })
      expect(style.font).toMatch(/Khmer/)
      expect(style.ratio).toBeGreaterThanOrEqual(1.6)
    }
    await page.screenshot({ path: `${SHOTS}/help-faq-${lang}-${viewport.width}.png`, fullPage: true })

    // A page nobody wrote yet keeps the placeholder, in the page's language.
    const returnsTitle = lang === "en" ? "Returns" : "ការប្រគល់ទំនិញវិញ"
    await page.getByRole("navigation", { name: t("help.otherPages") }).getByRole("link", { name: returnsTitle }).click()
    await page.waitForURL((u) => u.pathname === "/help/returns", { waitUntil: "commit" })
    await page.getByText(t("help.placeholder")).waitFor()
    expect(await noSideScroll(page)).toBe(true)
    await page.screenshot({ path: `${SHOTS}/help-returns-${lang}-${viewport.width}.png`, fullPage: true })
  })
})

describe("Shop settings in Medusa's admin", () => {
  it("shows the saved facts, English and Khmer side by side, and refuses a bad e-mail under its field", async () => {
    const context = await newContext(browser, { width: 1280, height: 900 })
    try {
      const page = await context.newPage()
      const admin = new MedusaAdminPage(page, medusaUrl())
      await admin.signInAt("/shop-settings")
      await page.getByRole("heading", { name: shopText("settings.title") }).waitFor()
      const nameEn = page.getByLabel(`${shopText("settings.fields.name")} · ${shopText("settings.english")}`)
      expect(await nameEn.inputValue()).toBe("Amok House")
      const nameKm = page.getByLabel(`${shopText("settings.fields.name")} · ${shopText("settings.khmer")}`)
      expect(await nameKm.inputValue()).toBe("ផ្ទះអាម៉ុក")
      // Side by side at 1280 px.
      const [en, km] = [await nameEn.boundingBox(), await nameKm.boundingBox()]
      expect(Math.abs(en!.y - km!.y)).toBeLessThan(4)
      expect(km!.x).toBeGreaterThan(en!.x)
      await page.locator("input[name=email]").fill("not-an-email")
      await page.getByRole("button", { name: shopText("settings.save") }).click()
      await page.getByText(shopText("settings.errors.email")).waitFor()
      await page.screenshot({ path: `${SHOTS}/medusa-admin-shop-settings-1280.png`, fullPage: false })
      await page.setViewportSize({ width: 360, height: 780 })
      await page.screenshot({ path: `${SHOTS}/medusa-admin-shop-settings-360.png`, fullPage: false })
    } finally {
      await context.close()
    }
  })
})
