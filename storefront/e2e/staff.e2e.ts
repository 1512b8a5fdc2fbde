import type { Browser, Page } from "playwright-core"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { baseUrl, launchWithAdminToken, medusaUrl, newContext } from "./fixtures/browser"
import { adminToken } from "./fixtures/checkout-page"
import { localize } from "./fixtures/i18n"
import { ShopPage } from "./fixtures/shop-page"
import { solidPng } from "../../scripts/lib/png.cjs"
import { ADMIN, LOGIN_PATH, medusaOrder as medusaOrderWith, shopperOrder, signIn, STAFF } from "./fixtures/staff"


const a = localize("en", "admin")
const p = localize("en", "products")

let browser: Browser
let token: string
const medusaOrder = (displayId: number) => medusaOrderWith(token, displayId)
beforeAll(async () => void ({ browser, token } = await launchWithAdminToken()))
// Signing out in the browser ends the admin's sessions and tokens (SECURITY.md): each test reads Medusa with a fresh one.
beforeEach(async () => void (token = await adminToken(medusaUrl())))
afterAll(() => browser?.close())

/** A fresh page (a desktop window unless `size` says otherwise) for `run`, closed whatever happens. */
async function onPage(run: (page: Page) => Promise<void>, size = { width: 1280, height: 900 }) {
  const context = await newContext(browser, size)
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

/** onPage, signed in as the admin and on the back office. */
const asAdmin = (run: (page: Page) => Promise<void>, size?: { width: number; height: number }) =>
  onPage(async (page) => {
    await signIn(page, ADMIN)
    await page.waitForURL((u) => u.pathname === "/admin")
    await run(page)
  }, size)

/** A small real PNG (solid colour), as a staff member's photo of a product would be. */
const png = (width = 4, height = 4) => solidPng(width, height, [180, 40, 40])

describe("staff back office", () => {
  it("turns away anonymous visitors (to the sign-in page); staff land on the back office and are told why an admin-only page is refused, in both languages (issue 27)", async () => {
    await onPage(async (page) => {
      for (const path of ["/admin", "/clear-orders"]) {
        await page.goto(new URL(path, baseUrl()).href)
        await page.waitForURL((u) => u.pathname === LOGIN_PATH)
      }
      await signIn(page, STAFF)
      await page.waitForURL((u) => u.pathname === "/admin")
      await page.getByText(a("header.loggedInAs")).waitFor()
      // an admin-only page: the reason instead of a redirect home
      const r = localize("en", "roles")
      await page.goto(new URL("/clear-orders", baseUrl()).href)
      await page.getByText(r("refused", { role: r("names.staff"), action: r("actions.orders_clear") })).waitFor()
      expect(new URL(page.url()).pathname).toBe("/clear-orders")
      await page.evaluate(() => localStorage.setItem("language", "km"))
      await page.reload()
      const k = localize("km", "roles")
      await page.getByText(k("refused", { role: k("names.staff"), action: k("actions.orders_clear") })).waitFor()
    })
  })

  it("signs in, verifies a new order's payment and completes it, then signs out", async () => {
    const number = await shopperOrder()
    await medusaOrder(number)
    await onPage(async (page) => {
      await signIn(page, { ...ADMIN, password: "wrong-password" })
      await page.getByText("Invalid username or password").first().waitFor()
      await signIn(page, ADMIN)
      await page.waitForURL((u) => u.pathname === "/admin")
      await page.getByText(a("header.loggedInAs")).waitFor()

      // The new order is at the top, marked new.
      const open = page.getByRole("button", { name: a("orders.open", { id: number }) }).first()
      await open.waitFor()
      const row = page.getByRole("row").filter({ has: open })
      expect(await row.getByText(a("orders.new"), { exact: true }).count()).toBeGreaterThan(0)

      await open.click()
      const dialog = page.getByRole("dialog", { name: a("order.title", { id: number }) })
      await dialog.waitFor()
      await dialog.getByText("Please call on arrival").waitFor()
      const complete = dialog.getByRole("button", { name: a("order.complete") })
      expect(await complete.isDisabled()).toBe(true)

      await dialog.getByRole("button", { name: a("order.verify") }).click()
      await page.getByRole("alertdialog").getByRole("button", { name: a("order.verify") }).click()
      await page.getByText(a("order.paymentUpdated")).first().waitFor()
      // The toast lies over none of the dialog's buttons (bottom left, it covered Reject Payment).
      const covered = await dialog.getByRole("button").evaluateAll((buttons) =>
        buttons
          .filter((b) => {
            const r = b.getBoundingClientRect()
            if (!r.width || r.top < 0 || r.bottom > innerHeight) return false // scrolled out of view
            // partly scrolled out of the dialog's own scrolling body (its bottom edge clips it): not covered by a toast
            for (let el = b.parentElement; el; el = el.parentElement) {
              if (!/(auto|scroll)/.test(getComputedStyle(el).overflowY)) continue
              const box = el.getBoundingClientRect()
              if (r.top < box.top || r.bottom > box.bottom) return false
            }
            const points = [[r.left + r.width / 2, r.top + r.height / 2], [r.left + 3, r.top + 3], [r.right - 3, r.top + 3], [r.left + 3, r.bottom - 3], [r.right - 3, r.bottom - 3]]
            return points.some(([x, y]) => {
              const hit = document.elementFromPoint(x, y)
              return !(hit && b.contains(hit))
            })
          })
          .map((b) => b.textContent)
      )
      expect(covered).toEqual([])
      await expect.poll(() => complete.isDisabled()).toBe(false)
      await complete.click()
      await page.getByText(a("order.statusUpdated")).first().waitFor()

      // Medusa's own order: captured and completed.
      await expect.poll(async () => (await medusaOrder(number)).payment_status).toBe("captured")
      expect((await medusaOrder(number)).status).toBe("completed")
      await page.keyboard.press("Escape")

      await page.getByRole("button", { name: a("header.logout") }).click()
      await page.waitForURL((u) => u.pathname === LOGIN_PATH)
      await page.goto(new URL("/admin", baseUrl()).href)
      await page.waitForURL((u) => u.pathname === LOGIN_PATH)
    })
  })

  it("cancels an order with a reason (Medusa's order cancelled), then archives it from the order dialog", async () => {
    const number = await shopperOrder()
    await medusaOrder(number)
    await asAdmin(async (page) => {
      await page.getByRole("button", { name: a("orders.open", { id: number }) }).first().click()
      const dialog = page.getByRole("dialog", { name: a("order.title", { id: number }) })
      await dialog.waitFor()

      await dialog.getByRole("button", { name: a("orderActions.cancel.button") }).click()
      const confirm = page.getByRole("alertdialog", { name: a("orderActions.cancel.title", { id: number }) })
      await confirm.getByText(a("orderActions.cancel.moneyNone"), { exact: false }).waitFor()
      await confirm.getByRole("textbox", { name: a("orderActions.cancel.reason") }).fill("The shopper ordered twice")
      await confirm.getByRole("button", { name: a("orderActions.cancel.confirm") }).click()
      await page.getByText(a("orderActions.cancel.done", { id: number })).first().waitFor()
      await expect.poll(async () => (await medusaOrder(number)).status).toBe("canceled")
      await expect.poll(() => dialog.getByRole("button", { name: a("orderActions.cancel.button") }).isDisabled()).toBe(true)

      await dialog.getByRole("button", { name: a("orderActions.archive.named", { id: number }) }).click()
      await page.getByRole("alertdialog", { name: a("orderActions.archive.title", { id: number }) }).getByRole("button", { name: a("orderActions.archive.confirm") }).click()
      await page.getByText(a("orderActions.archive.done", { id: number })).first().waitFor()
      await dialog.waitFor({ state: "detached" })
      await expect.poll(() => page.getByRole("button", { name: a("orders.open", { id: number }) }).count()).toBe(0)
    })
  })

  it("finds an order by its number, keeps the search in the URL over a reload, exports the filtered list and marks the selected order seen (issue 27)", async () => {
    const other = await shopperOrder()
    const number = await shopperOrder()
    await medusaOrder(number)
    await asAdmin(async (page) => {
      await page.getByRole("button", { name: a("orders.open", { id: other }) }).first().waitFor()

      await page.getByRole("searchbox", { name: a("ordersList.search") }).fill(`#${number}`)
      await page.waitForURL((u) => u.searchParams.get("search") === `#${number}`)
      await expect.poll(() => page.getByRole("button", { name: a("orders.open", { id: other }) }).count()).toBe(0)
      await page.getByRole("button", { name: a("orders.open", { id: number }) }).first().waitFor()

      // a reload (or the link sent to a colleague) shows the same list
      await page.reload()
      expect(await page.getByRole("searchbox", { name: a("ordersList.search") }).inputValue()).toBe(`#${number}`)
      await page.getByRole("button", { name: a("orders.open", { id: number }) }).first().waitFor()
      expect(await page.getByRole("button", { name: a("orders.open", { id: other }) }).count()).toBe(0)

      // the export link carries the filter; the server answers the CSV of that one order (A's GET /api/orders/export.csv)
      const href = await page.getByRole("link", { name: a("ordersList.exportOrders") }).getAttribute("href")
      expect(href).toBe(`/api/orders/export.csv?search=%23${number}`)
      const csv = await page.evaluate(async (url) => {
        const res = await fetch(url, { credentials: "include" })
        return { status: res.status, type: res.headers.get("content-type"), text: await res.text() }
      }, href!)
      expect(csv.status).toBe(200)
      expect(csv.type).toMatch(/text\/csv/)
      expect(csv.text).toContain(String(number))
      expect(csv.text).not.toContain(`\n${other},`)

      // bulk: select the order, Mark seen, the report says it is done
      await page.getByRole("checkbox", { name: a("ordersList.selectOrder", { id: number }) }).first().check()
      const bar = page.getByRole("toolbar", { name: a("ordersList.bulk.label") })
      await bar.getByRole("button", { name: a("ordersList.bulk.markSeen") }).click()
      const report = page.getByRole("list", { name: a("ordersList.bulk.report.title") })
      await report.getByText(a("ordersList.bulk.report.ok"), { exact: true }).waitFor()
      await expect.poll(() => page.getByRole("row").filter({ has: page.getByRole("button", { name: a("orders.open", { id: number }) }) }).getByText(a("orders.new"), { exact: true }).count()).toBe(0)
    })
  })

  it("fits the dashboard, its day numbers and 14-day chart at 360 px in English and Khmer: no sideways scroll (issue 27)", async () => {
    await medusaOrder(await shopperOrder())
    for (const lang of ["en", "km"]) {
      await asAdmin(async (page) => {
        await page.evaluate((l) => localStorage.setItem("language", l), lang)
        await page.reload()
        await page.getByTestId("day-chart").waitFor()
        await page.getByTestId("day-chart-table").waitFor({ state: "attached" })
        // the screen-reader table of the chart's days held the page 30-70 px wider than the phone
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      }, { width: 360, height: 800 })
    }
  })

  it("adds a product with an image, finds it in the shop in English and Khmer, edits it and deletes it", async () => {
    const name = `Palm Sugar Cake ${Date.now().toString(36)}`
    const nameKm = "នំស្ករត្នោត"
    await asAdmin(async (page) => {
      await page.getByRole("tab", { name: p("tabs.add") }).click()
      const form = page.getByRole("form", { name: p("form.addLabel") })
      await form.getByRole("button", { name: p("form.create") }).click()
      await form.getByText(p("form.errors.image")).waitFor()

      await form.getByLabel(p("form.image")).setInputFiles({ name: "cake.png", mimeType: "image/png", buffer: png() })
      await form.getByLabel(p("form.name"), { exact: true }).fill(name)
      await form.getByLabel(p("form.description"), { exact: true }).fill("Steamed rice cake with Kampong Speu palm sugar.")
      await form.getByLabel(p("form.price")).fill("$6.50")
      await form.getByLabel(new RegExp(`^${p("form.nameKm")}`)).fill(nameKm)
      await form.getByRole("button", { name: p("form.create") }).click()
      await page.getByText(p("toast.created")).first().waitFor()

      const shop = new ShopPage(page, baseUrl())
      await shop.goto("/?lang=en")
      await shop.search(name)
      await page.getByRole("heading", { name }).waitFor()
      expect(await page.getByText("$6.50").count()).toBeGreaterThan(0)
      const km = new ShopPage(page, baseUrl())
      km.useLanguage("km")
      await km.goto("/?lang=km")
      await km.search(nameKm)
      await page.getByRole("heading", { name: nameKm }).waitFor()

      await page.goto(new URL("/admin?lang=en", baseUrl()).href)
      await page.getByRole("searchbox", { name: p("list.search") }).fill(name)
      await page.getByRole("button", { name: p("list.editNamed", { name }) }).click()
      const edit = page.getByRole("dialog", { name: p("edit.title") })
      await edit.getByLabel(p("form.price")).fill("7.25")
      await edit.getByRole("button", { name: p("form.save") }).click()
      await page.getByText(p("toast.updated")).first().waitFor()
      const menu = (await (await fetch(`${baseUrl()}/api/menu-items`)).json()) as { name: string; price: number }[]
      expect(menu.find((m) => m.name === name)?.price).toBe(7.25)

      await page.getByRole("button", { name: p("list.deleteNamed", { name }) }).click()
      const confirm = page.getByRole("alertdialog").or(page.getByRole("dialog", { name: p("delete.title", { name }) }))
      await confirm.getByText(p("delete.question")).waitFor()
      await confirm.getByRole("button", { name: p("delete.confirm"), exact: true }).click()
      await page.getByText(p("toast.deleted")).first().waitFor()
      const after = (await (await fetch(`${baseUrl()}/api/menu-items`)).json()) as { name: string }[]
      expect(after.some((m) => m.name === name)).toBe(false)
    })
  })
})
