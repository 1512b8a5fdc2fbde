import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { baseUrl, launchWithAdminToken, medusaUrl, newContext } from "./fixtures/browser"
import { adminOrder, toPayment } from "./fixtures/checkout-page"

let browser: Browser
let token: string
beforeAll(async () => void ({ browser, token } = await launchWithAdminToken()))
afterAll(() => browser?.close())

const MANUAL = [
  ["zelle", "Zelle"],
  ["venmo", "Venmo"],
  ["cashapp", "Cash App"],
  ["paypal", "PayPal"],
  ["aba", "ABA"],
] as const

describe.each(["en", "km"] as const)("checkout in %s", (lang) => {
  it("pays by card on the sandbox page (a declined card first, then 4242), and the order is created", async () => {
    const context = await newContext(browser, { width: 1280, height: 900 })
    const page = await context.newPage()
    try {
      const checkout = await toPayment(page, lang)
      const link = page.getByRole("link", { name: checkout.t("checkout.card.pay") })
      await link.waitFor()
      // The sandbox takes this payment (CARD_SANDBOX=true in the e2e shop): the card method says it is a test.
      await page.getByText(checkout.t("checkout.card.sandboxTitle")).waitFor()
      const first = (await link.getAttribute("href"))!
      expect(first).toMatch(/cs_test_sandbox_/)
      // A new link replaces the first one, which can then no longer be paid.
      await page.getByRole("button", { name: checkout.t("checkout.card.newLink") }).click()
      await expect.poll(() => link.getAttribute("href")).not.toBe(first)
      const url = (await link.getAttribute("href"))!
      const oldId = /cs_[A-Za-z0-9_]+/.exec(first)![0]
      expect(await (await fetch(`${baseUrl()}/api/verify-payment?session_id=${oldId}`)).json()).toEqual({ status: "expired" })
      expect(await page.getByTestId("checkout-total").textContent()).toBe("$39.98")

      // The shopper pays in the same tab: the sandbox page, clearly a test.
      await page.goto(url)
      await page.getByText("TEST", { exact: false }).first().waitFor()
      await page.getByRole("heading", { name: "Pay $41.18" }).waitFor() // 39.98 + 3 %
      const pay = async (number: string) => {
        await page.getByLabel("Card number").fill(number)
        await page.getByLabel("Expiry (MM/YY)").fill("12/30")
        await page.getByLabel("Security code").fill("123")
        await page.getByLabel("Name on card").fill("Sokha Chan")
        await page.getByRole("button", { name: /^Pay \$41\.18/ }).click()
      }
      await pay("4000 0000 0000 0002")
      await page.getByRole("alert").waitFor()
      expect(page.url()).toContain("/api/sandbox-checkout/")
      await pay("4242 4242 4242 4242")
      await page.waitForURL(/\/payment-confirmation\?session_id=cs_test_sandbox_/)
      await page.getByText(checkout.t("checkout.confirmPage.successTitle")).waitFor()

      // Back to the checkout: the pending record resumes step 2, sees the paid session, creates the order.
      await page.getByRole("link", { name: checkout.t("checkout.confirmPage.finish") }).click()
      const displayId = await checkout.confirmation()
      const order = await adminOrder(medusaUrl(), token, displayId)
      expect(order, `order #${displayId} in Medusa`).toBeTruthy()
      expect(order!.total).toBe(41.18) // what the card paid: 2 × 14.99 + 10 delivery + the 3 % card fee, its own line
      expect(order!.metadata).toMatchObject({ payment_sandbox: true }) // Medusa's admin says it was a test card

      // The card tab's confirmation page shows the order, and its links lead on (they were dead:
      // the page's "clear the cart" effect ran forever and the next route never rendered).
      await page.goto(new URL(`/payment-confirmation?session_id=${/cs_[A-Za-z0-9_]+/.exec(url)![0]}`, baseUrl()).href)
      await page.getByTestId("order-id").waitFor()
      await page.getByRole("link", { name: checkout.t("checkout.confirmation.follow") }).click()
      await page.waitForURL(/\/orders\/[A-Za-z0-9_-]{43}$/)
      await page.getByRole("heading", { name: checkout.t("orderStatus.title", { number: displayId }) }).waitFor()
    } finally {
      await context.close()
    }
  })

  it.each(MANUAL)("pays with %s and ends with a Medusa order of the right items and total", async (_method, label) => {
    const context = await newContext(browser, { width: 1280, height: 900 })
    const page = await context.newPage()
    try {
      const checkout = await toPayment(page, lang)
      await checkout.tab(label).click()
      if (label === "ABA") {
        const qr = page.getByRole("img", { name: /KHQR/ })
        await qr.waitFor()
        expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth > 0 && img.width === 200)).toBe(true)
      }
      await page.getByRole("button", { name: checkout.t("checkout.payment.completed", { method: label }) }).click()
      const displayId = await checkout.confirmation()
      expect(await page.getByTestId("order-number").textContent()).toMatch(/^ORDER-\d{6}$/)

      const order = await adminOrder(medusaUrl(), token, displayId)
      expect(order, `order #${displayId} in Medusa`).toBeTruthy()
      expect(order!.items.map((i) => i.quantity)).toEqual([2])
      expect(order!.total).toBe(39.98) // 2 × 14.99 + 10 delivery
    } finally {
      await context.close()
    }
  })
})
