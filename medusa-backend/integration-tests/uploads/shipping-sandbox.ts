import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { section } from "../helpers/runner"
import { SHIPPO_PROVIDER_ID } from "../../src/scripts/seed-shop"
import { USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL } from "compat-api/shipping/module"
import { decodeCode128, pdfBarcodeWidths, pdfPageSizes, pdfTextLines } from "compat-api/testing/label-pdf"
import { expectStatus, seededShipping } from "../helpers/shipping"
import { useUploadDir } from "../helpers/shop"

jest.setTimeout(240_000)

/** The offline sandbox: no SHIPPO_API_KEY, so published USPS prices, sample rates and sample labels. */
delete process.env.SHIPPO_API_KEY
delete process.env.SHIPPO_API_URL

const UPLOAD_DIR = useUploadDir("shipping-sandbox-uploads-")

export const shippingSandbox = section("shipping-sandbox", {
  testSuite: ({ api, getContainer }) => {
    const h = seededShipping(api as any, getContainer)

    const rates = async (body: Record<string, unknown>) => api.post("/api/shipping/shippo/get-rates", body, await h.bearer())

    it("says it is in sandbox mode, and valid so staff can try every screen", async () => {
      const res = await api.get("/api/simple-shipping/check-api-key", await h.bearer())
      expectStatus(res)
      expect(res.data).toEqual({ isValid: true, mode: "sandbox", message: expect.stringMatching(/^Sandbox mode: no SHIPPO_API_KEY is set\./) })
    })

    it("quotes USPS's published Priority Mail Flat Rate retail prices for the flat-rate packages", async () => {
      const o = await h.placeOrder()
      for (const [packageType, price] of Object.entries(USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL)) {
        const res = await rates({ orderId: o.id, packageType, estimatedWeight: "1" })
        expectStatus(res)
        expect(res.data.rates).toEqual([
          expect.objectContaining({
            id: expect.stringMatching(/^rate_sandbox-/),
            provider: "USPS",
            service: "Priority Mail",
            amount: price.toFixed(2),
            rate: price.toFixed(2),
            box_type: packageType,
            estimated_days: 2,
            sample: false,
            isLowestPrice: true,
            isRecommended: true,
          }),
        ])
      }
      expect(USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL).toEqual({ flat_rate_envelope: 10.1, small_flat_rate_box: 10.85, medium_flat_rate_box: 19.3, large_flat_rate_box: 26.8 })
      // The flat-rate screen without an order: the same table.
      const flat = await api.post("/api/shipping/usps-flat-rates", { orderItems: [{ quantity: 4 }] }, await h.bearer())
      expect(flat.data).toMatchObject({ success: true, packageType: "medium_flat_rate_box", template: "USPS_MediumFlatRateBox1", estimatedWeight: 2, mode: "sandbox" })
      expect(flat.data.rates.map((r: any) => r.amount)).toEqual(["19.30"])
    })

    it("adds sample UPS and FedEx rates (sample: true) for the other packages, sorted with the flags", async () => {
      const o = await h.placeOrder()
      const small = await rates({ orderId: o.id, packageType: "package_small", estimatedWeight: "2" })
      const list = small.data.rates as any[]
      expect(new Set(list.map((r) => r.provider))).toEqual(new Set(["USPS", "UPS", "FedEx"]))
      const amounts = list.map((r) => Number(r.amount))
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
      // A 6 x 6 x 6 in parcel fits the Medium Flat Rate Box: USPS's published price, not a sample.
      expect(list.find((r) => r.provider === "USPS")).toMatchObject({ amount: "19.30", box_type: "medium_flat_rate_box", sample: false })
      expect(list.filter((r) => r.provider !== "USPS").every((r) => r.sample === true)).toBe(true)
      for (const flag of ["isLowestPrice", "isFastest", "isBestValue", "isRecommended"]) {
        expect([flag, list.filter((r) => r[flag]).length]).toEqual([flag, 1])
      }
      expect(list[0].isLowestPrice).toBe(true)
      expect(list.find((r) => r.isLowestPrice).attributes).toContain("CHEAPEST")
      const large = await rates({ orderId: o.id, packageType: "package_large", estimatedWeight: "10" })
      expect(large.data.rates.find((r: any) => r.provider === "USPS")).toMatchObject({ service: "Priority Mail", sample: true, box_type: "package_large" })
      const over = await rates({ orderId: o.id, packageType: "large_flat_rate_box", estimatedWeight: "16" })
      expect([over.status, over.data.error]).toEqual([400, "16 lb is over the 15 lb limit of the Large Flat Rate Box. Choose a bigger package."])
    })

    it("makes a 4 x 6 in PDF sample label with a readable barcode, stored as the fulfillment's label and downloadable", async () => {
      const o = await h.placeOrder()
      const quote = await rates({ orderId: o.id, packageType: "medium_flat_rate_box", estimatedWeight: "2" })
      const res = await api.post(
        "/api/shipping/shippo/create-label",
        { orderId: o.id, rateId: quote.data.rates[0].id, packageType: "medium_flat_rate_box" },
        await h.bearer()
      )
      expectStatus(res)
      expect(res.data).toEqual({
        success: true,
        // the shop's staff-only label route: the label holds the customer's address
        labelUrl: `/api/shipping/labels/${o.id}?inline=shipping-label-order-${o.id}.pdf`,
        trackingNumber: expect.stringMatching(/^9999\d{18}$/),
        trackingUrl: expect.stringMatching(/^https:\/\/tools\.usps\.com\/go\/TrackConfirmAction\?tLabels=9999/),
        status: "SUCCESS",
        serviceName: "USPS Priority Mail",
        carrier: "USPS",
        sample: true,
        // What the label cost, kept with it (issue 26 point 7).
        shippingLabelPrice: 19.3,
      })
      expect(res.data.trackingNumber.slice(4, 12)).toBe(String(o.id).padStart(8, "0"))

      const file = await api.get(`/api/shipping/labels/${o.id}`, { ...(await h.bearer()), responseType: "arraybuffer" })
      expect(file.status).toBe(200)
      expect(file.headers["content-type"]).toBe("application/pdf")
      expect(file.headers["content-disposition"]).toBe(`attachment; filename="shipping-label-order-${o.id}.pdf"`)
      const pdf = Buffer.from(file.data)
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-")
      expect(pdfPageSizes(pdf)).toEqual([[288, 432]]) // 4 x 6 in
      const text = pdfTextLines(pdf)
      expect(text.filter((l) => l === "SAMPLE – NOT FOR SHIPPING")).toHaveLength(2)
      expect(text).toEqual(expect.arrayContaining(["USPS", "PRIORITY MAIL", "SOKHA CHAN", "1450 E ANAHEIM ST", "LONG BEACH, CA 90813", `ORDER #${o.id}`]))
      expect(text.join("").replace(/ /g, "")).toContain(res.data.trackingNumber)
      expect(decodeCode128(pdfBarcodeWidths(pdf))).toBe(res.data.trackingNumber)
      // labelUrl shows it in the tab (Open / View Label)
      const viewed = await api.get(res.data.labelUrl, { ...(await h.bearer()), responseType: "arraybuffer" })
      expect([viewed.status, viewed.headers["content-disposition"]]).toEqual([200, `inline; filename="shipping-label-order-${o.id}.pdf"`])
      expect(Buffer.from(viewed.data).equals(pdf)).toBe(true)
      // The same file Medusa's file module stored, privately: in the folder next to the upload folder
      // (<FILE_UPLOAD_DIR>-private), which nothing serves; none in the upload folder itself.
      const [name] = readdirSync(`${UPLOAD_DIR}-private`)
      expect(name).toMatch(new RegExp(`^private-\\d+-shipping-label-order-${o.id}\\.pdf$`))
      expect(readFileSync(join(`${UPLOAD_DIR}-private`, name)).equals(pdf)).toBe(true)
      expect(readdirSync(UPLOAD_DIR).filter((f) => f.includes("shipping-label"))).toEqual([])

      const [f] = await h.labeledFulfillments(o.orderId, o.id)
      expect(f).toMatchObject({
        provider_id: SHIPPO_PROVIDER_ID,
        data: { sample: true, carrier: "USPS", service: "Priority Mail", package_type: "medium_flat_rate_box", amount: "19.30" },
        labels: [{ tracking_number: res.data.trackingNumber, label_url: res.data.labelUrl }],
      })
      expect(await h.legacyOrder(o.id)).toMatchObject({ trackingNumber: res.data.trackingNumber, shippingLabel: res.data.labelUrl, shippingCarrier: "USPS", status: "shipped", shippingLabelPrice: 19.3 })

      const shipped = await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, await h.bearer())
      expect(shipped.data.orderStatus).toBe("shipped")
      expect((await h.fulfillmentsOf(o.orderId))[0].shipped_at).not.toBeNull()
    })

    it("buys the direct USPS sample label and lists it in the labels history", async () => {
      const o = await h.placeOrder()
      // The direct label's parcel is the estimated 2 lb: over the Flat Rate Envelope's 1 lb (the contract's limit), for every screen.
      const envelope = await api.post("/api/simple-shipping/create-label", { orderId: o.id, packageType: "flat_rate_envelope" }, await h.bearer())
      expect([envelope.status, envelope.data.code, envelope.data.details]).toEqual([400, "shipping.overPackageLimit", "2 lb is over the 1 lb limit of the Flat Rate Envelope."])
      expect(envelope.data.error).toBe("The parcel is over this package's weight limit. Choose a bigger package.")
      const res = await api.post("/api/simple-shipping/create-label", { orderId: o.id, packageType: "small_flat_rate_box" }, await h.bearer())
      expectStatus(res)
      expect(res.data).toMatchObject({ success: true, trackingNumber: expect.stringMatching(/^9999/), error: null, sample: true, shippingLabelPrice: 10.85 })
      // Labels History keeps what each label cost (issue 26 point 7).
      const history = await api.get("/api/simple-shipping/labels", await h.bearer())
      expect(history.data.labels[0]).toMatchObject({ orderId: o.id, filename: `shipping-label-order-${o.id}.pdf`, trackingNumber: res.data.trackingNumber, shippingLabelPrice: 10.85 })
      const missing = await api.get("/api/shipping/labels/999999", await h.bearer())
      expect(missing.status).toBe(404)
    })

    it("refuses every label call and every Ship for an order whose payment is not verified (409), unless the request allows it", async () => {
      const o = await h.placeOrder(1, { verified: false })
      const auth = await h.bearer()
      const refused = [
        await api.post("/api/shipping/create-label", { orderId: o.id, packageType: "medium_flat_rate_box" }, auth),
        await api.post("/api/shipping/shippo/create-label", { orderId: o.id, rateId: "rate_sandbox-usps_priority-package_medium-2lb", packageType: "package_medium" }, auth),
        await api.post("/api/simple-shipping/create-label", { orderId: o.id, packageType: "medium_flat_rate_box" }, auth),
        await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, auth),
        await api.patch(`/api/orders/${o.id}/status`, { status: "shipped" }, auth),
      ]
      for (const res of refused) {
        expect([res.status, res.data.code, res.data.error]).toEqual([409, "shipping.paymentNotVerified", "The payment is not verified yet."])
      }
      // Nothing changed: no label, no fulfillment, not shipped.
      expect(await h.fulfillmentsOf(o.orderId)).toEqual([])
      expect(await h.legacyOrder(o.id)).toMatchObject({ status: "pending", orderStatus: null, trackingNumber: null, paymentStatus: "pending" })
      const bad = await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped", allowUnverifiedPayment: "yes" }, auth)
      expect([bad.status, bad.data.error]).toEqual([400, "allowUnverifiedPayment must be true or false."])

      // Staff said 'Ship anyway': the label, then Ship.
      const label = await api.post("/api/simple-shipping/create-label", { orderId: o.id, packageType: "medium_flat_rate_box", allowUnverifiedPayment: true }, auth)
      expect([label.status, label.data.success]).toEqual([200, true])
      const shipped = await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped", allowUnverifiedPayment: true }, auth)
      expect([shipped.status, shipped.data.orderStatus]).toEqual([200, "shipped"])
    })

    it("pages and searches the shipping screens' lists (order number, name, phone), with totals; bad parameters are 400", async () => {
      const desk = h.desk()
      const entries = Array.from({ length: 25 }, (_, i) => ({
        payment_session_id: `manual_zelle_paging_${i}`,
        order_display_id: 900_001 + i,
        placement: "placed" as const,
        payment_method: "zelle",
        payment_status: i % 5 === 0 ? "pending" : "paid",
        customer_name: `Pagingtest Dara ${i + 1}`,
        customer_phone: i === 6 ? "(714) 555-0199" : "5625550100",
        delivery_address: "1 Main St, Long Beach, CA, 90813",
        order_status: i >= 20 ? "shipped" : null,
      }))
      const created = await desk.createOrderDeskEntries(entries)
      try {
        const get = async (query: string) => api.get(`/api/shipping/orders?${query}`, await h.bearer())
        const first = await get("list=pending&limit=10&search=pagingtest")
        expectStatus(first)
        expect(first.data).toMatchObject({ total: 20, page: 1, limit: 10, pages: 2 })
        expect(first.data.orders.map((o: any) => o.id)).toEqual(Array.from({ length: 10 }, (_, i) => 900_020 - i))
        const second = await get("list=pending&limit=10&page=2&search=pagingtest")
        expect(second.data.orders.map((o: any) => o.id)).toEqual(Array.from({ length: 10 }, (_, i) => 900_010 - i))
        const shipped = await get("list=shipped&search=Pagingtest%20Dara")
        expect([shipped.data.total, shipped.data.orders.length]).toEqual([5, 5])
        // The simple admin's pending list: payment paid or confirmed by the shopper.
        const simple = await get("list=simple-pending&limit=100&search=pagingtest")
        expect(simple.data.orders.every((o: any) => o.paymentStatus === "paid")).toBe(true)
        expect(simple.data.total).toBe(20)

        expect((await get("list=pending&search=%23900007")).data.orders.map((o: any) => o.id)).toEqual([900_007])
        expect((await get("list=pending&search=714-555-0199")).data.orders.map((o: any) => o.customerName)).toEqual(["Pagingtest Dara 7"])
        expect((await get("list=pending&search=dara%2012")).data.orders.map((o: any) => o.id)).toEqual([900_012])
        expect((await get("list=pending&search=nobody-like-this")).data).toMatchObject({ orders: [], total: 0, pages: 1 })

        for (const [query, error] of [
          ["list=everything", 'list must be "pending", "shipped", "simple-pending" or "simple-shipped".'],
          ["", 'list must be "pending", "shipped", "simple-pending" or "simple-shipped".'],
          ["list=pending&page=0", "page must be a whole number from 1 to 100000."],
          ["list=pending&limit=500", "limit must be a whole number from 1 to 100."],
          ["list=pending&limit=abc", "limit must be a whole number from 1 to 100."],
          [`list=pending&search=${"x".repeat(101)}`, "search must be at most 100 characters."],
        ]) {
          const res = await get(query)
          expect([query, res.status, res.data.error]).toEqual([query, 400, error])
        }
        const anonymous = await api.get("/api/shipping/orders?list=pending", { validateStatus: () => true })
        expect(anonymous.status).toBe(401)
      } finally {
        await desk.deleteOrderDeskEntries(created.map((e: any) => e.id))
      }
    })

    it("Cancel order voids an unused label: its fulfillment is cancelled, the order shows no tracking anywhere; a shipped one cannot be cancelled", async () => {
      const o = await h.placeOrder()
      const label = await api.post("/api/shipping/create-label", { orderId: o.id, packageType: "medium_flat_rate_box" }, await h.bearer())
      expectStatus(label)
      expect(await h.legacyOrder(o.id)).toMatchObject({ trackingNumber: label.data.trackingNumber, shipmentState: "label_bought" })
      const cancelled = await api.post(`/api/orders/${o.id}/cancel`, { reason: "Address does not exist" }, await h.bearer())
      expect([cancelled.status, cancelled.data.error, cancelled.data.status, cancelled.data.trackingNumber, cancelled.data.shippingLabel]).toEqual([200, undefined, "cancelled", null, null])
      const fulfillments = await h.fulfillmentsOf(o.orderId)
      expect(fulfillments.map((f: any) => !!f.canceled_at)).toEqual([true])
      const { order } = (await api.get(`/admin/orders/${o.orderId}?fields=status`, await h.bearer())).data
      expect(order.status).toBe("canceled")
      const [entry] = await h.desk().listOrderDeskEntries({ order_display_id: o.id })
      expect((entry.metadata as any).voided_shipping).toMatchObject({ tracking_number: label.data.trackingNumber })
      const token = entry.status_token as string
      expect((await api.get(`/api/order-status/${token}`)).data).toMatchObject({ status: "cancelled", shipping: null })

      const shipped = await h.placeOrder()
      expectStatus(await api.post("/api/shipping/create-label", { orderId: shipped.id, packageType: "medium_flat_rate_box" }, await h.bearer()))
      expectStatus(await api.patch(`/api/orders/${shipped.id}`, { orderStatus: "shipped" }, await h.bearer()))
      const refused = await api.post(`/api/orders/${shipped.id}/cancel`, {}, await h.bearer())
      expect([refused.status, refused.data.error]).toEqual([409, "A shipped order cannot be cancelled."])
      expect((await h.fulfillmentsOf(shipped.orderId)).map((f: any) => [!!f.canceled_at, !!f.shipped_at])).toEqual([[false, true]])
    })

    it("Ship pressed right after the label waits for Medusa's fulfillment, then ships it with its label", async () => {
      const o = await h.placeOrder()
      const label = await api.post("/api/shipping/create-label", { orderId: o.id, packageType: "medium_flat_rate_box" }, await h.bearer())
      expectStatus(label)
      const shipped = await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, await h.bearer())
      expect([shipped.status, shipped.data.orderStatus]).toEqual([200, "shipped"])
      const fulfillments = await h.fulfillmentsOf(o.orderId)
      expect(fulfillments).toHaveLength(1)
      expect(fulfillments[0].shipped_at).not.toBeNull()
      expect(fulfillments[0].labels[0]).toMatchObject({ tracking_number: label.data.trackingNumber, label_url: label.data.labelUrl })
    })
  },
})
