import { gunzipSync } from "node:zlib"
import { section } from "../helpers/runner"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CATALOG_ERRORS, CATALOG_PAGE_DEFAULT, CATALOG_PAGE_MAX, PRODUCT_ERRORS, type CatalogPage, type Category, type MenuItem as FullMenuItem } from "@shop/contract"
import { ADMIN, any, CATALOG_SHOWS_WITHIN_MS, eventually, menuItems, seededShop, signedInBearer, type MenuItem } from "../helpers/shop"

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

    describe("paged reads (GET /api/catalog/products, the storefront's)", () => {
      const menu = async (lang: "en" | "km") => (await api.get(`/api/menu-items?lang=${lang}`)).data as FullMenuItem[]
      const page = async (query: string) => {
        const res = await api.get(`/api/catalog/products?${query}`, any)
        expect([query, res.status]).toEqual([query, 200])
        return res.data as CatalogPage
      }
      const handles = (p: CatalogPage) => p.items.map((i) => i.handle)
      // The database goes back to the seeded shop before each test; a server re-reads the read model
      // at most every 250 ms (compat-api read-model/page.ts CATALOG_RECHECK_MS), so a test starts after that.
      beforeEach(() => new Promise((r) => setTimeout(r, 300)))

      it("pages the catalog in its own order, in either language, with the total", async () => {
        const [en, km] = await Promise.all([menu("en"), menu("km")])
        expect(en.length).toBeGreaterThan(CATALOG_PAGE_DEFAULT)
        expect(await page("lang=en&limit=12")).toEqual({ items: en.slice(0, 12), total: en.length, offset: 0, limit: 12 })
        expect(await page("lang=km&offset=12&limit=12")).toEqual({ items: km.slice(12, 24), total: km.length, offset: 12, limit: 12 })
        expect(await page("lang=en")).toMatchObject({ items: en.slice(0, CATALOG_PAGE_DEFAULT), limit: CATALOG_PAGE_DEFAULT })
        expect(await page(`lang=en&offset=${en.length - 2}&limit=48`)).toEqual({ items: en.slice(-2), total: en.length, offset: en.length - 2, limit: 48 })
        expect(await page("lang=en&offset=100000")).toEqual({ items: [], total: en.length, offset: 100000, limit: CATALOG_PAGE_DEFAULT })
        // no lang: the Accept-Language header decides, as for /api/menu-items
        const khmer = await api.get("/api/catalog/products?limit=1", { headers: { "accept-language": "km-KH,km;q=0.9" } })
        expect([khmer.data.items[0].name, khmer.headers["content-language"]]).toEqual([km[0].name, "km"])
      })

      it("searches names in both languages, Weight/Size and Additional Info on the server", async () => {
        const pepper = await page("lang=en&q=kampot%20pepper&limit=48")
        expect(handles(pepper)).toEqual(expect.arrayContaining(["kampot-black-pepper", "kampot-red-pepper", "kampot-pepper-gift-box"]))
        const text = (i: FullMenuItem) => [i.name, i.description, i.cookTime, i.dietaryInfo].join(" ")
        expect(pepper.items.filter((i) => !/kampot/i.test(text(i)) || !/pepper/i.test(text(i)))).toEqual([])
        expect(pepper.total).toBe(pepper.items.length)
        // a Khmer word in the English shop finds the product by its Khmer name, and answers it in English
        const khmerWord = await page(`lang=en&q=${encodeURIComponent("ម្រេចកំពតខ្មៅ")}`)
        expect(khmerWord.items.map((i) => [i.handle, i.name])).toContainEqual(["kampot-black-pepper", "Kampot Black Pepper"])
        expect(handles(khmerWord)).not.toContain("kampot-red-pepper")
        // an English word in the Khmer shop
        const english = await page("lang=km&q=prahok")
        expect(english.items.map((i) => [i.handle, i.name])).toContainEqual(["prahok-fermented-fish-paste", "ប្រហុក"])
        // Weight/Size, in English and in Khmer
        expect(handles(await page("lang=en&q=serves%204-6"))).toEqual(["samlor-korko-kit"])
        expect(handles(await page(`lang=km&q=${encodeURIComponent("ក្រឡ ៤៥៤")}`))).toEqual(expect.arrayContaining(["prahok-fermented-fish-paste", "phaak-fermented-fish-with-rice"]))
        // Additional Info
        expect(handles(await page("lang=en&q=very%20spicy"))).toEqual(["mteh-ling-roasted-chili-paste"])
        expect(await page("lang=en&q=no-such-thing-anywhere")).toMatchObject({ items: [], total: 0 })
      })

      it("filters by category (with the categories beneath it) and sorts as asked", async () => {
        const [en, categories] = await Promise.all([menu("en"), api.get("/api/categories?lang=en").then((r: { data: Category[] }) => r.data)])
        const fish = await page("lang=en&category=preserved-fish&limit=48")
        expect(fish.items).toEqual(en.filter((i) => i.categorySlug === "preserved-fish"))
        const food = categories.find((c) => c.slug === "food")!
        const underFood = new Set([food.id, ...categories.filter((c) => c.parentId === food.id).map((c) => c.id)])
        const foodPage = await page("lang=en&category=food&limit=48")
        expect(foodPage.total).toBe(en.filter((i) => i.categoryId && underFood.has(i.categoryId)).length)
        expect(foodPage.total).toBeGreaterThan(fish.total)
        expect(await page("lang=en&category=no-such-category")).toMatchObject({ items: [], total: 0 })

        const prices = (p: CatalogPage) => p.items.map((i) => i.price)
        const cheap = await page("lang=en&sort=price-asc&limit=48")
        expect(prices(cheap)).toEqual([...prices(cheap)].sort((a, b) => a - b))
        expect(cheap.items[0].price).toBe(Math.min(...en.map((i) => i.price)))
        const dear = await page("lang=en&sort=price-desc&category=clothing")
        expect(dear.items[0].handle).toBe("sampot-hol-silk-skirt")
        expect(prices(dear)).toEqual([...prices(dear)].sort((a, b) => b - a))
        const byName = await page("lang=en&sort=name&limit=5")
        expect(byName.items.map((i) => i.name)).toEqual([...en.map((i) => i.name)].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base", numeric: true })).slice(0, 5))
        // search, filter, sort and paging together
        const vegan = await page("lang=en&q=vegan&category=snacks&sort=price-asc&limit=2&offset=1")
        const all = en.filter((i) => i.categorySlug === "snacks" && /vegan/i.test([i.name, i.description, i.cookTime, i.dietaryInfo].join(" "))).sort((a, b) => a.price - b.price)
        expect(vegan).toEqual({ items: all.slice(1, 3), total: all.length, offset: 1, limit: 2 })
      })

      it("reads a cart's or wishlist's products by id, beyond the first page, and a product page's by handle", async () => {
        const [en, km] = await Promise.all([menu("en"), menu("km")])
        const last = en[en.length - 1]
        const byIds = await page(`lang=km&ids=${last.id},${en[1].id},prod_missing`)
        expect(byIds).toEqual({ items: [km[1], km[km.length - 1]], total: 2, offset: 0, limit: CATALOG_PAGE_MAX })

        const product = await api.get(`/api/catalog/products/${last.handle}?lang=km`)
        expect(product.data).toEqual(km[km.length - 1])
        const missing = await api.get("/api/catalog/products/no-such-product", any)
        expect([missing.status, missing.data.error, missing.data.code]).toEqual([404, PRODUCT_ERRORS.notFound, "product.notFound"])
        const drafted = en[2]
        await api.post(`/admin/products/${drafted.id}`, { status: "draft" }, await admin())
        await eventually(
          async () => (await api.get(`/api/catalog/products/${drafted.handle}`, any)).status as number,
          (status) => status === 404
        )
      })

      it("answers bad input with 400 and the contract's text and code, never a 5xx nor the whole catalog", async () => {
        const cases: [string, string, keyof typeof CATALOG_ERRORS][] = [
          [`limit=${CATALOG_PAGE_MAX + 1}`, "limit", "limit"],
          ["limit=100000", "limit", "limit"],
          ["limit=0", "limit", "limit"],
          ["limit=ten", "limit", "limit"],
          ["offset=-1", "offset", "offset"],
          [`q=${"x".repeat(5000)}`, "q", "search"],
          ["q=a&q=b", "q", "search"],
          ["sort=cheapest", "sort", "sort"],
          ["sort[$ne]=x", "sort", "sort"],
          [`ids=${Array.from({ length: CATALOG_PAGE_MAX + 1 }, (_, n) => `prod_${n}`).join(",")}`, "ids", "ids"],
          ["ids=,,,", "ids", "ids"],
          ["lang=fr", "lang", "lang"],
        ]
        for (const [query, field, key] of cases) {
          const res = await api.get(`/api/catalog/products?${query}`, any)
          expect([query, res.status, res.data.error, res.data.code, res.data.errors?.[0]?.field]).toEqual([query, 400, CATALOG_ERRORS[key], `catalog.${key}`, field])
        }
        const product = await api.get("/api/catalog/products/kampot-black-pepper?lang=fr", any)
        expect([product.status, product.data.code]).toEqual([400, "catalog.lang"])
        const long = await api.get(`/api/catalog/products/${"x".repeat(1000)}`, any)
        expect(long.status).toBe(404)
      })

      it("answers with an ETag, 304 while nothing changed, and the change within 2 s", async () => {
        const first = await api.get("/api/catalog/products?lang=en&limit=12")
        const etag = first.headers.etag as string
        expect(etag).toMatch(/^W\/".+"$/)
        expect(first.headers["cache-control"]).toBe("no-cache")
        const again = await api.get("/api/catalog/products?lang=en&limit=12", { ...any, headers: { "if-none-match": etag } })
        expect([again.status, again.data]).toEqual([304, ""])
        // another page, another language: another ETag
        const other = await api.get("/api/catalog/products?lang=en&limit=12&offset=12")
        const khmer = await api.get("/api/catalog/products?lang=km&limit=12")
        expect(new Set([etag, other.headers.etag, khmer.headers.etag]).size).toBe(3)
        const product = await api.get("/api/catalog/products/kampot-black-pepper")
        const productAgain = await api.get("/api/catalog/products/kampot-black-pepper", { ...any, headers: { "if-none-match": product.headers.etag } })
        expect(productAgain.status).toBe(304)

        const [item] = (first.data as CatalogPage).items
        await api.post(`/admin/products/${item.id}`, { title: "Renamed for the pages" }, await admin())
        const { took, value } = await eventually(
          async () => {
            const r = await api.get("/api/catalog/products?lang=en&limit=12", { ...any, headers: { "if-none-match": etag } })
            return { status: r.status as number, etag: r.headers.etag as string, data: r.data as CatalogPage }
          },
          (r) => r.status === 200 && r.data.items[0]?.name === "Renamed for the pages"
        )
        expect(took).toBeLessThan(CATALOG_SHOWS_WITHIN_MS)
        expect(value.etag).not.toBe(etag)
        const searched = await page("lang=en&q=renamed%20for%20the%20pages")
        expect(searched.items.map((i) => i.id)).toEqual([item.id])
      })

      it("answers a page during a rebuild at once, from the last good catalog", async () => {
        const before = await page("lang=en&q=pepper")
        const pepper = before.items.find((i) => i.handle === "kampot-black-pepper")!
        const hold = holdRebuilds()
        try {
          await api.post(`/admin/products/${pepper.id}`, { title: "Kampot Black Pepper (Paged Rebuild)" }, await admin())
          for (const started = Date.now(); !hold.held(); await new Promise((r) => setTimeout(r, 20))) {
            if (Date.now() - started > 5000) throw new Error("no rebuild started after the change")
          }
          const started = Date.now()
          const during = await page("lang=en&q=pepper")
          expect(Date.now() - started).toBeLessThan(1000)
          expect(during).toEqual(before)
        } finally {
          hold.release()
        }
        await eventually(
          () => page("lang=en&q=paged%20rebuild"),
          (p) => p.items[0]?.id === pepper.id
        )
      })
    })
  },
})
