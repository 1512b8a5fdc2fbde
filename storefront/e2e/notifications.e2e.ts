import type { Browser } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { baseUrl, launch, newContext } from "./fixtures/browser"
import { CUSTOMER, toPayment } from "./fixtures/checkout-page"
import { localize } from "./fixtures/i18n"
import { mailDir, mailWhere, recipients } from "./fixtures/mailbox"
import { ADMIN, signIn } from "./fixtures/staff"

// The e2e shop sends its e-mail over SMTP to global-setup.ts's sink: the shopper's mailbox here.
const km = localize("km")
const a = localize("en", "admin")
const s = localize("en", "shipping")
const SHOP_KM = "ផ្សារបេតិកភណ្ឌខ្មែរ"

let browser: Browser
beforeAll(async () => void (browser = await launch()))
afterAll(() => browser?.close())

describe("the shop tells the shopper what happens to the order", () => {
  it("a Khmer order on a phone: the 'order received' mail's link opens the order; staff verify and buy a label; the page and the mails follow", async (ctx) => {
    if (!mailDir()) ctx.skip() // an external shop (E2E_BASE_URL): its mail is not ours to read
    const phone = await newContext(browser, { width: 360, height: 780 })
    const desk = await newContext(browser, { width: 1280, height: 900 })
    try {
      // The shopper orders in Khmer with Zelle.
      const shopper = await phone.newPage()
      const checkout = await toPayment(shopper, "km")
      await checkout.tab("Zelle").click()
      await shopper.getByRole("button", { name: checkout.t("checkout.payment.completed", { method: "Zelle" }) }).click()
      const number = await checkout.confirmation()

      // 'Order received' in Khmer, to the e-mail given at checkout; staff hear of the new order.
      const [received, ...twice] = await mailWhere((m) => m.subject === `បានទទួលការបញ្ជាទិញ #${number} – ${SHOP_KM}`)
      expect(twice).toHaveLength(0)
      expect(recipients(received)).toBe(CUSTOMER.email)
      expect(received.text).toContain("ម្រេចកំពតខ្មៅ")
      expect(received.text).toContain("Zelle")
      expect(await mailWhere((m) => m.subject === `New order #${number}`)).toHaveLength(1)

      // The mail's link opens the order's page, at the top, in Khmer (the link's origin is the
      // production STOREFRONT_URL; the e2e shop answers on its own port).
      const link = /https?:\/\/[^\s/]+(\/orders\/[A-Za-z0-9_-]{43})\b/.exec(received.text ?? "")
      expect(link, "a status link in the mail").toBeTruthy()
      expect(received.html).toContain(`${link![1]}"`)
      await shopper.goto(new URL(`${link![1]}?lang=km`, baseUrl()).href)
      await shopper.getByRole("heading", { name: km("orderStatus.title", { number }) }).waitFor()
      await shopper.getByText(km("orderStatus.payment.checking", { method: "Zelle" })).waitFor()
      expect(await shopper.evaluate(() => window.scrollY)).toBe(0)

      // Staff verify the payment and buy a label in the back office.
      const staff = await desk.newPage()
      await signIn(staff, ADMIN)
      await staff.waitForURL((u) => u.pathname === "/admin")
      await staff.getByRole("button", { name: a("orders.open", { id: number }) }).first().click()
      const dialog = staff.getByRole("dialog", { name: a("order.title", { id: number }) })
      await dialog.getByRole("button", { name: a("order.verify") }).click()
      await staff.getByRole("alertdialog").getByRole("button", { name: a("order.verify") }).click()
      await staff.getByText(a("order.paymentUpdated")).first().waitFor()

      const [paid, ...paidTwice] = await mailWhere((m) => m.subject === `បានទទួលការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញ #${number} – ${SHOP_KM}`)
      expect(paidTwice).toHaveLength(0)
      expect(paid.text).toContain(`#${number}`)

      await dialog.getByRole("tab", { name: a("order.tabs.shipping") }).click()
      await dialog.getByRole("button", { name: s("dialog.compare") }).click()
      await dialog.getByRole("radio").first().check()
      await dialog.getByRole("button", { name: s("dialog.create") }).click()
      // A label costs money: its price is asked first (issue 26 point 7).
      await staff.getByRole("alertdialog", { name: s("buy.title") }).getByRole("button", { name: new RegExp(`^${s("buy.confirm", { price: "" }).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\$\\d`) }).click()
      await staff.getByText(s("label.created")).first().waitFor()
      await staff.keyboard.press("Escape")

      // A bought label is not a parcel on its way (issue 26 point 8): the e-mail goes when staff press Ship.
      await staff.goto(new URL("/shipping-admin", baseUrl()).href)
      const pending = staff.locator("section").filter({ has: staff.getByRole("heading", { name: s("admin.pending") }) })
      await pending.getByRole("button", { name: s("admin.shipOrder", { id: number }) }).click()
      await staff.getByText(s("admin.shippedText", { id: number })).first().waitFor()

      const [onItsWay, ...shippedTwice] = await mailWhere((m) => m.subject === `ការបញ្ជាទិញ #${number} កំពុងធ្វើដំណើរមករកអ្នក – ${SHOP_KM}`)
      expect(shippedTwice).toHaveLength(0)
      const tracking = /លេខតាមដាន: (\S+)/.exec(onItsWay.text ?? "")?.[1]
      expect(tracking, "the tracking number in the mail").toBeTruthy()
      expect(onItsWay.html).toMatch(/<a [^>]*href="https?:\/\/[^"]+"[^>]*>[^<]*តាមដានកញ្ចប់អីវ៉ាន់របស់អ្នក/)

      // The shopper's page follows: paid, shipped, the same tracking number and its link.
      await shopper.reload()
      await shopper.getByText(km("orderStatus.payment.paid"), { exact: true }).waitFor()
      await shopper.getByTestId("order-status").getByText(km("orderStatus.status.shipped")).waitFor()
      await shopper.getByText(tracking!).waitFor()
      await shopper.getByRole("link", { name: km("orderStatus.track") }).waitFor()
      expect(await shopper.evaluate(() => window.scrollY)).toBe(0)
    } finally {
      await phone.close()
      await desk.close()
    }
  })
})
