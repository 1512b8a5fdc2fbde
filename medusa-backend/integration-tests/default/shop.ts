import { section } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { seedShop, SHOP, type SeedResult } from "../../src/scripts/seed-shop"
import { ensureAdminUser } from "../../src/scripts/admin-user"
import { PRODUCTS, STORE_CATEGORIES, TOP_CATEGORIES } from "../../src/scripts/catalog-data"
import { clearReadModel, createPricedProducts, eventually, signedInBearer } from "../helpers/shop"

const KHMER = /[\u1780-\u17FF]/

/** The seeded shop as shoppers and the spec read it: catalog, categories, translations, the store API. */
export const shopCatalog = section("shop", {
  testSuite: ({ api, getContainer }) => {
    let seed: SeedResult
    let container: MedusaContainer

    beforeAll(async () => {
      container = getContainer()
      seed = await seedShop(container)
    })

    // The database is restored between tests; the read model lives in the cache, so start clean.
    beforeEach(() => clearReadModel(container))

    const store = () => ({ headers: { "x-publishable-api-key": seed.publishableKey } })

    /** Signs in to Medusa's admin API as a fresh staff user, the way the dashboard at /app does. */
    const admin = () => signedInBearer(api, container)

    describe("seed", () => {
      it("creates the shop's base data", async () => {
        expect(seed.publishableKey).toMatch(/^pk_/)
        const [region] = await container.resolve(Modules.REGION).listRegions(
          { id: seed.regionId },
          { relations: ["countries"] }
        )
        expect(region.currency_code).toBe("usd")
        expect(region.countries.map((c) => c.iso_2)).toEqual(["us"])

        const [storeRecord] = await container
          .resolve(Modules.STORE)
          .listStores({}, { relations: ["supported_locales", "supported_currencies"] })
        expect(storeRecord.default_sales_channel_id).toBe(seed.salesChannelId)
        expect((storeRecord.supported_locales ?? []).map((l) => l.locale_code)).toEqual(
          expect.arrayContaining(["en-US", "km-KH"])
        )
        expect(await container.resolve(Modules.TRANSLATION).listLocales({ code: "km-KH" })).toHaveLength(1)
      })

      it("is idempotent: a second run creates nothing and changes no count", async () => {
        const products = container.resolve(Modules.PRODUCT)
        const before = await products.listAndCountProducts({})
        const again = await seedShop(container)
        expect(again.created).toEqual([])
        expect(again.publishableKey).toBe(seed.publishableKey)
        const after = await products.listAndCountProducts({})
        expect(after[1]).toBe(before[1])
        expect((await products.listProductCategories({})).length).toBe(
          TOP_CATEGORIES.length + STORE_CATEGORIES.length
        )
        expect(await container.resolve(Modules.FULFILLMENT).listShippingOptions({})).toHaveLength(1)
      })

      it("puts at least 40 products across every storefront category, under Food, Skincare and Clothes", async () => {
        const { data } = await api.get("/store/products?limit=200&fields=id,handle,*categories", store())
        expect(data.products.length).toBeGreaterThanOrEqual(40)
        expect(data.products.length).toBe(PRODUCTS.length)
        const slugs = new Set(data.products.flatMap((p) => p.categories.map((c) => c.handle)))
        for (const slug of [
          "preserved-fish", "preserved-food", "cambodian-spices", "pickled-products", "ready-to-eat",
          "snacks", "drinks", "skincare", "clothing", "gifts-party", "cosmetics", "canned-goods", "seasonings",
          "food", "skincare-beauty", "clothes",
        ]) {
          expect(slugs).toContain(slug)
        }
        const { data: cats } = await api.get("/store/product-categories?parent_category_id=null&fields=name", store())
        expect(cats.product_categories.map((c) => c.name).sort()).toEqual(["Clothes", "Food", "Skincare"])
      })

      it("serves every product image from Medusa's file module", async () => {
        const { data } = await api.get("/api/menu-items")
        const images = new Set(data.map((p) => p.imageUrl))
        expect(images.size).toBe(data.length)
        const first = data[0].imageUrl as string
        expect(first).toMatch(/^\/static\/.+\.svg$/)
        const res = await api.get(first, { responseType: "text" })
        expect(res.status).toBe(200)
        expect(res.data).toContain("<svg")
      })

      it("creates the first admin once, who can sign in with the username and with the e-mail", async () => {
        const account = { username: "sokha", email: "sokha@example.com", password: "kampot-pepper-1" }
        expect(await ensureAdminUser(container, account)).toBe(true)
        expect(await ensureAdminUser(container, account)).toBe(false)
        for (const email of [account.username, account.email]) {
          const { data } = await api.post("/auth/user/emailpass", { email, password: account.password })
          const { data: me } = await api.get("/admin/users/me", { headers: { authorization: `Bearer ${data.token}` } })
          expect(me.user.email).toBe(account.email)
        }
        const wrong = await api
          .post("/auth/user/emailpass", { email: account.username, password: "nope" })
          .catch((e) => e.response)
        expect(wrong.status).toBe(401)
      })
    })

    describe("delivery fee (0 empty, 10 below $150, 15 from $150)", () => {
      const fee = async (variantPrices: number[]) => {
        const { data: created } = await api.post("/store/carts", { region_id: seed.regionId }, store())
        const cartId = created.cart.id
        for (const variantId of variantPrices.map((p) => variants[p])) {
          await api.post(`/store/carts/${cartId}/line-items`, { variant_id: variantId, quantity: 1 }, store())
        }
        const { data } = await api.get(`/store/shipping-options?cart_id=${cartId}`, store())
        expect(data.shipping_options).toHaveLength(1)
        const option = data.shipping_options[0]
        expect(option.name).toBe(SHOP.deliveryOption)
        if (variantPrices.length) {
          const { data: withMethod } = await api.post(
            `/store/carts/${cartId}/shipping-methods`,
            { option_id: option.id },
            store()
          )
          expect(withMethod.cart.shipping_total).toBe(option.amount)
          expect(withMethod.cart.tax_total).toBe(0)
        }
        return option.amount
      }
      const variants: Record<number, string> = {}

      beforeEach(async () => {
        const result = await createPricedProducts(container, seed.salesChannelId, [149.99, 150, 0.01].map((amount) => ({ title: `Fee probe ${amount}`, amount })))
        result.forEach((p, i) => (variants[[149.99, 150, 0.01][i]] = p.variants[0].id))
      })

      it("is $0 for an empty cart", async () => {
        expect(await fee([])).toBe(0)
      })
      it("is $10 at $149.99", async () => {
        expect(await fee([149.99])).toBe(10)
      })
      it("is $15 at exactly $150", async () => {
        expect(await fee([150])).toBe(15)
      })
      it("is $15 above $150", async () => {
        expect(await fee([150, 0.01])).toBe(15)
      })
    })

    describe("GET /api/menu-items and /api/categories", () => {
      it("lists every published product in the spec's shape, in English by default", async () => {
        const { data, headers } = await api.get("/api/menu-items")
        expect(headers["content-type"]).toMatch(/application\/json/)
        expect(data).toHaveLength(PRODUCTS.length)
        const prahok = data.find((p) => p.handle === "prahok-fermented-fish-paste")
        const seeded = PRODUCTS.find((p) => p.handle === "prahok-fermented-fish-paste")!
        expect(prahok).toEqual({
          id: expect.stringMatching(/^prod_/),
          name: seeded.title,
          description: seeded.description,
          price: seeded.price,
          categoryId: expect.stringMatching(/^pcat_/),
          categorySlug: "preserved-fish",
          imageUrl: expect.stringMatching(/^\/static\//),
          isPopular: true,
          isNew: false,
          cookTime: seeded.size,
          dietaryInfo: seeded.info,
          handle: seeded.handle,
        })
        expect(data.some((p) => p.isNew)).toBe(true)
        expect(data.every((p) => !KHMER.test(p.name))).toBe(true)
      })

      it("lists the seeded products in the order of the seed's list, so the home page's first 12 never change", async () => {
        const { data } = await api.get("/api/menu-items")
        expect(data.map((p) => p.handle)).toEqual(PRODUCTS.map((p) => p.handle))
      })

      it("answers in Khmer for ?lang=km and for Accept-Language: km, with the same prices", async () => {
        const { data: en } = await api.get("/api/menu-items")
        const { data: km } = await api.get("/api/menu-items?lang=km")
        const { data: header } = await api.get("/api/menu-items", { headers: { "accept-language": "km-KH,km;q=0.9,en;q=0.5" } })
        expect(header).toEqual(km)
        expect(km).toHaveLength(en.length)
        for (const item of km) {
          const seeded = PRODUCTS.find((p) => p.handle === item.handle)!
          expect(item.name).toBe(seeded.titleKm)
          expect(item.description).toBe(seeded.descriptionKm)
          expect([item.cookTime, item.dietaryInfo]).toEqual([seeded.sizeKm, seeded.infoKm])
          expect(KHMER.test(item.name)).toBe(true)
          expect(item.price).toBe(en.find((e) => e.id === item.id).price)
        }
        const { data: fallback } = await api.get("/api/menu-items", { headers: { "accept-language": "fr-FR" } })
        expect(fallback).toEqual(en)
      })

      it("lists the categories, top level first, in both languages", async () => {
        const { data: en } = await api.get("/api/categories")
        expect(en).toHaveLength(TOP_CATEGORIES.length + STORE_CATEGORIES.length)
        expect(en[0]).toEqual({ id: expect.stringMatching(/^pcat_/), name: "Food", slug: "food", parentId: null, description: expect.any(String) })
        const { data: km } = await api.get("/api/categories?lang=km")
        expect(km.find((c) => c.slug === "cambodian-spices").name).toBe("គ្រឿងទេសខ្មែរ")
        expect(km.find((c) => c.slug === "clothes").name).toBe("សម្លៀកបំពាក់")
        const menu = (await api.get("/api/menu-items")).data
        const ids = new Set(en.map((c) => c.id))
        expect(menu.every((m) => ids.has(m.categoryId))).toBe(true)
      })

      it("revalidates with the ETag", async () => {
        const first = await api.get("/api/menu-items")
        const again = await api
          .get("/api/menu-items", { headers: { "if-none-match": first.headers.etag } })
          .catch((e) => e.response)
        expect(again.status).toBe(304)
      })

      // A change made in Medusa shows within 2 s: shoppers get the last good catalog while it is rebuilt.
      const read = (path: string) => async () => (await api.get(path)).data as any[]

      it("shows a product change made in Medusa within 2 s", async () => {
        const { data: before } = await api.get("/api/menu-items")
        const pepper = before.find((p) => p.handle === "kampot-black-pepper")
        const auth = await admin()
        await api.post(
          `/admin/products/${pepper.id}`,
          { title: "Kampot Black Pepper (Harvest 2026)", metadata: { is_new: true } },
          auth
        )
        const { value: after } = await eventually(read("/api/menu-items"), (m) => m.find((p) => p.id === pepper.id).name !== pepper.name)
        const updated = after.find((p) => p.id === pepper.id)
        expect(updated.name).toBe("Kampot Black Pepper (Harvest 2026)")
        expect(updated.isNew).toBe(true)

        await api.post(`/admin/products/${pepper.id}`, { status: "draft" }, auth)
        await eventually(read("/api/menu-items"), (hidden) => !hidden.some((p) => p.id === pepper.id))
      })

      it("shows a category renamed in Medusa within 2 s", async () => {
        const { data: before } = await api.get("/api/categories")
        const snacks = before.find((c) => c.slug === "snacks")
        await api.post(`/admin/product-categories/${snacks.id}`, { name: "Snacks & Sweets" }, await admin())
        const { value: after } = await eventually(read("/api/categories"), (c) => c.find((k) => k.id === snacks.id).name !== snacks.name)
        expect(after.find((c) => c.id === snacks.id).name).toBe("Snacks & Sweets")
      })

      it("shows a Khmer translation edited in Medusa's admin within 2 s", async () => {
        const { data: km } = await api.get("/api/menu-items?lang=km")
        const prahok = km.find((p) => p.handle === "prahok-fermented-fish-paste")
        const translation = container.resolve(Modules.TRANSLATION)
        const [row] = await translation.listTranslations({ reference_id: prahok.id, locale_code: "km-KH" })
        await api.post(
          "/admin/translations/batch",
          { update: [{ id: row.id, translations: { title: "ប្រហុកសៀមរាប", description: prahok.description } }] },
          await admin()
        )
        const { value: after } = await eventually(read("/api/menu-items?lang=km"), (m) => m.find((p) => p.id === prahok.id).name !== prahok.name)
        expect(after.find((p) => p.id === prahok.id).name).toBe("ប្រហុកសៀមរាប")
      })
    })
  },
})
