import { section } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import type { ICacheService } from "@medusajs/framework/types"
import { SHOP_SETTINGS_ERRORS } from "@shop/contract"
import { SHOP_SETTINGS_MODULE, type ShopSettingsModuleService } from "compat-api/modules/shop-settings"
import { ADMIN, any, bearer, expectStatus, menuItems, orderBody, placeShopperOrder, seededShop, signIn, STAFF, withJar } from "../helpers/shop"

jest.setTimeout(240_000)

const SAVED = {
  name: { en: "Amok House", km: "ផ្ទះអាម៉ុក" },
  address: { street: "9 Main St", city: "Lowell", state: "MA", zip: "01852" },
  phone: "(978) 555-0123",
  email: "hello@amok.example",
  hours: { contact: { en: "Tuesday-Sunday 10:00 AM-8:00 PM", km: "" }, footer: { en: "", km: "" } },
  banner: { en: "Free delivery over $100 this month", km: "ដឹកឥតគិតថ្លៃលើសពី $100 ខែនេះ" },
  pages: { faq: { title: { en: "", km: "" }, body: { en: "## Do you ship?\n\nYes, **every day**.", km: "" } } },
}

/**
 * Shop settings (issue 27 point 9): an admin saves the shop's facts in Medusa's admin
 * (PUT /admin/shop/settings); the storefront's GET /api/shop-facts shows them at once, over the
 * spec's defaults (an empty field or page keeps the default); staff and anonymous callers cannot
 * change them; bad input is a 400 naming the field; the e-mails' foot says the saved name.
 */
export const shopSettings = section("shop-settings", {
  testSuite: ({ api, getContainer }) => {
    seededShop(getContainer, ADMIN, STAFF)
    // Each test starts from the restored database: the cached record of an earlier test must go too.
    beforeEach(() => getContainer().resolve<ICacheService>(Modules.CACHE).invalidate("shop-settings:*"))

    it("answers the spec's defaults before anything is saved, in both languages or one", async () => {
      const both = await api.get("/api/shop-facts", any)
      expectStatus(both)
      expect(both.headers["cache-control"]).toMatch(/public, max-age=\d+/)
      expect(both.data).toMatchObject({
        name: { en: "Cambodian Heritage Market", km: "ផ្សារបេតិកភណ្ឌខ្មែរ" },
        hours: {
          contact: { en: "Monday-Friday 11:00 AM-10:00 PM\nSaturday-Sunday 12:00 PM-11:00 PM" },
          footer: { en: "Open every day 11:00 AM-10:00 PM" },
        },
        banner: { en: "Free shipping on orders over $100" },
        pages: { returns: { title: { en: "Returns" }, body: { en: "", km: "" }, placeholder: { en: true, km: true } } },
        updatedAt: null,
      })
      expect(both.data).not.toHaveProperty("shipFrom")
      const km = await api.get("/api/shop-facts?lang=km", any)
      expect(km.data).toMatchObject({ lang: "km", name: "ផ្សារបេតិកភណ្ឌខ្មែរ", pages: { faq: { title: "សំណួរញឹកញាប់", placeholder: true } } })
      // The same answer again is a 304 for a client that has it.
      const again = await api.get("/api/shop-facts?lang=km", { ...any, headers: { "if-none-match": km.headers.etag } })
      expect(again.status).toBe(304)
      expect((await api.get("/api/shop-facts?lang=fr", any)).data).toMatchObject({ code: "shopSettings.lang" })
    })

    it("an admin's save shows in GET /api/shop-facts at once; an empty field keeps its default", async () => {
      const auth = await bearer(api, ADMIN)
      const saved = await api.put("/admin/shop/settings", SAVED, auth)
      expectStatus(saved)
      expect(saved.data.settings.name).toEqual(SAVED.name)
      expect(saved.data.facts.shipFrom).toMatchObject({ street1: "9 Main St", city: "Lowell", zip: "01852", phone: "9785550123" })

      const facts = (await api.get("/api/shop-facts", any)).data
      expect(facts).toMatchObject({
        name: SAVED.name,
        address: { line: "9 Main St, Lowell, MA 01852" },
        phone: "(978) 555-0123",
        email: "hello@amok.example",
        banner: SAVED.banner,
        hours: {
          contact: { en: "Tuesday-Sunday 10:00 AM-8:00 PM", km: "ច័ន្ទ-សុក្រ ម៉ោង ១១:០០ ព្រឹក-១០:០០ យប់\nសៅរ៍-អាទិត្យ ម៉ោង ១២:០០ ថ្ងៃត្រង់-១១:០០ យប់" },
          footer: { en: "Open every day 11:00 AM-10:00 PM" },
        },
        pages: {
          faq: { title: { en: "FAQ" }, body: { en: "## Do you ship?\n\nYes, **every day**." }, placeholder: { en: false, km: true } },
          privacy: { placeholder: { en: true, km: true } },
        },
      })
      expect(facts.updatedAt).toEqual(expect.any(String))
      // What Medusa's admin page reads back.
      const read = (await api.get("/admin/shop/settings", auth)).data
      expect(read.settings.banner).toEqual(SAVED.banner)
      expect(read.defaults.banner.en).toBe("Free shipping on orders over $100")

      // Clearing a field brings its default back.
      expectStatus(await api.put("/admin/shop/settings", { ...SAVED, banner: { en: "", km: "" } }, auth))
      expect((await api.get("/api/shop-facts?lang=en", any)).data.banner).toBe("Free shipping on orders over $100")
    })

    it("refuses staff and anonymous callers, and changes nothing", async () => {
      const anonymous = await api.put("/admin/shop/settings", SAVED, any)
      expect(anonymous.status).toBe(401)
      const staffJar = await signIn(api, STAFF)
      const staffPut = await api.put("/admin/shop/settings", SAVED, withJar(staffJar))
      expect([401, 403]).toContain(staffPut.status)
      const staffBearer = await api.put("/admin/shop/settings", SAVED, await bearer(api, STAFF)).catch((e) => e.response)
      expect([401, 403]).toContain(staffBearer.status)
      expect((await api.get("/admin/shop/settings", any)).status).toBe(401)
      expect(await getContainer().resolve<ShopSettingsModuleService>(SHOP_SETTINGS_MODULE).listShopSettings({})).toEqual([])
      expect((await api.get("/api/shop-facts?lang=en", any)).data.name).toBe("Cambodian Heritage Market")
    })

    it("bad input is a 400 naming the field, never a 5xx", async () => {
      const auth = await bearer(api, ADMIN)
      const cases: [unknown, string, string][] = [
        [{ email: "not-an-address" }, "email", SHOP_SETTINGS_ERRORS.email],
        [{ phone: "12" }, "phone", SHOP_SETTINGS_ERRORS.phone],
        [{ address: { zip: "ABCDE" } }, "address.zip", SHOP_SETTINGS_ERRORS.zip],
        [{ pages: { terms: { body: { en: "<img src=x onerror=alert(1)>" } } } }, "pages.terms.body.en", SHOP_SETTINGS_ERRORS.html],
        [{ pages: { faq: { body: { km: "ក".repeat(20_001) } } } }, "pages.faq.body.km", SHOP_SETTINGS_ERRORS.bodyTooLong],
        [{ name: { en: "x".repeat(201) } }, "name.en", SHOP_SETTINGS_ERRORS.tooLong],
        [{ colour: "red" }, "body", SHOP_SETTINGS_ERRORS.unknownField],
      ]
      for (const [body, field, message] of cases) {
        const res = await api.put("/admin/shop/settings", body, auth)
        expect(res.status).toBe(400)
        expect(res.data.errors).toEqual(expect.arrayContaining([{ field, message }]))
      }
      const notJson = await api.put("/admin/shop/settings", "name=x", { ...auth, headers: { ...auth.headers, "content-type": "text/plain" } })
      expect(notJson.status).toBe(400)
      expect(await getContainer().resolve<ShopSettingsModuleService>(SHOP_SETTINGS_MODULE).listShopSettings({})).toEqual([])
    })

    it("a save whose cache step fails is undone: the earlier settings stay, on the row and in /api/shop-facts", async () => {
      const auth = await bearer(api, ADMIN)
      expectStatus(await api.put("/admin/shop/settings", SAVED, auth))
      const cache = getContainer().resolve<ICacheService>(Modules.CACHE)
      const invalidate = cache.invalidate.bind(cache)
      let failed = false
      const spy = jest.spyOn(cache, "invalidate").mockImplementation(async (key: string) => {
        if (!failed && key === "shop-settings:record") {
          failed = true
          throw new Error("the cache is away")
        }
        return invalidate(key)
      })
      try {
        const res = await api.put("/admin/shop/settings", { ...SAVED, name: { en: "Half Saved", km: "" } }, auth)
        expect(res.status).toBeGreaterThanOrEqual(500)
      } finally {
        spy.mockRestore()
      }
      const [row] = await getContainer().resolve<ShopSettingsModuleService>(SHOP_SETTINGS_MODULE).listShopSettings({})
      expect((row.settings as any).name).toEqual(SAVED.name)
      expect((await api.get("/api/shop-facts?lang=en", any)).data.name).toBe("Amok House")
    })

    it("an order's e-mail ends with the saved name, address and phone", async () => {
      expectStatus(await api.put("/admin/shop/settings", SAVED, await bearer(api, ADMIN)))
      const [item] = (await menuItems(api)).filter((m) => Number(m.price) < 50)
      const { orderId } = await placeShopperOrder(api, getContainer(), orderBody("zelle", [{ ...item, quantity: 1 }]))
      const received = async () =>
        (await getContainer().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId, template: "order-received" } as any)) as any[]
      for (let i = 0; i < 100 && !(await received()).length; i++) await new Promise((r) => setTimeout(r, 100))
      const [mail] = await received()
      const text: string = mail.data.text
      const foot = text.slice(text.lastIndexOf("--"))
      expect(foot).toContain("Amok House")
      expect(foot).toContain("9 Main St, Lowell, MA 01852")
      expect(foot).toContain("(978) 555-0123")
      expect(text).not.toContain("Cambodian Heritage Market")
    })
  },
})
