import { gunzipSync } from "node:zlib"
import { section } from "../helpers/runner"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { ADMIN, CATALOG_SHOWS_WITHIN_MS, eventually, menuItems, seededShop, signedInBearer, type MenuItem } from "../helpers/shop"

jest.setTimeout(240_000)

/**
 * The catalog read model under change (issue 28): a shopper's read never waits for a rebuild (it
 * gets the last good catalog, in both languages, while one is built in the background), and a change
 * made in Medusa's admin shows in GET /api/menu-items within 2 s.
 */
export const catalogReadModel = section("catalog-read-model", {
  testSuite: ({ api, getContainer }) => {
    seededShop(getContainer, ADMIN)
    const admin = () => signedInBearer(api, getContainer(), ADMIN)
    const khmerMenu = async () => (await api.get("/api/menu-items?lang=km")).data as MenuItem[]

    const shownWithin = async (check: (menu: MenuItem[]) => boolean) => (await eventually(() => menuItems(api), check)).took

    /** Holds the catalog's rebuilds (its read of the products) until the returned release() is called. */
    function holdRebuilds() {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const graph = query.graph
      let release!: () => void
      const released = new Promise<void>((r) => (release = r))
      let held = 0
      query.graph = (async (config: { entity: string; fields?: string[] }, ...rest: unknown[]) => {
        // the read model's product read: its fields with the sales channels (Medusa's own reads differ)
        if (config.entity === "product" && config.fields?.includes("sales_channels.id") && config.fields.includes("variants.prices.rules_count")) {
          held++
          await released
        }
        return (graph as Function).call(query, config, ...rest)
      }) as typeof graph
      return {
        held: () => held,
        release: () => {
          query.graph = graph
          release()
        },
      }
    }

    it("answers a read during a rebuild at once with the last good catalog, in both languages", async () => {
      const before = await menuItems(api)
      const khmerBefore = await khmerMenu()
      const pepper = before.find((m) => (m as MenuItem & { handle: string }).handle === "kampot-black-pepper")!
      const hold = holdRebuilds()
      try {
        await api.post(`/admin/products/${pepper.id}`, { title: "Kampot Black Pepper (Rebuilding)" }, await admin())
        for (const started = Date.now(); !hold.held(); await new Promise((r) => setTimeout(r, 20))) {
          if (Date.now() - started > 5000) throw new Error("no rebuild started after the change")
        }
        const started = Date.now()
        const [during, khmerDuring] = await Promise.all([menuItems(api), khmerMenu()])
        expect(Date.now() - started).toBeLessThan(1000)
        expect(during).toEqual(before)
        expect(khmerDuring).toEqual(khmerBefore)
      } finally {
        hold.release()
      }
      await shownWithin((menu) => menu.find((m) => m.id === pepper.id)?.name === "Kampot Black Pepper (Rebuilding)")
    })

    it("answers the catalog gzipped when the browser takes it, and the same catalog plain otherwise", async () => {
      const zipped = await api.get("/api/menu-items?lang=km", { headers: { "Accept-Encoding": "gzip" }, decompress: false, responseType: "arraybuffer" })
      expect(zipped.headers["content-encoding"]).toBe("gzip")
      expect(zipped.headers.vary).toMatch(/Accept-Encoding/)
      const plain = await api.get("/api/menu-items?lang=km", { headers: { "Accept-Encoding": "identity" } })
      expect(plain.headers["content-encoding"]).toBeUndefined()
      expect(JSON.parse(gunzipSync(Buffer.from(zipped.data)).toString("utf8"))).toEqual(plain.data)
      expect(zipped.headers.etag).toBe(plain.headers.etag)
      expect((plain.data as MenuItem[]).length).toBeGreaterThan(40)
    })

    it("shows a product edited in Medusa's admin within 2 s, and its Khmer texts", async () => {
      const menu = await menuItems(api)
      const [item] = menu
      const auth = await admin()
      await api.post(`/admin/products/${item.id}`, { title: "Renamed in Medusa", metadata: { is_new: true } }, auth)
      const took = await shownWithin((m) => {
        const shown = m.find((p) => p.id === item.id) as (MenuItem & { isNew: boolean }) | undefined
        return shown?.name === "Renamed in Medusa" && shown.isNew
      })
      expect(took).toBeLessThan(CATALOG_SHOWS_WITHIN_MS)

      await api.post(`/admin/products/${item.id}`, { status: "draft" }, auth)
      await shownWithin((m) => !m.some((p) => p.id === item.id))
      expect((await khmerMenu()).some((p) => p.id === item.id)).toBe(false)
    })

    /** The read model's product reads from now on: the ids each one asked for ("all" for a whole-catalog read). */
    function watchProductReads() {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const graph = query.graph
      const reads: (string[] | "all")[] = []
      query.graph = (async (config: { entity: string; fields?: string[]; filters?: { id?: string[] } }, ...rest: unknown[]) => {
        if (config.entity === "product" && config.fields?.includes("sales_channels.id") && config.fields.includes("variants.prices.rules_count")) {
          reads.push(config.filters?.id ? [...config.filters.id] : "all")
        }
        return (graph as Function).call(query, config, ...rest)
      }) as typeof graph
      return { reads, stop: () => (query.graph = graph) }
    }

    it("reads only the products a change touched again: a title, a price, a Khmer text; a category change reads all", async () => {
      const auth = await admin()
      const menu = await menuItems(api)
      const item = menu.find((m) => (m as MenuItem & { handle: string }).handle === "kampot-red-pepper")!
      const other = menu.find((m) => m.id !== item.id)!
      const watch = watchProductReads()
      try {
        // a title through Medusa's admin
        await api.post(`/admin/products/${item.id}`, { title: "Red Pepper, Edited Alone" }, auth)
        await shownWithin((m) => m.find((p) => p.id === item.id)?.name === "Red Pepper, Edited Alone")
        expect(watch.reads.length).toBeGreaterThan(0)
        expect(watch.reads.every((r) => r !== "all" && r.every((id) => id === item.id))).toBe(true)
        // the other products are as they were, in the same order
        expect((await menuItems(api)).filter((m) => m.id !== item.id)).toEqual(menu.filter((m) => m.id !== item.id))
        // a new place in the catalog's order (its rank), in both languages
        await api.post(`/admin/products/${item.id}`, { metadata: { catalog_rank: -1 } }, auth)
        await shownWithin((m) => m[0]?.id === item.id)
        expect((await khmerMenu())[0].id).toBe(item.id)
        expect(watch.reads.every((r) => r !== "all")).toBe(true)

        // its price, through the variant
        const { data } = await api.get(`/admin/products/${item.id}?fields=*variants,*variants.prices`, auth)
        const variant = data.product.variants[0]
        watch.reads.length = 0
        await api.post(`/admin/products/${item.id}/variants/${variant.id}`, { prices: [{ currency_code: "usd", amount: 42.5 }] }, auth)
        await shownWithin((m) => m.find((p) => p.id === item.id)?.price === 42.5)
        expect(watch.reads.every((r) => r !== "all" && r.every((id) => id === item.id))).toBe(true)

        // its Khmer name, through Medusa's translations
        const translations = (await api.get(`/admin/translations?reference_id=${item.id}&locale_code=km-KH`, auth)).data.translations
        watch.reads.length = 0
        if (translations.length) {
          await api.post("/admin/translations/batch", { update: [{ id: translations[0].id, translations: { ...translations[0].translations, title: "ម្រេចក្រហម កែ" } }] }, auth)
        } else {
          await api.post("/admin/translations/batch", { create: [{ reference: "product", reference_id: item.id, locale_code: "km-KH", translations: { title: "ម្រេចក្រហម កែ" } }] }, auth)
        }
        await eventually(khmerMenu, (m) => m.find((p) => p.id === item.id)?.name === "ម្រេចក្រហម កែ")
        expect(watch.reads.every((r) => r !== "all" && r.every((id) => id === item.id))).toBe(true)

        // a category's handle shows on every product of it: the whole catalog is read
        const categoryId = (other as MenuItem & { categoryId: string }).categoryId
        const { data: cat } = await api.get(`/admin/product-categories/${categoryId}`, auth)
        watch.reads.length = 0
        await api.post(`/admin/product-categories/${categoryId}`, { handle: `${cat.product_category.handle}-renamed` }, auth)
        await shownWithin((m) => (m.find((p) => p.id === other.id) as MenuItem & { categorySlug: string })?.categorySlug === `${cat.product_category.handle}-renamed`)
        expect(watch.reads).toContain("all")
      } finally {
        watch.stop()
      }
    })

    it("removes a deleted product and adds a created one without reading the others", async () => {
      const auth = await admin()
      const menu = await menuItems(api)
      const gone = menu[3]
      const watch = watchProductReads()
      try {
        await api.delete(`/admin/products/${gone.id}`, auth)
        await shownWithin((m) => !m.some((p) => p.id === gone.id))
        const { data } = await api.get("/admin/sales-channels", auth)
        const { data: created } = await api.post(
          "/admin/products",
          {
            title: "Added One By One",
            status: "published",
            options: [{ title: "Default", values: ["Default"] }],
            variants: [{ title: "Default", options: { Default: "Default" }, prices: [{ currency_code: "usd", amount: 7 }], manage_inventory: false }],
            sales_channels: data.sales_channels.map((c: { id: string }) => ({ id: c.id })),
          },
          auth
        )
        const shown = await eventually(() => menuItems(api), (m) => m.some((p) => p.id === created.product.id))
        expect(shown.value.find((p) => p.id === created.product.id)).toMatchObject({ name: "Added One By One", price: 7 })
        expect(shown.value.length).toBe(menu.length)
        expect(watch.reads.includes("all")).toBe(false)
      } finally {
        watch.stop()
      }
    })
  },
})
