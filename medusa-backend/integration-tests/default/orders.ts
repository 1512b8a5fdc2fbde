import { section } from "../helpers/runner"
import { ContainerRegistrationKeys, Modules, ProductStatus } from "@medusajs/framework/utils"
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import {
  authorizePaymentSessionForOrderWorkflow,
  createProductsWorkflow,
  updateRegionsWorkflow,
} from "@medusajs/medusa/core-flows"
import { seedShop, type SeedResult } from "../../src/scripts/seed-shop"
import { CARD_CHECKOUT_MODULE, type CardCheckoutModuleService } from "compat-api/card-payment/checkout-module"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import { MANUAL_METHODS } from "@shop/contract"
import { recordMedusaOrderWorkflow } from "compat-api/workflows"
import { fromAddress, signedInBearer } from "../helpers/shop"

jest.setTimeout(240_000)

type MenuItem = { id: string; name: string; price: number }

export const orders = section("orders", {
  testSuite: ({ api, getContainer }) => {
    let seed: SeedResult
    let container: MedusaContainer
    let menu: MenuItem[]

    beforeAll(async () => {
      container = getContainer()
      seed = await seedShop(container)
    })

    beforeEach(async () => {
      await container.resolve<ICacheService>(Modules.CACHE).invalidate("compat-api:*")
      menu = (await api.get("/api/menu-items")).data
    })

    const desk = () => container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)

    const admin = () => signedInBearer(api, container)

    /** Orders, carts (also soft-deleted ones), payment collections and order-desk entries: what a refused request must not touch. */
    const counts = async () => ({
      orders: (await container.resolve(Modules.ORDER).listAndCountOrders({}))[1],
      carts: (await container.resolve(Modules.CART).listAndCountCarts({}, { withDeleted: true }))[1],
      payments: (await container.resolve(Modules.PAYMENT).listAndCountPaymentCollections({}))[1],
      entries: (await desk().listAndCountOrderDeskEntries({}, { withDeleted: true }))[1],
    })

    const cheap = () => menu.filter((m) => Number(m.price) < 50)

    let sessionSeq = 1_700_000_000_000
    const payload = (method: string, items: { id: string; price: number; quantity: number; name?: string }[], extra: Record<string, unknown> = {}) => {
      const subtotal = items.reduce((s, i) => s + Math.round(Number(i.price) * 100) * i.quantity, 0) / 100
      const fee = subtotal < 150 ? 10 : 15
      return {
        customerName: "Sokha Chan",
        customerEmail: "sokha@example.com",
        customerPhone: "555-123-4567",
        deliveryAddress: "1200 E Anaheim St, Long Beach, CA, 90813",
        totalAmount: (subtotal + fee).toFixed(2),
        paymentMethod: method,
        paymentStatus: "paid",
        paymentSessionId: `manual_${method}_${sessionSeq++}`,
        orderItems: items.map((i) => ({ id: i.id, name: i.name ?? "x", price: Number(i.price), quantity: i.quantity })),
        notes: "Please ring twice",
        paymentConfirmed: true,
        ...extra,
      }
    }

    const post = (body: unknown) => api.post("/api/orders", body, { validateStatus: () => true })

    /** The Medusa order id of an accepted order (by its number) once the placement worker placed it. */
    const placed = async (displayId: number, timeoutMs = 60_000): Promise<string> => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const [entry] = await desk().listOrderDeskEntries({ order_display_id: displayId })
        if (entry?.placement === "placed") return entry.order_id as string
        if (entry?.placement === "failed") throw new Error(`order ${displayId}: placement failed: ${entry.placement_error}`)
        if (Date.now() > deadline) throw new Error(`order ${displayId} not placed after ${timeoutMs} ms (${entry?.placement})`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }

    const adminOrder = async (orderId: string) => {
      const fields = "id,display_id,email,total,subtotal,item_total,shipping_total,payment_status,*items,*shipping_address,*payment_collections,*payment_collections.payment_sessions"
      const { data } = await api.get(`/admin/orders/${orderId}?fields=${fields}`, await admin())
      return data.order
    }

    describe("payment providers", () => {
      it("enables every registered provider on the US region, except pp_system_default (no money behind it)", async () => {
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "region", fields: ["payment_providers.id"], filters: { id: seed.regionId } })
        const ids = (data[0].payment_providers ?? []).map((p) => p?.id)
        expect(ids).toEqual(expect.arrayContaining(MANUAL_METHODS.map((m) => `pp_${m}_manual`)))
        expect(ids).not.toContain("pp_system_default")
        expect((await seedShop(container)).created).toEqual([])

        // An existing shop (region seeded before these providers existed) gets them on the next start.
        await updateRegionsWorkflow(container).run({
          input: { selector: { id: seed.regionId }, update: { payment_providers: ["pp_system_default"] } },
        })
        const again = await seedShop(container)
        expect(again.created).toEqual([expect.stringMatching(/^payment providers on the US region/), expect.stringMatching(/without pp_system_default/)])
        const { data: after } = await query.graph({ entity: "region", fields: ["payment_providers.id"], filters: { id: seed.regionId } })
        expect((after[0].payment_providers ?? []).map((p) => p?.id).sort()).toEqual([...ids].sort())
      })

      it("GET /api/payment-methods lists each manual method's recipient and the card mode", async () => {
        const { data, status } = await api.get("/api/payment-methods")
        expect(status).toBe(200)
        for (const m of MANUAL_METHODS) {
          expect(data[m]).toEqual(expect.objectContaining({ handle: expect.any(String) }))
        }
        expect(data.card).toEqual({ sandbox: !process.env.STRIPE_API_KEY, available: true })
      })
    })

    describe("orders from anywhere (Medusa's store API, draft orders, Medusa's admin)", () => {
      const store = () => ({ ...{ validateStatus: () => true }, headers: { "x-publishable-api-key": seed.publishableKey } })
      const ok = (res: { status: number; data: unknown }, status = 200) => {
        if (res.status !== status) throw new Error(`expected HTTP ${status}, got ${res.status}: ${JSON.stringify(res.data)}`)
        return res.data as any
      }
      const variantOf = async (productId: string) => {
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "product", fields: ["variants.id"], filters: { id: productId } })
        return (data[0] as any).variants[0].id as string
      }
      const address = {
        first_name: "Dara",
        last_name: "Keo",
        phone: "5625550177",
        address_1: "2100 E 4th St",
        city: "Long Beach",
        province: "ca",
        postal_code: "90814",
        country_code: "us",
      }

      /** A shopper's order through Medusa's standard store API (what another storefront or the js-sdk does), paid by Cash App (staff verify it). */
      const storeApiOrder = async (items: { id: string; quantity: number }[]) => {
        const lines = await Promise.all(items.map(async (i) => ({ variant_id: await variantOf(i.id), quantity: i.quantity })))
        const { cart } = ok(await api.post("/store/carts", { region_id: seed.regionId, email: "dara.keo@example.com", shipping_address: address, items: lines }, store()))
        const { shipping_options } = ok(await api.get(`/store/shipping-options?cart_id=${cart.id}`, store()))
        const option = shipping_options.find((o: any) => o.name === "Standard Delivery")
        ok(await api.post(`/store/carts/${cart.id}/shipping-methods`, { option_id: option.id }, store()))
        const { payment_collection } = ok(await api.post("/store/payment-collections", { cart_id: cart.id }, store()))
        ok(await api.post(`/store/payment-collections/${payment_collection.id}/payment-sessions`, { provider_id: "pp_cashapp_manual" }, store()))
        const done = ok(await api.post(`/store/carts/${cart.id}/complete`, {}, store()))
        expect(done.type).toBe("order")
        return done.order as { id: string; display_id: number }
      }

      /** The back office's list (GET /api/orders) once `ready` holds for the order with this number (within a few seconds). */
      const listedWhen = async (displayId: number, ready: (o: any) => boolean = () => true, timeoutMs = 10_000) => {
        const auth = await admin()
        const deadline = Date.now() + timeoutMs
        for (;;) {
          const { data } = await api.get("/api/orders", auth)
          const found = (data as any[]).filter((o) => o.id === displayId)
          if (found.length > 1) throw new Error(`order ${displayId} is listed ${found.length} times`)
          if (found[0] && ready(found[0])) return { order: found[0], list: data as any[] }
          if (Date.now() > deadline) throw new Error(`order ${displayId} not listed as expected after ${timeoutMs} ms: ${JSON.stringify(found[0])}`)
          await new Promise((r) => setTimeout(r, 100))
        }
      }

      it("lists an order placed through Medusa's store API in the back office with the shop's fields, once", async () => {
        const [a, b] = cheap()
        const order = await storeApiOrder([{ id: a.id, quantity: 2 }, { id: b.id, quantity: 1 }])
        const subtotal = (Math.round(a.price * 100) * 2 + Math.round(b.price * 100)) / 100
        const { order: listed } = await listedWhen(order.display_id)
        expect(listed).toMatchObject({
          id: order.display_id,
          medusaOrderId: order.id,
          customerName: "Dara Keo",
          customerPhone: "5625550177",
          customerEmail: "dara.keo@example.com",
          // The checkout's one line (state and zip apart by a space), and the memo the shopper was told.
          deliveryAddress: "2100 E 4th St, Long Beach, CA 90814",
          paymentReference: `#${order.display_id}`,
          subtotal,
          deliveryFee: 10,
          totalAmount: Math.round((subtotal + 10) * 100) / 100,
          paymentMethod: "cashapp",
          paymentStatus: "pending",
          status: "pending",
          orderStatus: null,
          seen: false,
          placement: "placed",
        })
        expect(listed.orderItems.map((i: any) => [i.id, i.quantity, i.price]).sort()).toEqual([[a.id, 2, Number(a.price)], [b.id, 1, Number(b.price)]].sort())
        // Medusa's admin knows it as a shop order too (the entry is linked to the order), with the same memo.
        expect((await api.get(`/admin/shop/orders/${order.id}`, await admin())).data.order).toMatchObject({ id: order.display_id, paymentReference: `#${order.display_id}` })
        // The memo is the one the shopper's "order received" e-mail asked for.
        const received = async () => (await container.resolve(Modules.NOTIFICATION).listNotifications({ resource_id: order.id, template: "order-received" } as any)) as any[]
        for (let i = 0; i < 100 && !(await received()).length; i++) await new Promise((r) => setTimeout(r, 100))
        expect((await received())[0].data.text).toContain(`with the memo #${order.display_id}.`)

        // A retried subscriber, or two servers at once, still leave one entry.
        await Promise.all([1, 2, 3].map(() => recordMedusaOrderWorkflow(container).run({ input: { order_id: order.id } })))
        expect(await desk().listOrderDeskEntries({ order_id: order.id })).toHaveLength(1)
        await listedWhen(order.display_id)
      })

      it("lists a draft order converted in Medusa's admin, and never lists a shop order twice", async () => {
        const [a] = cheap()
        const auth = await admin()
        const { draft_order } = ok(
          await api.post(
            "/admin/draft-orders",
            { region_id: seed.regionId, email: "walkin@example.com", shipping_address: address, items: [{ variant_id: await variantOf(a.id), quantity: 3 }] },
            auth
          )
        )
        const { order } = ok(await api.post(`/admin/draft-orders/${draft_order.id}/convert-to-order`, {}, auth))
        const { order: listed } = await listedWhen(order.display_id)
        expect(listed).toMatchObject({
          medusaOrderId: order.id,
          customerName: "Dara Keo",
          customerEmail: "walkin@example.com",
          paymentMethod: "other",
          paymentStatus: "pending",
          status: "pending",
          subtotal: (Math.round(a.price * 100) * 3) / 100,
        })

        // The shop's own order (its entry written by POST /api/orders) emits order.placed too: still one entry, one row.
        const res = await post(payload("venmo", [{ ...a, quantity: 1 }]))
        const orderId = await placed(res.data.id)
        await recordMedusaOrderWorkflow(container).run({ input: { order_id: orderId } })
        const { list } = await listedWhen(res.data.id)
        expect(list.filter((o) => o.medusaOrderId === orderId)).toHaveLength(1)
        expect(await desk().listOrderDeskEntries({ order_id: orderId })).toHaveLength(1)
        expect(list.filter((o) => o.medusaOrderId === order.id)).toHaveLength(1)
      })

      it("follows Medusa's admin: capture → paid, fulfillment and shipment → shipped, full refund → failed, cancel → cancelled", async () => {
        const [a] = cheap()
        const auth = await admin()
        const order = await storeApiOrder([{ id: a.id, quantity: 1 }])
        await listedWhen(order.display_id)
        // The shopper's e-mails (the outbox: no SMTP_URL here), by kind.
        const mails = async (kind: string, count = 1) => {
          for (let i = 0; ; i++) {
            const rows = (await container.resolve(Modules.NOTIFICATION).listNotifications({ resource_id: order.id, template: kind } as any)) as any[]
            if (rows.length >= count || i > 100) return rows
            await new Promise((r) => setTimeout(r, 100))
          }
        }
        // An order from the store API: its "order received" lists its line and amounts (they read 0 before).
        const [received] = await mails("order-received")
        expect(received.data.text).toContain(`1 × ${a.name}`)
        expect(received.data.text).toContain(`Subtotal: $${Number(a.price).toFixed(2)}`)

        // The money arrived and the payment is authorized, not yet captured (a manual session
        // authorizes once verified; the store API itself offers no provider that authorizes unchecked).
        const { order: pending } = ok(await api.get(`/admin/orders/${order.id}?fields=*payment_collections,*payment_collections.payment_sessions`, auth))
        const paymentModule = container.resolve(Modules.PAYMENT)
        const manualSession = pending.payment_collections[0].payment_sessions[0]
        await paymentModule.updatePaymentSession({
          id: manualSession.id,
          amount: manualSession.amount,
          currency_code: manualSession.currency_code,
          data: { ...manualSession.data, verified_by: "user_test", verified_at: new Date().toISOString() },
        })
        await paymentModule.authorizePaymentSession(manualSession.id, {})
        const { order: full } = ok(await api.get(`/admin/orders/${order.id}?fields=*items,*payment_collections,*payment_collections.payments`, auth))
        const payment = full.payment_collections[0].payments[0]
        ok(await api.post(`/admin/payments/${payment.id}/capture`, {}, auth))
        await listedWhen(order.display_id, (o) => o.paymentStatus === "paid")

        const items = full.items.map((i: any) => ({ id: i.id, quantity: i.quantity }))
        const fulfilled = ok(await api.post(`/admin/orders/${order.id}/fulfillments?fields=fulfillments.id`, { items }, auth))
        const fulfillment = fulfilled.order.fulfillments[0]
        expect((await listedWhen(order.display_id)).order.orderStatus).toBeNull() // packed is not shipped
        ok(await api.post(`/admin/orders/${order.id}/fulfillments/${fulfillment.id}/shipments`, { items }, auth))
        await listedWhen(order.display_id, (o) => o.orderStatus === "shipped")
        // What staff did in Medusa's admin reached the shopper: payment received, on its way.
        expect((await mails("payment-confirmed")).map((m) => m.to)).toEqual(["dara.keo@example.com"])
        expect(await mails("order-shipped")).toHaveLength(1)

        // A refund in part, then the rest: Partially refunded, then Refunded, one refund e-mail each.
        ok(await api.post(`/admin/payments/${payment.id}/refund`, { amount: 1 }, auth))
        const { order: part } = await listedWhen(order.display_id, (o) => o.paymentState === "partially_refunded")
        expect(part).toMatchObject({ paymentStatus: "paid", refundedAmount: 1 })
        ok(await api.post(`/admin/payments/${payment.id}/refund`, { amount: Math.round((Number(payment.amount) - 1) * 100) / 100 }, auth))
        const { order: refunded } = await listedWhen(order.display_id, (o) => o.paymentStatus === "failed")
        expect(refunded).toMatchObject({ orderStatus: "shipped", status: "pending", paymentState: "refunded", refundedAmount: Number(payment.amount) })
        const refundMails = await mails("payment-refunded", 2)
        expect(refundMails).toHaveLength(2)
        expect(refundMails.map((m: any) => m.data.subject)).toEqual(expect.arrayContaining([expect.stringMatching(/^Refund for order #/)]))
        // A refund is not "a problem with the payment".
        await new Promise((r) => setTimeout(r, 500))
        expect(await mails("payment-problem", 0)).toHaveLength(0)

        // Cancel in Medusa's admin, for an order from the store API and for a shop order.
        const other = await storeApiOrder([{ id: a.id, quantity: 1 }])
        await listedWhen(other.display_id)
        ok(await api.post(`/admin/orders/${other.id}/cancel`, {}, auth))
        await listedWhen(other.display_id, (o) => o.status === "cancelled")

        const res = await post(payload("zelle", [{ ...a, quantity: 1 }]))
        const shopOrderId = await placed(res.data.id)
        ok(await api.post(`/admin/orders/${shopOrderId}/cancel`, {}, auth))
        const { order: cancelled } = await listedWhen(res.data.id, (o) => o.status === "cancelled")
        expect(cancelled).toMatchObject({ paymentMethod: "zelle", customerName: "Sokha Chan" })
      })
    })

    describe("POST /api/orders", () => {
      it.each(MANUAL_METHODS)("places a %s order as a Medusa order awaiting staff verification", async (method) => {
        const [a, b] = cheap()
        const body = payload(method, [
          { ...a, quantity: 2 },
          { ...b, quantity: 1 },
        ])
        const res = await post(body)
        expect(res.status).toBe(201)
        expect(res.data).toEqual({ id: expect.any(Number), statusToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) })

        const orderId = await placed(res.data.id)
        const order = await adminOrder(orderId)
        expect(order.display_id).toBe(res.data.id)
        expect(order.email).toBe("sokha@example.com")
        expect(order.items.map((i) => [i.product_id, i.quantity]).sort()).toEqual(
          [[a.id, 2], [b.id, 1]].sort()
        )
        const subtotal = (Math.round(a.price * 100) * 2 + Math.round(b.price * 100)) / 100
        expect(order.item_total).toBeCloseTo(subtotal, 2)
        expect(order.shipping_total).toBe(10)
        expect(order.total).toBeCloseTo(subtotal + 10, 2)
        expect(order.shipping_address).toMatchObject({
          first_name: "Sokha",
          last_name: "Chan",
          address_1: "1200 E Anaheim St",
          city: "Long Beach",
          province: "CA",
          postal_code: "90813",
          country_code: "us",
        })
        const [collection] = order.payment_collections
        expect(collection.payment_sessions).toHaveLength(1)
        expect(collection.payment_sessions[0]).toMatchObject({
          provider_id: `pp_${method}_manual`,
          status: "pending_authorization",
        })
        expect(order.payment_status).toBe("awaiting")

        const [entry] = await desk().listOrderDeskEntries({ payment_session_id: body.paymentSessionId })
        expect(entry).toMatchObject({
          order_id: orderId,
          order_display_id: res.data.id,
          placement: "placed",
          payment_method: method,
          payment_status: "pending",
          payment_confirmed_by_customer: true,
          seen: false,
          customer_name: "Sokha Chan",
          delivery_address: body.deliveryAddress,
          notes: "Please ring twice",
        })
        expect(Number(entry.delivery_fee)).toBe(10)
        expect(Number(entry.processing_fee)).toBe(0)
        expect(Number(entry.amount_due)).toBeCloseTo(subtotal + 10, 2)

        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data: linked } = await query.graph({
          entity: "order_desk_entry",
          fields: ["id", "order.id"],
          filters: { id: entry.id },
        })
        expect(linked[0].order?.id).toBe(orderId)
      })

      it("authorizes a manual payment only once staff confirmation is in its data", async () => {
        const [a] = cheap()
        const res = await post(payload("zelle", [{ ...a, quantity: 1 }]))
        const order = await adminOrder(await placed(res.data.id))
        const session = order.payment_collections[0].payment_sessions[0]
        const payment = container.resolve(Modules.PAYMENT)

        expect(await authorizePaymentSessionForOrderWorkflow(container).run({ input: { payment_session_id: session.id } }).then((r) => r.result)).toBeNull()
        expect((await payment.retrievePaymentSession(session.id)).status).toBe("pending_authorization")

        const current = await payment.retrievePaymentSession(session.id)
        await payment.updatePaymentSession({
          id: session.id,
          amount: current.amount,
          currency_code: current.currency_code,
          data: { ...current.data, verified_by: "user_staff", verified_at: new Date().toISOString() },
        })
        const { result } = await authorizePaymentSessionForOrderWorkflow(container).run({
          input: { payment_session_id: session.id },
        })
        expect(result).toMatchObject({ provider_id: "pp_zelle_manual" })
        expect((await payment.retrievePaymentSession(session.id)).status).toBe("authorized")
      })

      it("a shopper cannot pre-verify a manual session through the store API's session data", async () => {
        const payment = container.resolve(Modules.PAYMENT)
        const collection = await payment.createPaymentCollections({ amount: 20, currency_code: "usd" })
        const session = await payment.createPaymentSession(collection.id, {
          provider_id: "pp_venmo_manual",
          amount: 20,
          currency_code: "usd",
          data: { verified_by: "me", verified_at: new Date().toISOString() },
        })
        expect(session.data).toMatchObject({ verified_by: null, verified_at: null, method: "venmo" })
        expect(await payment.authorizePaymentSession(session.id, {})).toBeNull()
      })

      describe("delivery fee at the $150 boundary", () => {
        let probes: Record<string, string>
        beforeEach(async () => {
          const [profile] = await container.resolve(Modules.FULFILLMENT).listShippingProfiles({ type: "default" })
          const { result } = await createProductsWorkflow(container).run({
            input: {
              products: [149.99, 150].map((amount) => ({
                title: `Order probe ${amount}`,
                status: ProductStatus.PUBLISHED,
                shipping_profile_id: profile.id,
                sales_channels: [{ id: seed.salesChannelId }],
                options: [{ title: "Size", values: ["One"] }],
                variants: [{ title: "One", options: { Size: "One" }, manage_inventory: false, prices: [{ currency_code: "usd", amount }] }],
              })),
            },
          })
          probes = { low: result[0].id, high: result[1].id }
          await container.resolve<ICacheService>(Modules.CACHE).invalidate("compat-api:*")
        })

        it("charges $10 at $149.99 and $15 at $150.00 in the order total", async () => {
          const low = await post(payload("cashapp", [{ id: probes.low, price: 149.99, quantity: 1 }]))
          expect([low.status, low.data]).toEqual([201, { id: expect.any(Number), statusToken: expect.any(String) }])
          const high = await post(payload("cashapp", [{ id: probes.high, price: 150, quantity: 1 }]))
          expect([high.status, high.data]).toEqual([201, { id: expect.any(Number), statusToken: expect.any(String) }])
          expect(high.data.id).toBeGreaterThan(low.data.id)
          const lo = await adminOrder(await placed(low.data.id))
          const hi = await adminOrder(await placed(high.data.id))
          expect([lo.shipping_total, lo.total]).toEqual([10, 159.99])
          expect([hi.shipping_total, hi.total]).toEqual([15, 165])
        })
      })

      it("refuses a tampered total with a clear 400 and writes nothing", async () => {
        const [a] = cheap()
        const before = await counts()
        const body = payload("venmo", [{ ...a, quantity: 1 }])
        for (const delta of [-1, -0.02, 0.02]) {
          const res = await post({ ...body, totalAmount: (Number(body.totalAmount) + delta).toFixed(2) })
          expect(res.status).toBe(400)
          expect(res.data.error).toMatch(/does not match the shop's prices/)
        }
        // within a cent is accepted as the same amount
        expect(await counts()).toEqual(before)
        const ok = await post({ ...body, totalAmount: (Number(body.totalAmount) + 0.01).toFixed(2) })
        expect(ok.status).toBe(201)
        await placed(ok.data.id) // so the next test's counts are not raced by this order's cart
      })

      it("refuses an unknown product with a 400 and writes nothing", async () => {
        const before = await counts()
        const res = await post(payload("aba", [{ id: "prod_does_not_exist", price: 5, quantity: 1 }]))
        expect(res.status).toBe(400)
        expect(res.data.error).toMatch(/Unknown product/)
        expect(await counts()).toEqual(before)
      })

      it("refuses each missing or malformed field with a 400 naming it, and writes nothing", async () => {
        const [a] = cheap()
        const good = payload("paypal", [{ ...a, quantity: 1 }])
        const without = (key: string) => {
          const copy: Record<string, unknown> = { ...good }
          delete copy[key]
          return copy
        }
        const cases: [string, unknown, string | RegExp][] = [
          ["customerName", without("customerName"), "Missing customer information. Please go back and try again."],
          ["customerName", { ...good, customerName: "  " }, "Missing customer information. Please go back and try again."],
          ["customerPhone", { ...good, customerPhone: "12345" }, "Phone number must be at least 10 digits"],
          ["customerPhone", without("customerPhone"), "Phone number must be at least 10 digits"],
          ["customerEmail", { ...good, customerEmail: "not-an-email" }, "Invalid email"],
          ["deliveryAddress", without("deliveryAddress"), "Address is required"],
          ["zip", { ...good, zip: "123" }, "ZIP code is required"],
          ["totalAmount", without("totalAmount"), /totalAmount must be an amount/],
          ["totalAmount", { ...good, totalAmount: "abc" }, /totalAmount must be an amount/],
          ["paymentMethod", { ...good, paymentMethod: "bitcoin" }, /Please choose a payment method/],
          ["paymentSessionId", without("paymentSessionId"), "Payment Session Missing"],
          ["paymentSessionId", { ...good, paymentSessionId: "manual_venmo_123" }, /does not match the payment method/],
          ["paymentSessionId", { ...good, paymentMethod: "stripe", paymentSessionId: "manual_paypal_1" }, /does not match the payment method/],
          ["paymentConfirmed", { ...good, paymentConfirmed: false }, /Payment Not Verified/],
          ["paymentConfirmed", without("paymentConfirmed"), /Payment Not Verified/],
          ["orderItems", { ...good, orderItems: [] }, "The cart is empty."],
          ["orderItems", without("orderItems"), "The cart is empty."],
          ["orderItems.0.quantity", { ...good, orderItems: [{ id: a.id, name: "x", price: 1, quantity: 0 }] }, /whole quantity/],
          ["orderItems.0.quantity", { ...good, orderItems: [{ id: a.id, name: "x", price: 1, quantity: 1.5 }] }, /whole quantity/],
          ["orderItems.0.id", { ...good, orderItems: [{ name: "x", price: 1, quantity: 1 }] }, /product id/],
          ["notes", { ...good, notes: "x".repeat(2001) }, /Notes must be at most/],
        ]
        const before = await counts()
        for (const [field, body, message] of cases) {
          const res = await post(body)
          expect([field, res.status]).toEqual([field, 400])
          expect(res.data.errors?.map((e) => e.field)).toContain(field)
          if (typeof message === "string") {
            expect(res.data.error).toBe(message)
          } else {
            expect(res.data.error).toMatch(message)
          }
        }
        const notJson = await api.post("/api/orders", "customerName=x", {
          headers: { "content-type": "application/x-www-form-urlencoded" },
          validateStatus: () => true,
        })
        expect(notJson.status).toBe(400)
        expect(await counts()).toEqual(before)
      })

      it("accepts structured address fields and an empty e-mail", async () => {
        const [a] = cheap()
        const res = await post(
          payload("venmo", [{ ...a, quantity: 1 }], {
            customerEmail: "",
            firstName: "Sokha",
            lastName: "Chan Dara",
            address: "55 Pine Ave, Apt 3",
            city: "Lowell",
            state: "MA",
            zip: "01852",
            deliveryAddress: "55 Pine Ave, Apt 3, Lowell, MA, 01852",
          })
        )
        expect(res.status).toBe(201)
        const order = await adminOrder(await placed(res.data.id))
        expect(order.shipping_address).toMatchObject({
          first_name: "Sokha",
          last_name: "Chan Dara",
          address_1: "55 Pine Ave, Apt 3",
          city: "Lowell",
          province: "MA",
          postal_code: "01852",
        })
      })

      describe("card (stripe) through the sandbox Checkout Session", () => {
        const cardClient = () => container.resolve<CardCheckoutModuleService>(CARD_CHECKOUT_MODULE)
        const cardOrder = async (paid: boolean, chargeCents?: number) => {
          const [a] = cheap()
          const subtotal = Math.round(a.price * 100) * 2
          const due = Math.round((subtotal + 1000) * 1.03)
          const session = await cardClient().createCheckoutSession({
            line_items: [{ name: "Order", unit_amount: chargeCents ?? due, quantity: 1 }],
            success_url: "http://localhost:8000/payment-confirmation?session_id={CHECKOUT_SESSION_ID}",
            cancel_url: "http://localhost:8000/checkout",
          })
          if (paid) {
            await cardClient().completeSandboxSession(session.id)
          }
          const body = payload("stripe", [{ ...a, quantity: 2 }], {
            paymentSessionId: session.id,
            totalAmount: (due / 100).toFixed(2),
          })
          return { body, subtotal: subtotal / 100, due: due / 100 }
        }

        it("places a paid card order: Medusa's total is what the card paid, the 3 % fee its own line, fulfilled with the goods", async () => {
          const { body, subtotal, due } = await cardOrder(true)
          const res = await post(body)
          expect(res.status).toBe(201)
          const order = await adminOrder(await placed(res.data.id))
          // One total everywhere: Medusa's order (where refunds are made), the back office, Stripe's charge.
          expect(order.total).toBeCloseTo(due, 2)
          const fee = order.items.find((i: any) => i.metadata?.shop_line === "card_processing_fee")
          // It goes into the fulfillment with the goods, so Medusa reads the order shipped when they are (issue 26 point 5).
          expect(fee).toMatchObject({ title: "Card processing fee (3%)", quantity: 1, requires_shipping: true, product_id: null })
          expect(Number(fee.unit_price)).toBeCloseTo(due - subtotal - 10, 2)
          expect(order.payment_collections[0].amount).toBeCloseTo(due, 2)
          const listed = (await api.get("/api/orders", await admin())).data.find((x: any) => x.id === res.data.id)
          expect(listed.totalAmount).toBeCloseTo(order.total, 2)
          expect(listed.orderItems.map((i: any) => i.name)).not.toContain("Card processing fee (3%)")
          const [session] = order.payment_collections[0].payment_sessions
          expect(session).toMatchObject({ provider_id: "pp_stripe-checkout_stripe", status: "authorized" })
          // Stripe charged the card already: paid for staff, captured in Medusa (no Verify Payment needed).
          expect(order.payment_status).toBe("captured")
          const [entry] = await desk().listOrderDeskEntries({ payment_session_id: body.paymentSessionId })
          expect(entry.payment_status).toBe("paid")
          expect(Number(entry.processing_fee)).toBeCloseTo(due - subtotal - 10, 2)
          expect(Number(entry.amount_due)).toBeCloseTo(due, 2)
          const repeat = await post(body)
          expect([repeat.status, repeat.data]).toEqual([200, res.data])
        })

        it("refuses an unpaid session, or one paid for another amount, and leaves nothing behind; a retry after paying works", async () => {
          const before = await counts()
          const unpaid = await cardOrder(false)
          const res = await post(unpaid.body)
          expect(res.status).toBe(400)
          expect(res.data.error).toMatch(/^Payment Not Verified/)
          const short = await cardOrder(true, 500)
          expect((await post(short.body)).status).toBe(400)
          expect(await counts()).toEqual(before)

          await cardClient().completeSandboxSession(unpaid.body.paymentSessionId)
          const retry = await post(unpaid.body)
          expect(retry.status).toBe(201)
          // placed in the background: wait, so the next test's counts are not raced by this cart
          await placed(retry.data.id)
        })

        it("checks a card total against the amount due with the processing fee", async () => {
          const { body, subtotal } = await cardOrder(true)
          const before = await counts()
          const res = await post({ ...body, totalAmount: (subtotal + 10).toFixed(2) })
          expect(res.status).toBe(400)
          expect(res.data.error).toMatch(/total with the card processing fee/)
          expect(await counts()).toEqual(before)
        })
      })

      describe("the placement worker", () => {
        // The scheduled job (every minute) as Medusa runs it, called directly here.
        // eslint-disable-next-line @typescript-eslint/no-var-requires
        const runPlacementJob = () => require("compat-api/jobs/place-accepted-orders").default(container)

        /** An accepted entry as POST /api/orders writes it, but whose placement never ran. */
        const orphan = async (overrides: Record<string, unknown> = {}, mapIntake = (intake: any) => intake) => {
          const [a] = cheap()
          const res = await post(payload("aba", [{ ...a, quantity: 1 }]))
          const template = (await desk().listOrderDeskEntries({ order_display_id: res.data.id }))[0]
          await placed(res.data.id)
          const number = await desk().reserveOrderNumber()
          const sessionId = `manual_aba_${sessionSeq++}`
          const intake = template.intake as any
          const entry = await desk().createOrderDeskEntries({
            payment_session_id: sessionId,
            payment_method: "aba",
            customer_name: "Sokha Chan",
            customer_phone: "5551234567",
            delivery_address: template.delivery_address,
            order_display_id: number,
            intake: mapIntake(intake),
            ...overrides,
          } as any)
          return { entry, number }
        }

        it("places an accepted order whose event was lost, and resumes one abandoned by a worker that died", async () => {
          const lost = await orphan({ placement: "queued" })
          const died = await orphan({ placement: "placing", placement_attempts: 1, placement_started_at: new Date(Date.now() - 3 * 60_000) })
          const busy = await orphan({ placement: "placing", placement_attempts: 1, placement_started_at: new Date() })
          // The dead worker got as far as the order, without items or payment: it must not survive.
          const [halfMade] = await container.resolve(Modules.ORDER).createOrders([{ display_id: died.number, currency_code: "usd", email: "half@example.com" } as any])
          await runPlacementJob()
          for (const { number } of [lost, died]) {
            const order = await adminOrder(await placed(number))
            expect(order.display_id).toBe(number)
            expect(order.items.length).toBeGreaterThan(0)
          }
          const underItsNumber = await container.resolve(Modules.ORDER).listOrders({ display_id: died.number } as any)
          expect(underItsNumber.map((o: any) => o.id)).not.toContain(halfMade.id)
          expect(underItsNumber).toHaveLength(1)
          // One placing right now (another worker) is left to it.
          expect((await desk().retrieveOrderDeskEntry(busy.entry.id)).placement).toBe("placing")
        })

        it("archives the Medusa order too when staff archive an order while it is being placed; restore brings both back", async () => {
          const { entry, number } = await orphan({ placement: "queued" })
          // eslint-disable-next-line @typescript-eslint/no-var-requires
          const { placeAcceptedOrder } = require("compat-api/orders/place-order")
          const placing = placeAcceptedOrder(container, entry.id)
          // Clear All lands while the worker builds the cart (it has taken the entry: 'placing').
          for (let i = 0; i < 500; i++) {
            const [row] = await desk().listOrderDeskEntries({ id: entry.id }, { withDeleted: true })
            if (row.placement === "placing") break
            await new Promise((r) => setTimeout(r, 5))
          }
          await desk().softDeleteOrderDeskEntries([entry.id])
          const orderId = await placing
          expect(orderId).toEqual(expect.stringMatching(/^order_/))

          const [archived] = await desk().listOrderDeskEntries({ id: entry.id }, { withDeleted: true })
          expect(archived).toMatchObject({ placement: "placed", order_id: orderId, order_display_id: number })
          expect(archived.deleted_at).toEqual(expect.any(Date))
          const orders = container.resolve(Modules.ORDER)
          expect(await orders.listOrders({ id: orderId })).toHaveLength(0)
          expect(await orders.listOrders({ id: orderId }, { withDeleted: true })).toHaveLength(1)

          const restored = await api.post("/api/orders/restore", { ids: [number] }, { ...(await admin()), validateStatus: () => true })
          expect([restored.status, restored.data]).toEqual([200, { success: true, restoredCount: 1, message: "Restored 1 order(s)." }])
          expect((await adminOrder(orderId)).display_id).toBe(number)
        })

        const waitForFailure = async (id: string) => {
          let current = await desk().retrieveOrderDeskEntry(id)
          for (let i = 0; i < 300 && current.placement !== "failed"; i++) {
            await new Promise((r) => setTimeout(r, 100))
            current = await desk().retrieveOrderDeskEntry(id)
          }
          return current
        }

        it("records a placement that cannot succeed for staff, leaving nothing behind", async () => {
          const before = await counts()
          const { entry } = await orphan({}, (intake) => ({ ...intake, lines: intake.lines.map((l: any) => ({ ...l, id: "prod_withdrawn" })) }))
          // orphan() placed one real order (with its payment collection) to copy from, then wrote the entry that must fail
          before.entries += 2
          before.orders += 1
          before.payments += 1
          await runPlacementJob()
          const current = await waitForFailure(entry.id)
          expect(current).toMatchObject({ placement: "failed", next_attempt_at: null, order_id: null })
          expect(current.placement_error).toMatch(/Unknown product: prod_withdrawn/)
          expect(await counts()).toEqual(before)
        })

        it("undoes every step of a placement whose payment is refused (the order and its payment collection are removed) and retries it later", async () => {
          const before = await counts()
          // A card order whose Checkout Session was never paid: the provider refuses the authorization,
          // a step after Medusa's order and payment collection were made.
          const { entry, number } = await orphan({ payment_method: "stripe", payment_session_id: `cs_test_never_paid_${sessionSeq++}` })
          before.entries += 2
          before.orders += 1
          before.payments += 1
          await runPlacementJob()
          const current = await waitForFailure(entry.id)
          expect(current).toMatchObject({ placement: "failed", order_id: null })
          expect(current.placement_error).toMatch(/authoriz/i)
          expect(current.next_attempt_at).toEqual(expect.any(Date))
          expect((current.next_attempt_at as Date).getTime()).toBeGreaterThan(Date.now()) // retried later, not given up
          expect(await counts()).toEqual(before)
          const query = container.resolve(ContainerRegistrationKeys.QUERY)
          expect((await query.graph({ entity: "order", fields: ["id"], filters: { display_id: number as any } })).data).toEqual([]) // display_id is a number; the generated filter type says string
        })
      })

      it("places several orders from one new shopper at once, all under one guest customer", async () => {
        const [a] = cheap()
        const email = "dara.new@example.com"
        const answers = await Promise.all(
          Array.from({ length: 4 }, () => post(payload("zelle", [{ ...a, quantity: 1 }], { customerEmail: email })))
        )
        expect(answers.map((r) => r.status)).toEqual([201, 201, 201, 201])
        const orders: any[] = []
        for (const r of answers) orders.push(await adminOrder(await placed(r.data.id)))
        expect(orders.map((o) => o.email)).toEqual([email, email, email, email])
        const customers = await container.resolve(Modules.CUSTOMER).listCustomers({ email })
        expect(customers).toHaveLength(1)
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "order", fields: ["customer_id"], filters: { id: orders.map((o) => o.id) } })
        expect(data.map((o) => o.customer_id)).toEqual(Array(4).fill(customers[0].id))
      })

      it("makes exactly one order for 20 concurrent identical requests, and answers repeats with the same id", async () => {
        const [a, b] = cheap()
        const body = payload("cashapp", [{ ...a, quantity: 1 }, { ...b, quantity: 3 }])
        const before = await counts()
        const answers = await Promise.all(Array.from({ length: 20 }, () => post(body)))
        expect(answers.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201].sort())
        const ids = new Set(answers.map((r) => r.data.id))
        expect(ids.size).toBe(1)
        const order = await adminOrder(await placed(answers[0].data.id))
        expect(order.display_id).toBe(answers[0].data.id)
        const after = await counts()
        expect(after.orders).toBe(before.orders + 1)
        expect(after.payments).toBe(before.payments + 1)
        expect(after.carts).toBe(before.carts) // placed straight into Medusa's order workflow: no cart
        expect(after.entries).toBe(before.entries + 1)

        const again = await post(body)
        expect(again.status).toBe(200)
        expect(again.data).toEqual(answers[0].data)
        expect(await counts()).toEqual(after)
      })
    })

    describe("the shopper's order-status page", () => {
      const status = (token: string) => api.get(`/api/order-status/${token}`, { validateStatus: () => true })
      const lookup = (body: unknown, headers = fromAddress()) =>
        api.post("/api/order-status/lookup", body, { headers, validateStatus: () => true })

      it("shows the order by its token: items, totals, payment pending, then paid once staff verify; nothing about the customer", async () => {
        const [a, b] = cheap()
        const body = payload("zelle", [{ ...a, quantity: 2 }, { ...b, quantity: 1 }])
        const res = await post(body)
        expect(res.status).toBe(201)
        const { id, statusToken } = res.data

        const view = await status(statusToken)
        expect(view.status).toBe(200)
        const subtotal = (Math.round(a.price * 100) * 2 + Math.round(b.price * 100)) / 100
        expect(view.data).toMatchObject({
          number: id,
          createdAt: expect.any(String),
          subtotal,
          deliveryFee: 10,
          processingFee: 0,
          total: subtotal + 10,
          paymentMethod: "zelle",
          payment: { state: "pending", shopperSaidPaid: true, story: "customer_says_paid", refunded: 0, correctedAt: null },
          status: "pending",
          shipping: null,
        })
        expect(view.data.items).toEqual(
          expect.arrayContaining([
            { name: a.name, quantity: 2, price: Number(a.price) },
            { name: b.name, quantity: 1, price: Number(b.price) },
          ])
        )
        const text = JSON.stringify(view.data)
        for (const secret of ["Sokha", "sokha@example.com", "555-123-4567", "5551234567", "Anaheim", "Long Beach", "90813", "ring twice", body.paymentSessionId]) {
          expect(text.toLowerCase()).not.toContain(secret.toLowerCase())
        }
        expect(Object.keys(view.data).sort()).toEqual(
          ["createdAt", "deliveryFee", "items", "number", "payment", "paymentMethod", "processingFee", "shipping", "status", "subtotal", "total"].sort()
        )

        // In Khmer, the products carry their Khmer names.
        const kmMenu: MenuItem[] = (await api.get("/api/menu-items?lang=km")).data
        const kmView = await api.get(`/api/order-status/${statusToken}?lang=km`)
        expect(kmView.data.items.map((i: any) => i.name).sort()).toEqual([a, b].map((m) => kmMenu.find((k) => k.id === m.id)!.name).sort())

        await placed(id)
        const verified = await api.patch(`/api/orders/${id}/payment`, { paymentStatus: "paid" }, await admin())
        expect(verified.status).toBeLessThan(300)
        expect((await status(statusToken)).data.payment).toEqual({ state: "paid", shopperSaidPaid: true, story: "paid", refunded: 0, correctedAt: null })

        // A repeat of the same order answers the same token.
        const again = await post(body)
        expect(again.data).toEqual({ id, statusToken })
      })

      it("answers 404 in the legacy shape for an unknown or malformed token", async () => {
        for (const token of ["A".repeat(43), "short", "..%2F..%2Fetc", "x".repeat(500)]) {
          const res = await status(token)
          expect(res.status).toBe(404)
          expect(res.data).toEqual({
            error: "This order link is not valid. Look your order up with its number instead.",
            message: "This order link is not valid. Look your order up with its number instead.",
            code: "orderStatus.linkNotFound",
          })
        }
      })

      it("looks an order up by number and phone or e-mail; a wrong contact answers exactly like a missing order", async () => {
        const [a] = cheap()
        const res = await post(payload("venmo", [{ ...a, quantity: 1 }], { customerEmail: "Mealea.Sok@Example.com", customerPhone: "(555) 987-6543" }))
        const { id, statusToken } = res.data

        for (const contact of ["555.987.6543", "+1 555 987 6543", "mealea.sok@example.com", " MEALEA.SOK@EXAMPLE.COM "]) {
          const found = await lookup({ orderNumber: String(id), contact })
          expect([contact, found.status, found.data]).toEqual([contact, 200, { statusToken }])
        }
        expect((await lookup({ orderNumber: `#${id}`, contact: "5559876543" })).data).toEqual({ statusToken })

        const wrongPhone = await lookup({ orderNumber: id, contact: "555-987-6540" })
        const wrongEmail = await lookup({ orderNumber: id, contact: "someone@example.com" })
        const missing = await lookup({ orderNumber: 99_999_999, contact: "555-987-6543" })
        const notFound = "We could not find an order with this number and phone or e-mail. Please check both and try again."
        for (const r of [wrongPhone, wrongEmail, missing]) {
          expect(r.status).toBe(404)
          expect(r.data).toEqual({ error: notFound, message: notFound, code: "orderStatus.notFound" })
        }
      })

      it("refuses bad bodies with a 400 naming the field", async () => {
        const cases: [unknown, string][] = [
          [{}, "orderNumber"],
          [{ orderNumber: "ORDER-123456", contact: "555-987-6543" }, "orderNumber"],
          [{ orderNumber: 5, contact: "12" }, "contact"],
          [{ orderNumber: 5, contact: "not@an" }, "contact"],
          [{ orderNumber: 5, contact: ["555-987-6543"] }, "contact"],
        ]
        for (const [body, field] of cases) {
          const res = await lookup(body)
          expect([JSON.stringify(body), res.status]).toEqual([JSON.stringify(body), 400])
          expect(res.data.errors[0].field).toBe(field)
          expect(res.data.code).toMatch(/^orderStatus\./)
        }
        const text = await api.post("/api/order-status/lookup", "orderNumber=5", { headers: { ...fromAddress(), "content-type": "text/plain" }, validateStatus: () => true })
        expect(text.status).toBe(400)
      })

      it("allows 10 lookups per address in 15 minutes: the 11th is 429 with Retry-After", async () => {
        const from = fromAddress()
        for (let i = 0; i < 10; i++) {
          expect((await lookup({ orderNumber: 99_999_000 + i, contact: "555-000-0000" }, from)).status).toBe(404)
        }
        const refused = await lookup({ orderNumber: 99_999_100, contact: "555-000-0000" }, from)
        expect(refused.status).toBe(429)
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
        expect(refused.data).toMatchObject({ error: "Too many tries. Please wait a few minutes and try again.", code: "orderStatus.tooMany" })
        // Another address is not held back.
        expect((await lookup({ orderNumber: 99_999_100, contact: "555-000-0000" })).status).toBe(404)
      })
    })
  },
})
