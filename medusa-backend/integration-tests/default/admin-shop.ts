import { section } from "../helpers/runner"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ADMIN, any, bearer as bearerOf, clearReadModel, menuItems, orderBody, placeShopperOrder, seedWith, signIn, STAFF, withJar, type MenuItem } from "../helpers/shop"

/**
 * The shop's calls under Medusa's /admin prefix, used by the admin-extensions widgets and pages in
 * Medusa's dashboard (compat-api/src/api/admin/shop): the same server logic as the /api calls.
 */
jest.setTimeout(240_000)

export const adminShop = section("admin-shop", {
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let menu: (MenuItem & { isNew: boolean; cookTime: string | null; dietaryInfo: string | null })[]

    beforeAll(async () => {
      container = getContainer()
      await seedWith(container, ADMIN, STAFF)
    })

    beforeEach(async () => {
      await clearReadModel(container)
      menu = (await menuItems(api)) as typeof menu
    })

    /** A Medusa admin bearer token, as scripts use; the dashboard uses the session cookie (below). */
    const bearer = (who = ADMIN) => bearerOf(api, who)

    /**
     * The session cookie of a signed-in admin, as the browser sends it to Medusa's dashboard and API,
     * with the session's XSRF token that the shop's widgets send on /admin/shop writes (GET /admin/shop/xsrf).
     */
    const session = async (who = ADMIN) => {
      const cookie = withJar(await signIn(api, who), false)
      const { data } = await api.get("/admin/shop/xsrf", cookie)
      return { ...cookie, headers: { ...cookie.headers, ...(data?.token ? { "x-xsrf-token": data.token } : {}) } }
    }

    /** A shopper's order through POST /api/orders, once the placement worker has built it in Medusa. */
    const placeOrder = async (method = "zelle", orderNumber?: string) => {
      const [a] = menu.filter((m) => Number(m.price) < 50)
      const body = orderBody(method, [{ ...a, quantity: 1 }], { notes: "Ring twice", ...(orderNumber ? { orderNumber } : {}) })
      return placeShopperOrder(api, container, body)
    }

    /** Medusa's own view of the order (payment_status as its dashboard's payment section shows it), with its sessions. */
    const medusaOrder = async (orderId: string) => {
      const { data } = await api.get(`/admin/orders/${orderId}?fields=payment_status,status`, await bearer())
      const query = container.resolve(ContainerRegistrationKeys.QUERY)
      const { data: rows } = await query.graph({
        entity: "order",
        fields: ["payment_collections.payment_sessions.status"],
        filters: { id: orderId },
      })
      return { ...data.order, payment_collections: (rows[0] as any).payment_collections }
    }

    describe("the order list's layout", () => {
      it("shows 'Needs attention' above Medusa's order list for every admin, keeping what admins arranged there", async () => {
        // eslint-disable-next-line @typescript-eslint/no-var-requires
        const script = require("admin-extensions/migration-scripts/order-attention-above-order-list")
        expect(script.ORDER_ATTENTION_LAYOUT_ID).toBe("widget:cambodian-shop:order-attention") // the widget's defineWidgetConfig id
        const layout = async () => (await api.get("/admin/layouts/order.list/configuration", await session())).data
        expect((await layout()).default_configuration).toBeNull() // Medusa alone: widgets after the list

        await script.default({ container })
        const widgets = (await layout()).default_configuration.configuration.widgets
        // The dashboard orders a page's entries by this number; its own list has none (0).
        expect(widgets["widget:cambodian-shop:order-attention"].order).toBeLessThan(0)
        expect(widgets["core:OrderListTable"]).toBeUndefined()

        // An admin who then arranges the page as the shared default keeps it: the script only adds the widget once.
        const arranged = { widgets: { "core:OrderListTable": { order: -5 }, "widget:cambodian-shop:order-attention": { order: 3 } } }
        expect((await api.post("/admin/layouts/order.list/configuration", { is_default: true, configuration: arranged }, await session())).status).toBe(200)
        await script.default({ container })
        expect((await layout()).default_configuration.configuration).toEqual(arranged)
      })
    })

    describe("access", () => {
      /** Each call, its body, and what the staff role is refused (undefined: staff may, like an admin). */
      const calls: [string, string, unknown, string?][] = [
        ["get", "/admin/shop/order-queue", undefined],
        ["get", "/admin/shop/orders/order_x", undefined],
        ["post", "/admin/shop/orders/order_x/seen", {}],
        ["post", "/admin/shop/orders/order_x/payment", { paymentStatus: "paid" }],
        ["post", "/admin/shop/orders/order_x/status", { status: "processing" }],
        ["get", "/admin/shop/contact-messages", undefined],
        ["post", "/admin/shop/contact-messages/cmsg_x", { handled: true }],
        ["get", "/admin/shop/products/prod_x", undefined],
        ["post", "/admin/shop/products/prod_x", { isNew: true }],
        ["post", "/admin/shop/utilities/fix-database-ids", {}, "Your role (staff) may not run the utilities. Ask an admin."],
        ["get", "/admin/shop/products-backup", undefined, "Your role (staff) may not import or back up products. Ask an admin."],
      ]
      const send = (method: string, path: string, body: unknown, config: Record<string, unknown>) =>
        method === "get" ? api.get(path, config) : api.post(path, body ?? {}, config)

      it("answers 401 to anonymous callers (Medusa's admin sign-in), 403 naming the role to staff on admin-only calls, and serves staff the rest", async () => {
        const staff = await bearer(STAFF)
        const admin = await bearer()
        for (const [method, path, body, refused] of calls) {
          const anonymous = await send(method, path, body, any)
          expect([method, path, anonymous.status]).toEqual([method, path, 401])
          const asStaff = await send(method, path, body, staff)
          if (refused) expect([method, path, asStaff.status, asStaff.data.error, asStaff.data.code]).toEqual([method, path, 403, refused, "role.forbidden"])
          else expect([method, path, [401, 403].includes(asStaff.status), asStaff.status < 500]).toEqual([method, path, false, true])
          const allowed = await send(method, path, body, admin)
          expect([method, path, [401, 403].includes(allowed.status)]).toEqual([method, path, false])
        }
      })
    })

    describe("orders", () => {
      it("keeps the checkout's ORDER- number, the manual payment's memo, where staff match the money: the list and the order", async () => {
        const o = await placeOrder("cashapp", "ORDER-262405")
        const listed = (await api.get("/api/orders", await bearer())).data.find((x: any) => x.id === o.id)
        expect(listed.paymentReference).toBe("ORDER-262405")
        expect((await api.get(`/admin/shop/orders/${o.orderId}`, await session())).data.order.paymentReference).toBe("ORDER-262405")
      })

      it("shows a manual order's shop side, lists it as new and awaiting verification, marks it seen, and Verify Payment captures Medusa's payment", async () => {
        const o = await placeOrder("zelle")
        const admin = await session() // the dashboard's own cookie (and the widgets' XSRF token)

        const before = await api.get(`/admin/shop/orders/${o.orderId}`, admin)
        expect(before.status).toBe(200)
        expect(before.data.order).toMatchObject({
          id: o.id,
          medusaOrderId: o.orderId,
          paymentMethod: "zelle",
          paymentStatus: "pending",
          paymentConfirmed: true,
          status: "pending",
          seen: false,
          placement: "placed",
          notes: "Ring twice",
        })
        expect((await medusaOrder(o.orderId)).payment_status).not.toBe("captured")

        let queue = (await api.get("/admin/shop/order-queue", admin)).data
        expect(queue.unseen.orders.map((x: any) => x.id)).toContain(o.id)
        expect(queue.awaitingVerification.orders.map((x: any) => x.id)).toContain(o.id)
        expect(queue.unseen.count).toBeGreaterThanOrEqual(1)

        const seen = await api.post(`/admin/shop/orders/${o.orderId}/seen`, {}, admin)
        expect([seen.status, seen.data.order.seen]).toEqual([200, true])
        queue = (await api.get("/admin/shop/order-queue", admin)).data
        expect(queue.unseen.orders.map((x: any) => x.id)).not.toContain(o.id)

        const early = await api.post(`/admin/shop/orders/${o.orderId}/status`, { status: "completed" }, admin)
        expect([early.status, early.data.error]).toEqual([409, "An order can only be completed once its payment is verified (paid)."])

        const paid = await api.post(`/admin/shop/orders/${o.orderId}/payment`, { paymentStatus: "paid" }, admin)
        expect([paid.status, paid.data.order.paymentStatus]).toEqual([200, "paid"])
        const m = await medusaOrder(o.orderId)
        expect(m.payment_status).toBe("captured")
        expect(m.payment_collections[0].payment_sessions[0].status).toBe("authorized")
        // The back office sees the same order, verified.
        expect((await api.get("/api/orders", await bearer())).data.find((x: any) => x.id === o.id).paymentStatus).toBe("paid")
        queue = (await api.get("/admin/shop/order-queue", admin)).data
        expect(queue.awaitingVerification.orders.map((x: any) => x.id)).not.toContain(o.id)

        // Mark Pending after a capture undoes the verification as if the capture never happened (no refund); verified again: captured once.
        const undo = await api.post(`/admin/shop/orders/${o.orderId}/payment`, { paymentStatus: "pending" }, admin)
        expect([undo.status, undo.data.order.paymentStatus]).toEqual([200, "pending"])
        expect((await medusaOrder(o.orderId)).payment_status).not.toMatch(/refunded|captured/)
        expect((await api.post(`/admin/shop/orders/${o.orderId}/payment`, { paymentStatus: "paid" }, admin)).status).toBe(200)
        expect((await medusaOrder(o.orderId)).payment_status).toBe("captured")

        const done = await api.post(`/admin/shop/orders/${o.orderId}/status`, { status: "completed" }, admin)
        expect([done.status, done.data.order.status]).toEqual([200, "completed"])
        expect((await medusaOrder(o.orderId)).status).toBe("completed")
      })

      it("rejects a manual payment (Medusa's session in error), and answers null, 404 and 400 where it should", async () => {
        const o = await placeOrder("aba")
        const admin = await bearer()
        const rejected = await api.post(`/admin/shop/orders/${o.orderId}/payment`, { paymentStatus: "failed" }, admin)
        expect([rejected.status, rejected.data.order.paymentStatus]).toEqual([200, "failed"])
        expect((await medusaOrder(o.orderId)).payment_collections[0].payment_sessions[0].status).toBe("error")
        // Rejected is Medusa's own word too: the order's payment reads canceled, not awaiting.
        expect((await medusaOrder(o.orderId)).payment_status).toBe("canceled")
        expect(rejected.data.order.paymentState).toBe("rejected")
        const queue = (await api.get("/admin/shop/order-queue?limit=5", admin)).data
        expect(queue.awaitingVerification.orders.map((x: any) => x.id)).not.toContain(o.id)
        const pending = await api.post(`/admin/shop/orders/${o.orderId}/payment`, { paymentStatus: "pending" }, admin)
        expect(pending.data.order.paymentStatus).toBe("pending")
        expect((await medusaOrder(o.orderId)).payment_status).not.toBe("canceled")

        // An order that did not come through the shop: no shop panel, and no shop actions.
        const none = await api.get("/admin/shop/orders/order_01NOTASHOPORDER", admin)
        expect([none.status, none.data]).toEqual([200, { order: null }])
        const missing = await api.post("/admin/shop/orders/order_01NOTASHOPORDER/payment", { paymentStatus: "paid" }, admin)
        expect([missing.status, missing.data.error]).toEqual([404, "This order did not come through the shop's checkout."])

        const bad = await api.post(`/admin/shop/orders/${o.orderId}/payment`, { paymentStatus: "maybe" }, admin)
        expect(bad.status).toBe(400)
        expect(bad.data.error).toMatch(/paymentStatus must be one of/)
        expect((await api.get("/admin/shop/order-queue?limit=0", admin)).status).toBe(400)
      })
    })

    describe("contact messages", () => {
      it("lists the storefront's messages newest first and marks one handled (and open again)", async () => {
        const send = (name: string, lang = "en") =>
          api.post(`/api/contact?lang=${lang}`, { name, email: "", phone: "555-123-4567", message: `A question from ${name} about prahok.` })
        const first = await send("Sokha Chan")
        const second = await send("Dara Keo", "km")
        expect([first.status, second.status]).toEqual([201, 201])
        const admin = await session()

        const list = await api.get("/admin/shop/contact-messages", admin)
        expect(list.status).toBe(200)
        expect(list.data).toMatchObject({ count: 2, limit: 20, offset: 0, open: 2 })
        expect(list.data.contact_messages.map((m: any) => m.id)).toEqual([second.data.id, first.data.id])
        expect(list.data.contact_messages[0]).toEqual({
          id: second.data.id,
          name: "Dara Keo",
          email: null,
          phone: "555-123-4567",
          message: "A question from Dara Keo about prahok.",
          locale: "km",
          handled: false,
          handled_at: null,
          created_at: expect.any(String),
          replied_at: null,
          replied_by: null,
          reply_count: 0,
        })

        const handled = await api.post(`/admin/shop/contact-messages/${first.data.id}`, { handled: true }, admin)
        expect(handled.status).toBe(200)
        expect(handled.data.contact_message).toMatchObject({ id: first.data.id, handled: true, handled_at: expect.any(String) })
        const open = await api.get("/admin/shop/contact-messages?handled=false", admin)
        expect(open.data.contact_messages.map((m: any) => m.id)).toEqual([second.data.id])
        expect(open.data.open).toBe(1)
        const done = await api.get("/admin/shop/contact-messages?handled=true&limit=1", admin)
        expect(done.data.contact_messages.map((m: any) => m.id)).toEqual([first.data.id])

        const reopened = await api.post(`/admin/shop/contact-messages/${first.data.id}`, { handled: false }, admin)
        expect(reopened.data.contact_message).toMatchObject({ handled: false, handled_at: null })

        expect((await api.post("/admin/shop/contact-messages/cmsg_unknown", { handled: true }, admin)).status).toBe(404)
        const bad = await api.post(`/admin/shop/contact-messages/${first.data.id}`, { handled: "yes" }, admin)
        expect([bad.status, bad.data.error]).toEqual([400, "handled must be true or false."])
        expect((await api.get("/admin/shop/contact-messages?limit=500", admin)).status).toBe(400)
      })
    })

    describe("products", () => {
      it("updates a product's shop fields and Khmer texts in place; the storefront's menu shows them at once", async () => {
        const item = menu.find((m) => !m.isNew)!
        const admin = await session()
        const before = await api.get(`/admin/shop/products/${item.id}`, admin)
        expect(before.status).toBe(200)
        expect(before.data.product).toMatchObject({ id: item.id, name: item.name, isNew: false })

        const saved = await api.post(
          `/admin/shop/products/${item.id}`,
          { isNew: true, isPopular: true, cookTime: "250 g jar", dietaryInfo: "Contains fish", nameKm: "ម្ទេសកំពត", descriptionKm: "" },
          admin
        )
        expect(saved.status).toBe(200)
        expect(saved.data.product).toMatchObject({
          id: item.id,
          isNew: true,
          isPopular: true,
          cookTime: "250 g jar",
          dietaryInfo: "Contains fish",
          nameKm: "ម្ទេសកំពត",
          descriptionKm: null,
        })

        const shown = (await api.get("/api/menu-items")).data.find((m: any) => m.id === item.id)
        expect(shown).toMatchObject({ name: item.name, isNew: true, isPopular: true, cookTime: "250 g jar", dietaryInfo: "Contains fish" })
        const khmer = (await api.get("/api/menu-items?lang=km")).data.find((m: any) => m.id === item.id)
        expect(khmer.name).toBe("ម្ទេសកំពត")

        // Only the given fields change; an empty text clears; fields Medusa's own screens edit are not taken here.
        const cleared = await api.post(`/admin/shop/products/${item.id}`, { cookTime: "", name: "Renamed", price: 1 }, admin)
        expect(cleared.data.product).toMatchObject({ name: item.name, price: item.price, cookTime: null, isNew: true, nameKm: "ម្ទេសកំពត" })

        const tooLong = await api.post(`/admin/shop/products/${item.id}`, { cookTime: "x".repeat(201) }, admin)
        expect([tooLong.status, tooLong.data.error]).toEqual([400, "Weight/Size must be at most 200 characters."])
        expect((await api.get("/admin/shop/products/prod_unknown", admin)).status).toBe(404)
      })
    })

    describe("Medusa's own exports (its admin's Export buttons)", () => {
      /** The admin's notification feed (the bell) once `title`'s notification is there. */
      const feedNotice = async (title: string, since: number) => {
        for (let i = 0; ; i++) {
          const { data } = await api.get("/admin/notifications?limit=50&order=-created_at", await bearer())
          const found = (data.notifications as any[]).find((n) => n.channel === "feed" && n.data?.title === title && Date.parse(n.created_at) >= since)
          if (found) return found
          if (i > 150) throw new Error(`no "${title}" in the feed: ${JSON.stringify(data.notifications.map((n: any) => [n.channel, n.data?.title, n.data?.description]))}`)
          await new Promise((r) => setTimeout(r, 200))
        }
      }
      /** The file a feed notification links, as the admin's browser asks for it (the dashboard's session cookie). */
      const download = async (url: string, cookie?: object) => api.get(new URL(url, "http://localhost").pathname, cookie ?? withJar(await signIn(api, ADMIN), false))

      it("exports the orders to a CSV file linked from the admin's feed, downloadable by admins and staff", async () => {
        const placed = await placeOrder("zelle")
        const since = Date.now() - 1000
        const started = await api.post("/admin/orders/export", {}, await bearer())
        expect(started.status).toBe(202)
        const notice = await feedNotice("Order export", since)
        expect(notice.data).toMatchObject({ description: "Order export completed successfully!", file: { filename: expect.stringMatching(/order-exports\.csv$/), mimeType: "text/csv" } })
        expect(notice.data.file.url).toMatch(/\/admin\/shop\/exports\/private-\d+-\d+-order-exports\.csv$/)

        const file = await download(notice.data.file.url)
        expect(file.status).toBe(200)
        expect(file.headers["content-type"]).toMatch(/^text\/csv/)
        expect(file.headers["content-disposition"]).toMatch(/^attachment; filename="\d+-order-exports\.csv"$/)
        const csv = String(file.data)
        expect(csv.split("\n")[0]).toContain("Display_ID")
        expect(csv).toContain(placed.orderId)

        // Anonymous 401; the staff role may export orders (issue 27 point 6); nothing else by this route.
        expect((await download(notice.data.file.url, any)).status).toBe(401)
        expect((await download(notice.data.file.url, withJar(await signIn(api, STAFF), false))).status).toBe(200)
        expect((await download("/admin/shop/exports/private-1-2-missing-exports.csv")).status).toBe(404)
        expect((await download("/admin/shop/exports/private-1-label.pdf")).status).toBe(404)
      })

      it("imports products from a CSV file and says so in the feed (the admin's Import, uploaded as the dashboard does)", async () => {
        const admin = await bearer()
        const csv = [
          "Product Handle,Product Title,Product Status,Variant Title,Variant Price USD,Variant Manage Inventory,Variant Option 1 Name,Variant Option 1 Value",
          "kampot-sea-salt-import,Kampot Sea Salt (import),draft,Default,4.50,false,Size,One size",
        ].join("\n")
        const form = new FormData()
        form.append("files", new Blob([csv], { type: "text/csv" }), "salt.csv")
        const uploaded = await api.post("/admin/uploads", form, admin)
        expect(uploaded.status).toBe(200)
        const since = Date.now() - 1000
        const started = await api.post(
          "/admin/products/imports",
          { file_key: uploaded.data.files[0].id, originalname: "salt.csv", extension: "csv", size: csv.length, mime_type: "text/csv" },
          admin
        )
        expect([started.status, started.data.summary]).toEqual([202, { toCreate: 1, toUpdate: 0 }])
        expect((await api.post(`/admin/products/imports/${started.data.transaction_id}/confirm`, {}, admin)).status).toBe(202)
        const notice = await feedNotice("Product import", since)
        expect(notice.data.description).toBe("Product import of file salt.csv completed successfully!")
        const { data } = await api.get("/admin/products?handle=kampot-sea-salt-import&fields=title,status", admin)
        expect(data.products).toEqual([expect.objectContaining({ title: "Kampot Sea Salt (import)", status: "draft" })])
      })

      it("exports the products the same way", async () => {
        const since = Date.now() - 1000
        expect((await api.post("/admin/products/export", {}, await bearer())).status).toBe(202)
        const notice = await feedNotice("Product export", since)
        const file = await download(notice.data.file.url)
        expect(file.status).toBe(200)
        expect(String(file.data)).toContain(menu[0].name)
      })
    })

    describe("utilities", () => {
      it("runs the spec's utilities by name and serves the backup download", async () => {
        const admin = await bearer()
        const ids = await api.post("/admin/shop/utilities/fix-database-ids", {}, admin)
        expect(ids.status).toBe(200)
        expect(ids.data).toMatchObject({ success: true, repaired: expect.any(Number), problems: expect.any(Array), message: expect.any(String) })
        const dupes = await api.post("/admin/shop/utilities/remove-duplicates", {}, admin)
        expect(dupes.data).toMatchObject({ success: true, removed: 0, message: "No duplicate products found." })
        expect((await api.post("/admin/shop/utilities/drop-everything", {}, admin)).status).toBe(404)

        const backup = await api.get("/admin/shop/products-backup", admin)
        expect(backup.status).toBe(200)
        expect(backup.headers["content-disposition"]).toMatch(/^attachment; filename="products-backup-\d{4}-\d{2}-\d{2}\.json"$/)
        expect(backup.data).toMatchObject({ format: "cambodian-shop-products", count: backup.data.products.length })
        expect(backup.data.count).toBeGreaterThanOrEqual(menu.length)
      })
    })
  },
})
