import { mkdtempSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { shopIntegrationRunner } from "../helpers/runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createOrderFulfillmentWorkflow } from "@medusajs/medusa/core-flows"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { renderQrJpeg } from "compat-api/payments/khqr-image"
import { settleSandboxWebhooks } from "compat-api/card-payment/card-sandbox"
import { cardPaymentData } from "compat-api/orders/place-order"
import { expectRefusedSessions, storeCheckout } from "../security/store-checkout"
import { ORDER_DESK_MODULE, type OrderDeskEntryDTO, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import { menuItems, orderBody, placedOrderId, signedInBearer, seededShop } from "../helpers/shop"

jest.setTimeout(120_000)

/**
 * Without STRIPE_API_KEY the card flow runs offline against the shop's own TEST checkout page
 * (sessions cs_test_sandbox_… in PostgreSQL); plus the ABA KHQR code. Stripe mode: payments.spec.ts.
 */
delete process.env.STRIPE_API_KEY
delete process.env.STRIPE_WEBHOOK_SECRET
delete process.env.STRIPE_API_HOST
delete process.env.STRIPE_API_PORT
delete process.env.STRIPE_API_PROTOCOL
// The sandbox places a paid session's order itself after this grace period (default 30 s).
process.env.SANDBOX_WEBHOOK_DELAY_MS = "200"

const STORE_ORIGIN = "http://localhost:8000"

/** One EMV tag: id, two-digit length, value. */
const emv = (id: string, value: string) => id + String(value.length).padStart(2, "0") + value
/** CRC-16/CCITT-FALSE of an EMV payload, as KHQR's tag 63 holds it (4 hex digits, upper case). */
function crc16(text: string) {
  let crc = 0xffff
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, "0")
}

/** Width and height from a baseline JPEG's SOF0 marker (the decode itself is unit-tested in compat-api). */
function jpegSize(bytes: Buffer) {
  expect(bytes.subarray(0, 2)).toEqual(Buffer.from([0xff, 0xd8]))
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]))
  expect(sof).toBeGreaterThan(0)
  return { height: bytes.readUInt16BE(sof + 5), width: bytes.readUInt16BE(sof + 7) }
}

shopIntegrationRunner({
  env: { FILE_UPLOAD_DIR: mkdtempSync(join(tmpdir(), "payments-sandbox-uploads-")) },
  testSuite: ({ api, getContainer }) => {
    let item: { id: string; name: string; price: number }

    const container = getContainer
    const shop = seededShop(getContainer)

    beforeEach(async () => {
      item = (await menuItems(api))[0]
    })
    // A test that pays a session ends before its stand-in webhook places the order (200 ms later,
    // longer on a busy machine): wait for it, or it lands in the next test's restored database and
    // takes its order number ("order_display_id: 1 already exists").
    afterEach(() => settleSandboxWebhooks())

    const any = { validateStatus: () => true, maxRedirects: 0 }
    const dueCents = () => {
      const subtotal = Math.round(item.price * 100) * 3
      const delivery = subtotal < 15000 ? 1000 : 1500
      return subtotal + delivery + Math.round((subtotal + delivery) * 0.03)
    }
    const createLink = async () => {
      const res = await api.post(
        "/api/create-payment-link",
        {
          amount: dueCents() / 100,
          orderDetails: { name: "Dara Sok", items: [{ id: item.id, name: item.name, quantity: 3 }], address: "2 Elm St, Lowell, MA 01852" },
        },
        { headers: { origin: STORE_ORIGIN }, ...any }
      )
      expect(res.status).toBe(200)
      return res.data.url as string
    }
    const pagePath = (url: string) => new URL(url).pathname
    const pay = (url: string, number: string) =>
      api.post(pagePath(url), new URLSearchParams({ number, expiry: "12/39", cvc: "123", name: "Dara Sok" }).toString(), {
        headers: { "content-type": "application/x-www-form-urlencoded", origin: STORE_ORIGIN },
        ...any,
      })
    const status = async (id: string) => (await api.get("/api/verify-payment", { params: { session_id: id }, ...any })).data.status
    const idOf = (url: string) => /(cs_test_sandbox_[A-Za-z0-9]+)/.exec(url)![1]
    /** The browser's POST /api/orders for the link's three items once the card session `id` is paid. */
    const cardOrder = (id: string, extra: Record<string, unknown>) =>
      orderBody("stripe", [{ ...item, quantity: 3 }], { customerName: "Dara Sok", customerPhone: "978-555-0100", totalAmount: (dueCents() / 100).toFixed(2), paymentSessionId: id, ...extra })

    /** A card order paid with the sandbox's test card, placed in Medusa: its number and Medusa id. */
    const sandboxOrder = async () => {
      const url = await createLink()
      const id = idOf(url)
      expect((await pay(url, "4242 4242 4242 4242")).status).toBe(303)
      const placed = await api.post("/api/orders", cardOrder(id, { customerEmail: "dara@example.com", deliveryAddress: "2 Elm St, Lowell, MA 01852", notes: "" }), any)
      expect([200, 201]).toContain(placed.status)
      return { number: placed.data.id as number, orderId: await placedOrderId(container(), placed.data.id), sessionId: id }
    }

    /** A sandbox card order for staff's refunds: also a signed-in staff member and the card-checkout module, to read the session's refunds. */
    const chargedCardOrder = async () => {
      const { number, orderId, sessionId } = await sandboxOrder()
      const staff = await signedInBearer(api, container())
      const cardCheckout = container().resolve("cardCheckout") as { retrieveCheckoutSession(id: string): Promise<{ amount_refunded?: number | null }> }
      return { id: sessionId, number, orderId, staff, cardCheckout }
    }

    describe("sandbox card checkout (no STRIPE_API_KEY)", () => {
      it("create → TEST page → 4242 pays and redirects to the confirmation page → verify complete", async () => {
        const url = await createLink()
        expect(url).toMatch(new RegExp(`^${STORE_ORIGIN}/api/sandbox-checkout/cs_test_sandbox_[A-Za-z0-9]+$`))
        const id = idOf(url)

        const page = await api.get(pagePath(url), any)
        expect(page.status).toBe(200)
        expect(page.headers["content-type"]).toMatch(/text\/html/)
        expect(page.data).toContain("TEST PAYMENT")
        expect(page.data).toContain(`Pay $${(dueCents() / 100).toFixed(2)}`)
        expect(page.data).toContain("Card processing fee (3%)")
        expect(await status(id)).toBe("open")

        const paid = await pay(url, "4242 4242 4242 4242")
        expect(paid.status).toBe(303)
        expect(paid.headers.location).toBe(`${STORE_ORIGIN}/payment-confirmation?session_id=${id}`)
        expect(await status(id)).toBe("complete")

        // Paid once: the page says so and a second payment is refused.
        expect((await api.get(pagePath(url), any)).data).toContain("Payment complete")
        expect((await pay(url, "4242424242424242")).status).toBe(409)
      })

      it("declines 4000 0000 0000 0002 with a visible message, stays open, and can be tried again", async () => {
        const url = await createLink()
        const id = idOf(url)
        const declined = await pay(url, "4000 0000 0000 0002")
        expect(declined.status).toBe(402)
        expect(declined.data).toContain('role="alert"')
        expect(declined.data).toContain("Your card was declined.")
        expect(declined.data).toContain("<form")
        expect(await status(id)).toBe("open")

        const retry = await pay(url, "4242 4242 4242 4242")
        expect(retry.status).toBe(303)
        expect(await status(id)).toBe("complete")
      })

      it("places a paid session's order on the server, as Stripe's webhook would: paid, captured, with the notes; the browser's order call finds it", async () => {
        const res = await api.post(
          "/api/create-payment-link",
          {
            amount: dueCents() / 100,
            orderDetails: {
              name: "Dara Sok",
              items: [{ id: item.id, name: item.name, quantity: 3 }],
              address: "2 Elm St, Lowell, MA, 01852",
              email: "dara@example.com",
              phone: "978-555-0100",
              notes: "Leave it with the neighbour",
            },
            locale: "km",
          },
          { headers: { origin: STORE_ORIGIN }, ...any }
        )
        const id = idOf(res.data.url)
        expect((await pay(res.data.url, "4242 4242 4242 4242")).status).toBe(303)

        // The shopper closed the tab: no POST /api/orders, yet the order is accepted and placed.
        const desk = container().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
        let entry: OrderDeskEntryDTO | undefined
        for (let i = 0; i < 600; i++) {
          ;[entry] = await desk.listOrderDeskEntries({ payment_session_id: id })
          if (entry?.placement === "placed") break
          await new Promise((r) => setTimeout(r, 100))
        }
        if (!entry) throw new Error(`No order-desk entry for ${id}`)
        expect(entry).toMatchObject({
          placement: "placed",
          payment_method: "stripe",
          payment_status: "paid",
          customer_name: "Dara Sok",
          customer_email: "dara@example.com",
          customer_phone: "978-555-0100",
          notes: "Leave it with the neighbour",
        })
        expect(Number(entry.amount_due)).toBeCloseTo(dueCents() / 100, 2)
        const [order] = await container().resolve(Modules.ORDER).listOrders({ id: entry.order_id! }, { relations: ["items"] })
        // The products bought (the card fee is the order's own line, without a product).
        expect(order.items!.filter((i) => i.product_id).reduce((n, i) => n + Number(i.quantity), 0)).toBe(3)
        const { data } = await container().resolve("query").graph({
          entity: "order",
          fields: ["payment_collections.payments.captured_at"],
          filters: { id: entry.order_id! },
        })
        expect((data[0] as any).payment_collections[0].payments[0].captured_at).toBeTruthy()
        // The shopper's language reached the order through the session, so its e-mails are in Khmer.
        expect(order.locale).toBe("km-KH")

        // The browser's own order call comes later and gets the same order number.
        const again = await api.post(
          "/api/orders",
          cardOrder(id, { customerEmail: "dara@example.com", deliveryAddress: "2 Elm St, Lowell, MA, 01852", notes: "Leave it with the neighbour" }),
          any
        )
        expect(again.status).toBe(200)
        expect(again.data).toEqual({ id: Number(entry.order_display_id), statusToken: entry.status_token })

        // Any tab holding the session id (the card tab's confirmation page) now sees that order.
        const verified = (await api.get("/api/verify-payment", { params: { session_id: id }, ...any })).data
        expect(verified).toMatchObject({
          status: "complete",
          order: { id: Number(entry.order_display_id), items: [{ id: item.id, name: item.name, quantity: 3 }], statusToken: entry.status_token },
        })
        expect(new Date(verified.order.createdAt).getTime()).toBeGreaterThan(Date.now() - 600_000)
        expect(verified.order.totalAmount).toBeCloseTo(dueCents() / 100, 2)
      })

      it("lets the shopper's page place the order first, with the e-mail the link was made without", async () => {
        const url = await createLink() // no e-mail in the link's order details
        const id = idOf(url)
        expect((await pay(url, "4242 4242 4242 4242")).status).toBe(303)
        const placed = await api.post(
          "/api/orders",
          cardOrder(id, { customerEmail: "dara.page@example.com", deliveryAddress: "2 Elm St, Lowell, MA 01852", notes: "" }),
          any
        )
        expect(placed.status).toBe(201)
        await new Promise((r) => setTimeout(r, 600)) // past the sandbox's grace period (200 ms here)
        const entries = await container().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE).listOrderDeskEntries({ payment_session_id: id })
        expect(entries).toHaveLength(1)
        expect(entries[0].customer_email).toBe("dara.page@example.com")
      })

      it("answers 404 for an unknown session, on the page and in verify-payment", async () => {
        expect((await api.get("/api/sandbox-checkout/cs_test_sandbox_nope", any)).status).toBe(404)
        expect((await api.get("/api/verify-payment", { params: { session_id: "cs_test_sandbox_nope" }, ...any })).status).toBe(404)
      })

      it("authorizes the card provider's payment session only once the sandbox session is paid", async () => {
        const url = await createLink()
        const id = idOf(url)
        const payment = container().resolve<IPaymentModuleService>(Modules.PAYMENT)
        // As the shop's placement opens it: bound to its entry and Medusa's amount.
        const authorize = async () => {
          const amount = dueCents() / 100
          const collection = await payment.createPaymentCollections({ currency_code: "usd", amount })
          const session = await payment.createPaymentSession(collection.id, {
            provider_id: "pp_stripe-checkout_stripe",
            currency_code: "usd",
            amount,
            data: await cardPaymentData(container(), id, "odesk_test_authorize", amount),
          })
          return payment.authorizePaymentSession(session.id, {})
        }
        await expect(authorize()).rejects.toThrow(/not authorized/)
        await pay(url, "4242424242424242")
        await expect(authorize()).resolves.toMatchObject({ provider_id: "pp_stripe-checkout_stripe" })
      })

      it("Reject Payment of a charged sandbox card records the refund of all that was paid, card fee included, and Medusa's refund", async () => {
        const { id, number, orderId, staff, cardCheckout } = await chargedCardOrder()

        const pending = await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "pending" }, staff)
        expect(pending.status).toBe(409)
        expect((await cardCheckout.retrieveCheckoutSession(id)).amount_refunded).toBe(0)

        const rejected = await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "failed" }, staff)
        expect([rejected.status, rejected.data.paymentStatus, rejected.data.error]).toEqual([200, "failed", undefined])
        expect((await cardCheckout.retrieveCheckoutSession(id)).amount_refunded).toBe(dueCents())
        const admin = await api.get(`/admin/orders/${orderId}?fields=payment_status`, staff)
        expect(admin.data.order.payment_status).toBe("refunded")
        expect((await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "paid" }, staff)).status).toBe(409)
      })

      it("Cancel order of a charged sandbox card refunds all that was paid through the card provider, cancels Medusa's order and tells the shopper", async () => {
        const { id, number, orderId, staff, cardCheckout } = await chargedCardOrder()

        const cancelled = await api.post(`/api/orders/${number}/cancel`, { reason: "The shopper asked us to" }, { ...staff, ...any })
        expect([cancelled.status, cancelled.data.status]).toEqual([200, "cancelled"])
        expect((await cardCheckout.retrieveCheckoutSession(id)).amount_refunded).toBe(dueCents())
        const { order } = (await api.get(`/admin/orders/${orderId}?fields=status,payment_status,metadata`, staff)).data
        expect(order).toMatchObject({ status: "canceled", payment_status: "refunded", metadata: expect.objectContaining({ cancel_reason: "The shopper asked us to", cancel_refund: dueCents() / 100 }) })
        let mail: any
        for (let i = 0; !mail && i < 100; i++) {
          ;[mail] = (await container().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId, template: "order-cancelled" } as any)) as any[]
          if (!mail) await new Promise((r) => setTimeout(r, 100))
        }
        expect(mail.data.text).toContain(`We refunded $${(dueCents() / 100).toFixed(2)} to your card.`)
        expect(mail.data.text).toContain("Reason: The shopper asked us to")
      })

      it("refuses Stripe webhooks: no signing secret is configured", async () => {
        const res = await api.post("/hooks/payment/stripe-checkout_stripe", { type: "checkout.session.completed" }, any)
        expect(res.status).toBe(400)
      })
    })

    describe("security: card sessions through Medusa's store API (sandbox)", () => {
      const store = storeCheckout(api, getContainer, shop.seed)
      const CARD = "pp_stripe-checkout_stripe"
      const payment = () => container().resolve<IPaymentModuleService>(Modules.PAYMENT)
      /** A sandbox session paid with the test card, and the shop's own order placed with it. */
      const paidAndPlaced = async () => (await sandboxOrder()).sessionId

      it("the issue's attack: a session paid for another order buys no store cart, with any amount_due (reused, underpaid)", async () => {
        const id = await paidAndPlaced()
        const email = "attacker.reuse@example.com"
        const cart = await store.cart(item.id, 5, email)
        expect(cart.total).toBeGreaterThan(dueCents() / 100)
        await expectRefusedSessions(store, container(), {
          cartId: cart.id,
          email,
          providerId: CARD,
          attempts: [dueCents() / 100, cart.total].map((amount_due) => ({ checkout_session_id: id, amount_due })),
          message: /started by the shop's checkout/,
        })
      })

      it("a forged binding (made-up token, session id, amounts) opens no card session and no order", async () => {
        const url = await createLink()
        const id = idOf(url)
        expect((await pay(url, "4242 4242 4242 4242")).status).toBe(303)
        const email = "attacker.forged@example.com"
        const cart = await store.cart(item.id, 3, email)
        const forged = [
          { checkout_session_id: id, claim_token: "x".repeat(32), amount_due: cart.total },
          { checkout_session_id: id, claim_token: "x", session_id: "payses_01", payment_amount: dueCents() / 100 },
          { checkout_session_id: "cs_test_sandbox_nope", claim_token: "x" },
          {},
        ]
        await expectRefusedSessions(store, container(), { cartId: cart.id, email, providerId: CARD, attempts: forged })
      })

      it("a Checkout Session backs one order: another order cannot bind it, a token is spent once, and an underpaid session is not authorized", async () => {
        // Bound before paying: once paid, the sandbox places the session's own order (its entry binds it).
        const url = await createLink()
        const id = idOf(url)
        const amount = dueCents() / 100
        const data = await cardPaymentData(container(), id, "odesk_test_first", amount)
        expect((await pay(url, "4242 4242 4242 4242")).status).toBe(303)
        await expect(cardPaymentData(container(), id, "odesk_test_second", amount)).rejects.toThrow(/already pays for another order/)

        const open = async (amt: number, d: Record<string, unknown>) => {
          const collection = await payment().createPaymentCollections({ currency_code: "usd", amount: amt })
          return payment().createPaymentSession(collection.id, { provider_id: CARD, currency_code: "usd", amount: amt, data: d })
        }
        // The token is for Medusa's amount: a bigger payment with the same token is refused, and
        // the refusal does not spend it.
        await expect(open(amount + 50, data)).rejects.toThrow(/not bound to this payment/)
        const session = await open(amount, data)
        expect(session.data?.claim_token ?? null).toBeNull() // spent, never stored
        await expect(open(amount, data)).rejects.toThrow(/used already/)
        await expect(payment().authorizePaymentSession(session.id, {})).resolves.toMatchObject({ provider_id: CARD })

        // Bound for more than the session was paid (underpaid): never authorized.
        const url2 = await createLink()
        const id2 = idOf(url2)
        const more = amount + 10
        const bound = await cardPaymentData(container(), id2, "odesk_test_underpaid", more)
        expect((await pay(url2, "4242 4242 4242 4242")).status).toBe(303)
        const underpaid = await open(more, bound)
        await expect(payment().authorizePaymentSession(underpaid.id, {})).rejects.toThrow(/not authorized/)
      })

      it("claims are atomic: of concurrent bindings by different orders one wins, of concurrent payment sessions with one token one opens", async () => {
        const id = idOf(await createLink())
        const amount = dueCents() / 100
        const binds = await Promise.allSettled(["a", "b", "c", "d"].map((o) => cardPaymentData(container(), id, `odesk_test_race_${o}`, amount)))
        const won = binds.filter((b): b is PromiseFulfilledResult<Awaited<ReturnType<typeof cardPaymentData>>> => b.status === "fulfilled")
        expect(won).toHaveLength(1)

        const opens = await Promise.allSettled(
          [1, 2, 3].map(async () => {
            const collection = await payment().createPaymentCollections({ currency_code: "usd", amount })
            return payment().createPaymentSession(collection.id, { provider_id: CARD, currency_code: "usd", amount, data: won[0].value })
          })
        )
        expect(opens.filter((o) => o.status === "fulfilled")).toHaveLength(1)
      })
    })

    describe("security: the card sandbox is marked and sells nothing for real", () => {
      it("marks a sandbox order as a test payment in /api/orders, in Medusa's order metadata and in its e-mail; a manual order is not", async () => {
        const { number, orderId } = await sandboxOrder()
        const manual = await api.post("/api/orders", orderBody("zelle", [{ ...item, quantity: 1 }]), any)
        expect(manual.status).toBe(201)
        const staff = await signedInBearer(api, container())

        const list = await api.get("/api/orders", { ...staff, ...any })
        expect(list.status).toBe(200)
        const byNumber = new Map((list.data as any[]).map((o) => [o.id, o]))
        expect(byNumber.get(number)).toMatchObject({ paymentMethod: "stripe", paymentStatus: "paid", paymentSandbox: true })
        expect(byNumber.get(manual.data.id)).toMatchObject({ paymentMethod: "zelle", paymentSandbox: false })
        // The widgets' own call (/admin/shop) answers the same order shape.
        const shopView = await api.get(`/admin/shop/orders/${orderId}`, { ...staff, ...any })
        expect(shopView.data.order).toMatchObject({ id: number, paymentSandbox: true })

        // Medusa's own admin API: the order's metadata says so.
        const admin = await api.get(`/admin/orders/${orderId}?fields=metadata`, { ...staff, ...any })
        expect(admin.status).toBe(200)
        expect(admin.data.order.metadata).toMatchObject({ payment_sandbox: true })

        // The shopper's "order received" e-mail says nothing was charged.
        let detail: any
        for (let i = 0; i < 100 && !detail; i++) {
          const page = await api.get("/api/notifications", { params: { orderNumber: number }, ...staff, ...any })
          const received = (page.data.messages ?? []).find((m: any) => m.kind === "order-received")
          if (received) detail = (await api.get(`/api/notifications/${received.id}`, { ...staff, ...any })).data
          else await new Promise((r) => setTimeout(r, 100))
        }
        expect(detail?.text).toContain("TEST PAYMENT")
        expect(detail?.text).toContain("No real money was charged.")
      })

      it("refuses a label and Ship for a sandbox-paid order (409, saying no money was charged), writing nothing; staff's explicit yes still ships a test", async () => {
        const { number, orderId } = await sandboxOrder()
        const staff = await signedInBearer(api, container())
        const desk = container().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
        const sandboxText = "This order was paid with a test card in the card sandbox: no real money was charged. Do not ship it unless it is a test."

        const ship = await api.patch(`/api/orders/${number}`, { orderStatus: "shipped" }, { ...staff, ...any })
        expect([ship.status, ship.data.code, ship.data.error]).toEqual([409, "shipping.sandboxPayment", sandboxText])
        const label = await api.post("/api/simple-shipping/create-label", { orderId: number, packageType: "small_flat_rate_box" }, { ...staff, ...any })
        expect([label.status, label.data.code]).toEqual([409, "shipping.sandboxPayment"])
        const [entry] = await desk.listOrderDeskEntries({ order_display_id: number })
        expect(entry.order_status).toBeNull()
        expect((entry.metadata as any)?.shipping ?? null).toBeNull()

        const shipAnyway = await api.patch(`/api/orders/${number}`, { orderStatus: "shipped", allowUnverifiedPayment: true }, { ...staff, ...any })
        expect([shipAnyway.status, shipAnyway.status === 200 ? null : shipAnyway.data]).toEqual([200, null])
        // Medusa reads the card order shipped, not "Partially shipped": its card fee line went with the
        // goods in the fulfillment (issue 26 point 5).
        const medusa = await api.get(`/admin/orders/${orderId}?fields=fulfillment_status,*items,items.detail.*`, staff)
        expect(medusa.data.order.fulfillment_status).toBe("shipped")
        expect(medusa.data.order.items.map((i: any) => Number(i.detail.shipped_quantity) === Number(i.quantity))).not.toContain(false)
      })

      it("Medusa's admin API (/app's Create fulfillment, Mark as shipped, Mark as delivered) refuses a sandbox-paid order: 409 shipping.sandboxPayment, nothing written; a manual order still fulfils", async () => {
        const { number, orderId } = await sandboxOrder()
        const staff = await signedInBearer(api, container())
        const query = container().resolve(ContainerRegistrationKeys.QUERY)
        const fulfillmentsOf = async (id: string) =>
          ((await query.graph({ entity: "order", fields: ["fulfillments.id", "fulfillments.shipped_at", "fulfillments.delivered_at"], filters: { id } })).data[0] as any)
            .fulfillments as { id: string; shipped_at: unknown; delivered_at: unknown }[]
        const itemsOf = async (id: string) =>
          // the lines a fulfillment takes (the goods, and the card fee line that goes with them)
          ((await api.get(`/admin/orders/${id}?fields=*items`, { ...staff, ...any })).data.order.items as any[]).filter((i) => i.requires_shipping).map((i) => ({
            id: i.id as string,
            quantity: Number(i.quantity),
          }))
        const refused = {
          type: "not_allowed",
          code: "shipping.sandboxPayment",
          message: "This order was paid with a test card in the card sandbox: no real money was charged. Do not ship it unless it is a test.",
        }
        const items = await itemsOf(orderId)

        const create = await api.post(`/admin/orders/${orderId}/fulfillments`, { items }, { ...staff, ...any })
        expect([create.status, create.data]).toEqual([409, refused])
        expect(await fulfillmentsOf(orderId)).toEqual([])

        // A fulfillment made without these routes (as the shop's ship-anyway does in-process): its shipment and delivery are refused too.
        const { result: made } = await createOrderFulfillmentWorkflow(container()).run({ input: { order_id: orderId, items } })
        const answers = [
          await api.post(`/admin/orders/${orderId}/fulfillments/${made.id}/shipments`, { items }, { ...staff, ...any }),
          await api.post(`/admin/orders/${orderId}/fulfillments/${made.id}/mark-as-delivered`, {}, { ...staff, ...any }),
          await api.post(`/admin/fulfillments/${made.id}/shipment`, { labels: [] }, { ...staff, ...any }),
          await api.post(
            "/admin/fulfillments",
            {
              order_id: orderId,
              location_id: (made as any).location_id,
              provider_id: (made as any).provider_id,
              delivery_address: {},
              items: [{ title: "x", sku: "x", quantity: 1, barcode: "x", line_item_id: items[0].id }],
              labels: [],
              data: null,
              metadata: null,
            },
            { ...staff, ...any }
          ),
        ]
        expect(answers.map((a) => [a.status, a.data])).toEqual(answers.map(() => [409, refused]))
        expect(await fulfillmentsOf(orderId)).toEqual([{ id: made.id, shipped_at: null, delivered_at: null }])

        // Staff's explicit "it is a test" in the shop's own Ship still ships it (Medusa's workflows in-process).
        const shipAnyway = await api.patch(`/api/orders/${number}`, { orderStatus: "shipped", allowUnverifiedPayment: true }, { ...staff, ...any })
        expect(shipAnyway.status).toBe(200)
        expect((await fulfillmentsOf(orderId)).some((f) => f.shipped_at)).toBe(true)

        // Not every order: a Zelle order is fulfilled through Medusa's admin as before.
        const manual = await api.post("/api/orders", orderBody("zelle", [{ ...item, quantity: 1 }]), any)
        expect(manual.status).toBe(201)
        const manualId = await placedOrderId(container(), manual.data.id)
        const fulfilled = await api.post(`/admin/orders/${manualId}/fulfillments`, { items: await itemsOf(manualId) }, { ...staff, ...any })
        expect(fulfilled.status).toBe(200)
      })

      it("with NODE_ENV=production and no CARD_SANDBOX the sandbox takes nothing: 409 on the link and the page, no card in payment-methods, nothing written", async () => {
        const open = await createLink() // made while the sandbox was allowed
        const cardCheckout = container().resolve("cardCheckout") as any
        const before = (await cardCheckout.listSandboxCheckoutSessions({}, { take: 10_000 })).length
        const saved = { NODE_ENV: process.env.NODE_ENV, CARD_SANDBOX: process.env.CARD_SANDBOX }
        process.env.NODE_ENV = "production"
        delete process.env.CARD_SANDBOX
        try {
          const link = await api.post(
            "/api/create-payment-link",
            { amount: dueCents() / 100, orderDetails: { name: "Dara Sok", items: [{ id: item.id, name: item.name, quantity: 3 }], address: "2 Elm St, Lowell, MA 01852" } },
            { headers: { origin: STORE_ORIGIN }, ...any }
          )
          expect(link.status).toBe(409)
          expect(link.data).toMatchObject({ code: "payment.cardUnavailable", error: expect.stringContaining("Card payment is not available") })
          const page = await api.get(pagePath(open), any)
          expect(page.status).toBe(409)
          expect(page.data).toContain("Card payment is not available")
          const paid = await pay(open, "4242 4242 4242 4242")
          expect(paid.status).toBe(409)
          expect(await status(idOf(open))).toBe("open")
          expect((await api.get("/api/payment-methods", any)).data.card).toEqual({ sandbox: false, available: false })
          expect((await cardCheckout.listSandboxCheckoutSessions({}, { take: 10_000 })).length).toBe(before)

          // The operator's explicit yes turns it back on.
          process.env.CARD_SANDBOX = "true"
          expect((await api.get("/api/payment-methods", any)).data.card).toEqual({ sandbox: true, available: true })
          expect((await api.get(pagePath(open), any)).status).toBe(200)
        } finally {
          process.env.NODE_ENV = saved.NODE_ENV
          if (saved.CARD_SANDBOX === undefined) delete process.env.CARD_SANDBOX
          else process.env.CARD_SANDBOX = saved.CARD_SANDBOX
        }
      })
    })

    describe("security: a paid card session is one order (issue 24, point 7)", () => {
      it("answers its one order to a copy of the cart from any tab, refuses other items under it (409, no number or token), writes nothing", async () => {
        const url = await createLink()
        const id = idOf(url)
        expect((await pay(url, "4242 4242 4242 4242")).status).toBe(303)
        const first = await api.post("/api/orders", cardOrder(id, {}), any)
        expect([200, 201]).toContain(first.status) // the sandbox's webhook may have placed it first
        // The same cart and total from another tab, with the fuller contact the checkout sends: the same order.
        const tab = await api.post("/api/orders", cardOrder(id, { firstName: "Dara", lastName: "Sok", city: "Lowell", state: "MA", zip: "01852", orderNumber: "ORDER-123456" }), any)
        expect([tab.status, tab.data]).toEqual([200, first.data])

        const desk = container().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
        const other = cardOrder(id, { customerName: "Someone Else", orderItems: [{ id: item.id, name: item.name, price: item.price, quantity: 2 }] })
        const refused = await api.post("/api/orders", other, any)
        expect(refused.status).toBe(409)
        expect(refused.data).toEqual({ error: expect.stringMatching(/already been used for another order/), message: refused.data.error, code: "order.sessionUsed" })
        expect(JSON.stringify(refused.data)).not.toContain(first.data.statusToken)
        expect(await desk.listOrderDeskEntries({ payment_session_id: id })).toHaveLength(1)
      })
    })

    describe("GET /api/aba-qr-code", () => {
      it("without parameters (the spec's call) answers the shop's static KHQR: no amount, the shopper types it", async () => {
        const res = await api.get("/api/aba-qr-code", any)
        expect(res.status).toBe(200)
        expect(res.data).toEqual({ qrCode: expect.stringMatching(/^data:image\/jpeg;base64,/) })
        // EMVCo: point of initiation 11 (static), the default account (ABA_ACCOUNT_ID …), USD, no amount tag 54.
        const account = emv("29", emv("00", "cambodianheritage@aclb"))
        const body = emv("00", "01") + emv("01", "11") + account + emv("52", "5999") + emv("53", "840") + emv("58", "KH") +
          emv("59", "Cambodian Heritage") + emv("60", "Phnom Penh") + "6304"
        const expected = `data:image/jpeg;base64,${renderQrJpeg(body + crc16(body)).toString("base64")}`
        expect(res.data.qrCode).toBe(expected)
        // The same code at any time: it can be printed.
        expect((await api.get("/api/aba-qr-code", any)).data.qrCode).toBe(expected)
      })

      it("answers a base64 JPEG data URL of a square QR code", async () => {
        const res = await api.get("/api/aba-qr-code", { params: { amount: "31.93", reference: "ORDER-123456" }, ...any })
        expect(res.status).toBe(200)
        expect(res.data).toEqual({ qrCode: expect.stringMatching(/^data:image\/jpeg;base64,/) })
        const img = jpegSize(Buffer.from(res.data.qrCode.split(",")[1], "base64"))
        expect(img.width).toBe(img.height)
        expect(img.width).toBeGreaterThanOrEqual(200)
      })

      it.each([
        [{ reference: "ORDER-123456" }, "amount"],
        [{ amount: "0", reference: "ORDER-123456" }, "amount"],
        [{ amount: "12.345", reference: "ORDER-123456" }, "amount"],
        [{ amount: "10001", reference: "ORDER-123456" }, "amount"],
        [{ amount: "12.50" }, "reference"],
        [{ amount: "12.50", reference: "<script>" }, "reference"],
        [{ amount: "12.50", reference: "ORDER-12345678901234567890" }, "reference"],
      ])("refuses %j with 400 naming %s", async (params, field) => {
        const res = await api.get("/api/aba-qr-code", { params, ...any })
        expect(res.status).toBe(400)
        expect(res.data.errors[0].field).toBe(field)
      })
    })
  },
})
