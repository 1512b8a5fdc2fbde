import { Modules } from "@medusajs/framework/utils"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import { CONTACT_MODULE } from "compat-api/modules/contact"
import { fromAddress, menuItems, type MenuItem } from "../helpers/shop"
import type { SecurityPart } from "./runner"

/**
 * Issue 24, points 7 and 9: an order key (`manual_<method>_<timestamp>`) opens nothing but the same
 * request's order, and the public writes (/api orders, contact, payment links; Medusa's /store
 * writes) are limited per client address and per target e-mail, 429 with Retry-After in each API's
 * own shape, nothing written by a refused request.
 */
export const publicWrites: SecurityPart = ({ api, getContainer }) => {
  describe("security: public writes (order keys, limits)", () => {
    const desk = () => getContainer().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
    const entriesOf = (key: string) => desk().listOrderDeskEntries({ payment_session_id: key })
    const entryCount = async () => (await desk().listAndCountOrderDeskEntries({}, { withDeleted: true }))[1]
    const contactCount = async () => (await (getContainer().resolve(CONTACT_MODULE) as any).listAndCountContactMessages({}))[1] as number
    const cartCount = async () => (await getContainer().resolve(Modules.CART).listAndCountCarts({}, { withDeleted: true }))[1]

    let menu: MenuItem[]
    beforeEach(async () => {
      menu = (await menuItems(api)).filter((m) => Number(m.price) < 50)
    })

    let seq = 0
    const unique = () => `${Date.now()}${String(++seq).padStart(4, "0")}`
    /** A shopper's order body under `key`; `who` picks the items and the contact, so two shoppers differ. */
    const order = (key: string, who = 0, extra: Record<string, unknown> = {}) => {
      const items = [{ ...menu[who % menu.length], quantity: 1 + (who % 3) }]
      const subtotal = items.reduce((s, i) => s + Math.round(Number(i.price) * 100) * i.quantity, 0) / 100
      return {
        customerName: `Shopper ${who}`,
        customerEmail: `shopper-${who}-${key}@example.com`,
        customerPhone: `555-010-${String(1000 + who).slice(-4)}`,
        deliveryAddress: `${100 + who} E Anaheim St, Long Beach, CA, 90813`,
        totalAmount: (subtotal + 10).toFixed(2),
        paymentMethod: "zelle",
        paymentSessionId: key,
        orderItems: items.map((i) => ({ id: i.id, name: i.name, price: Number(i.price), quantity: i.quantity })),
        notes: null,
        paymentConfirmed: true,
        ...extra,
      }
    }
    const post = (body: unknown, headers: Record<string, string> = fromAddress()) =>
      api.post("/api/orders", body, { headers, validateStatus: () => true })

    describe("order keys (point 7)", () => {
      it("another body under a used manual key is an order of its own and never sees the first one's number or token", async () => {
        const key = `manual_zelle_${unique()}`
        const victim = await post(order(key, 1))
        expect(victim.status).toBe(201)
        const attacker = await post(order(key, 2))
        expect(attacker.status).toBe(201)
        expect(attacker.data.id).not.toBe(victim.data.id)
        expect(attacker.data.statusToken).not.toBe(victim.data.statusToken)
        expect(JSON.stringify(attacker.data)).not.toContain(victim.data.statusToken)
        // Same items and total, another contact: still not the victim's order.
        const sameCart = await post({ ...order(key, 1), customerName: "Someone Else", customerEmail: "else@example.com" })
        expect([sameCart.status, sameCart.data.id === victim.data.id, sameCart.data.statusToken === victim.data.statusToken]).toEqual([201, false, false])
        const entries = await entriesOf(key)
        expect(entries).toHaveLength(3)
        expect(entries.find((e) => e.order_display_id === victim.data.id)).toMatchObject({ customer_name: "Shopper 1" })
      })

      it("two shoppers who press the button in the same millisecond both get their own order", async () => {
        const key = `manual_zelle_${unique()}`
        const [a, b] = await Promise.all([post(order(key, 3)), post(order(key, 4))])
        expect([a.status, b.status]).toEqual([201, 201])
        expect(a.data.id).not.toBe(b.data.id)
        const entries = await entriesOf(key)
        expect(entries.map((e) => e.customer_name).sort()).toEqual(["Shopper 3", "Shopper 4"])
        expect(new Set(entries.map((e) => e.order_display_id))).toEqual(new Set([a.data.id, b.data.id]))
        // Both become Medusa orders of their own (the worker places each entry), none lost.
        const deadline = Date.now() + 60_000
        let placed = await entriesOf(key)
        while (placed.some((e) => e.placement !== "placed") && Date.now() < deadline) {
          await new Promise((r) => setTimeout(r, 200))
          placed = await entriesOf(key)
        }
        expect(placed.map((e) => e.placement)).toEqual(["placed", "placed"])
        const orders = await getContainer().resolve(Modules.ORDER).listOrders({ id: placed.map((e) => e.order_id as string) })
        expect(orders.map((o) => o.display_id).sort()).toEqual([a.data.id, b.data.id].sort())
      })

      it("the same request, repeated at once and later (items in another order, e-mail in capitals), is the same order", async () => {
        const key = `manual_zelle_${unique()}`
        const body = order(key, 5)
        const two = [{ ...menu[0], quantity: 1 }, { ...menu[1], quantity: 2 }]
        const subtotal = two.reduce((s, i) => s + Math.round(Number(i.price) * 100) * i.quantity, 0) / 100
        body.orderItems = two.map((i) => ({ id: i.id, name: i.name, price: Number(i.price), quantity: i.quantity }))
        body.totalAmount = (subtotal + (subtotal < 150 ? 10 : 15)).toFixed(2)
        const headers = fromAddress()
        const answers = await Promise.all([0, 1, 2].map(() => post(body, headers)))
        expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 201])
        expect(new Set(answers.map((r) => r.data.id)).size).toBe(1)
        const later = await post({ ...body, orderItems: [...body.orderItems].reverse(), customerEmail: body.customerEmail.toUpperCase() }, headers)
        expect([later.status, later.data]).toEqual([200, answers[0].data])
        expect(await entriesOf(key)).toHaveLength(1)
      })
    })

    describe("limits (point 9)", () => {
      const saved: Record<string, string | undefined> = {}
      /** Lowers limits for one test (the counters read them at each request); restored afterwards. */
      const limits = (env: Record<string, number>) => {
        for (const [name, value] of Object.entries(env)) {
          if (!(name in saved)) saved[name] = process.env[name]
          process.env[name] = String(value)
        }
      }
      afterEach(() => {
        for (const [name, value] of Object.entries(saved)) {
          if (value === undefined) delete process.env[name]
          else process.env[name] = value
          delete saved[name]
        }
      })
      const expectLegacy429 = (res: any, code: string) => {
        expect(res.status).toBe(429)
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0)
        expect(res.data).toEqual({ error: expect.stringMatching(/^Too many requests/), message: res.data.error, code })
      }

      it("POST /api/orders per client address: 429 in the /api shape, nothing written; a shopper at another address is unaffected", async () => {
        limits({ LIMIT_ORDERS_PER_HOUR: 3 })
        const spammer = fromAddress()
        for (let i = 0; i < 3; i++) expect((await post(order(`manual_zelle_${unique()}`, i), spammer)).status).toBe(201)
        const before = await entryCount()
        const key = `manual_zelle_${unique()}`
        const refused = await post(order(key, 9), spammer)
        expectLegacy429(refused, "limit.client")
        expect(await entryCount()).toBe(before)
        expect(await entriesOf(key)).toHaveLength(0)
        const honest = await post(order(`manual_zelle_${unique()}`, 1))
        expect(honest.status).toBe(201)
      })

      it("new orders per target e-mail, whatever the address: 429 (limit.email); a repeat of an accepted order still answers", async () => {
        limits({ LIMIT_ORDERS_PER_EMAIL_PER_HOUR: 2 })
        const victim = { customerEmail: `victim-${unique()}@example.com` }
        const first = order(`manual_zelle_${unique()}`, 1, victim)
        expect((await post(first)).status).toBe(201)
        // Repeats (at once, or later) of an accepted order are not new orders: they do not count.
        expect((await Promise.all([post(first), post(first)])).map((r) => r.status)).toEqual([200, 200])
        expect((await post(order(`manual_zelle_${unique()}`, 2, victim))).status).toBe(201)
        const before = await entryCount()
        const refused = await post(order(`manual_zelle_${unique()}`, 3, { customerEmail: victim.customerEmail.toUpperCase() }))
        expectLegacy429(refused, "limit.email")
        expect(await entryCount()).toBe(before)
        expect((await post(first)).status).toBe(200)
        expect((await post(order(`manual_zelle_${unique()}`, 3))).status).toBe(201)
      })

      it("POST /api/contact per client address and per sender e-mail: 429 in the /api shape, nothing stored", async () => {
        limits({ LIMIT_CONTACT_PER_HOUR: 2, LIMIT_CONTACT_PER_EMAIL_PER_HOUR: 2 })
        const message = (email: string) => ({ name: "Sokha Chan", email, phone: "555-123-4567", message: "Do you ship prahok to Ohio?" })
        const contact = (body: unknown, headers = fromAddress()) => api.post("/api/contact", body, { headers, validateStatus: () => true })
        const spammer = fromAddress()
        expect((await contact(message(`a-${unique()}@example.com`), spammer)).status).toBe(201)
        expect((await contact(message(`b-${unique()}@example.com`), spammer)).status).toBe(201)
        let before = await contactCount()
        expectLegacy429(await contact(message(`c-${unique()}@example.com`), spammer), "limit.client")
        expect(await contactCount()).toBe(before)

        const target = `target-${unique()}@example.com`
        expect((await contact(message(target))).status).toBe(201)
        expect((await contact(message(target))).status).toBe(201)
        before = await contactCount()
        expectLegacy429(await contact(message(target)), "limit.email")
        expect(await contactCount()).toBe(before)
        expect((await contact(message(`d-${unique()}@example.com`))).status).toBe(201)
      })

      it("counts an IPv6 client by its /64: a fresh address from the same network is the same client", async () => {
        limits({ LIMIT_CONTACT_PER_HOUR: 1 })
        const net = `2001:db8:${(++seq).toString(16)}:7`
        const body = { name: "Sokha Chan", phone: "555-123-4567", message: "Do you ship prahok to Ohio?" }
        const from = (address: string) => api.post("/api/contact", body, { headers: { "x-forwarded-for": address }, validateStatus: () => true })
        expect((await from(`${net}::1`)).status).toBe(201)
        expectLegacy429(await from(`${net}:ffff:2:3:4`), "limit.client")
        expect((await from(`2001:db8:${(++seq).toString(16)}:7::1`)).status).toBe(201)
      })

      it("POST /api/create-payment-link per client address: 429 in the /api shape", async () => {
        limits({ LIMIT_PAYMENT_LINKS_PER_HOUR: 1 })
        const item = menu[0]
        const body = { amount: 20.6, orderDetails: { name: "Dara Sok", items: [{ id: item.id, name: item.name, quantity: 1 }], address: "2 Elm St" } }
        const link = (headers: Record<string, string>) => api.post("/api/create-payment-link", body, { headers, validateStatus: () => true })
        const spammer = fromAddress()
        expect((await link(spammer)).status).not.toBe(429)
        expectLegacy429(await link(spammer), "limit.client")
        expect((await link(fromAddress())).status).not.toBe(429)
      })

      describe("Medusa's store API", () => {
        const storeHeaders = async (address = fromAddress()) => {
          const [key] = await getContainer().resolve(Modules.API_KEY).listApiKeys({ type: "publishable" })
          return { ...address, "x-publishable-api-key": key.token }
        }
        const regionId = async () => (await getContainer().resolve(Modules.REGION).listRegions({}))[0].id
        const expectMedusa429 = (res: any) => {
          expect(res.status).toBe(429)
          expect(Number(res.headers["retry-after"])).toBeGreaterThan(0)
          expect(res.data).toEqual({ type: "not_allowed", message: expect.stringMatching(/^Too many requests/) })
        }

        it("POST /store/carts per client address: 429 in Medusa's shape, no cart made; another address unaffected", async () => {
          limits({ LIMIT_STORE_CARTS_PER_HOUR: 2 })
          const headers = await storeHeaders()
          const region_id = await regionId()
          const create = (h: Record<string, string>) => api.post("/store/carts", { region_id }, { headers: h, validateStatus: () => true })
          expect((await create(headers)).status).toBe(200)
          expect((await create(headers)).status).toBe(200)
          const before = await cartCount()
          expectMedusa429(await create(headers))
          expect(await cartCount()).toBe(before)
          expect((await create(await storeHeaders())).status).toBe(200)
        })

        it("completing a cart shares the per-e-mail limit of new orders: 429 in Medusa's shape once the address has used it up, cart not completed", async () => {
          limits({ LIMIT_ORDERS_PER_EMAIL_PER_HOUR: 2 })
          const email = `store-victim-${unique()}@example.com`
          for (let i = 0; i < 2; i++) expect((await post(order(`manual_zelle_${unique()}`, i, { customerEmail: email }))).status).toBe(201)
          const headers = await storeHeaders()
          const cart = await api.post("/store/carts", { region_id: await regionId(), email: email.toUpperCase() }, { headers, validateStatus: () => true })
          expect(cart.status).toBe(200)
          const refused = await api.post(`/store/carts/${cart.data.cart.id}/complete`, {}, { headers, validateStatus: () => true })
          expect(refused.status).toBe(429)
          expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
          expect(refused.data).toEqual({ type: "not_allowed", message: expect.stringMatching(/for this e-mail address/) })
          const [after] = await getContainer().resolve(Modules.CART).listCarts({ id: cart.data.cart.id }, { select: ["id", "completed_at"] })
          expect(after.completed_at).toBeNull()
          // Another shopper's cart is not held up.
          const other = await api.post("/store/carts", { region_id: await regionId(), email: `other-${unique()}@example.com` }, { headers: await storeHeaders(), validateStatus: () => true })
          const notLimited = await api.post(`/store/carts/${other.data.cart.id}/complete`, {}, { headers: await storeHeaders(), validateStatus: () => true })
          expect(notLimited.status).not.toBe(429)
        })

        it("the other store writes (line items, complete…) per client address, also under an encoded path", async () => {
          limits({ LIMIT_STORE_WRITES_PER_HOUR: 3 })
          const headers = await storeHeaders()
          const cart = await api.post("/store/carts", { region_id: await regionId() }, { headers, validateStatus: () => true })
          expect(cart.status).toBe(200)
          const id = cart.data.cart.id
          const { data } = await api.get(`/store/products?fields=variants.id&limit=1`, { headers })
          const variant_id = data.products[0].variants[0].id
          const add = (path: string) => api.post(path, { variant_id, quantity: 1 }, { headers, validateStatus: () => true })
          expect((await add(`/store/carts/${id}/line-items`)).status).toBe(200)
          expect((await add(`/store/carts/${id}/line-items`)).status).toBe(200)
          const itemsBefore = (await api.get(`/store/carts/${id}`, { headers })).data.cart.items
          expectMedusa429(await add(`/store/carts/${id}/line-items`))
          const encoded = await add(`/store/carts/${encodeURIComponent(id)}/line-items`)
          expect(encoded.status).toBe(429)
          expectMedusa429(await api.post(`/store/carts/${id}/complete`, {}, { headers, validateStatus: () => true }))
          expect((await api.get(`/store/carts/${id}`, { headers })).data.cart.items).toEqual(itemsBefore)
        })
      })
    })
  })
}
