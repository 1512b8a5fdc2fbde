import { Modules } from "@medusajs/framework/utils"
import { CONTACT_INBOX_ERRORS, ORDER_NOTE_ERRORS } from "@shop/contract"
import { CONTACT_MODULE, type ContactModuleService } from "compat-api/modules/contact"
import { section } from "../helpers/runner"
import { ADMIN, any, bearer as bearerOf, expectStatus, menuItems, orderBody, placedOrderId, seededShop, type MenuItem } from "../helpers/shop"

jest.setTimeout(240_000)
// The offline shipping sandbox (sample labels with tracking numbers) for the label in the history.
delete process.env.SHIPPO_API_KEY
delete process.env.SHIPPO_API_URL

/**
 * Issue 27 points 7 and 8: the contact inbox in the shop's back office (list, handled, reply by
 * e-mail in the shopper's language through the outbox, staff's e-mail on arrival, the order a
 * message names) and an order's history with staff's internal notes.
 */
export const contactHistory = section("contact-history", {
  testSuite: ({ api, getContainer }) => {
    seededShop(getContainer, ADMIN)
    const admin = () => bearerOf(api, ADMIN)
    const contact = () => getContainer().resolve<ContactModuleService>(CONTACT_MODULE)
    const outbox = async (filters: Record<string, unknown>) =>
      (await getContainer().resolve(Modules.NOTIFICATION).listNotifications(filters as any, { select: ["id", "to", "template", "data", "status", "resource_id"] })) as any[]
    const eventually = async <T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 15_000): Promise<T> => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const v = await read()
        if (ok(v) || Date.now() > deadline) return v
        await new Promise((r) => setTimeout(r, 200))
      }
    }

    describe("contact messages", () => {
      it("a new message e-mails staff (STAFF_NOTIFY_EMAIL, in English, with the message and a link), through the outbox", async () => {
        const before = process.env.STAFF_NOTIFY_EMAIL
        process.env.STAFF_NOTIFY_EMAIL = "owner@example.com"
        try {
          const res = await api.post("/api/contact?lang=km", { name: "Srey Mom", email: "mom@example.com", phone: "5625550111", message: "តើការបញ្ជាទិញ #1042 របស់ខ្ញុំនៅឯណា?" }, any)
          expectStatus(res, 201)
          const [mail] = await eventually(() => outbox({ resource_id: res.data.id, template: "staff-contact-message" }), (rows) => rows.length > 0)
          expect(mail).toMatchObject({ to: "owner@example.com", status: "success" })
          expect(mail.data.subject).toBe("New message from Srey Mom")
          expect(mail.data.language).toBe("en")
          expect(mail.data.text).toContain("តើការបញ្ជាទិញ #1042 របស់ខ្ញុំនៅឯណា?")
          expect(mail.data.text).toContain(`/admin/messages?message=${res.data.id}`)
          // It is in the staff outbox like the other e-mails.
          const listed = (await api.get("/api/notifications?limit=50", await admin())).data.messages as any[]
          expect(listed.some((m) => m.id === mail.id && m.kind === "staff-contact-message")).toBe(true)
        } finally {
          if (before === undefined) delete process.env.STAFF_NOTIFY_EMAIL
          else process.env.STAFF_NOTIFY_EMAIL = before
        }
      })

      it("lists newest first with the open count, filters handled and searches; the toggle marks and unmarks", async () => {
        const a = await contact().createContactMessages({ name: "Dara Keo", email: "dara.keo@example.com", phone: "5625550112", message: "Do you sell num banh chok on weekends?", locale: "en" })
        const b = await contact().createContactMessages({ name: "Vanna Chea", email: null, phone: "5625550113", message: "My order 1042 arrived without the kroeung.", locale: "en" })
        const auth = await admin()
        const page = (await api.get("/api/contact-messages?limit=5", auth)).data
        expect(page.contact_messages[0].id).toBe(b.id)
        expect(page.contact_messages[1].id).toBe(a.id)
        const open = page.open
        expect(open).toBeGreaterThanOrEqual(2)

        const found = (await api.get("/api/contact-messages?search=KROEUNG", auth)).data
        expect(found.contact_messages.map((m: any) => m.id)).toEqual([b.id])
        expect((await api.get("/api/contact-messages?search=5625550112", auth)).data.contact_messages.map((m: any) => m.id)).toEqual([a.id])
        expect((await api.get("/api/contact-messages?search=100%25", auth)).data.count).toBe(0)

        const marked = await api.patch(`/api/contact-messages/${a.id}`, { handled: true }, auth)
        expectStatus(marked)
        expect(marked.data.contact_message).toMatchObject({ id: a.id, handled: true })
        expect(marked.data.contact_message.handled_at).toBeTruthy()
        const handled = (await api.get("/api/contact-messages?handled=true", auth)).data
        expect(handled.contact_messages.map((m: any) => m.id)).toContain(a.id)
        expect(handled.open).toBe(open - 1)
        expect((await api.get("/api/contact-messages?handled=false", auth)).data.contact_messages.map((m: any) => m.id)).not.toContain(a.id)
        const reopened = await api.patch(`/api/contact-messages/${a.id}`, { handled: false }, auth)
        expect(reopened.data.contact_message).toMatchObject({ handled: false, handled_at: null })

        expect((await api.patch(`/api/contact-messages/${a.id}`, { handled: "yes" }, { ...auth, ...any })).status).toBe(400)
        expect((await api.patch("/api/contact-messages/cmsg_nope", { handled: true }, { ...auth, ...any })).status).toBe(404)
        expect((await api.get("/api/contact-messages?handled=maybe", { ...auth, ...any })).status).toBe(400)
        expect((await api.get(`/api/contact-messages?search=${"x".repeat(5000)}`, { ...auth, ...any })).status).toBe(400)
        expect((await api.get("/api/contact-messages", any)).status).toBe(401)
      })

      it("a reply to a Khmer message goes out in Khmer through the outbox, and records who replied and when", async () => {
        const m = await contact().createContactMessages({ name: "Sokun Lim", email: "sokun@example.com", phone: "5625550114", message: "តើអ្នកមានលក់ប្រហុកទេ?", locale: "km" })
        const auth = await admin()
        const res = await api.post(`/api/contact-messages/${m.id}/reply`, { text: "បាទ យើងមានលក់ប្រហុក។ សូមអរគុណ!" }, auth)
        expectStatus(res)
        expect(res.data.email.outcome).toBe("sent")
        expect(res.data.contact_message).toMatchObject({ id: m.id, replied_by: ADMIN.username, reply_count: 1 })
        expect(res.data.contact_message.replied_at).toBeTruthy()

        const [mail] = await outbox({ resource_id: m.id, template: "contact-reply" })
        expect(mail).toMatchObject({ to: "sokun@example.com", status: "success" })
        expect(mail.data.language).toBe("km")
        expect(mail.data.subject).toBe("ឆ្លើយតប៖ សាររបស់អ្នកទៅកាន់ ផ្សារបេតិកភណ្ឌខ្មែរ")
        expect(mail.data.text).toContain("បាទ យើងមានលក់ប្រហុក។ សូមអរគុណ!")
        expect(mail.data.text).toContain("> តើអ្នកមានលក់ប្រហុកទេ?")
        expect(mail.data.html).toContain('lang="km"')

        // It can be resent from the outbox, like any e-mail.
        expectStatus(await api.post(`/api/notifications/${mail.id}/resend`, {}, auth), 201)

        // The same from Medusa's admin; a second reply counts.
        const again = await api.post(`/admin/shop/contact-messages/${m.id}/reply`, { text: "Second answer" }, auth)
        expectStatus(again)
        expect(again.data.contact_message.reply_count).toBe(2)
        // Two replies and the resent copy of the first.
        expect(await outbox({ resource_id: m.id, template: "contact-reply" })).toHaveLength(3)
      })

      it("a reply needs text and an address to go to; unknown messages are 404", async () => {
        const noEmail = await contact().createContactMessages({ name: "Bora Sok", email: null, phone: "5625550115", message: "Please call me about catering.", locale: "en" })
        const auth = { ...(await admin()), ...any }
        const empty = await api.post(`/api/contact-messages/${noEmail.id}/reply`, { text: "  " }, auth)
        expect(empty.status).toBe(400)
        expect(empty.data.message).toBe(CONTACT_INBOX_ERRORS.replyEmpty)
        const nowhere = await api.post(`/api/contact-messages/${noEmail.id}/reply`, { text: "We will call you." }, auth)
        expect(nowhere.status).toBe(400)
        expect(nowhere.data.message).toBe(CONTACT_INBOX_ERRORS.noEmail)
        expect((await contact().listContactMessages({ id: noEmail.id }))[0].reply_count).toBe(0)
        expect((await api.post("/api/contact-messages/cmsg_nope/reply", { text: "Hello" }, auth)).status).toBe(404)
      })
    })

    describe("order history and notes", () => {
      let menu: MenuItem[]
      beforeAll(async () => {
        menu = await menuItems(api)
      })

      it("tells the story place → verify (by whom) → label → ship → note, oldest first, the same under /admin/shop", async () => {
        const [item] = menu.filter((m) => Number(m.price) < 50)
        const placed = await api.post("/api/orders", orderBody("zelle", [{ ...item, quantity: 1 }]), any)
        expectStatus(placed, 201)
        const id = placed.data.id as number
        const orderId = await placedOrderId(getContainer(), id)
        const auth = await admin()
        const history = async () => (await api.get(`/api/orders/${id}/history`, auth)).data.events as any[]

        let events = await eventually(history, (e) => e.some((x) => x.kind === "email"))
        expect(events[0]).toMatchObject({ kind: "placed", details: { method: "zelle" } })
        expect(events.find((e) => e.kind === "email")).toMatchObject({ details: { template: "order-received", to: "sokha@example.com" } })

        expectStatus(await api.patch(`/api/orders/${id}/payment`, { paymentStatus: "paid" }, auth))
        expectStatus(await api.post("/api/shipping/create-label", { orderId: id, packageType: "medium_flat_rate_box" }, auth))
        expectStatus(await api.patch(`/api/orders/${id}`, { orderStatus: "shipped" }, auth))
        const note = await api.post(`/api/orders/${id}/notes`, { text: "  Shopper asked to leave it with the neighbour.  " }, auth)
        expectStatus(note, 201)
        expect(note.data).toMatchObject({ by: ADMIN.username, text: "Shopper asked to leave it with the neighbour." })

        events = await eventually(history, (e) => e.some((x) => x.kind === "email" && x.details.template === "order-shipped"))
        const kinds = events.map((e) => e.kind).filter((k) => k !== "email")
        expect(kinds).toEqual(["placed", "payment", "label", "shipped", "note"])
        expect(events.find((e) => e.kind === "payment")).toMatchObject({ by: ADMIN.username, details: { decision: "paid" } })
        expect(events.find((e) => e.kind === "label").details).toMatchObject({ sample: true })
        expect(events.find((e) => e.kind === "label").details.tracking).toBeTruthy()
        expect(events.find((e) => e.kind === "note")).toMatchObject({ by: ADMIN.username, text: "Shopper asked to leave it with the neighbour." })
        expect(events.filter((e) => e.kind === "email").map((e) => e.details.template)).toEqual(expect.arrayContaining(["order-received", "payment-confirmed", "order-shipped"]))
        const times = events.map((e) => e.at)
        expect([...times].sort()).toEqual(times)

        // Medusa's admin page: the same timeline, and a note from there.
        const viaAdmin = await api.post(`/admin/shop/orders/${orderId}/notes`, { text: "Checked from Medusa's admin" }, auth)
        expectStatus(viaAdmin, 201)
        const adminEvents = (await api.get(`/admin/shop/orders/${orderId}/history`, auth)).data.events as any[]
        expect(adminEvents.filter((e) => e.kind === "note").map((e) => e.text)).toEqual(["Shopper asked to leave it with the neighbour.", "Checked from Medusa's admin"])

        // Notes are staff's own: the shopper's status page does not carry them.
        const page = JSON.stringify((await api.get(`/api/order-status/${placed.data.statusToken}`, any)).data)
        expect(page).not.toContain("neighbour")
      })

      it("refuses an empty note, one of 2,001 characters and an unknown order", async () => {
        const [item] = menu.filter((m) => Number(m.price) < 50)
        const placed = await api.post("/api/orders", orderBody("venmo", [{ ...item, quantity: 1 }]), any)
        const id = placed.data.id as number
        const auth = { ...(await admin()), ...any }
        const empty = await api.post(`/api/orders/${id}/notes`, { text: "   " }, auth)
        expect(empty.status).toBe(400)
        expect(empty.data.message).toBe(ORDER_NOTE_ERRORS.empty)
        const long = await api.post(`/api/orders/${id}/notes`, { text: "x".repeat(2001) }, auth)
        expect(long.status).toBe(400)
        expect(long.data.message).toBe(ORDER_NOTE_ERRORS.tooLong)
        expectStatus(await api.post(`/api/orders/${id}/notes`, { text: "x".repeat(2000) }, auth), 201)
        expect((await api.get("/api/orders/999999/history", auth)).status).toBe(404)
        expect((await api.post("/api/orders/999999/notes", { text: "Hello" }, auth)).status).toBe(404)
        expect((await api.get("/admin/shop/orders/order_nope/history", auth)).status).toBe(404)
        expect((await api.get(`/api/orders/${id}/history`, any)).status).toBe(401)
        expect((await api.post(`/api/orders/${id}/notes`, { text: "Hello" }, any)).status).toBe(401)
      })
    })
  },
})
