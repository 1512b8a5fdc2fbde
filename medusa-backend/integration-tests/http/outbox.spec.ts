import { shopIntegrationRunner } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import type { INotificationModuleService, MedusaContainer } from "@medusajs/framework/types"
import type { OutboxMessage, OutboxMessageDetail, OutboxPage } from "@shop/contract"
import { ADMIN, any, bearer, clearReadModel, expectStatus, menuItems, orderBody, placeShopperOrder, seedWith, signIn, STAFF, withJar, type Jar } from "../helpers/shop"

jest.setTimeout(240_000)

// Outbox mode: no SMTP server, every message is kept in the notification table (read by
// medusa-config.ts when the runner loads it).
delete process.env.SMTP_URL
Object.assign(process.env, { STAFF_NOTIFY_EMAIL: "owner@shop.test", STOREFRONT_URL: "https://shop.test" })

shopIntegrationRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let jar: Jar

    beforeAll(async () => {
      container = getContainer()
      await seedWith(container, ADMIN, STAFF)
    })

    beforeEach(async () => {
      await clearReadModel(container)
      jar = await signIn(api, ADMIN)
    })

    /** A shopper's Zelle order with an e-mail, placed; its number once its two messages (to the shopper, to staff) are in the outbox. */
    const orderWithEmails = async () => {
      const item = (await menuItems(api)).find((m) => Number(m.price) < 50)!
      const { id } = await placeShopperOrder(api, container, orderBody("zelle", [{ ...item, quantity: 1 }], { customerEmail: "sokha@example.com" }))
      const deadline = Date.now() + 30_000
      for (;;) {
        const res = await api.get(`/api/notifications?orderNumber=${id}`, withJar(jar))
        expectStatus(res)
        const messages = (res.data as OutboxPage).messages
        const kinds = messages.map((m) => m.kind)
        // (a message is listed "pending" from its row's creation until its provider answered)
        const done = messages.every((m) => m.state !== "pending")
        if (done && kinds.includes("order-received") && kinds.includes("staff-new-order")) return { number: id, page: res.data as OutboxPage }
        if (Date.now() > deadline) throw new Error(`the e-mails of order ${id} are not in the outbox: ${JSON.stringify(res.data)}`)
        await new Promise((r) => setTimeout(r, 200))
      }
    }

    it("lists an order's e-mails, shows one with its rendered message, and resends it as a new message", async () => {
      const { number, page } = await orderWithEmails()
      expect(page).toMatchObject({ count: 2, limit: 20, offset: 0, mode: "outbox" })
      const received = page.messages.find((m) => m.kind === "order-received")!
      expect(received).toMatchObject({
        to: "sokha@example.com",
        subject: `Order #${number} received – Cambodian Heritage Market`,
        orderNumber: number,
        language: "en",
        state: "outbox",
        attempts: 1,
        error: null,
        resendOf: null,
      })
      expect(page.messages.find((m) => m.kind === "staff-new-order")).toMatchObject({ to: "owner@shop.test", subject: `New order #${number}`, state: "outbox" })
      // The lists leave the bodies out.
      expect(received).not.toHaveProperty("html")

      // "#1042" is read as 1042; another order's number lists nothing of this one.
      const hashed = await api.get(`/api/notifications?orderNumber=%23${number}`, withJar(jar))
      expect((hashed.data as OutboxPage).count).toBe(page.count)
      const other = await api.get(`/api/notifications?orderNumber=999999`, withJar(jar))
      expect(other.data).toMatchObject({ messages: [], count: 0 })
      // "sent" includes the kept ones; nothing failed.
      expect((await api.get(`/api/notifications?orderNumber=${number}&status=sent`, withJar(jar))).data.count).toBe(page.count)
      expect((await api.get(`/api/notifications?orderNumber=${number}&status=failure`, withJar(jar))).data.count).toBe(0)

      const detail = await api.get(`/api/notifications/${received.id}`, withJar(jar))
      expectStatus(detail)
      expect(detail.data as OutboxMessageDetail).toMatchObject({ ...received })
      expect(detail.data.html).toContain(`#${number}`)
      expect(detail.data.text).toContain("Zelle")

      const resent = await api.post(`/api/notifications/${received.id}/resend`, {}, withJar(jar))
      expectStatus(resent, 201)
      const copy = resent.data.message as OutboxMessage
      expect(copy).toMatchObject({ kind: "order-received", to: "sokha@example.com", subject: received.subject, orderNumber: number, state: "outbox", resendOf: received.id })
      expect(copy.id).not.toBe(received.id)

      // Newest first: the copy heads the order's list, the original stays.
      const after = (await api.get(`/api/notifications?orderNumber=${number}`, withJar(jar))).data as OutboxPage
      expect(after.count).toBe(page.count + 1)
      expect(after.messages[0]).toMatchObject({ id: copy.id, resendOf: received.id })
      expect((await api.get(`/api/notifications/${copy.id}`, withJar(jar))).data.html).toBe(detail.data.html)

      // Resent twice: two copies (each resend has its own idempotency key).
      expectStatus(await api.post(`/api/notifications/${received.id}/resend`, {}, withJar(jar)), 201)
      expect((await api.get(`/api/notifications?orderNumber=${number}`, withJar(jar))).data.count).toBe(page.count + 2)

      // Paging: one per page, the total still counted.
      const second = (await api.get(`/api/notifications?orderNumber=${number}&limit=1&offset=1`, withJar(jar))).data as OutboxPage
      expect(second).toMatchObject({ count: page.count + 2, limit: 1, offset: 1 })
      expect(second.messages).toHaveLength(1)
    })

    it("answers the same through /admin/shop with Medusa's admin sign-in", async () => {
      const { number, page } = await orderWithEmails()
      const token = await bearer(api, ADMIN)
      const list = await api.get(`/admin/shop/notifications?orderNumber=${number}`, token)
      expectStatus(list)
      expect(list.data).toEqual(page)
      const id = page.messages[0].id
      const one = await api.get(`/admin/shop/notifications/${id}`, token)
      expectStatus(one)
      expect(one.data).toMatchObject({ id, html: expect.stringContaining(`#${number}`) })
      const resent = await api.post(`/admin/shop/notifications/${id}/resend`, {}, token)
      expectStatus(resent, 201)
      expect(resent.data.message).toMatchObject({ resendOf: id, state: "outbox" })
      expect((await api.get(`/admin/shop/notifications/nope`, token)).status).toBe(404)
      expect((await api.get(`/admin/shop/notifications?status=lost`, token)).status).toBe(400)
      expect((await api.get(`/admin/shop/notifications`, any)).status).toBe(401)
    })

    it("refuses anonymous callers (401), a resend elsewhere by staff (403), and cookie writes without the XSRF header", async () => {
      const res = await api.get("/api/notifications", any)
      expect(res.status).toBe(401)
      expect(res.data.code).toBe("auth.anonymous")
      expect((await api.get("/api/notifications/noti_x", any)).status).toBe(401)
      expect((await api.post("/api/notifications/noti_x/resend", {}, any)).status).toBe(401)
      const staff = await signIn(api, STAFF)
      // the staff role reads the outbox and resends to the same address, never to another one (issue 27 point 6)
      expect((await api.get("/api/notifications", withJar(staff))).status).toBe(200)
      const elsewhere = await api.post("/api/notifications/noti_x/resend", { to: "someone-else@example.com" }, withJar(staff))
      expect([elsewhere.status, elsewhere.data.code, elsewhere.data.error]).toEqual([403, "role.forbidden", "Your role (staff) may not resend e-mails to another address. Ask an admin."])
      expect((await api.post("/api/notifications/noti_x/resend", {}, withJar(staff))).status).toBe(404)
      expect((await api.post("/api/notifications/noti_x/resend", {}, withJar(jar, false))).status).toBe(403)
    })

    it("answers 404 notification.notFound for an unknown message and 400 for a bad query, never 500", async () => {
      for (const res of [await api.get("/api/notifications/noti_missing", withJar(jar)), await api.post("/api/notifications/noti_missing/resend", {}, withJar(jar))]) {
        expect(res.status).toBe(404)
        expect(res.data).toMatchObject({ error: "There is no such message in the outbox.", code: "notification.notFound" })
      }
      const bad = [
        ["status=lost", "notification.status"],
        ["orderNumber=abc", "notification.orderNumber"],
        ["orderNumber=1&orderNumber=2", "notification.orderNumber"],
      ]
      for (const [q, code] of bad) {
        const res = await api.get(`/api/notifications?${q}`, withJar(jar))
        expect([q, res.status, res.data.code]).toEqual([q, 400, code])
      }
      for (const q of ["limit=0", "limit=101", "offset=-1"]) {
        const res = await api.get(`/api/notifications?${q}`, withJar(jar))
        expect([q, res.status, res.data.error]).toEqual([q, 400, expect.stringMatching(/^(limit|offset) must be a whole number from \d+ to \d+\.$/)])
      }
    })

    it("a resend that fails to send is still recorded and answered 201, in state failure with the reason", async () => {
      // A message the outbox provider refuses (no subject, no body): recorded as failed.
      const notifications = container.resolve<INotificationModuleService>(Modules.NOTIFICATION)
      await notifications.createNotifications({ to: "dara@example.com", channel: "email", template: "order-received", data: { order_number: 7 } }).catch(() => undefined)
      const failed = (await api.get("/api/notifications?status=failure", withJar(jar))).data as OutboxPage
      const old = failed.messages.find((m) => m.to === "dara@example.com")!
      expect(old).toMatchObject({ state: "failure", orderNumber: 7 })

      const res = await api.post(`/api/notifications/${old.id}/resend`, {}, withJar(jar))
      expectStatus(res, 201)
      expect(res.data.message).toMatchObject({ state: "failure", resendOf: old.id, to: "dara@example.com", attempts: 1 })
      expect(res.data.message.error).toMatch(/needs a recipient, a subject and a text or HTML body/)
      const after = (await api.get("/api/notifications?status=failure", withJar(jar))).data as OutboxPage
      expect(after.messages.filter((m) => m.to === "dara@example.com")).toHaveLength(2)
    })
  },
})
