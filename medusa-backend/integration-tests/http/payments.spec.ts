import http from "node:http"
import type { AddressInfo } from "node:net"
import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import Stripe from "stripe"
import { shopIntegrationRunner } from "../helpers/runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { cardPaymentData } from "compat-api/orders/place-order"
import { expectRefusedSessions, storeCheckout } from "../security/store-checkout"
import { ORDER_DESK_MODULE, type OrderDeskEntryDTO, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import { menuItems, placedOrderId, signedInBearer, seededShop } from "../helpers/shop"

jest.setTimeout(120_000)

/**
 * Card payments against a local fake of Stripe's API that the official SDK talks to
 * (STRIPE_API_HOST/PORT/PROTOCOL). The sandbox mode (no key) is covered in payments-sandbox.spec.ts:
 * the mode is chosen when the app boots, and each spec file boots one app.
 */
const WEBHOOK_SECRET = "whsec_test_payments_spec"
process.env.STRIPE_API_KEY = "sk_test_fake_payments_spec"
process.env.STRIPE_WEBHOOK_SECRET = WEBHOOK_SECRET
process.env.STRIPE_API_HOST = "127.0.0.1"
process.env.STRIPE_API_PROTOCOL = "http"
process.env.STRIPE_API_PORT = "1" // replaced by the fake's real port before the app boots

type FakeSession = {
  id: string
  object: "checkout.session"
  mode: string
  url: string | null
  status: "open" | "complete" | "expired"
  payment_status: "paid" | "unpaid"
  amount_total: number
  currency: string
  metadata: Record<string, string>
  client_reference_id: string | null
  customer_email: string | null
  success_url: string
  cancel_url: string
  expires_at: number
  line_items: { name: string; unit_amount: number; quantity: number }[]
  payment_intent: string | null
}

/** Stripe's wire format for the Checkout Session calls the shop makes and refunds; form-encoded bodies. */
function startFakeStripe() {
  const sessions = new Map<string, FakeSession>()
  const refunds: { id: string; payment_intent: string; amount: number; idempotencyKey?: string }[] = []
  const requests: { method: string; path: string; auth?: string; contentType?: string; body: string }[] = []
  let n = 0
  const server = http.createServer((req, res) => {
    let body = ""
    req.on("data", (c) => (body += c))
    req.on("end", () => {
      const path = (req.url ?? "").split("?")[0]
      requests.push({ method: req.method!, path, auth: req.headers.authorization, contentType: req.headers["content-type"], body })
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { "content-type": "application/json", "request-id": `req_${++n}` })
        res.end(JSON.stringify(json))
      }
      const missing = (id: string) =>
        send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such checkout.session: '${id}'`, param: "session" } })
      if (req.headers.authorization !== `Bearer ${process.env.STRIPE_API_KEY}`) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } })
      }
      if (req.method === "POST" && path === "/v1/checkout/sessions") {
        const form = new URLSearchParams(body)
        const lines: FakeSession["line_items"] = []
        for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
          lines.push({
            name: form.get(`line_items[${i}][price_data][product_data][name]`)!,
            unit_amount: Number(form.get(`line_items[${i}][price_data][unit_amount]`)),
            quantity: Number(form.get(`line_items[${i}][quantity]`)),
          })
        }
        const metadata: Record<string, string> = {}
        for (const [k, v] of form) {
          const m = /^metadata\[(.+)\]$/.exec(k)
          if (m) metadata[m[1]] = v
        }
        const id = `cs_test_fake${++n}${Math.random().toString(36).slice(2, 10)}`
        const session: FakeSession = {
          id,
          object: "checkout.session",
          mode: form.get("mode")!,
          url: `https://checkout.stripe.test/c/pay/${id}`,
          status: "open",
          payment_status: "unpaid",
          amount_total: lines.reduce((s, l) => s + l.unit_amount * l.quantity, 0),
          currency: form.get("line_items[0][price_data][currency]") ?? "usd",
          metadata,
          client_reference_id: form.get("client_reference_id"),
          customer_email: form.get("customer_email"),
          success_url: form.get("success_url")!,
          cancel_url: form.get("cancel_url")!,
          expires_at: Math.floor(Date.now() / 1000) + 86400,
          line_items: lines,
          payment_intent: null,
        }
        sessions.set(id, session)
        return send(200, session)
      }
      if (req.method === "POST" && path === "/v1/refunds") {
        const form = new URLSearchParams(body)
        const intent = form.get("payment_intent") ?? ""
        const session = [...sessions.values()].find((s) => s.payment_intent === intent && s.payment_status === "paid")
        if (!session) return send(404, { error: { type: "invalid_request_error", code: "resource_missing", message: `No such payment_intent: '${intent}'` } })
        const key = req.headers["idempotency-key"] as string | undefined
        const again = key && refunds.find((r) => r.idempotencyKey === key)
        if (again) return send(200, { ...again, object: "refund", status: "succeeded" })
        const left = session.amount_total - refunds.filter((r) => r.payment_intent === intent).reduce((n, r) => n + r.amount, 0)
        const amount = form.has("amount") ? Number(form.get("amount")) : left
        if (!(amount > 0) || amount > left) {
          return send(400, { error: { type: "invalid_request_error", code: "amount_too_large", message: `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})` } })
        }
        const refund = { id: `re_fake${++n}`, payment_intent: intent, amount, idempotencyKey: key }
        refunds.push(refund)
        return send(200, { ...refund, object: "refund", status: "succeeded", currency: session.currency })
      }
      const m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path)
      if (m) {
        const session = sessions.get(decodeURIComponent(m[1]))
        if (!session) return missing(m[1])
        if (req.method === "GET" && !m[2]) return send(200, session)
        if (req.method === "POST" && m[2]) {
          if (session.status !== "open") {
            return send(400, { error: { type: "invalid_request_error", message: "Only open sessions can be expired." } })
          }
          session.status = "expired"
          session.url = null
          return send(200, session)
        }
      }
      send(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${req.method}: ${path})` } })
    })
  })
  return { server, sessions, requests, refunds }
}

const fake = startFakeStripe()

// Before the runner's own beforeAll (it loads medusa-config.ts, which reads the port).
beforeAll(async () => {
  await new Promise<void>((resolve) => fake.server.listen(0, "127.0.0.1", resolve))
  process.env.STRIPE_API_PORT = String((fake.server.address() as AddressInfo).port)
})
afterAll(async () => {
  await new Promise((resolve) => fake.server.close(resolve))
})

const STORE_ORIGIN = "http://localhost:8000"

shopIntegrationRunner({
  env: { FILE_UPLOAD_DIR: mkdtempSync(join(tmpdir(), "payments-uploads-")) },
  testSuite: ({ api, getContainer }) => {
    let items: { id: string; name: string; price: number }[]

    const container = getContainer
    const shop = seededShop(getContainer)

    beforeEach(async () => {
      items = (await menuItems(api)).slice(0, 2)
    })

    /** Two of the first product and one of the second, and what the server must charge for them. */
    const order = () => {
      const [a, b] = items
      const subtotal = Math.round(a.price * 100) * 2 + Math.round(b.price * 100)
      const delivery = subtotal === 0 ? 0 : subtotal < 15000 ? 1000 : 1500
      const fee = Math.round((subtotal + delivery) * 0.03)
      return {
        dueCents: subtotal + delivery + fee,
        feeCents: fee,
        deliveryCents: delivery,
        orderDetails: {
          name: "Sokha Chan",
          items: [
            { id: a.id, name: a.name, quantity: 2 },
            { id: b.id, name: b.name, quantity: 1 },
          ],
          address: "1 Main St, Long Beach, CA 90813",
          email: "sokha@example.com",
          phone: "5551234567",
        },
      }
    }

    const createLink = (body: unknown) =>
      api.post("/api/create-payment-link", body, { headers: { origin: STORE_ORIGIN }, validateStatus: () => true })
    const verify = (id?: string) =>
      api.get("/api/verify-payment", { params: id === undefined ? {} : { session_id: id }, validateStatus: () => true })
    const sessionIdOf = (url: string) => /(cs_[A-Za-z0-9_]+)/.exec(url)![1]
    /** The shopper's POST /api/orders for `order()` paid by card with Checkout Session `id` (client numbers the server ignores). */
    const cardOrderBody = (o: ReturnType<typeof order>, id: string) => ({
      customerName: "Sokha Chan",
      customerEmail: "sokha@example.com",
      customerPhone: "5551234567",
      deliveryAddress: o.orderDetails.address,
      totalAmount: (o.dueCents / 100).toFixed(2),
      paymentMethod: "stripe",
      paymentStatus: "paid",
      paymentSessionId: id,
      orderItems: o.orderDetails.items.map((i) => ({ ...i, price: 1 })),
      notes: null,
      paymentConfirmed: true,
    })

    describe("POST /api/create-payment-link (Stripe)", () => {
      it("creates a Checkout Session priced by the server and answers Stripe's url", async () => {
        const o = order()
        const res = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails })
        expect(res.status).toBe(200)
        expect(res.data).toEqual({ url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) })

        const session = fake.sessions.get(sessionIdOf(res.data.url))!
        expect(session.mode).toBe("payment")
        expect(session.amount_total).toBe(o.dueCents)
        expect(session.line_items.slice(-2)).toEqual([
          { name: "Delivery", unit_amount: o.deliveryCents, quantity: 1 },
          { name: "Card processing fee (3%)", unit_amount: o.feeCents, quantity: 1 },
        ])
        expect(session.line_items[0]).toEqual({ name: items[0].name, unit_amount: Math.round(items[0].price * 100), quantity: 2 })
        expect(session.success_url).toBe(`${STORE_ORIGIN}/payment-confirmation?session_id={CHECKOUT_SESSION_ID}`)
        expect(session.cancel_url).toBe(`${STORE_ORIGIN}/checkout`)
        expect(session.customer_email).toBe("sokha@example.com")
        expect(session.metadata).toMatchObject({
          amount_due: (o.dueCents / 100).toFixed(2),
          customer_name: "Sokha Chan",
          delivery_address: "1 Main St, Long Beach, CA 90813",
          customer_phone: "5551234567",
        })

        const call = fake.requests.find((r) => r.method === "POST" && r.path === "/v1/checkout/sessions")!
        expect(call.auth).toBe("Bearer sk_test_fake_payments_spec")
        expect(call.contentType).toMatch(/application\/x-www-form-urlencoded/)
      })

      it("accepts a one-cent rounding difference and regenerate: true gives a new session", async () => {
        const o = order()
        const first = await createLink({ amount: (o.dueCents + 1) / 100, orderDetails: o.orderDetails })
        const again = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails, regenerate: true })
        expect([first.status, again.status]).toEqual([200, 200])
        expect(sessionIdOf(again.data.url)).not.toBe(sessionIdOf(first.data.url))
      })

      it("regenerate with the previous session id expires the old session, so only the new link can be paid", async () => {
        const o = order()
        const first = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails })
        const oldId = sessionIdOf(first.data.url)
        const again = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails, regenerate: true, previousSessionId: oldId })
        expect(again.status).toBe(200)
        expect(fake.sessions.get(oldId)!.status).toBe("expired")
        expect((await verify(oldId)).data).toEqual({ status: "expired" })
        expect(fake.sessions.get(sessionIdOf(again.data.url))!.status).toBe("open")

        // A session that was paid meanwhile stays paid; the new link is made all the same.
        Object.assign(fake.sessions.get(sessionIdOf(again.data.url))!, { status: "complete", payment_status: "paid" })
        const third = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails, regenerate: true, previousSessionId: sessionIdOf(again.data.url) })
        expect(third.status).toBe(200)
        expect(fake.sessions.get(sessionIdOf(again.data.url))!.status).toBe("complete")
      })

      it("refuses a tampered amount with 400 and a clear message, creating no session", async () => {
        const o = order()
        const before = fake.sessions.size
        const res = await createLink({ amount: (o.dueCents - 100) / 100, orderDetails: o.orderDetails })
        expect(res.status).toBe(400)
        expect(res.data.error).toMatch(/does not match the order total of \$[\d.]+ \(items, delivery fee and 3% card processing fee\)/)
        expect(fake.sessions.size).toBe(before)
      })

      it("accepts the spec's items of name and quantity, in English or Khmer, and still prices them from the catalog", async () => {
        const o = order()
        const { data: khmer } = await api.get("/api/menu-items", { params: { lang: "km" } })
        const [a, b] = items
        const bKm = khmer.find((p: { id: string }) => p.id === b.id).name as string
        expect(bKm).not.toBe(b.name)
        const res = await createLink({
          amount: o.dueCents / 100,
          orderDetails: {
            name: "Sokha Chan",
            items: [
              { name: `  ${a.name.toUpperCase()} `, quantity: 2 },
              { name: bKm, quantity: 1 },
            ],
            address: "1 Main St, Long Beach, CA 90813",
          },
        })
        expect(res.status).toBe(200)
        const session = fake.sessions.get(sessionIdOf(res.data.url))!
        expect(session.amount_total).toBe(o.dueCents)
        expect(session.line_items.slice(0, 2)).toEqual([
          { name: a.name, unit_amount: Math.round(a.price * 100), quantity: 2 },
          { name: b.name, unit_amount: Math.round(b.price * 100), quantity: 1 },
        ])
        expect(JSON.parse(session.metadata.items)).toEqual([
          [a.id, 2],
          [b.id, 1],
        ])
      })

      it("refuses an unknown product name with 400 naming it, creating no session", async () => {
        const o = order()
        const before = fake.sessions.size
        const res = await createLink({
          amount: o.dueCents / 100,
          orderDetails: { ...o.orderDetails, items: [{ name: items[0].name, quantity: 2 }, { name: "Durian Moon Cake", quantity: 1 }] },
        })
        expect(res.status).toBe(400)
        expect(res.data.error).toBe('Unknown product: "Durian Moon Cake"')
        expect(fake.sessions.size).toBe(before)
      })

      it("refuses unknown products and malformed bodies with 400", async () => {
        const o = order()
        const unknown = await createLink({ amount: 1, orderDetails: { ...o.orderDetails, items: [{ id: "prod_nope", quantity: 1 }] } })
        expect(unknown.status).toBe(400)
        expect(unknown.data.error).toBe("Unknown product: prod_nope")
        const bad = await createLink({ amount: 1 })
        expect(bad.status).toBe(400)
        expect(bad.data.errors[0].field).toBe("orderDetails")
      })
    })

    describe("GET /api/verify-payment (Stripe)", () => {
      it("answers open, then complete once Stripe says complete + paid, and expired", async () => {
        const o = order()
        const { data } = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails })
        const id = sessionIdOf(data.url)
        expect((await verify(id)).data).toEqual({ status: "open" })
        Object.assign(fake.sessions.get(id)!, { status: "complete", payment_status: "unpaid" })
        expect((await verify(id)).data).toEqual({ status: "open" })
        Object.assign(fake.sessions.get(id)!, { status: "complete", payment_status: "paid" })
        const done = await verify(id)
        expect(done.status).toBe(200)
        expect(done.data).toEqual({ status: "complete", order: null }) // paid, no order placed yet
        Object.assign(fake.sessions.get(id)!, { status: "expired", payment_status: "unpaid" })
        expect((await verify(id)).data).toEqual({ status: "expired" })
      })

      it("answers 400 for a missing or malformed session_id and 404 for an unknown one", async () => {
        expect((await verify()).status).toBe(400)
        expect((await verify("pi_123")).status).toBe(400)
        const unknown = await verify("cs_test_doesnotexist")
        expect(unknown.status).toBe(404)
        expect(unknown.data.error).toBe("No payment session found. Please try again.")
      })
    })

    describe("pp_stripe-checkout_stripe", () => {
      /** A Medusa payment session of the card provider for `amount` (Medusa's), then its authorization. */
      const authorize = async (amount: number, data: Record<string, unknown>) => {
        const payment = container().resolve<IPaymentModuleService>(Modules.PAYMENT)
        const collection = await payment.createPaymentCollections({ currency_code: "usd", amount })
        const session = await payment.createPaymentSession(collection.id, {
          provider_id: "pp_stripe-checkout_stripe",
          currency_code: "usd",
          amount,
          data,
        })
        return payment.authorizePaymentSession(session.id, {})
      }

      it("is registered and authorizes only a complete, paid session for exactly the amount it was bound to", async () => {
        const payment = container().resolve<IPaymentModuleService>(Modules.PAYMENT)
        const providers = await payment.listPaymentProviders({ id: "pp_stripe-checkout_stripe" })
        expect(providers).toHaveLength(1)

        const o = order()
        const { data } = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails })
        const id = sessionIdOf(data.url)
        const due = o.dueCents / 100
        // As the shop's placement does: bound to its entry and Medusa's amount (a retry of the same entry binds again).
        const bound = (amount: number, sessionId = id) => cardPaymentData(container(), sessionId, "odesk_test_stripe_authorize", amount)

        await expect(authorize(due, await bound(due))).rejects.toThrow(/not authorized/)
        Object.assign(fake.sessions.get(id)!, { status: "complete", payment_status: "paid" })
        await expect(authorize(due + 1, await bound(due + 1))).rejects.toThrow(/not authorized/)
        await expect(authorize(due, { checkout_session_id: id, amount_due: due })).rejects.toThrow(/started by the shop's checkout/)
        await expect(authorize(due, await bound(due, "cs_test_unknown"))).rejects.toThrow(/not authorized/)

        const authorized = await authorize(due, await bound(due))
        expect(authorized).toMatchObject({ provider_id: "pp_stripe-checkout_stripe" })
        expect(authorized!.data).toMatchObject({ checkout_session_id: id, checkout_session_status: "complete", amount_total: o.dueCents })
      })
    })

    describe("security: card sessions through Medusa's store API (Stripe)", () => {
      const store = storeCheckout(api, getContainer, shop.seed)
      const CARD = "pp_stripe-checkout_stripe"

      it("the issue's attack with a Stripe key: a session paid for another order buys no store cart (reused, underpaid, forged)", async () => {
        const o = order()
        const { data } = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails })
        const id = sessionIdOf(data.url)
        Object.assign(fake.sessions.get(id)!, { status: "complete", payment_status: "paid" })
        const placed = await api.post(
          "/api/orders",
          cardOrderBody(o, id),
          { validateStatus: () => true }
        )
        expect([200, 201]).toContain(placed.status)
        await placedOrderId(container(), placed.data.id)

        const email = "attacker.stripe@example.com"
        const cart = await store.cart(items[0].id, 5, email)
        expect(cart.total).toBeGreaterThan(o.dueCents / 100)
        const attempts = [
          { checkout_session_id: id, amount_due: o.dueCents / 100 },
          { checkout_session_id: id, amount_due: cart.total },
          { checkout_session_id: id, claim_token: "forged", amount_due: cart.total },
        ]
        const before = fake.requests.length
        await expectRefusedSessions(store, container(), { cartId: cart.id, email, providerId: CARD, attempts })
        // Refused before any call to Stripe (nothing expired or refunded on the shopper's session).
        expect(fake.requests.slice(before).filter((r) => r.method === "POST")).toEqual([])
        expect(fake.sessions.get(id)!.status).toBe("complete")
      })
    })

    describe("POST /hooks/payment/stripe-checkout_stripe", () => {
      const event = (type: string) =>
        JSON.stringify({
          id: "evt_test_1",
          object: "event",
          type,
          data: { object: { id: "cs_test_hook", object: "checkout.session", status: "complete", payment_status: "paid", metadata: {} } },
        })
      const post = (payload: string, signature?: string) =>
        api.post("/hooks/payment/stripe-checkout_stripe", payload, {
          headers: { "content-type": "application/json", ...(signature ? { "stripe-signature": signature } : {}) },
          transformRequest: [(d: string) => d],
          validateStatus: () => true,
        })

      it("accepts a checkout.session.completed event signed with the webhook secret", async () => {
        const payload = event("checkout.session.completed")
        const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
        const res = await post(payload, signature)
        expect(res.status).toBe(200)
      })

      it("places the order of a paid session from the webhook alone (the shopper closed the tab), once", async () => {
        const o = order()
        const { data } = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails })
        const id = sessionIdOf(data.url)
        const session = Object.assign(fake.sessions.get(id)!, {
          status: "complete",
          payment_status: "paid",
          customer_details: { email: "sokha@example.com" },
        })
        const payload = JSON.stringify({ id: "evt_test_paid", object: "event", type: "checkout.session.completed", data: { object: session } })
        expect((await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).status).toBe(200)

        // Medusa hands a payment webhook to its subscribers 5 s after it arrived.
        const desk = container().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
        let entry: OrderDeskEntryDTO | undefined
        for (let i = 0; i < 600 && entry?.placement !== "placed"; i++) {
          await new Promise((r) => setTimeout(r, 100))
          ;[entry] = await desk.listOrderDeskEntries({ payment_session_id: id })
        }
        if (!entry) throw new Error(`No order-desk entry for ${id}`)
        expect(entry).toMatchObject({ placement: "placed", payment_method: "stripe", customer_name: "Sokha Chan", customer_phone: "5551234567" })
        const query = container().resolve(ContainerRegistrationKeys.QUERY)
        const { data: orders } = await query.graph({
          entity: "order",
          fields: ["display_id", "email", "total", "items.product_id", "items.quantity", "items.unit_price", "payment_collections.payment_sessions.status"],
          filters: { id: entry.order_id! },
        })
        const [a, b] = items
        expect(orders[0]).toMatchObject({ display_id: entry.order_display_id, email: "sokha@example.com" })
        // Medusa's total is what the card paid: the 3 % fee is the order's own line, without a product.
        expect(Math.round(Number(orders[0].total) * 100)).toBe(o.dueCents)
        const shipped = orders[0].items!.filter((i: any) => i.product_id)
        expect(shipped.map((i: any) => [i.product_id, Number(i.quantity)]).sort()).toEqual([[a.id, 2], [b.id, 1]].sort())
        expect(orders[0].items!.filter((i: any) => !i.product_id).map((i: any) => Math.round(Number(i.unit_price) * 100))).toEqual([o.feeCents])
        expect(orders[0].payment_collections![0]!.payment_sessions![0]!.status).toBe("authorized")

        // The shopper's browser placing it afterwards gets the same order; a repeated event changes nothing.
        const browser = await api.post("/api/orders", cardOrderBody(o, id))
        expect(browser.status).toBe(200)
        expect(browser.data).toEqual({ id: entry.order_display_id, statusToken: entry.status_token })
        expect((await post(payload, Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))).status).toBe(200)
        await new Promise((r) => setTimeout(r, 1000))
        expect(await desk.listOrderDeskEntries({ payment_session_id: id })).toHaveLength(1)
      })

      it("refuses a badly signed or unsigned event with 400", async () => {
        const payload = event("checkout.session.completed")
        const forged = Stripe.webhooks.generateTestHeaderString({ payload, secret: "whsec_someone_else" })
        const bad = await post(payload, forged)
        expect(bad.status).toBe(400)
        expect(String(bad.data)).toMatch(/Webhook Error/)
        const tampered = await post(payload.replace("paid", "PAID"), Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }))
        expect(tampered.status).toBe(400)
        expect((await post(payload)).status).toBe(400)
      })
    })

    describe("Reject Payment of a charged card (Stripe)", () => {
      it("refunds all the shopper paid (card fee included) through Stripe, records Medusa's refund, marks the payment failed; pending and a second verify are refused", async () => {
        const o = order()
        const { data } = await createLink({ amount: o.dueCents / 100, orderDetails: o.orderDetails })
        const id = sessionIdOf(data.url)
        Object.assign(fake.sessions.get(id)!, { status: "complete", payment_status: "paid", payment_intent: `pi_fake_${id.slice(-8)}` })
        const placed = await api.post(
          "/api/orders",
          cardOrderBody(o, id),
          { validateStatus: () => true }
        )
        expect([201, 200]).toContain(placed.status)
        const orderId = await placedOrderId(container(), placed.data.id)
        const staff = await signedInBearer(api, container())
        const payment = (status: string) => api.patch(`/api/orders/${placed.data.id}/payment`, { paymentStatus: status }, staff)

        const pending = await payment("pending")
        expect([pending.status, pending.data.error]).toEqual([409, "A charged card payment cannot be set back to pending. Reject it to refund the card."])
        expect(fake.refunds.filter((r) => r.payment_intent === fake.sessions.get(id)!.payment_intent)).toEqual([])

        const rejected = await payment("failed")
        expect([rejected.status, rejected.data.paymentStatus, rejected.data.error]).toEqual([200, "failed", undefined])
        const refunds = fake.refunds.filter((r) => r.payment_intent === fake.sessions.get(id)!.payment_intent)
        expect(refunds.map((r) => r.amount)).toEqual([o.dueCents])
        expect(refunds[0].idempotencyKey).toBeTruthy()
        const refundCall = fake.requests.filter((r) => r.path === "/v1/refunds").at(-1)!
        expect(refundCall.auth).toBe("Bearer sk_test_fake_payments_spec")

        const admin = await api.get(`/admin/orders/${orderId}?fields=payment_status,payment_collections.payments.refunds.amount`, staff)
        expect(admin.data.order.payment_status).toBe("refunded")
        // Medusa's refund is all the card paid: the fee is a line of Medusa's order.
        expect(Number(admin.data.order.payment_collections[0].payments[0].refunds[0].amount)).toBeCloseTo(o.dueCents / 100, 2)

        const again = await payment("paid")
        expect([again.status, again.data.error]).toEqual([409, "This card payment was refunded or cancelled. The customer has to pay again through a new checkout."])
        expect((await payment("pending")).status).toBe(409)
        expect(fake.refunds.filter((r) => r.payment_intent === fake.sessions.get(id)!.payment_intent)).toHaveLength(1)
      })

      it("answers 400 for a bad paymentStatus and changes nothing", async () => {
        const staff = await signedInBearer(api, container())
        const before = fake.refunds.length
        const bad = await api.patch("/api/orders/1/payment", { paymentStatus: "refunded" }, staff)
        expect(bad.status).toBe(400)
        expect(bad.data.error).toMatch(/paymentStatus must be one of/)
        expect(fake.refunds.length).toBe(before)
      })
    })
  },
})
