import { section } from "../helpers/runner"
import { SHIPPO_PROVIDER_ID } from "../../src/scripts/seed-shop"
import { any, expectStatus, seededShipping } from "../helpers/shipping"
import { ADMIN, bearer, signIn, STAFF, useUploadDir, withJar } from "../helpers/shop"

/**
 * The shipping calls under Medusa's /admin prefix for the admin-extensions shipping widget and
 * Shipping page (compat-api/src/api/admin/shop/shipping), in the offline sandbox (no
 * SHIPPO_API_KEY): the same rates, label purchase (a Medusa fulfillment with the label) and
 * shipment as the /api/shipping calls, addressed by Medusa's order id.
 */
jest.setTimeout(240_000)

delete process.env.SHIPPO_API_KEY
delete process.env.SHIPPO_API_URL

useUploadDir("admin-shop-shipping-uploads-")

export const adminShopShipping = section("admin-shop-shipping", {
  testSuite: ({ api, getContainer }) => {
    const h = seededShipping(api as any, getContainer, STAFF)

    /**
     * The session cookie of a signed-in admin, as the browser sends it to Medusa's dashboard and API,
     * with the session's XSRF token that the shop's widgets send on /admin/shop writes (GET /admin/shop/xsrf).
     */
    const session = async (who = ADMIN) => {
      const cookie = withJar(await signIn(api, who), false)
      const { data } = await api.get("/admin/shop/xsrf", cookie)
      return { ...cookie, headers: { ...cookie.headers, ...(data?.token ? { "x-xsrf-token": data.token } : {}) } }
    }
    const staffBearer = () => bearer(api, STAFF)

    /** Medusa's order as its dashboard's order page reads it: the fulfillments with their labels. */
    const dashboardOrder = async (orderId: string) => {
      const res = await api.get(`/admin/orders/${orderId}?fields=id,fulfillment_status,*fulfillments,*fulfillments.labels`, await h.bearer())
      expectStatus(res)
      return res.data.order as {
        fulfillment_status: string
        fulfillments: { id: string; provider_id: string; shipped_at: string | null; labels: { tracking_number: string; label_url: string }[] }[]
      }
    }

    /** Polls `read` until `done` holds (Medusa's fulfillment may follow the label's answer by a moment). */
    const eventually = async <T>(read: () => Promise<T>, done: (v: T) => boolean, what: string): Promise<T> => {
      let last: T | undefined
      for (let i = 0; i < 100; i++) {
        last = await read()
        if (done(last)) return last
        await new Promise((r) => setTimeout(r, 100))
      }
      throw new Error(`${what}: still ${JSON.stringify(last)}`)
    }

    it("turns anonymous callers (401) away from every shipping call, and lets the staff role make them", async () => {
      const calls: [string, string, unknown?][] = [
        ["get", "/admin/shop/shipping/check-api-key"],
        ["get", "/admin/shop/shipping/labels"],
        ["get", "/admin/shop/shipping/orders"],
        ["get", "/admin/shop/shipping/orders/order_x"],
        ["post", "/admin/shop/shipping/orders/order_x/rates", { packageType: "package_medium", estimatedWeight: "2" }],
        ["post", "/admin/shop/shipping/orders/order_x/label", { rateId: "rate_x", packageType: "package_medium" }],
        ["get", "/admin/shop/shipping/orders/order_x/label-file"],
        ["post", "/admin/shop/shipping/orders/order_x/ship", {}],
      ]
      const staff = await staffBearer()
      const admin = await h.bearer()
      for (const [method, path, body] of calls) {
        const send = (config: Record<string, unknown>) => (method === "get" ? api.get(path, config) : api.post(path, body ?? {}, config))
        expect([path, (await send(any)).status]).toEqual([path, 401])
        // the staff role buys labels and ships (issue 27 point 6): never 401/403
        const asStaff = await send(staff)
        expect([path, [401, 403].includes(asStaff.status), asStaff.status < 500]).toEqual([path, false, true])
        expect([path, [401, 403].includes((await send(admin)).status)]).toEqual([path, false])
      }
    })

    it("says the Shippo mode is the sandbox", async () => {
      const res = await api.get("/admin/shop/shipping/check-api-key", await session())
      expectStatus(res)
      expect(res.data).toEqual({ isValid: true, mode: "sandbox", message: expect.stringMatching(/^Sandbox mode/) })
    })

    it("compares rates, buys a sandbox label as a Medusa fulfillment with the label, serves its file, and Mark shipped ships Medusa's fulfillment", async () => {
      const o = await h.placeOrder()
      const admin = await session()
      const base = `/admin/shop/shipping/orders/${o.orderId}`

      const before = await api.get(base, admin)
      expectStatus(before)
      expect(before.data).toEqual({ order: expect.objectContaining({ id: o.id, medusaOrderId: o.orderId, trackingNumber: null, orderStatus: null }), label: null })
      const pending = await api.get("/admin/shop/shipping/orders?list=pending&limit=100", admin)
      expect(pending.data.orders.map((x: any) => x.id)).toContain(o.id)

      // Rates: every carrier, cheapest first, with the flags, the same quote (and cache) as /api.
      const quote = await api.post(`${base}/rates`, { packageType: "package_medium", estimatedWeight: "2" }, admin)
      expectStatus(quote)
      expect(quote.data).toMatchObject({ success: true, cached: false })
      const rates = quote.data.rates as any[]
      expect(new Set(rates.map((r) => r.provider))).toEqual(new Set(["USPS", "UPS", "FedEx"]))
      const amounts = rates.map((r) => Number(r.amount))
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
      for (const flag of ["isLowestPrice", "isFastest", "isBestValue", "isRecommended"]) {
        expect([flag, rates.filter((r) => r[flag]).length]).toEqual([flag, 1])
      }
      const viaApi = await api.post("/api/shipping/shippo/get-rates", { orderId: o.id, packageType: "package_medium", estimatedWeight: "2" }, await h.bearer())
      expect(viaApi.data).toEqual({ success: true, rates, cached: true })

      const usps = rates.find((r) => r.provider === "USPS")
      const bought = await api.post(`${base}/label`, { rateId: usps.id, packageType: "package_medium", provider: "USPS" }, admin)
      expectStatus(bought)
      expect(bought.data).toMatchObject({
        success: true,
        trackingNumber: expect.stringMatching(/^9999\d{18}$/),
        labelUrl: expect.stringMatching(/shipping-label-order-\d+\.pdf$/),
        status: "SUCCESS",
        carrier: "USPS",
        sample: true,
      })

      // Medusa's own order (what its dashboard's Fulfillment section shows): a shippo fulfillment carrying the label.
      const medusa = await eventually(() => dashboardOrder(o.orderId), (m) => m.fulfillments.length > 0, "Medusa's fulfillment")
      expect(medusa.fulfillment_status).toBe("fulfilled")
      expect(medusa.fulfillments).toHaveLength(1)
      expect(medusa.fulfillments[0]).toMatchObject({
        provider_id: SHIPPO_PROVIDER_ID,
        shipped_at: null,
        labels: [expect.objectContaining({ tracking_number: bought.data.trackingNumber, label_url: bought.data.labelUrl })],
      })

      const after = await eventually(() => api.get(base, admin), (r: any) => Boolean(r.data.label?.fulfillmentId), "the label's fulfillment id")
      expect(after.data.order).toMatchObject({ trackingNumber: bought.data.trackingNumber, shippingLabel: bought.data.labelUrl, status: "shipped", orderStatus: null })
      expect(after.data.label).toEqual({
        trackingNumber: bought.data.trackingNumber,
        trackingUrl: bought.data.trackingUrl,
        carrier: "USPS",
        service: usps.service,
        labelUrl: bought.data.labelUrl,
        createdAt: expect.any(String),
        packageType: expect.any(String),
        amount: usps.amount,
        currency: "USD",
        sample: true,
        fulfillmentId: medusa.fulfillments[0].id,
      })

      const again = await api.post(`${base}/label`, { rateId: usps.id, packageType: "package_medium" }, admin)
      expect([again.status, again.data.error, again.data.trackingNumber]).toEqual([409, "Label Already Created", bought.data.trackingNumber])

      const file = await api.get(`${base}/label-file`, { ...admin, responseType: "arraybuffer" })
      expect(file.status).toBe(200)
      expect(file.headers["content-type"]).toBe("application/pdf")
      expect(file.headers["content-disposition"]).toBe(`attachment; filename="shipping-label-order-${o.id}.pdf"`)
      expect(Buffer.from(file.data).subarray(0, 5).toString("latin1")).toBe("%PDF-")

      const history = await api.get("/admin/shop/shipping/labels", admin)
      expect(history.data.labels[0]).toMatchObject({
        orderId: o.id,
        medusaOrderId: o.orderId,
        filename: `shipping-label-order-${o.id}.pdf`,
        trackingNumber: bought.data.trackingNumber,
        carrier: "USPS",
        sample: true,
        shippingLabelPrice: Number(usps.amount),
      })

      // One rule for every shipping screen (issue 26 point 6): a bought label is not shipped; both
      // back offices' lists hold the order as waiting, with the same story.
      const listed = async (list: "pending" | "shipped") => [
        ...(await api.get(`/api/shipping/orders?list=${list}&limit=100`, admin)).data.orders,
        ...(await api.get(`/admin/shop/shipping/orders?list=${list}&limit=100`, admin)).data.orders,
      ].filter((x: any) => x.id === o.id)
      expect((await listed("pending")).map((x: any) => [x.shipmentState, x.shippingLabelPrice])).toEqual([
        ["label_bought", Number(usps.amount)],
        ["label_bought", Number(usps.amount)],
      ])
      expect(await listed("shipped")).toEqual([])

      // Mark shipped: Medusa's shipment of the fulfillment, its label kept; the order moves to the shipped list.
      const shipped = await api.post(`${base}/ship`, {}, admin)
      expectStatus(shipped)
      expect(shipped.data.order).toMatchObject({ id: o.id, orderStatus: "shipped", trackingNumber: bought.data.trackingNumber })
      const [f] = (await dashboardOrder(o.orderId)).fulfillments
      expect(f.shipped_at).not.toBeNull()
      expect(f.labels.map((l) => l.tracking_number)).toEqual([bought.data.trackingNumber])
      expect((await dashboardOrder(o.orderId)).fulfillment_status).toBe("shipped")
      const lists = {
        pending: (await api.get("/admin/shop/shipping/orders?list=pending&limit=100", admin)).data,
        shipped: (await api.get("/admin/shop/shipping/orders?list=shipped", admin)).data,
      }
      expect(lists.pending.orders.map((x: any) => x.id)).not.toContain(o.id)
      expect(lists.shipped).toMatchObject({ limit: 20, offset: 0 })
      expect(lists.shipped.orders.map((x: any) => x.id)).toContain(o.id)
      expect(lists.shipped.count).toBeGreaterThanOrEqual(1)
      expect((await listed("shipped")).map((x: any) => x.shipmentState)).toEqual(["shipped", "shipped"])
      expect(await listed("pending")).toEqual([])
      // Shipping again changes nothing.
      const twice = await api.post(`${base}/ship`, {}, admin)
      expect([twice.status, twice.data.order.orderStatus]).toEqual([200, "shipped"])
    })

    it("answers bad input with 400, an order not from the shop with null / 404, and an order without a label's file with 404", async () => {
      const o = await h.placeOrder()
      const admin = await h.bearer()
      const base = `/admin/shop/shipping/orders/${o.orderId}`

      const noPackage = await api.post(`${base}/rates`, { estimatedWeight: "2" }, admin)
      expect([noPackage.status, noPackage.data.error]).toEqual([400, "Please select a package type."])
      const over = await api.post(`${base}/rates`, { packageType: "flat_rate_envelope", estimatedWeight: "2" }, admin)
      expect([over.status, over.data.error]).toEqual([400, "2 lb is over the 1 lb limit of the Flat Rate Envelope. Choose a bigger package."])
      const noRate = await api.post(`${base}/label`, { packageType: "package_medium" }, admin)
      expect([noRate.status, noRate.data.error]).toEqual([400, "Please select a shipping rate."])
      const carrier = await api.post(`${base}/label`, { rateId: "rate_x", packageType: "package_medium", provider: "DHL" }, admin)
      expect([carrier.status, carrier.data.error]).toEqual([400, "Unknown shipping provider"])
      expect((await api.get("/admin/shop/shipping/orders?list=lost", admin)).status).toBe(400)

      const noFile = await api.get(`${base}/label-file`, admin)
      expect(noFile.status).toBe(404)
      expect(noFile.data.error).toMatch(/has no shipping label yet/)

      const other = "order_01NOTASHOPORDER"
      expect((await api.get(`/admin/shop/shipping/orders/${other}`, admin)).data).toEqual({ order: null, label: null })
      for (const [method, path] of [
        ["post", `/admin/shop/shipping/orders/${other}/rates`],
        ["post", `/admin/shop/shipping/orders/${other}/label`],
        ["get", `/admin/shop/shipping/orders/${other}/label-file`],
        ["post", `/admin/shop/shipping/orders/${other}/ship`],
      ]) {
        const body = path.endsWith("/rates") ? { packageType: "package_medium", estimatedWeight: "2" } : path.endsWith("/label") ? { rateId: "rate_x" } : {}
        const res = method === "get" ? await api.get(path, admin) : await api.post(path, body, admin)
        expect([path, res.status, res.data.error]).toEqual([path, 404, "This order did not come through the shop's checkout."])
      }
    })

    it("refuses the label and Mark shipped for an order whose payment is not verified (409) unless asked explicitly, and searches the lists", async () => {
      const o = await h.placeOrder(1, { verified: false })
      const admin = await session()
      const base = `/admin/shop/shipping/orders/${o.orderId}`
      const found = await api.get(`/admin/shop/shipping/orders?list=pending&search=${o.id}`, admin)
      expect(found.data.orders.map((x: any) => x.id)).toEqual([o.id])
      expect(found.data.count).toBe(1)
      expect((await api.get("/admin/shop/shipping/orders?list=pending&search=nobody-like-this", admin)).data).toMatchObject({ orders: [], count: 0 })

      const label = await api.post(`${base}/label`, { rateId: "rate_sandbox-usps_priority-package_medium-2lb", packageType: "package_medium" }, admin)
      expect([label.status, label.data.code]).toEqual([409, "shipping.paymentNotVerified"])
      const ship = await api.post(`${base}/ship`, {}, admin)
      expect([ship.status, ship.data.code, ship.data.error]).toEqual([409, "shipping.paymentNotVerified", "The payment is not verified yet."])
      const bad = await api.post(`${base}/ship`, { allowUnverifiedPayment: 1 }, admin)
      expect(bad.status).toBe(400)
      expect((await api.get(base, admin)).data.order).toMatchObject({ orderStatus: null, trackingNumber: null })

      const anyway = await api.post(`${base}/ship`, { allowUnverifiedPayment: true }, admin)
      expect([anyway.status, anyway.data.order.orderStatus]).toEqual([200, "shipped"])
    })
  },
})
