import { shopIntegrationRunner } from "../helpers/runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateShippingOptionsWorkflow } from "@medusajs/medusa/core-flows"
import { seedShop, SHIPPO_PROVIDER_ID, SHOP } from "../../src/scripts/seed-shop"
import { SHIPPING_MODULE, ShippingUpstreamError, type ShippingModuleService } from "compat-api/shipping/module"
import { any, expectStatus, seededShipping } from "../helpers/shipping"
import { useUploadDir } from "../helpers/shop"

// eslint-disable-next-line @typescript-eslint/no-var-requires
const { startFakeShippo } = require("../../../scripts/fakes/fake-shippo.cjs")

jest.setTimeout(240_000)

/**
 * Shipping against a local fake of Shippo's API that the official SDK talks to (SHIPPO_API_URL).
 * The sandbox (no key) is covered in ../uploads/shipping-sandbox.ts: the mode is chosen when the app
 * boots, and each spec file boots one app.
 */
const TIMEOUT_MS = 1500
process.env.SHIPPO_API_KEY = "shippo_test_shipping_spec"
process.env.SHIPPO_API_URL = "http://127.0.0.1:1" // replaced by the fake's URL before the app boots
process.env.SHIPPO_TIMEOUT_MS = String(TIMEOUT_MS)

let fake: any

// Before the runner's own beforeAll (it loads medusa-config.ts, which reads SHIPPO_API_URL).
beforeAll(async () => {
  fake = await startFakeShippo()
  process.env.SHIPPO_API_URL = fake.url
})
afterAll(async () => {
  await fake?.close()
})

/** The shop's answer when Shippo fails: the spec's text (as error and message), its code, and Shippo's own words. */
const upstreamFailure = (text: string, code: string, details: string) => ({ success: false, error: text, message: text, code, details })

const PACKAGES = [
  "package_small",
  "package_medium",
  "package_large",
  "custom_package",
  "small_flat_rate_box",
  "medium_flat_rate_box",
  "large_flat_rate_box",
  "flat_rate_envelope",
]
const TEMPLATE: Record<string, string> = {
  small_flat_rate_box: "USPS_SmallFlatRateBox",
  medium_flat_rate_box: "USPS_MediumFlatRateBox1",
  large_flat_rate_box: "USPS_LargeFlatRateBox",
  flat_rate_envelope: "USPS_FlatRateEnvelope",
}

useUploadDir("shipping-uploads-")

shopIntegrationRunner({
  testSuite: ({ api, getContainer }) => {
    const h = seededShipping(api as any, getContainer)
    const container = h.container

    beforeEach(async () => {
      fake.setMode("ok")
      fake.setDelay(0)
    })

    const rates = async (body: Record<string, unknown>) => api.post("/api/shipping/shippo/get-rates", body, await h.bearer())
    const shipmentsSent = () => fake.apiCalls().filter((r: any) => r.method === "POST" && r.path === "/shipments")
    const purchasesSent = () => fake.apiCalls().filter((r: any) => r.method === "POST" && r.path === "/transactions")
    const refundsOf = (transactionId: string) => fake.apiCalls().filter((r: any) => r.method === "POST" && r.path === "/refunds" && r.body?.transaction === transactionId)
    const shippingModule = () => container().resolve<ShippingModuleService>(SHIPPING_MODULE)
    const deskEntry = async (id: number) => (await h.desk().listOrderDeskEntries({ order_display_id: id }))[0]
    /** A placed order with a comparison of rates: its UPS Ground rate. */
    const quotedOrder = async () => {
      const o = await h.placeOrder()
      const quote = await rates({ orderId: o.id, packageType: "package_medium", estimatedWeight: "2" })
      return { ...o, rateId: quote.data.rates.find((r: any) => r.provider === "UPS" && r.service === "Ground").id as string }
    }
    const buy = async (orderId: number, rateId: string) =>
      api.post("/api/shipping/shippo/create-label", { orderId, rateId, packageType: "package_medium" }, await h.bearer())
    /** The desk entry has no label and the status it had, the Medusa order no fulfillment. */
    const expectNothingHalfDone = async (o: { id: number; orderId: string }, before: { status: string; metadata?: any }) => {
      const entry = await deskEntry(o.id)
      expect([entry.status, entry.metadata?.shipping ?? null]).toEqual([before.status, null])
      expect((await h.legacyOrder(o.id)).trackingNumber).toBeNull()
      expect((await h.fulfillmentsOf(o.orderId)).filter((f) => !f.canceled_at)).toEqual([])
    }

    afterEach(() => {
      jest.restoreAllMocks()
    })

    it("turns anonymous callers away from every shipping call", async () => {
      for (const [method, path] of [
        ["post", "/api/shipping/usps-flat-rates"],
        ["post", "/api/shipping/shippo/get-rates"],
        ["post", "/api/shipping/shippo/create-label"],
        ["post", "/api/shipping/create-label"],
        ["get", "/api/shipping/labels/1"],
        ["get", "/api/simple-shipping/check-api-key"],
        ["get", "/api/simple-shipping/labels"],
        ["post", "/api/simple-shipping/create-label"],
      ]) {
        const res = method === "get" ? await api.get(path, any) : await api.post(path, {}, any)
        expect([path, res.status, res.data.error]).toEqual([path, 401, "Please sign in as staff to do this."])
      }
    })

    it("moves an existing shop's Standard Delivery to the shippo provider without touching its 0 / 10 / 15 prices", async () => {
      const fulfillment = container().resolve(Modules.FULFILLMENT)
      const [option] = await fulfillment.listShippingOptions({ name: SHOP.deliveryOption })
      expect(option.provider_id).toBe(SHIPPO_PROVIDER_ID)
      // As a shop seeded before this provider existed.
      await updateShippingOptionsWorkflow(container()).run({ input: [{ id: option.id, provider_id: "manual_manual" }] })
      const again = await seedShop(container())
      expect(again.created).toEqual([`delivery option's fulfillment provider (${SHIPPO_PROVIDER_ID})`])
      const [moved] = await fulfillment.listShippingOptions({ name: SHOP.deliveryOption })
      expect(moved.provider_id).toBe(SHIPPO_PROVIDER_ID)
      const query = container().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "shipping_option",
        fields: ["id", "prices.amount", "prices.price_rules.attribute", "prices.price_rules.operator", "prices.price_rules.value"],
        filters: { id: option.id },
      })
      const prices = (data[0] as any).prices.map((p: any) => [Number(p.amount), (p.price_rules ?? []).map((r: any) => `${r.attribute} ${r.operator} ${r.value}`)])
      expect(prices.sort()).toEqual([[0, ["item_total eq 0"]], [10, []], [15, ["item_total gte 150"]]].sort())
      expect((await seedShop(container())).created).toEqual([])
    })

    it("quotes every package type through Shippo: sorted by price, with the flags, for the order's address", async () => {
      const o = await h.placeOrder()
      for (const packageType of PACKAGES) {
        const before = shipmentsSent().length
        const res = await rates({
          orderId: o.id,
          packageType,
          estimatedWeight: "1",
          ...(packageType === "custom_package" ? { dimensions: { length: 9, width: 7, height: "5" } } : {}),
        })
        expect([packageType, res.status, res.data.success]).toEqual([packageType, 200, true])
        const list = res.data.rates as any[]
        expect(list.length).toBeGreaterThan(0)
        const amounts = list.map((r) => Number(r.amount))
        expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
        for (const r of list) {
          expect(r).toEqual({
            id: expect.stringMatching(/^rate_/),
            provider: expect.any(String),
            service: expect.any(String),
            service_name: r.service,
            amount: expect.stringMatching(/^\d+\.\d\d$/),
            rate: r.amount,
            currency: "USD",
            description: expect.any(String),
            box_type: packageType,
            estimated_days: expect.any(Number),
            arrives_by: null,
            attributes: expect.any(Array),
            dimensions: expect.stringMatching(/ in$/),
            isBestValue: r.attributes.includes("BESTVALUE"),
            isRecommended: expect.any(Boolean),
            isFastest: r.attributes.includes("FASTEST"),
            isLowestPrice: r.attributes.includes("CHEAPEST"),
            sample: false,
          })
        }
        expect(list.filter((r) => r.isRecommended)).toHaveLength(1)
        expect(list.filter((r) => r.isLowestPrice)).toHaveLength(1)
        const providers = new Set(list.map((r) => r.provider))
        const sent = shipmentsSent()
        expect(sent.length).toBe(before + 1)
        const call = sent[sent.length - 1]
        expect(call.auth).toBe("ShippoToken shippo_test_shipping_spec")
        expect(call.body).toMatchObject({
          async: false,
          // The shop's own address and phone, as the footer and e-mails show them (issue 26 point 12).
          address_from: { street1: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813", country: "US", phone: "5625550148" },
          address_to: { name: "Sokha Chan", street1: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813", country: "US" },
        })
        if (TEMPLATE[packageType]) {
          expect(call.body.parcels).toEqual([{ template: TEMPLATE[packageType], weight: "1", mass_unit: "lb" }])
          expect([...providers]).toEqual(["USPS"])
        } else {
          expect(call.body.parcels[0]).toMatchObject({ distance_unit: "in", weight: "1", mass_unit: "lb" })
          expect(providers).toEqual(new Set(["USPS", "UPS", "FedEx"]))
        }
      }
      const medium = await rates({ orderId: o.id, packageType: "package_medium", estimatedWeight: "2" })
      expect(shipmentsSent().at(-1).body.parcels[0]).toMatchObject({ length: "12", width: "10", height: "8", weight: "2" })
      expect(medium.data.rates[0]).toMatchObject({ description: "Medium Package", dimensions: "12 x 10 x 8 in", isLowestPrice: true })
    })

    // How fast a cached comparison answers is measured by `npm run bench:shipping` (target p95 < 20 ms).
    it("serves a repeated comparison from Medusa's cache (no Shippo call)", async () => {
      const o = await h.placeOrder()
      const body = { orderId: o.id, packageType: "package_small", estimatedWeight: "3" }
      const first = await rates(body)
      expect(first.data.cached).toBe(false)
      const calls = fake.apiCalls().length
      for (let i = 0; i < 3; i++) {
        const again = await rates(body)
        expect(again.data).toEqual({ ...first.data, cached: true })
      }
      expect(fake.apiCalls().length).toBe(calls)
      // Another weight is another parcel.
      await rates({ ...body, estimatedWeight: "5" })
      expect(fake.apiCalls().length).toBe(calls + 1)
    })

    it("refuses a weight over the package's limit, unknown packages and missing fields with 400", async () => {
      const o = await h.placeOrder()
      const calls = fake.apiCalls().length
      const over = await rates({ orderId: o.id, packageType: "flat_rate_envelope", estimatedWeight: "2" })
      expect(over.status).toBe(400)
      expect(over.data).toMatchObject({
        success: false,
        error: "2 lb is over the 1 lb limit of the Flat Rate Envelope. Choose a bigger package.",
      })
      const small = await rates({ orderId: o.id, packageType: "package_small", estimatedWeight: "10" })
      expect([small.status, small.data.error]).toEqual([400, "10 lb is over the 5 lb limit of the Small Package. Choose a bigger package."])
      const unknown = await rates({ orderId: o.id, packageType: "crate", estimatedWeight: "2" })
      expect([unknown.status, unknown.data.success]).toEqual([400, false])
      expect(unknown.data.error).toMatch(/^packageType must be one of: package_small, package_medium/)
      const missing = await rates({ orderId: o.id })
      expect([missing.status, missing.data.error]).toEqual([400, "Please select a package type."])
      const custom = await rates({ orderId: o.id, packageType: "custom_package", estimatedWeight: "2" })
      expect([custom.status, custom.data.error]).toEqual([400, expect.stringMatching(/length, width and height/)])
      const noOrder = await rates({ orderId: 999999, packageType: "package_small", estimatedWeight: "2" })
      expect([noOrder.status, noOrder.data.success]).toEqual([404, false])
      expect(fake.apiCalls().length).toBe(calls)
    })

    it("buys a label as the Medusa order's fulfillment, shows it in the orders list and in Medusa's admin, refuses a second one, and ships", async () => {
      const o = await h.placeOrder(2)
      const quote = await rates({ orderId: o.id, packageType: "package_medium", estimatedWeight: "2" })
      const ups = quote.data.rates.find((r: any) => r.provider === "UPS" && r.service === "Ground")
      const res = await api.post("/api/shipping/shippo/create-label", { orderId: o.id, rateId: ups.id, packageType: "package_medium" }, await h.bearer())
      expectStatus(res)
      expect(res.data).toEqual({
        success: true,
        labelUrl: `/api/shipping/labels/${o.id}?inline=shipping-label-order-${o.id}.png`,
        trackingNumber: expect.stringMatching(/^1Z999AA1\d{8}$/),
        trackingUrl: expect.stringMatching(/^https:\/\/www\.ups\.com\/track\?tracknum=1Z/),
        status: "SUCCESS",
        serviceName: "UPS Ground",
        carrier: "UPS",
        sample: false,
        // The price staff confirmed, kept with the label (issue 26 point 7).
        shippingLabelPrice: 12.85,
      })
      const tx = fake.apiCalls().filter((r: any) => r.path === "/transactions").at(-1)
      expect(tx.body).toMatchObject({ rate: ups.id, label_file_type: "PNG", async: false, metadata: `Order ${o.id}` })
      // The rate came from the cache of the comparison: Shippo was not asked for it again.
      expect(fake.apiCalls().filter((r: any) => r.path.startsWith("/rates/"))).toHaveLength(0)

      const [f] = await h.labeledFulfillments(o.orderId, o.id)
      expect(f).toMatchObject({
        provider_id: SHIPPO_PROVIDER_ID,
        shipped_at: null,
        data: { shipping_rate_id: ups.id, carrier: "UPS", service: "Ground", tracking_number: res.data.trackingNumber, sample: false },
        labels: [{ tracking_number: res.data.trackingNumber, tracking_url: res.data.trackingUrl, label_url: res.data.labelUrl }],
      })
      expect(f.data.transaction_id).toMatch(/^txn_/)
      expect(f.data.carrier_label_url).toMatch(new RegExp(`^${fake.url}/labels/txn_`))

      // Medusa's own admin API shows the fulfillment and its label.
      const admin = await api.get(`/admin/orders/${o.orderId}?fields=id,*fulfillments,*fulfillments.labels`, await h.bearer())
      expect(admin.status).toBe(200)
      expect(admin.data.order.fulfillments[0].labels[0]).toMatchObject({ tracking_number: res.data.trackingNumber, label_url: res.data.labelUrl })

      const listed = await h.legacyOrder(o.id)
      expect(listed).toMatchObject({ trackingNumber: res.data.trackingNumber, shippingLabel: res.data.labelUrl, shippingCarrier: "UPS", status: "shipped", orderStatus: null })
      const [entry] = await h.desk().listOrderDeskEntries({ order_display_id: o.id })
      expect(entry.metadata).toMatchObject({
        shipping: {
          tracking_number: res.data.trackingNumber,
          tracking_url: res.data.trackingUrl,
          carrier: "UPS",
          service: "Ground",
          label_url: res.data.labelUrl,
          label_created_at: expect.any(String),
          rate_id: ups.id,
          package_type: "package_medium",
          fulfillment_id: f.id,
        },
      })

      const again = await api.post("/api/shipping/shippo/create-label", { orderId: o.id, rateId: ups.id, packageType: "package_medium" }, await h.bearer())
      expect(again.status).toBe(409)
      expect(again.data).toMatchObject({ success: false, error: "Label Already Created", trackingNumber: res.data.trackingNumber })
      const direct = await api.post("/api/shipping/create-label", { orderId: o.id, packageType: "medium_flat_rate_box" }, await h.bearer())
      expect([direct.status, direct.data.error]).toEqual([409, "Label Already Created"])
      expect(await h.fulfillmentsOf(o.orderId)).toHaveLength(1)

      // Download: the label file as shipping-label-order-{id}.png, and the labels history.
      const file = await api.get(`/api/shipping/labels/${o.id}`, { ...(await h.bearer()), responseType: "arraybuffer" })
      expect(file.status).toBe(200)
      expect(file.headers["content-type"]).toBe("image/png")
      expect(file.headers["content-disposition"]).toBe(`attachment; filename="shipping-label-order-${o.id}.png"`)
      expect(Buffer.from(file.data).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
      const history = await api.get("/api/simple-shipping/labels", await h.bearer())
      expect(history.data.labels[0]).toMatchObject({
        filename: `shipping-label-order-${o.id}.png`,
        url: res.data.labelUrl,
        createdAt: expect.any(String),
        orderId: o.id,
        trackingNumber: res.data.trackingNumber,
      })

      // Ship: Medusa's shipment step; the label stays on the fulfillment.
      const shipped = await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, await h.bearer())
      expect([shipped.status, shipped.data.orderStatus, shipped.data.trackingNumber]).toEqual([200, "shipped", res.data.trackingNumber])
      const [after] = await h.fulfillmentsOf(o.orderId)
      expect(after.shipped_at).not.toBeNull()
      expect(after.labels).toEqual([expect.objectContaining({ tracking_number: res.data.trackingNumber, label_url: res.data.labelUrl })])
      // Pressing Ship again changes nothing in Medusa.
      expect((await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, await h.bearer())).status).toBe(200)
    })

    it("ships an order without a label in Medusa too: a fulfillment of its items, no label bought, shipped", async () => {
      const o = await h.placeOrder(2)
      const purchases = purchasesSent().length
      const shipped = await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, await h.bearer())
      expect([shipped.status, shipped.data.orderStatus, shipped.data.trackingNumber]).toEqual([200, "shipped", null])
      const fulfillments = await h.fulfillmentsOf(o.orderId)
      expect(fulfillments).toHaveLength(1)
      expect(fulfillments[0]).toMatchObject({ provider_id: SHIPPO_PROVIDER_ID, shipped_at: expect.anything(), canceled_at: null, labels: [] })
      expect(purchasesSent().length).toBe(purchases)
      const { data } = await api.get(`/admin/orders/${o.orderId}?fields=fulfillment_status`, await h.bearer())
      expect(data.order.fulfillment_status).toBe("shipped")
      // Pressing Ship again changes nothing in Medusa.
      expect((await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, await h.bearer())).status).toBe(200)
      expect(await h.fulfillmentsOf(o.orderId)).toHaveLength(1)
    })

    it("answers Shippo's errors with the spec's texts and Shippo's words (502), leaving no fulfillment behind", async () => {
      const o = await h.placeOrder()
      const quote = await rates({ orderId: o.id, packageType: "package_small", estimatedWeight: "1" })
      fake.setMode("error")
      const failed = await rates({ orderId: o.id, packageType: "package_large", estimatedWeight: "1" })
      expect(failed.status).toBe(502)
      expect(failed.data).toEqual(upstreamFailure("Failed to get shipping rates.", "shipping.ratesFailed", "address_to.zip: The ZIP code 00000 is not valid for the state CA."))
      const purchases = purchasesSent().length
      const label = await api.post("/api/shipping/shippo/create-label", { orderId: o.id, rateId: quote.data.rates[0].id }, await h.bearer())
      expect(label.status).toBe(502)
      // Shippo's refusal is final: Medusa's step retries are kept for timeouts and lost connections.
      expect(purchasesSent().length).toBe(purchases + 1)
      expect(label.data).toMatchObject({
        success: false,
        error: "Failed to create shipping label.",
        details: "USPS: Failed to create label: the recipient address could not be verified.",
      })
      expect(await h.fulfillmentsOf(o.orderId)).toEqual([])
      expect((await h.legacyOrder(o.id)).trackingNumber).toBeNull()
      // Once Shippo works again the same order gets its label.
      fake.setMode("ok")
      const ok = await api.post("/api/shipping/shippo/create-label", { orderId: o.id, rateId: quote.data.rates[0].id }, await h.bearer())
      expect([ok.status, ok.data.success]).toEqual([200, true])
    })

    it("answers a Shippo timeout with 504 and an invalid key with 502, never 500", async () => {
      const o = await h.placeOrder()
      fake.setMode("timeout")
      const t0 = Date.now()
      const slow = await rates({ orderId: o.id, packageType: "package_medium", estimatedWeight: "1" })
      expect(Date.now() - t0).toBeLessThan(TIMEOUT_MS + 3000)
      expect(slow.status).toBe(504)
      expect(slow.data).toMatchObject({ success: false, error: "Failed to get shipping rates.", details: `Shippo did not answer within ${TIMEOUT_MS} ms.` })

      fake.setMode("invalid-key")
      const refused = await rates({ orderId: o.id, packageType: "package_medium", estimatedWeight: "1" })
      expect(refused.status).toBe(502)
      expect(refused.data).toMatchObject({ success: false, error: "Failed to get shipping rates.", details: "Invalid token." })
      const key = await api.get("/api/simple-shipping/check-api-key", await h.bearer())
      expect(key.data).toEqual({ isValid: false, mode: "test", message: "API Key Error: Shippo refused the API key.", details: "Invalid token." })

      fake.setMode("ok")
      const valid = await api.get("/api/simple-shipping/check-api-key", await h.bearer())
      expect(valid.data).toMatchObject({ isValid: true, mode: "test" })
      expect(fake.apiCalls().at(-1)).toMatchObject({ method: "GET", path: "/carrier_accounts" })
    })

    it("finds a label whose purchase answer was lost (timeout) instead of buying a second one", async () => {
      const o = await h.placeOrder()
      const quote = await rates({ orderId: o.id, packageType: "package_medium", estimatedWeight: "2" })
      const rateId = quote.data.rates[0].id
      fake.setMode("label-timeout")
      const res = await api.post("/api/shipping/shippo/create-label", { orderId: o.id, rateId }, await h.bearer())
      fake.setMode("ok")
      const bought = [...fake.transactions.values()].filter((t: any) => t.rate === rateId)
      expect(bought).toHaveLength(1)
      expect([res.status, res.data.success, res.data.trackingNumber]).toEqual([200, true, bought[0].tracking_number])
      expect(fake.apiCalls().at(-1)).toMatchObject({ method: "GET", path: "/transactions" })
      const [fulfillment] = await h.labeledFulfillments(o.orderId, o.id)
      expect(fulfillment.labels).toEqual([expect.objectContaining({ tracking_number: bought[0].tracking_number })])
    })

    it("answers no rates with an empty list and the spec's message", async () => {
      const o = await h.placeOrder()
      fake.setMode("no-rates")
      const res = await rates({ orderId: o.id, packageType: "package_medium", estimatedWeight: "1" })
      expectStatus(res)
      expect(res.data).toEqual({
        success: true,
        rates: [],
        message: "No shipping rates available for this package and destination.",
        details: "UPS: The service is not available for this destination.; USPS: No rates were found for this parcel.",
      })
      // An empty answer is not cached.
      fake.setMode("ok")
      expect((await rates({ orderId: o.id, packageType: "package_medium", estimatedWeight: "1" })).data.rates.length).toBeGreaterThan(0)
    })

    it("picks the USPS flat-rate box by quantity and quotes it for the order", async () => {
      const flat = async (body: unknown) => api.post("/api/shipping/usps-flat-rates", body, await h.bearer())
      const cases: [number[], string, string][] = [
        [[1], "small_flat_rate_box", "USPS_SmallFlatRateBox"],
        [[1, 1], "small_flat_rate_box", "USPS_SmallFlatRateBox"],
        [[2, 1], "medium_flat_rate_box", "USPS_MediumFlatRateBox1"],
        [[4], "medium_flat_rate_box", "USPS_MediumFlatRateBox1"],
        [[3, 2], "large_flat_rate_box", "USPS_LargeFlatRateBox"],
      ]
      for (const [quantities, packageType, template] of cases) {
        const res = await flat({ orderItems: quantities.map((quantity) => ({ quantity })) })
        expect([quantities, res.status, res.data.packageType, res.data.template, res.data.estimatedWeight]).toEqual([quantities, 200, packageType, template, 2])
        expect(res.data.rates).toHaveLength(1)
        expect(res.data.rates[0]).toMatchObject({ provider: "USPS", service: "Priority Mail", box_type: packageType, sample: false })
      }
      const o = await h.placeOrder()
      const before = shipmentsSent().length
      const quoted = await flat({ orderId: o.id, orderItems: [{ quantity: 3 }] })
      expect(quoted.data).toMatchObject({ success: true, packageType: "medium_flat_rate_box", template: "USPS_MediumFlatRateBox1", estimatedWeight: 2 })
      expect(quoted.data.rates.every((r: any) => r.provider === "USPS")).toBe(true)
      expect(quoted.data.rates.map((r: any) => r.service)).toEqual(["Priority Mail", "Priority Mail Express"])
      expect(shipmentsSent().length).toBe(before + 1)
      expect(shipmentsSent().at(-1).body.parcels).toEqual([{ template: "USPS_MediumFlatRateBox1", weight: "2", mass_unit: "lb" }])
      const bad = await flat({ orderItems: [] })
      expect([bad.status, bad.data.success]).toEqual([400, false])
    })

    it("buys the direct USPS label (Priority Mail) for a flat-rate box, also from the simple shipping screen", async () => {
      const a = await h.placeOrder()
      const res = await api.post("/api/shipping/create-label", { orderId: a.id, packageType: "medium_flat_rate_box" }, await h.bearer())
      expectStatus(res)
      expect(res.data).toMatchObject({ success: true, serviceName: "USPS Priority Mail", trackingNumber: expect.stringMatching(/^9205/), status: "SUCCESS" })
      const tx = fake.apiCalls().filter((r: any) => r.path === "/transactions").at(-1)
      expect(fake.rates.get(tx.body.rate).servicelevel.name).toBe("Priority Mail")

      const b = await h.placeOrder()
      const simple = await api.post("/api/simple-shipping/create-label", { orderId: b.id, packageType: "small_flat_rate_box" }, await h.bearer())
      expect(simple.status).toBe(200)
      expect(simple.data).toMatchObject({ success: true, trackingNumber: expect.any(String), labelUrl: expect.any(String), error: null })
      const [f] = await h.labeledFulfillments(b.orderId, b.id)
      expect(f.data).toMatchObject({ package_type: "small_flat_rate_box", carrier: "USPS" })
      const notFlat = await api.post("/api/simple-shipping/create-label", { orderId: b.id, packageType: "package_small" }, await h.bearer())
      expect([notFlat.status, notFlat.data.success]).toEqual([400, false])
      expect(notFlat.data.error).toMatch(/USPS flat-rate type/)

      const history = await api.get("/api/simple-shipping/labels", await h.bearer())
      expect(history.data.labels.slice(0, 2).map((l: any) => l.orderId)).toEqual([b.id, a.id])
    })

    describe("buying a label is a workflow whose steps undo themselves", () => {
      it("buys one label when two purchases for one order arrive at once (Medusa's lock)", async () => {
        const o = await quotedOrder()
        const purchases = purchasesSent().length
        const answers = await Promise.all([buy(o.id, o.rateId), buy(o.id, o.rateId)])
        expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
        const won = answers.find((a) => a.status === 200)!
        expect(answers.find((a) => a.status === 409)!.data).toMatchObject({ error: "Label Already Created", trackingNumber: won.data.trackingNumber })
        expect(purchasesSent().length).toBe(purchases + 1)
        expect(await h.fulfillmentsOf(o.orderId)).toHaveLength(1)
      })

      it("retries a purchase Shippo did not answer (the step's maxRetries), first looking for the label the lost attempt bought", async () => {
        const o = await quotedOrder()
        const buyLabel = jest.spyOn(shippingModule(), "buyLabel")
        buyLabel.mockRejectedValueOnce(new ShippingUpstreamError("unreachable", "Could not reach Shippo: socket hang up"))
        const purchases = purchasesSent().length
        const res = await buy(o.id, o.rateId)
        expectStatus(res)
        expect(buyLabel).toHaveBeenCalledTimes(2)
        expect(buyLabel.mock.calls.map(([input]) => Boolean(input.lookUpFirst))).toEqual([false, true])
        const calls = fake.apiCalls()
        expect(calls.at(-2)).toMatchObject({ method: "GET", path: "/transactions" })
        expect(purchasesSent().length).toBe(purchases + 1)
        expect((await h.labeledFulfillments(o.orderId, o.id))[0].labels).toEqual([expect.objectContaining({ tracking_number: res.data.trackingNumber })])
      })

      it("gives up after the retries with Shippo's words (502) and leaves nothing half-done", async () => {
        const o = await quotedOrder()
        const before = await deskEntry(o.id)
        const buyLabel = jest
          .spyOn(shippingModule(), "buyLabel")
          .mockRejectedValue(new ShippingUpstreamError("timeout", "Shippo did not answer within 1500 ms."))
        const res = await buy(o.id, o.rateId)
        expect(res.status).toBe(504)
        expect(res.data).toEqual(upstreamFailure("Failed to create shipping label.", "shipping.labelFailed", "Shippo did not answer within 1500 ms."))
        expect(buyLabel).toHaveBeenCalledTimes(3) // the first try and LABEL_PURCHASE_RETRIES (2)
        await expectNothingHalfDone(o, before)
        // The order's label lock was released: the next purchase goes through at once.
        buyLabel.mockRestore()
        const t0 = Date.now()
        expectStatus(await buy(o.id, o.rateId))
        expect(Date.now() - t0).toBeLessThan(5000)
      })

      it("refunds the bought label when Medusa's fulfillment step fails, and leaves nothing half-done", async () => {
        const o = await quotedOrder()
        const before = await deskEntry(o.id)
        jest.spyOn(container().resolve(Modules.FULFILLMENT), "createFulfillment").mockRejectedValueOnce(new Error("the fulfillment could not be saved"))
        const res = await buy(o.id, o.rateId)
        expect([res.status, res.data.error]).toEqual([500, "Something went wrong on our side. Please try again."])
        const tx = [...fake.transactions.values()].filter((t: any) => t.rate === o.rateId).at(-1)
        expect(refundsOf(tx.object_id)).toHaveLength(1)
        await expectNothingHalfDone(o, before)
        expect((await deskEntry(o.id)).metadata?.orphaned_labels).toBeUndefined()
      })

      it("cancels Medusa's fulfillment when the desk cannot record the label: the label is refunded once (by the shippo provider)", async () => {
        const o = await quotedOrder()
        const before = await deskEntry(o.id)
        jest.spyOn(h.desk(), "recordShippingLabel").mockRejectedValueOnce(new Error("the desk is read-only"))
        const res = await buy(o.id, o.rateId)
        expect(res.status).toBe(500)
        const tx = [...fake.transactions.values()].filter((t: any) => t.rate === o.rateId).at(-1)
        const fulfillment = container().resolve(Modules.FULFILLMENT)
        const [canceled] = await fulfillment.listFulfillments({ labels: { tracking_number: tx.tracking_number } } as any, { select: ["id", "canceled_at"] })
        expect(canceled.canceled_at).not.toBeNull()
        expect(refundsOf(tx.object_id)).toHaveLength(1)
        await expectNothingHalfDone(o, before)
      })

      it("records a label that could not be refunded on the order's desk entry, for staff", async () => {
        const o = await quotedOrder()
        jest.spyOn(container().resolve(Modules.FULFILLMENT), "createFulfillment").mockRejectedValueOnce(new Error("the fulfillment could not be saved"))
        jest.spyOn(shippingModule(), "refundLabel").mockRejectedValueOnce(new ShippingUpstreamError("error", "Refunds are not available for this carrier."))
        expect((await buy(o.id, o.rateId)).status).toBe(500)
        const tx = [...fake.transactions.values()].filter((t: any) => t.rate === o.rateId).at(-1)
        const entry = await deskEntry(o.id)
        expect(entry.metadata?.shipping ?? null).toBeNull()
        expect(entry.metadata?.orphaned_labels).toEqual([
          expect.objectContaining({ transaction_id: tx.object_id, tracking_number: tx.tracking_number, carrier: "UPS", reason: "Shippo: Refunds are not available for this carrier." }),
        ])
        // Staff can still buy the order's label.
        expectStatus(await buy(o.id, o.rateId))
      })
    })
  },
})
