import { readFileSync } from "node:fs"
import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { baseUrl, launchWithAdminToken, medusaUrl, newContext } from "./fixtures/browser"
import { localize } from "./fixtures/i18n"
import { ADMIN, medusaOrder, shopperOrder, signIn } from "./fixtures/staff"

// The e2e shop runs without SHIPPO_API_KEY: the sandbox's USPS flat-rate prices, sample UPS/FedEx
// rates and sample 4x6 PNG labels (the Shippo path itself is covered by shipping.spec.ts).
const a = localize("en", "admin")
const s = localize("en", "shipping")

let browser: Browser
let token: string
beforeAll(async () => void ({ browser, token } = await launchWithAdminToken()))
afterAll(() => browser?.close())

/** A shopper's order whose payment staff verified (through the staff call, as the dialog does). */
async function paidOrder(): Promise<number> {
  const id = await shopperOrder()
  await medusaOrder(token, id)
  const res = await fetch(`${medusaUrl()}/api/orders/${id}/payment`, {
    method: "PATCH",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ paymentStatus: "paid" }),
  })
  expect(res.status).toBe(200)
  return id
}

/** The Medusa order's fulfillments with their labels and shipped date, as Medusa's admin API shows them. */
async function fulfillments(displayId: number) {
  const list = await fetch(`${medusaUrl()}/admin/orders?fields=id,display_id&limit=50&order=-created_at`, { headers: { authorization: `Bearer ${token}` } })
  const { orders } = (await list.json()) as { orders: { id: string; display_id: number }[] }
  const order = orders.find((o) => o.display_id === displayId)!
  const res = await fetch(`${medusaUrl()}/admin/orders/${order.id}?fields=id,*fulfillments,*fulfillments.labels`, { headers: { authorization: `Bearer ${token}` } })
  return ((await res.json()) as { order: { fulfillments: { shipped_at: string | null; labels: { tracking_number: string; label_url: string }[] }[] } }).order.fulfillments
}

describe("shipping", () => {
  it("compares rates for a paid order, filters by carrier, buys a label, downloads it, ships the order", async () => {
    const id = await paidOrder()
    const context = await newContext(browser, { width: 1280, height: 900 })
    const page = await context.newPage()
    try {
      await signIn(page, ADMIN)
      await page.waitForURL((u) => u.pathname === "/admin")
      await page.getByRole("button", { name: a("orders.open", { id }) }).first().click()
      const dialog = page.getByRole("dialog", { name: a("order.title", { id }) })
      await dialog.getByRole("tab", { name: a("order.tabs.shipping") }).click()

      // Step 1: the default package (medium) and weight (2 lb); step 2: the rates.
      await dialog.getByRole("button", { name: s("dialog.compare") }).click()
      const filter = dialog.getByRole("group", { name: s("rates.carrierFilter") })
      await filter.waitFor()
      const carriers = filter.getByRole("button")
      const first = (await carriers.first().textContent())!.trim()
      // The filter starts on the first carrier: only its rates are listed.
      expect(await carriers.first().getAttribute("aria-pressed")).toBe("true")
      const rates = dialog.getByRole("radio")
      const shownFirst = await rates.count()
      await filter.getByRole("button", { name: s("rates.allCarriers") }).click()
      await expect.poll(() => rates.count()).toBeGreaterThan(shownFirst)
      await filter.getByRole("button", { name: first, exact: true }).click()
      await expect.poll(() => rates.count()).toBe(shownFirst)

      await rates.first().check()
      await dialog.getByRole("button", { name: s("dialog.create") }).click()
      // A label costs money: its price is asked first (issue 26 point 7).
      await page.getByRole("alertdialog", { name: s("buy.title") }).getByRole("button", { name: new RegExp(`^${s("buy.confirm", { price: "" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\$\\d`) }).click()
      await page.getByText(s("label.created")).first().waitFor()
      // The label dialog reports and closes (spec point 4): the details offer View Label; the tab shows the label.
      await dialog.getByRole("tab", { name: a("order.tabs.details"), selected: true }).waitFor()
      await dialog.getByRole("tab", { name: a("order.tabs.shipping") }).click()
      await dialog.getByText(s("label.already")).waitFor()
      // Medusa's fulfillment with the label follows the answer within moments.
      await expect.poll(async () => (await fulfillments(id))[0]?.labels?.length ?? 0, { timeout: 10_000 }).toBe(1)
      const tracking = (await fulfillments(id))[0].labels[0].tracking_number
      expect(tracking).toBeTruthy()
      await dialog.getByText(s("label.alreadyText", { number: tracking })).waitFor()

      // Open (a new tab with the label) and Download (the sandbox's PDF: shipping-label-order-{id}.pdf).
      const [popup] = await Promise.all([page.waitForEvent("popup"), dialog.getByRole("link", { name: new RegExp(`^(${s("label.open")}|${s("label.view")})`) }).first().click()])
      await popup.waitForLoadState()
      await popup.close()
      const [download] = await Promise.all([page.waitForEvent("download"), dialog.getByRole("button", { name: s("label.download") }).first().click()])
      expect(download.suggestedFilename()).toBe(`shipping-label-order-${id}.pdf`)
      const file = readFileSync((await download.path())!)
      expect(file.subarray(0, 5).toString()).toBe("%PDF-")
      await page.keyboard.press("Escape")

      // /shipping-admin: pending → Ship → shipped; Medusa records the shipment.
      await page.goto(new URL("/shipping-admin", baseUrl()).href)
      const pending = page.getByRole("region", { name: s("admin.pending") }).or(page.locator("section").filter({ has: page.getByRole("heading", { name: s("admin.pending") }) }))
      await pending.getByRole("button", { name: s("admin.shipOrder", { id }) }).click()
      await page.getByText(s("admin.shippedText", { id })).first().waitFor()
      const shipped = page.locator("section").filter({ has: page.getByRole("heading", { name: s("admin.shipped") }) })
      await shipped.getByText(s("common.order", { id })).first().waitFor()
      await expect.poll(async () => Boolean((await fulfillments(id))[0].shipped_at)).toBe(true)

      // /shippo-admin lists it under Shipped Orders too, and in the labels history.
      await page.goto(new URL("/shippo-admin", baseUrl()).href)
      await page.getByRole("tab", { name: s("simple.tabs.shipped") }).click()
      await page.getByRole("tabpanel").getByText(s("common.order", { id })).first().waitFor()
      await page.getByRole("tab", { name: s("simple.tabs.history") }).click()
      await page.getByRole("tabpanel").getByText(tracking).first().waitFor()
    } finally {
      await context.close()
    }
  })
})
