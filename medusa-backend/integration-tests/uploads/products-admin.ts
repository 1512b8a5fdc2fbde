import { existsSync, readFileSync, unlinkSync } from "node:fs"
import { join } from "node:path"
import { section } from "../helpers/runner"
import { Modules, ProductStatus } from "@medusajs/framework/utils"
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { createProductsWorkflow } from "@medusajs/medusa/core-flows"
import { seedShop, type SeedResult } from "../../src/scripts/seed-shop"
import moveShopFieldsToSubtitleAndMaterial from "../../src/migration-scripts/shop-fields-to-subtitle-and-material"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import { solidPng } from "../../../scripts/lib/png.cjs"
import { clearReadModel, signedInBearer, useUploadDir } from "../helpers/shop"

jest.setTimeout(240_000)

// Uploads go to a folder of this test run (checked on disk by fix-images).
const UPLOAD_DIR = useUploadDir("shop-product-uploads-")
const PRICE_ERROR = "Price must be a positive amount in dollars, e.g. 12.50."
const TYPE_ERROR = "The image must be a JPEG, PNG, WebP or GIF file."
const SIZE_ERROR = "The image is larger than 5 MB."

/** A real PNG (w × h pixels of one colour), so the upload carries genuine image bytes. */
const png = (w = 2, h = 2, rgb: [number, number, number] = [200, 30, 30]) => solidPng(w, h, rgb)

/** The smallest GIF (1 × 1, transparent). */
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64")

type File = { bytes: Buffer; name: string; type: string }

/** The back office's form upload: text fields and an optional `image`. */
function form(fields: Record<string, string>, file?: File) {
  const data = new FormData()
  for (const [key, value] of Object.entries(fields)) {
    data.append(key, value)
  }
  if (file) {
    data.append("image", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name)
  }
  return data
}

const pngFile = (name = "pepper.png"): File => ({ bytes: png(), name, type: "image/png" })

export const productsAdmin = section("products-admin", {
  testSuite: ({ api, getContainer }) => {
    let seed: SeedResult
    let container: MedusaContainer
    let categories: { id: string; slug: string; name: string; parentId: string | null }[]
    let auth: { headers: Record<string, string>; validateStatus: () => boolean }

    beforeAll(async () => {
      container = getContainer()
      seed = await seedShop(container)
    })

    beforeEach(async () => {
      await clearReadModel(container)
      auth = await signedInBearer(api, container)
      categories = (await api.get("/api/categories")).data
    })

    const category = (slug: string) => categories.find((c) => c.slug === slug)!
    const menu = async (lang?: string) =>
      (await api.get(`/api/menu-items${lang ? `?lang=${lang}` : ""}`)).data as Record<string, any>[]

    const fields = (overrides: Record<string, string> = {}) => ({
      name: "Kep Crab Paste",
      description: "Sweet crab paste from the Kep market, for fried rice and dips.",
      price: "$12.50",
      categoryId: category("cambodian-spices").id,
      isNew: "true",
      isPopular: "false",
      cookTime: "8 oz jar",
      dietaryInfo: "Contains shellfish.",
      nameKm: "ម្ទេសក្ដាម",
      descriptionKm: "ក្ដាមកែបបុកជាមួយម្ទេស",
      cookTimeKm: "ក្រឡ ២២៧ ក្រាម",
      dietaryInfoKm: "មានគ្រឿងសមុទ្រមានសំបក។",
      ...overrides,
    })

    const create = async (overrides: Record<string, string> = {}, file: File | null = pngFile()) => {
      const res = await api.post("/api/upload-product", form(fields(overrides), file ?? undefined), auth)
      expect([res.status, res.data?.error]).toEqual([201, undefined])
      return res.data as Record<string, any>
    }

    const desk = () => container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)

    describe("POST /api/upload-product", () => {
      it("creates a published product from a form upload with a real PNG; the menu, Khmer menu and Medusa's admin show it", async () => {
        const item = await create()
        expect(item).toEqual({
          id: expect.stringMatching(/^prod_/),
          name: "Kep Crab Paste",
          description: "Sweet crab paste from the Kep market, for fried rice and dips.",
          price: 12.5,
          categoryId: category("cambodian-spices").id,
          categorySlug: "cambodian-spices",
          imageUrl: expect.stringMatching(/^\/static\/.+kep-crab-paste\.png$/),
          isPopular: false,
          isNew: true,
          cookTime: "8 oz jar",
          dietaryInfo: "Contains shellfish.",
          handle: "kep-crab-paste",
          nameKm: "ម្ទេសក្ដាម",
          descriptionKm: "ក្ដាមកែបបុកជាមួយម្ទេស",
          cookTimeKm: "ក្រឡ ២២៧ ក្រាម",
          dietaryInfoKm: "មានគ្រឿងសមុទ្រមានសំបក។",
        })

        // the read model changes at once
        const { nameKm, descriptionKm, cookTimeKm, dietaryInfoKm, ...menuItem } = item
        expect((await menu()).find((m) => m.id === item.id)).toEqual(menuItem)
        const khmer = (await menu("km")).find((m) => m.id === item.id)!
        expect([khmer.name, khmer.description, khmer.cookTime, khmer.dietaryInfo]).toEqual([nameKm, descriptionKm, cookTimeKm, dietaryInfoKm])

        // the file module stored the uploaded bytes (Medusa serves its upload folder at /static)
        expect(readFileSync(join(UPLOAD_DIR, item.imageUrl.replace(/^\/static\//, ""))).equals(png())).toBe(true)

        // a real Medusa product, as the seed makes them
        const { data } = await api.get(
          `/admin/products/${item.id}?fields=*variants,*variants.prices,*sales_channels,*categories,*shipping_profile,thumbnail,status,metadata,subtitle,material`,
          auth
        )
        const product = data.product
        expect(product.status).toBe("published")
        expect(product.thumbnail).toMatch(/^http:\/\/localhost:9000\/static\/.+kep-crab-paste\.png$/)
        expect(product.sales_channels.map((s: any) => s.id)).toEqual([seed.salesChannelId])
        expect(product.shipping_profile?.type).toBe("default")
        expect(product.categories.map((c: any) => c.handle).sort()).toEqual(["cambodian-spices", "food"])
        expect(product.variants).toHaveLength(1)
        expect(product.variants[0].manage_inventory).toBe(false)
        expect(product.variants[0].prices.map((p: any) => [p.currency_code, p.amount])).toEqual([["usd", 12.5]])
        expect(product.metadata).toEqual({ is_new: true, is_popular: false })
        // Weight/Size and Additional Info are the product's subtitle and material, which Medusa translates
        expect([product.subtitle, product.material]).toEqual(["8 oz jar", "Contains shellfish."])
      })

      it("gives a second product of the same name its own handle", async () => {
        const a = await create({ name: "Palm Sugar Candy" })
        const b = await create({ name: "Palm Sugar Candy" })
        expect([a.handle, b.handle]).toEqual(["palm-sugar-candy", "palm-sugar-candy-2"])
      })

      it("accepts prices with $, spaces and thousands commas, and refuses anything else", async () => {
        expect((await create({ price: " $ 1,234.5 " })).price).toBe(1234.5)
        expect((await create({ price: "7" })).price).toBe(7)
        for (const price of ["", "abc", "-3", "0", "12.345", "12,50", "1e3", "$"]) {
          const res = await api.post("/api/upload-product", form(fields({ price }), pngFile()), auth)
          expect([price, res.status]).toEqual([price, 400])
          expect(res.data.error).toBe(price.replace(/[$\s]/g, "") ? PRICE_ERROR : "Please enter a price.")
          expect(res.data.errors).toEqual(expect.arrayContaining([expect.objectContaining({ field: "price" })]))
        }
      })

      it("refuses a missing image, a text file named .png, a file over 5 MB, and an unknown category", async () => {
        const before = (await menu()).length
        const missing = await api.post("/api/upload-product", form(fields()), auth)
        expect([missing.status, missing.data.error]).toEqual([400, "Please select an image for the product."])

        const text = { bytes: Buffer.from("this is not a picture\n".repeat(20)), name: "pepper.png", type: "image/png" }
        const fake = await api.post("/api/upload-product", form(fields(), text), auth)
        expect([fake.status, fake.data.error, fake.data.message]).toEqual([400, TYPE_ERROR, TYPE_ERROR])

        const svg = { bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), name: "x.svg", type: "image/svg+xml" }
        expect((await api.post("/api/upload-product", form(fields(), svg), auth)).data.error).toBe(TYPE_ERROR)

        const huge = { bytes: Buffer.concat([png(), Buffer.alloc(5 * 1024 * 1024)]), name: "big.png", type: "image/png" }
        const tooLarge = await api.post("/api/upload-product", form(fields(), huge), { ...auth, maxBodyLength: Infinity })
        expect([tooLarge.status, tooLarge.data.error]).toEqual([400, SIZE_ERROR])

        const noCategory = await api.post("/api/upload-product", form(fields({ categoryId: "pcat_nope" }), pngFile()), auth)
        expect([noCategory.status, noCategory.data.error]).toEqual([400, "Please choose a category that exists."])

        const missingName = await api.post("/api/upload-product", form(fields({ name: " " }), pngFile()), auth)
        expect([missingName.status, missingName.data.error]).toEqual([400, "Please enter the product name."])

        const json = await api.post("/api/upload-product", fields(), auth)
        expect([json.status, json.data.error]).toEqual([400, "Please send the product as a form upload (multipart/form-data)."])

        expect((await menu()).length).toBe(before)
      })
    })

    describe("PUT /api/upload-product/{id}", () => {
      it("changes the fields and the image of a form upload", async () => {
        const item = await create()
        const res = await api.put(
          `/api/upload-product/${item.id}`,
          form(
            { name: "Kep Crab Paste (Large)", price: "19.99", categoryId: category("seasonings").id, isNew: "false", isPopular: "true" },
            { bytes: GIF, name: "crab.gif", type: "image/gif" }
          ),
          auth
        )
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          id: item.id,
          name: "Kep Crab Paste (Large)",
          price: 19.99,
          categorySlug: "seasonings",
          isNew: false,
          isPopular: true,
          handle: "kep-crab-paste",
          cookTime: "8 oz jar",
          nameKm: "ម្ទេសក្ដាម",
          imageUrl: expect.stringMatching(/\.gif$/),
        })
        expect((await menu()).find((m) => m.id === item.id)).toMatchObject({ price: 19.99, imageUrl: res.data.imageUrl })
      })

      it("keeps the image when no new one is sent, and answers 404 for an unknown product", async () => {
        const item = await create()
        const res = await api.put(`/api/upload-product/${item.id}`, form({ price: "9", descriptionKm: "" }), auth)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ price: 9, imageUrl: item.imageUrl, name: item.name, descriptionKm: null, nameKm: item.nameKm })

        const fake = await api.put(`/api/upload-product/${item.id}`, form({}, { bytes: Buffer.from("GIF but not"), name: "x.gif", type: "image/gif" }), auth)
        expect([fake.status, fake.data.error]).toEqual([400, TYPE_ERROR])

        const unknown = await api.put("/api/upload-product/prod_doesnotexist", form({ price: "9" }, pngFile()), auth)
        expect([unknown.status, unknown.data]).toEqual([404, { error: "Product not found", message: "Product not found", code: "product.notFound" }])
      })
    })

    describe("PATCH and DELETE /api/menu-items/{id}", () => {
      it("changes a product from JSON, imageUrl included", async () => {
        const item = await create()
        const other = (await menu()).find((m) => m.handle === "kampot-black-pepper")!
        const res = await api.patch(
          `/api/menu-items/${item.id}`,
          { price: 15, isPopular: true, cookTime: "", nameKm: "", descriptionKm: "", imageUrl: other.imageUrl, description: "New text." },
          auth
        )
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          price: 15,
          isPopular: true,
          cookTime: null,
          nameKm: null,
          descriptionKm: null,
          imageUrl: other.imageUrl,
          description: "New text.",
          name: item.name,
        })
        // without a Khmer name the Khmer menu shows the English one
        expect((await menu("km")).find((m) => m.id === item.id)).toMatchObject({ name: item.name, price: 15 })
        // the price change is the variant's USD price in Medusa
        const { data } = await api.get(`/admin/products/${item.id}?fields=*variants,*variants.prices`, auth)
        expect(data.product.variants[0].prices.map((p: any) => [p.currency_code, p.amount])).toEqual([["usd", 15]])

        const bad = await api.patch(`/api/menu-items/${item.id}`, { price: "12,50" }, auth)
        expect([bad.status, bad.data.error]).toEqual([400, PRICE_ERROR])
        const badUrl = await api.patch(`/api/menu-items/${item.id}`, { imageUrl: "javascript:alert(1)" }, auth)
        expect(badUrl.status).toBe(400)
        const unknown = await api.patch("/api/menu-items/prod_doesnotexist", { price: 3 }, auth)
        expect([unknown.status, unknown.data.error]).toEqual([404, "Product not found"])
      })

      it("deletes a product (soft delete): gone from the menu, 404 the second time", async () => {
        const item = await create()
        const res = await api.delete(`/api/menu-items/${item.id}`, auth)
        expect([res.status, res.data]).toEqual([200, { success: true }])
        expect((await menu()).some((m) => m.id === item.id)).toBe(false)
        const again = await api.delete(`/api/menu-items/${item.id}`, auth)
        expect([again.status, again.data.error]).toEqual([404, "Product not found"])
        const [kept] = await container.resolve(Modules.PRODUCT).listProducts({ id: item.id }, { withDeleted: true })
        expect(kept.deleted_at).toBeTruthy()
      })
    })

    describe("Khmer Weight/Size and Additional Info", () => {
      const byHandle = async (handle: string, lang?: string) => (await menu(lang)).find((m) => m.handle === handle)!
      const invalidateCatalog = () => container.resolve<ICacheService>(Modules.CACHE).invalidate("compat-api:*")

      it("the Khmer menu shows the seeded Khmer Weight/Size and Additional Info, kept in Medusa's Translation module", async () => {
        expect(await byHandle("prahok-fermented-fish-paste", "km")).toMatchObject({
          name: "ប្រហុក",
          cookTime: "ក្រឡ ៤៥៤ ក្រាម",
          dietaryInfo: "មានត្រី។ គ្មានគ្លុយតែន។",
        })
        expect(await byHandle("prahok-fermented-fish-paste")).toMatchObject({ cookTime: "16 oz jar", dietaryInfo: "Contains fish. Gluten-free." })
        const khmerText = /[\u1780-\u17FF]/
        const khmer = await menu("km")
        expect(khmer.filter((m) => !khmerText.test(m.cookTime ?? "") || !khmerText.test(m.dietaryInfo ?? ""))).toEqual([])

        // Medusa's own translations (its admin's Translations screens): the product's subtitle and material
        const pepper = await byHandle("kampot-black-pepper")
        const { data } = await api.get(`/admin/translations?reference_id=${pepper.id}&locale_code=km-KH`, auth)
        expect(data.translations).toHaveLength(1)
        expect(data.translations[0]).toMatchObject({
          reference: "product",
          translations: { title: "ម្រេចកំពតខ្មៅ", subtitle: "១០០ ក្រាម", material: "មិនប្រើផលិតផលពីសត្វ។ គ្មានគ្លុយតែន។" },
        })

        // the back office's product list: the English menu with every Khmer text beside it
        const list = await api.get("/api/admin/menu-items", auth)
        expect(list.status).toBe(200)
        const english = await menu()
        expect(list.data.map((i: any) => i.id)).toEqual(english.map((i) => i.id))
        expect(list.data.find((i: any) => i.id === pepper.id)).toEqual({
          ...pepper,
          nameKm: "ម្រេចកំពតខ្មៅ",
          descriptionKm: expect.stringMatching(/^គ្រាប់ម្រេចខ្មៅ/),
          cookTimeKm: "១០០ ក្រាម",
          dietaryInfoKm: "មិនប្រើផលិតផលពីសត្វ។ គ្មានគ្លុយតែន។",
        })
        expect((await api.get("/api/admin/menu-items", { validateStatus: () => true })).status).toBe(401)
      })

      it("staff change them in the back office and in Medusa's admin; a cleared one falls back to English", async () => {
        const pepper = await byHandle("kampot-black-pepper")
        const res = await api.patch(`/api/menu-items/${pepper.id}`, { cookTimeKm: "កញ្ចប់ ១០០ ក្រាម", dietaryInfoKm: "ហឹរ។" }, auth)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ cookTime: "3.5 oz (100 g)", cookTimeKm: "កញ្ចប់ ១០០ ក្រាម", dietaryInfoKm: "ហឹរ។", nameKm: "ម្រេចកំពតខ្មៅ" })
        expect(await byHandle("kampot-black-pepper", "km")).toMatchObject({ name: "ម្រេចកំពតខ្មៅ", cookTime: "កញ្ចប់ ១០០ ក្រាម", dietaryInfo: "ហឹរ។" })
        expect(await byHandle("kampot-black-pepper")).toMatchObject({ cookTime: "3.5 oz (100 g)", dietaryInfo: "Vegan. Gluten-free." })

        // the widget on the product's page in Medusa's admin
        const widget = await api.post(`/admin/shop/products/${pepper.id}`, { dietaryInfoKm: "" }, auth)
        expect(widget.status).toBe(200)
        expect(widget.data.product).toMatchObject({ cookTimeKm: "កញ្ចប់ ១០០ ក្រាម", dietaryInfoKm: null })
        expect(await byHandle("kampot-black-pepper", "km")).toMatchObject({ cookTime: "កញ្ចប់ ១០០ ក្រាម", dietaryInfo: "Vegan. Gluten-free." })

        // Medusa's own Translations screen
        const { data } = await api.get(`/admin/translations?reference_id=${pepper.id}&locale_code=km-KH`, auth)
        const batch = await api.post(
          "/admin/translations/batch",
          { update: [{ id: data.translations[0].id, translations: { subtitle: "១០០ ក្រាម (ថ្មី)" } }] },
          auth
        )
        expect(batch.status).toBe(200)
        await invalidateCatalog()
        expect(await byHandle("kampot-black-pepper", "km")).toMatchObject({ name: "ម្រេចកំពតខ្មៅ", cookTime: "១០០ ក្រាម (ថ្មី)" })
        expect((await api.get(`/admin/shop/products/${pepper.id}`, auth)).data.product).toMatchObject({ cookTimeKm: "១០០ ក្រាម (ថ្មី)" })
      })

      it("staff read every Khmer text of a product (list and single read), and a Khmer name and description they save are what the Khmer shop shows", async () => {
        const prahok = await byHandle("prahok-fermented-fish-paste")
        const seeded = { nameKm: "ប្រហុក", cookTimeKm: "ក្រឡ ៤៥៤ ក្រាម", dietaryInfoKm: "មានត្រី។ គ្មានគ្លុយតែន។" }
        const listed = (await api.get("/api/admin/menu-items", auth)).data.find((i: any) => i.id === prahok.id)
        expect(listed).toMatchObject({ ...seeded, descriptionKm: expect.stringMatching(/[\u1780-\u17FF]/) })
        expect((await api.get(`/admin/shop/products/${prahok.id}`, auth)).data.product).toMatchObject({ ...seeded, descriptionKm: listed.descriptionKm })

        const saved = await api.patch(`/api/menu-items/${prahok.id}`, { nameKm: "ប្រហុកខ្មែរ", descriptionKm: "ប្រហុកធ្វើពីត្រីស្រស់។" }, auth)
        expect(saved.status).toBe(200)
        expect(saved.data).toMatchObject({ ...seeded, nameKm: "ប្រហុកខ្មែរ", descriptionKm: "ប្រហុកធ្វើពីត្រីស្រស់។" })
        expect(await byHandle("prahok-fermented-fish-paste", "km")).toMatchObject({ name: "ប្រហុកខ្មែរ", description: "ប្រហុកធ្វើពីត្រីស្រស់។", cookTime: seeded.cookTimeKm })
        expect(await byHandle("prahok-fermented-fish-paste")).toMatchObject({ name: prahok.name, description: prahok.description })
        expect((await api.get("/api/admin/menu-items", auth)).data.find((i: any) => i.id === prahok.id)).toMatchObject({ nameKm: "ប្រហុកខ្មែរ" })
      })

      it("a shop seeded before gets them from the seed, where its English text is still the seed's", async () => {
        const translation = container.resolve(Modules.TRANSLATION)
        const chips = await byHandle("banana-chips")
        const krama = await byHandle("cotton-krama-scarf")
        await api.patch(`/api/menu-items/${krama.id}`, { cookTime: "Large" }, auth)
        const old = await translation.listTranslations({ reference_id: [chips.id, krama.id], locale_code: "km-KH" })
        await translation.deleteTranslations(old.map((t) => t.id))
        await translation.createTranslations(
          old.map((t) => ({
            reference: "product",
            reference_id: t.reference_id,
            locale_code: "km-KH",
            translations: { title: t.translations.title, description: t.translations.description },
          }))
        )
        await seedShop(container)
        await invalidateCatalog()
        expect(await byHandle("banana-chips", "km")).toMatchObject({
          name: "ចេកចៀនស្រួយ",
          cookTime: "១៧០ ក្រាម",
          dietaryInfo: "មិនប្រើផលិតផលពីសត្វ។ គ្មានគ្លុយតែន។",
        })
        // staff changed the English Weight/Size: the seed's Khmer no longer translates it
        expect(await byHandle("cotton-krama-scarf", "km")).toMatchObject({ cookTime: "Large", dietaryInfo: "កប្បាស ១០០%។ បោកដោយដៃក្នុងទឹកត្រជាក់។" })
      })

      it("db:migrate moves the old metadata keys of a product to its subtitle and material", async () => {
        const { result } = await createProductsWorkflow(container).run({
          input: {
            products: [
              {
                title: "Legacy Jar",
                handle: "legacy-jar",
                status: ProductStatus.PUBLISHED,
                sales_channels: [{ id: seed.salesChannelId }],
                metadata: { is_new: true, weight_size: "12 oz jar", additional_info: "Vegan." },
                options: [{ title: "Size", values: ["One"] }],
                variants: [{ title: "One", options: { Size: "One" }, manage_inventory: false, prices: [{ currency_code: "usd", amount: 3 }] }],
              },
            ],
          },
        })
        await moveShopFieldsToSubtitleAndMaterial({ container } as any)
        await invalidateCatalog()
        expect(await byHandle("legacy-jar")).toMatchObject({ cookTime: "12 oz jar", dietaryInfo: "Vegan.", isNew: true })
        const [product] = await container.resolve(Modules.PRODUCT).listProducts({ id: result[0].id }, { select: ["metadata", "subtitle"] })
        expect(product.metadata).toEqual({ is_new: true })
        // the seeded products had nothing to move and are unchanged
        expect(await byHandle("prahok-fermented-fish-paste")).toMatchObject({ cookTime: "16 oz jar" })
      })
    })

    describe("utilities", () => {
      it("clean-duplicates keeps the oldest of the same name and price and soft-deletes the rest", async () => {
        const first = await create({ name: "Num Ansom Chek", price: "4.50" })
        const second = await create({ name: "num  ansom chek", price: "$4.5" })
        const differentPrice = await create({ name: "Num Ansom Chek", price: "5" })
        const res = await api.get("/api/clean-duplicates", auth)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({
          success: true,
          removed: 1,
          removedProducts: [{ id: second.id, name: "num  ansom chek", price: 4.5, keptId: first.id }],
        })
        expect(res.data.message).toMatch(/Removed 1 duplicate product/)
        const ids = (await menu()).map((m) => m.id)
        expect(ids).toEqual(expect.arrayContaining([first.id, differentPrice.id]))
        expect(ids).not.toContain(second.id)
        const [removed] = await container.resolve(Modules.PRODUCT).listProducts({ id: second.id }, { withDeleted: true })
        expect(removed.deleted_at).toBeTruthy()
        expect((await api.get("/api/clean-duplicates", auth)).data).toMatchObject({ removed: 0, message: "No duplicate products found." })
      })

      it("fix-images gives the placeholder to products whose image file is gone", async () => {
        const item = await create({ name: "Lost Picture Tea" })
        const file = join(UPLOAD_DIR, item.imageUrl.replace(/^\/static\//, ""))
        expect(existsSync(file)).toBe(true)
        unlinkSync(file)
        const res = await api.get("/api/fix-images", auth)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ success: true, fixed: 1, fixedProducts: [{ id: item.id, name: "Lost Picture Tea" }] })
        const items = await menu()
        expect(items.find((m) => m.id === item.id)!.imageUrl).toBe("/images/placeholder.png")
        // the seeded products' files are there and untouched
        expect(items.filter((m) => m.imageUrl === "/images/placeholder.png")).toHaveLength(1)
        expect((await api.get("/api/fix-images", auth)).data.fixed).toBe(0)
      })

      it("reset-categories puts products without a top category under Food, Skincare or Clothes", async () => {
        const [profile] = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" })
        const make = (title: string) => ({
          title,
          status: ProductStatus.PUBLISHED,
          shipping_profile_id: profile.id,
          sales_channels: [{ id: seed.salesChannelId }],
          options: [{ title: "Default option", values: ["Default option value"] }],
          variants: [
            {
              title: "Default variant",
              options: { "Default option": "Default option value" },
              manage_inventory: false,
              prices: [{ currency_code: "usd", amount: 5 }],
            },
          ],
        })
        const { result } = await createProductsWorkflow(container).run({
          input: { products: [make("Jasmine Rice Soap"), make("Silk Krama, Blue"), make("Mystery Jar")] },
        })
        const res = await api.get("/api/reset-categories", auth)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ success: true, moved: 3, createdCategories: [] })
        expect(Object.fromEntries(res.data.movedProducts.map((m: any) => [m.name, m.category]))).toEqual({
          "Jasmine Rice Soap": "Skincare",
          "Silk Krama, Blue": "Clothes",
          "Mystery Jar": "Food",
        })
        const items = await menu()
        const slug = (id: string) => items.find((m) => m.id === id)!.categorySlug
        expect(result.map((p) => slug(p.id))).toEqual(["skincare-beauty", "clothes", "food"])
        expect((await api.get("/api/reset-categories", auth)).data.moved).toBe(0)
      })

      it("reset-categories creates a missing top category", async () => {
        const products = container.resolve(Modules.PRODUCT)
        const [clothes] = await products.listProductCategories({ handle: "clothes" })
        // staff renamed the top category: there is no Clothes any more
        await products.updateProductCategories(clothes.id, { name: "Old Clothes", handle: "old-clothes" })
        const res = await api.get("/api/reset-categories", auth)
        expect(res.data).toMatchObject({ success: true, createdCategories: ["Clothes"] })
        const created = await products.listProductCategories({ name: "Clothes", parent_category_id: null })
        expect(created.map((c) => c.handle)).toEqual(["clothes"])
        // the krama, sampot and gift products (under Old Clothes) are put under the new Clothes
        const items = await menu()
        expect(res.data.movedProducts.find((m: any) => m.name === "Cotton Krama Scarf")).toMatchObject({ category: "Clothes" })
        expect(items.find((m) => m.handle === "cotton-krama-scarf")!.categorySlug).toBe("clothing")
      })

      it("fix-sequences repairs order numbers and the number sequence, and reports products without a price", async () => {
        // a product without variants (made elsewhere, e.g. a half-finished import)
        const [profile] = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" })
        const { result } = await createProductsWorkflow(container).run({
          input: {
            products: [
              {
                title: "Priceless Basket",
                status: ProductStatus.PUBLISHED,
                shipping_profile_id: profile.id,
                options: [{ title: "Size", values: ["Small", "Large"] }],
              },
            ],
          },
        })
        // a Medusa order that shows another number than the one its shopper was given
        const orders = container.resolve(Modules.ORDER)
        const order = await orders.createOrders({ currency_code: "usd", email: "sokha@example.com", region_id: seed.regionId })
        const given = Number(order.display_id) + 50
        await desk().createOrderDeskEntries({
          payment_session_id: "manual_zelle_1700000000001",
          order_id: order.id,
          order_display_id: given,
          placement: "placed",
          payment_method: "zelle",
          customer_name: "Sokha Chan",
          customer_phone: "5625550100",
          delivery_address: "1450 E Anaheim St, Long Beach, CA 90813",
        })
        // an accepted order whose number is far ahead of the sequence
        await desk().createOrderDeskEntries({
          payment_session_id: "manual_zelle_1700000000002",
          order_display_id: given + 1000,
          placement: "queued",
          payment_method: "zelle",
          customer_name: "Sokha Chan",
          customer_phone: "5625550100",
          delivery_address: "1450 E Anaheim St, Long Beach, CA 90813",
        })

        const res = await api.get("/api/fix-sequences", auth)
        expect(res.status).toBe(200)
        expect(res.data).toMatchObject({ success: true, repaired: 2 })
        const kinds = res.data.problems.map((p: any) => [p.kind, p.repaired])
        expect(kinds).toEqual(
          expect.arrayContaining([
            ["order-number", true],
            ["display-id-sequence", true],
            ["product-without-variant", false],
          ])
        )
        expect(res.data.problems.find((p: any) => p.kind === "product-without-variant").id).toBe(result[0].id)
        expect(Number((await orders.retrieveOrder(order.id)).display_id)).toBe(given)
        expect(await desk().reserveOrderNumber()).toBeGreaterThan(given + 1000)

        // the product gets a variant with a USD price from the back office, and the report is clean
        const patched = await api.patch(`/api/menu-items/${result[0].id}`, { price: 21 }, auth)
        expect([patched.status, patched.data.price]).toEqual([200, 21])
        const again = await api.get("/api/fix-sequences", auth)
        expect(again.data).toMatchObject({ success: true, repaired: 0, problems: [] })
        expect(again.data.message).toMatch(/everything is in order/)
      })

      it("products-backup downloads every product and imports the file back (update by handle, create the rest)", async () => {
        const item = await create({ name: "Backup Test Pepper" })
        const res = await api.get("/api/products-backup", { ...auth, responseType: "text", transformResponse: (d: string) => d })
        expect(res.status).toBe(200)
        const today = new Date().toISOString().slice(0, 10)
        expect(res.headers["content-disposition"]).toBe(`attachment; filename="products-backup-${today}.json"`)
        const backup = JSON.parse(res.data)
        const items = await menu()
        expect(backup).toMatchObject({ format: "cambodian-shop-products", version: 1, count: items.length })
        // in the shop's order: the seeded catalog, then the product staff just added
        expect(backup.products.map((p: any) => p.handle)).toEqual(items.map((i) => i.handle))
        expect(backup.products.at(-1).handle).toBe(item.handle)
        const saved = backup.products.find((p: any) => p.handle === item.handle)
        expect(saved).toEqual({
          handle: item.handle,
          name: "Backup Test Pepper",
          nameKm: item.nameKm,
          description: item.description,
          descriptionKm: item.descriptionKm,
          price: 12.5,
          categoryHandle: "cambodian-spices",
          imageUrl: item.imageUrl,
          isNew: true,
          isPopular: false,
          cookTime: "8 oz jar",
          dietaryInfo: "Contains shellfish.",
          cookTimeKm: "ក្រឡ ២២៧ ក្រាម",
          dietaryInfoKm: "មានគ្រឿងសមុទ្រមានសំបក។",
          status: "published",
        })
        expect(backup.products.find((p: any) => p.handle === "kampot-black-pepper")).toMatchObject({
          nameKm: "ម្រេចកំពតខ្មៅ",
          cookTime: "3.5 oz (100 g)",
          cookTimeKm: "១០០ ក្រាម",
          dietaryInfoKm: "មិនប្រើផលិតផលពីសត្វ។ គ្មានគ្លុយតែន។",
          price: 14.99,
          categoryHandle: "cambodian-spices",
        })

        // unchanged, it imports as unchanged
        const same = await api.post("/api/products-backup", backup, auth)
        expect([same.status, same.data]).toEqual([
          200,
          expect.objectContaining({ success: true, created: 0, updated: 0, unchanged: backup.products.length }),
        ])

        // staff change the product, then restore the backup: the product is back as it was
        await api.patch(
          `/api/menu-items/${item.id}`,
          { price: 99, nameKm: "ផ្សេង", cookTimeKm: "", dietaryInfoKm: "ផ្សេង", categoryId: category("snacks").id },
          auth
        )
        await api.delete(`/api/menu-items/${(await menu()).find((m) => m.handle === "kampot-red-pepper")!.id}`, auth)
        const restore = await api.post(
          "/api/products-backup",
          {
            ...backup,
            products: [
              ...backup.products,
              { name: "Imported Palm Wine", price: "$6.25", categoryHandle: "drinks", nameKm: "ទឹកត្នោតជូរ", isNew: true },
            ],
          },
          auth
        )
        expect(restore.status).toBe(200)
        expect(restore.data).toMatchObject({ success: true, created: 2, updated: 1, unchanged: backup.products.length - 2 })
        const after = await menu()
        expect(after.find((m) => m.id === item.id)).toMatchObject({ price: 12.5, categorySlug: "cambodian-spices" })
        expect(after.find((m) => m.handle === "kampot-red-pepper")).toMatchObject({ price: 17.99, categorySlug: "cambodian-spices" })
        // the new products come in the file's order (red pepper's row is before the palm wine's)
        const handles = after.map((m) => m.handle)
        expect(handles.indexOf("kampot-red-pepper")).toBeLessThan(handles.indexOf("imported-palm-wine"))
        expect(after.find((m) => m.name === "Imported Palm Wine")).toMatchObject({
          price: 6.25,
          categorySlug: "drinks",
          isNew: true,
          imageUrl: "/images/placeholder.png",
        })
        expect((await menu("km")).find((m) => m.id === item.id)).toMatchObject({
          name: item.nameKm,
          cookTime: item.cookTimeKm,
          dietaryInfo: item.dietaryInfoKm,
        })
      })

      it("refuses a backup with an unknown category, a new product without a price or a handle twice, writing nothing", async () => {
        const before = await menu()
        const res = await api.post(
          "/api/products-backup",
          { products: [{ name: "A", price: 1, categoryHandle: "no-such-category" }, { name: "B" }] },
          auth
        )
        expect(res.status).toBe(400)
        expect(res.data.errors).toEqual([
          { field: "products.0.categoryHandle", message: 'There is no category with the handle "no-such-category".' },
          { field: "products.1.price", message: "Please enter a price." },
        ])
        expect((await api.post("/api/products-backup", { nope: true }, auth)).status).toBe(400)
        const twice = await api.post(
          "/api/products-backup",
          {
            products: [
              { handle: "kampot-black-pepper", name: "A", price: 1 },
              { name: "C", price: 2 },
              { handle: "kampot-black-pepper", name: "D" },
            ],
          },
          auth
        )
        expect([twice.status, twice.data.errors]).toEqual([
          400,
          [{ field: "products.2.handle", message: "This handle is used by an earlier product in the backup." }],
        ])
        expect(await menu()).toEqual(before)
      })
    })

    describe("when a step of a product workflow fails, what it did is undone", () => {
      const products = () => container.resolve(Modules.PRODUCT)
      const adminList = async () => (await api.get("/api/admin/menu-items", auth)).data as Record<string, any>[]
      const SERVER_ERROR = "Something went wrong on our side. Please try again."

      it("a backup restore whose new product cannot be created puts the products it already restored back as they were", async () => {
        const item = await create({ name: "Undo Test Pepper" })
        const other = (await menu()).find((m) => m.handle === "kampot-black-pepper")!
        const { data: file } = await api.get("/api/products-backup", { ...auth, responseType: "text", transformResponse: (d: string) => d })
        const backup = JSON.parse(file)

        // staff change the product everywhere the restore writes: own fields, image, category, price, Khmer texts
        const changed = await api.patch(
          `/api/menu-items/${item.id}`,
          {
            name: "Changed Pepper",
            price: 99,
            categoryId: category("snacks").id,
            imageUrl: other.imageUrl,
            isPopular: true,
            nameKm: "ផ្សេង",
            cookTimeKm: "",
          },
          auth
        )
        expect(changed.status).toBe(200)
        const redPepper = (await menu()).find((m) => m.handle === "kampot-red-pepper")!
        await api.delete(`/api/menu-items/${redPepper.id}`, auth)
        const listBefore = await adminList()
        const menuBefore = await menu("km")
        const productCount = (await products().listProducts({}, { select: ["id"], take: null })).length

        // the restore updates the changed product first; then creating the new products fails
        const createProducts = jest.spyOn(products(), "createProducts").mockRejectedValueOnce(new Error("the database went away"))
        try {
          const res = await api.post(
            "/api/products-backup",
            { ...backup, products: [...backup.products, { name: "Never Imported", price: 3, categoryHandle: "drinks" }] },
            auth
          )
          expect([res.status, res.data.error]).toEqual([500, SERVER_ERROR])
          expect(createProducts).toHaveBeenCalledTimes(1)
        } finally {
          createProducts.mockRestore()
        }

        // everything as before the restore: the changed product (price, image, category, Khmer), and nothing created
        expect(await adminList()).toEqual(listBefore)
        expect(await menu("km")).toEqual(menuBefore)
        expect((await products().listProducts({}, { select: ["id"], take: null })).length).toBe(productCount)
        const { data } = await api.get(`/admin/products/${item.id}?fields=*variants,*variants.prices,*categories,*images`, auth)
        expect(data.product.variants[0].prices.map((p: any) => [p.currency_code, p.amount])).toEqual([["usd", 99]])
        expect(data.product.images.map((i: any) => i.url)).toEqual([expect.stringMatching(/kampot-black-pepper/)])
        expect(data.product.categories.map((c: any) => c.handle).sort()).toEqual(["food", "snacks"])

        // the same restore, once Medusa works again, goes through
        const again = await api.post("/api/products-backup", backup, auth)
        expect(again.data).toMatchObject({ success: true, created: 1, updated: 1 })
        expect((await menu()).find((m) => m.id === item.id)).toMatchObject({ name: "Undo Test Pepper", price: 12.5, categorySlug: "cambodian-spices" })
      })

      it("clean-duplicates whose delete fails loses nothing", async () => {
        const first = await create({ name: "Nom Krok", price: "3.25" })
        const second = await create({ name: "Nom Krok", price: "3.25" })
        const menuBefore = await menu()
        const softDelete = jest.spyOn(products(), "softDeleteProducts").mockRejectedValueOnce(new Error("the database went away"))
        try {
          const res = await api.get("/api/clean-duplicates", auth)
          expect([res.status, res.data.error]).toEqual([500, SERVER_ERROR])
          expect(softDelete).toHaveBeenCalledTimes(1)
        } finally {
          softDelete.mockRestore()
        }
        // both products still sell: in the menu with their price, image and category (links included)
        expect(await menu()).toEqual(menuBefore)
        const kept = await products().listProducts({ id: [first.id, second.id] })
        expect(kept.map((p) => p.deleted_at)).toEqual([null, null])
        const { data } = await api.get(`/admin/products/${second.id}?fields=*variants,*variants.prices,*sales_channels`, auth)
        expect(data.product.sales_channels.map((s: any) => s.id)).toEqual([seed.salesChannelId])
        expect(data.product.variants[0].prices.map((p: any) => p.amount)).toEqual([3.25])

        expect((await api.get("/api/clean-duplicates", auth)).data).toMatchObject({ removed: 1, removedProducts: [{ id: second.id }] })
      })

      it("reset-categories whose linking fails removes the top category it created", async () => {
        const [clothes] = await products().listProductCategories({ handle: "clothes" })
        await products().updateProductCategories(clothes.id, { name: "Old Clothes", handle: "old-clothes" })
        const categoriesBefore = (await products().listProductCategories({}, { select: ["id"], take: null })).map((c) => c.id).sort()
        const menuBefore = await menu()
        // the krama and sampot products move under a new Clothes; putting them there fails
        const upsert = jest.spyOn(products(), "upsertProducts").mockRejectedValueOnce(new Error("the database went away"))
        try {
          const res = await api.get("/api/reset-categories", auth)
          expect([res.status, res.data.error]).toEqual([500, SERVER_ERROR])
          expect(upsert).toHaveBeenCalled()
        } finally {
          upsert.mockRestore()
        }
        const categoriesAfter = (await products().listProductCategories({}, { select: ["id"], take: null })).map((c) => c.id).sort()
        expect(categoriesAfter).toEqual(categoriesBefore)
        expect(await products().listProductCategories({ name: "Clothes" })).toEqual([])
        expect(await menu()).toEqual(menuBefore)
      })
    })
  },
})
