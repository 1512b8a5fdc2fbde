import { section } from "../helpers/runner"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import type { IOrderModuleService, IPaymentModuleService } from "@medusajs/framework/types"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import restoreOrdersScript from "../../src/scripts/restore-orders"
import { bearer as bearerOf, expectStatus, menuItems, orderBody, placedOrderId, placeShopperOrder, seededShop, STAFF, type MenuItem } from "../helpers/shop"

jest.setTimeout(240_000)
// The offline shipping sandbox (sample labels with tracking numbers) for the order's story.
delete process.env.SHIPPO_API_KEY
delete process.env.SHIPPO_API_URL

const ADMIN = { username: "bopha", email: "bopha@example.com", password: "amok-trey-5" }

/**
 * The staff's multi-step writes are workflows whose steps undo themselves: here a step fails
 * after earlier ones succeeded, and nothing is left half done (the order desk, Medusa's payment
 * session, payment, collection and order are as before), and the same action then works.
 */
export const staffOrdersUndo = section("staff-orders-undo", {
  testSuite: ({ api, getContainer }) => {
    let menu: MenuItem[]

    const container = getContainer
    seededShop(getContainer, ADMIN, STAFF)

    beforeEach(async () => {
      menu = await menuItems(api)
    })

    afterEach(() => jest.restoreAllMocks())

    const desk = () => container().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
    const payments = () => container().resolve<IPaymentModuleService>(Modules.PAYMENT)
    const orders = () => container().resolve<IOrderModuleService>(Modules.ORDER)
    const bearer = () => bearerOf(api, ADMIN)

    const placeOrder = async (method = "zelle") => {
      const [a] = menu.filter((m) => Number(m.price) < 50)
      return placeShopperOrder(api, container(), orderBody(method, [{ ...a, quantity: 1 }]))
    }

    /** Everything a payment decision touches: the entry, Medusa's session, payments, collection and computed payment status. */
    const paymentState = async (o: { id: number; orderId: string }) => {
      const [entry] = await desk().listOrderDeskEntries({ order_display_id: o.id })
      const { data } = await container().resolve(ContainerRegistrationKeys.QUERY).graph({
        entity: "order",
        fields: [
          "payment_collections.status",
          "payment_collections.authorized_amount",
          "payment_collections.captured_amount",
          "payment_collections.payment_sessions.status",
          "payment_collections.payment_sessions.data",
          "payment_collections.payment_sessions.authorized_at",
          "payment_collections.payments.id",
        ],
        filters: { id: o.orderId },
      })
      const collection = (data[0] as any).payment_collections[0]
      const session = collection.payment_sessions[0]
      const viaAdmin = await api.get(`/admin/orders/${o.orderId}?fields=payment_status`, await bearer())
      return {
        entry: { payment_status: entry.payment_status, verified_by: entry.verified_by, verified_at: entry.verified_at, status: entry.status },
        session: { status: session.status, data: session.data, authorized_at: session.authorized_at },
        payments: collection.payments.length,
        collection: { status: collection.status, authorized: Number(collection.authorized_amount ?? 0), captured: Number(collection.captured_amount ?? 0) },
        medusaPaymentStatus: viaAdmin.data.order.payment_status,
      }
    }

    /** The Zelle provider instance Medusa's payment module calls (pp_zelle_manual). */
    const zelleProvider = () => (payments() as any).paymentProviderService_.retrieveProvider("pp_zelle_manual")

    describe("payment status", () => {
      it("a capture that keeps failing undoes the verification: entry, session, authorization and collection as before; verifying again works", async () => {
        const o = await placeOrder("zelle")
        const before = await paymentState(o)
        expect(before).toMatchObject({ entry: { payment_status: "pending", verified_by: null }, session: { status: "pending_authorization" }, payments: 0 })

        const capture = jest.spyOn(zelleProvider(), "capturePayment").mockRejectedValue(new Error("Zelle is unreachable"))
        const failed = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, await bearer())
        expect([failed.status, failed.data.error]).toEqual([500, "Something went wrong on our side. Please try again."])
        expect(capture).toHaveBeenCalledTimes(3) // the first try and the step's 2 retries
        expect(await paymentState(o)).toEqual(before)

        capture.mockRestore()
        const paid = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, await bearer())
        expect([paid.status, paid.data.paymentStatus]).toEqual([200, "paid"])
        expect(await paymentState(o)).toMatchObject({
          entry: { payment_status: "paid", verified_by: expect.stringMatching(/^user_/) },
          session: { status: "authorized", data: expect.objectContaining({ verified_by: expect.stringMatching(/^user_/) }) },
          payments: 1,
          medusaPaymentStatus: "captured",
        })
      })

      it("a capture that fails once is tried again (the step's retry config) and the payment is verified", async () => {
        const o = await placeOrder("zelle")
        const capture = jest.spyOn(zelleProvider(), "capturePayment").mockRejectedValueOnce(new Error("Zelle timed out"))
        const admin = await bearer()
        const paid = await api.post(`/admin/shop/orders/${o.orderId}/payment`, { paymentStatus: "paid" }, admin)
        expect([paid.status, paid.data.order.paymentStatus]).toEqual([200, "paid"])
        expect(capture).toHaveBeenCalledTimes(2)
        expect(await paymentState(o)).toMatchObject({ payments: 1, medusaPaymentStatus: "captured" })
      })

      it("when the order desk cannot be written, Medusa's authorization and the session's verification or rejection are undone", async () => {
        const o = await placeOrder("zelle")
        const before = await paymentState(o)
        const write = jest.spyOn(desk(), "updateOrderDeskEntries").mockRejectedValue(new Error("database went away"))

        const paid = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, await bearer())
        expect(paid.status).toBe(500)
        expect(await paymentState(o)).toEqual(before)

        const rejected = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "failed" }, await bearer())
        expect(rejected.status).toBe(500)
        expect(write).toHaveBeenCalledTimes(2)
        expect(await paymentState(o)).toEqual(before)
      })

      it("answers the whole order, and keeps the spec's 409 texts from inside the workflow", async () => {
        const o = await placeOrder("zelle")
        const admin = await bearer()
        const paid = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, admin)
        expect(paid.status).toBe(200)
        // The answer is the whole order, as the list shows it (items included).
        expect(paid.data).toEqual((await api.get("/api/orders", admin)).data.find((x: any) => x.id === o.id))
        expect(paid.data.orderItems).toHaveLength(1)
        const status = await api.patch(`/api/orders/${o.id}/status`, { status: "processing" }, admin)
        expect(status.data).toEqual((await api.get("/api/orders", admin)).data.find((x: any) => x.id === o.id))
        const bad = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "refunded" }, admin)
        expect([bad.status, bad.data.error]).toEqual([400, "paymentStatus must be one of: pending, paid, failed."])
        expect((await paymentState(o)).entry.payment_status).toBe("paid")
      })

      /** The order's Medusa payments (oldest first) with their captures and refunds, and the sessions' statuses. */
      const medusaPayments = async (orderId: string) => {
        const { data } = await container().resolve(ContainerRegistrationKeys.QUERY).graph({
          entity: "order",
          fields: [
            "payment_collections.payment_sessions.status",
            "payment_collections.payment_sessions.provider_id",
            "payment_collections.payment_sessions.created_at",
            "payment_collections.payments.created_at",
            "payment_collections.payments.captures.amount",
            "payment_collections.payments.refunds.amount",
          ],
          filters: { id: orderId },
        })
        const c = (data[0] as any).payment_collections[0]
        const byTime = (a: any, b: any) => new Date(a.created_at).getTime() - new Date(b.created_at).getTime()
        return {
          sessions: [...c.payment_sessions].sort(byTime).map((s: any) => [s.provider_id, s.status]),
          payments: [...c.payments].sort(byTime).map((p: any) => ({
            captured: p.captures.map((x: any) => Number(x.amount)),
            refunded: p.refunds.map((x: any) => Number(x.amount)),
          })),
        }
      }

      it("undoes a verified manual payment as if the capture never happened: no refund, no credit line; verifying again shows one captured payment", async () => {
        const o = await placeOrder("zelle")
        const admin = await bearer()
        const before = await medusaPayments(o.orderId)
        expect((await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, admin)).status).toBe(200)
        const amount = (await medusaPayments(o.orderId)).payments[0].captured[0]
        expect(amount).toBeGreaterThan(0)
        const refund = jest.spyOn(zelleProvider(), "refundPayment")

        const undo = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "pending" }, admin)
        expect([undo.status, undo.data.paymentStatus, undo.data.paymentState, undo.data.refundedAmount]).toEqual([200, "pending", "customer_says_paid", 0])
        expect(refund).not.toHaveBeenCalled()
        expect(await medusaPayments(o.orderId)).toEqual(before) // one session, pending again; no payment
        const undone = (await api.get(`/admin/orders/${o.orderId}?fields=payment_status,total,credit_lines.*,summary.*,transactions.*`, admin)).data.order
        expect(undone.payment_status).not.toMatch(/refunded|captured/)
        expect(undone.credit_lines).toEqual([])
        expect(Number(undone.summary.paid_total)).toBe(0)
        expect((await paymentState(o)).entry).toMatchObject({ payment_status: "pending", verified_by: null, verified_at: null })

        const again = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, admin)
        expect([again.status, again.data.paymentStatus, again.data.paymentState]).toEqual([200, "paid", "paid"])
        expect(await medusaPayments(o.orderId)).toEqual({ sessions: [["pp_zelle_manual", "authorized"]], payments: [{ captured: [amount], refunded: [] }] })
        expect((await paymentState(o)).entry).toMatchObject({ payment_status: "paid", verified_by: expect.stringMatching(/^user_/) })
        // Medusa's books agree: one captured payment, the order's total paid, no credit line, nothing owed either way.
        const books = (await api.get(`/admin/orders/${o.orderId}?fields=payment_status,total,credit_lines.*,summary.*`, admin)).data.order
        expect(books.payment_status).toBe("captured")
        expect(books.credit_lines).toEqual([])
        expect(Number(books.total)).toBeCloseTo(amount, 2)
        expect(Number(books.summary.pending_difference)).toBeCloseTo(0, 2)
      })

      it("rejects a manual payment verified by mistake: the capture is taken back, the session in error, no refund; a failing desk write puts the capture back", async () => {
        const o = await placeOrder("venmo")
        const admin = await bearer()
        expect((await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, admin)).status).toBe(200)
        const before = await medusaPayments(o.orderId)
        const captured = await paymentState(o)
        const write = jest.spyOn(desk(), "updateOrderDeskEntries").mockRejectedValueOnce(new Error("database went away"))
        const failed = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "failed" }, admin)
        expect(failed.status).toBe(500)
        expect(write).toHaveBeenCalled()
        expect(await medusaPayments(o.orderId)).toEqual(before) // the capture is back
        expect(await paymentState(o)).toEqual(captured)
        write.mockRestore()

        const rejected = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "failed" }, admin)
        expect([rejected.status, rejected.data.paymentStatus, rejected.data.paymentState]).toEqual([200, "failed", "rejected"])
        const after = await medusaPayments(o.orderId)
        expect(after).toEqual({ sessions: [["pp_venmo_manual", "error"]], payments: [] })
        const viaAdmin = await api.get(`/admin/orders/${o.orderId}?fields=payment_status`, admin)
        expect(viaAdmin.data.order.payment_status).not.toMatch(/refunded|captured/)
        expect((await paymentState(o)).entry).toMatchObject({ payment_status: "failed", verified_by: null })
      })
    })

    /**
     * One order's story as everyone tells it (issue 26): the shop's answer (GET /api/orders), Medusa's
     * order and payments (its admin API), the shopper's status page and the e-mails in the outbox
     * (kinds, oldest first). For helpers driving other stories (reject → cancel) too.
     */
    const orderStory = async (o: { id: number; orderId: string; statusToken: string }) => {
      const admin = await bearer()
      const shop = (await api.get("/api/orders", admin)).data.find((x: any) => x.id === o.id)
      const medusa = (
        await api.get(
          `/admin/orders/${o.orderId}?fields=status,payment_status,fulfillment_status,credit_lines.*,payment_collections.payments.captures.*,payment_collections.payments.refunds.*,fulfillments.shipped_at,fulfillments.labels.*`,
          admin
        )
      ).data.order
      const page = (await api.get(`/api/order-status/${o.statusToken}`)).data
      const outbox = (await api.get(`/api/notifications?orderNumber=${o.id}&limit=50`, admin)).data
      const emails = [...(outbox.messages ?? [])].reverse().map((m: any) => m.kind)
      const payments = medusa.payment_collections.flatMap((c: any) => c.payments)
      return {
        shop: { paymentStatus: shop.paymentStatus, paymentState: shop.paymentState, refundedAmount: shop.refundedAmount, shipmentState: shop.shipmentState, status: shop.status },
        medusa: {
          status: medusa.status,
          payment_status: medusa.payment_status,
          fulfillment_status: medusa.fulfillment_status,
          captures: payments.flatMap((p: any) => p.captures).length,
          refunds: payments.flatMap((p: any) => p.refunds).map((r: any) => Number(r.amount)),
          credit_lines: medusa.credit_lines.length,
        },
        page: { state: page.payment.state, story: page.payment.story, refunded: page.payment.refunded, corrected: !!page.payment.correctedAt, status: page.status },
        emails,
        payments,
      }
    }

    /** Waits until the story reads as `ready` says (e-mails and Medusa's subscribers follow the answer by a moment). */
    const storyWhen = async (o: { id: number; orderId: string; statusToken: string }, ready: (s: Awaited<ReturnType<typeof orderStory>>) => boolean, timeoutMs = 15_000) => {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const story = await orderStory(o)
        if (ready(story)) return story
        if (Date.now() > deadline) throw new Error(`the order's story did not read as expected: ${JSON.stringify({ ...story, payments: undefined })}`)
        await new Promise((r) => setTimeout(r, 200))
      }
    }

    /** A shop order (Zelle, the shopper said they paid), placed in Medusa, with its status token. */
    const placeStoryOrder = async (method = "zelle") => {
      const [a] = menu.filter((m) => Number(m.price) < 50)
      const res = await api.post("/api/orders", orderBody(method, [{ ...a, quantity: 1 }]), { validateStatus: () => true })
      expectStatus(res, 201)
      return { id: res.data.id as number, statusToken: res.data.statusToken as string, orderId: await placedOrderId(container(), res.data.id) }
    }

    describe("one order's story: verify → undo → verify → label → ship → refund", () => {
      it("the shop, Medusa's order and payment, the status page and the e-mails tell the same story at every step", async () => {
        const o = await placeStoryOrder()
        const admin = await bearer()
        const has = (kinds: string[], kind: string, n = 1) => kinds.filter((k) => k === kind).length === n

        let story = await storyWhen(o, (s) => has(s.emails, "order-received"))
        expect(story).toMatchObject({
          shop: { paymentStatus: "pending", paymentState: "customer_says_paid", refundedAmount: 0, shipmentState: "not_shipped" },
          medusa: { captures: 0, refunds: [], credit_lines: 0 },
          page: { state: "pending", story: "customer_says_paid", corrected: false },
        })
        expect(story.medusa.payment_status).not.toMatch(/captured|refunded/)

        // Verify: captured in Medusa, paid everywhere, "payment received".
        expectStatus(await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, admin))
        story = await storyWhen(o, (s) => has(s.emails, "payment-confirmed"))
        expect(story).toMatchObject({
          shop: { paymentStatus: "paid", paymentState: "paid" },
          medusa: { payment_status: "captured", captures: 1, refunds: [], credit_lines: 0 },
          page: { state: "paid", story: "paid", corrected: false },
        })

        // Undo: as if the capture never happened in Medusa (no refund, no credit line); the shopper is told.
        expectStatus(await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "pending" }, admin))
        story = await storyWhen(o, (s) => has(s.emails, "payment-undone"))
        expect(story).toMatchObject({
          shop: { paymentStatus: "pending", paymentState: "customer_says_paid", refundedAmount: 0 },
          medusa: { captures: 0, refunds: [], credit_lines: 0 },
          page: { state: "pending", story: "customer_says_paid", corrected: true },
        })
        expect(story.medusa.payment_status).not.toMatch(/captured|refunded/)

        // Verify again: one captured payment in Medusa, confirmed again to the shopper.
        expectStatus(await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "paid" }, admin))
        story = await storyWhen(o, (s) => has(s.emails, "payment-confirmed", 2))
        expect(story).toMatchObject({
          shop: { paymentStatus: "paid", paymentState: "paid" },
          medusa: { payment_status: "captured", captures: 1, refunds: [], credit_lines: 0 },
          page: { state: "paid", story: "paid", corrected: false },
        })
        expect(story.payments).toHaveLength(1)

        // Label: a fulfillment with the label in Medusa; label_bought in the shop.
        const label = await api.post("/api/shipping/create-label", { orderId: o.id, packageType: "medium_flat_rate_box" }, admin)
        expectStatus(label)
        story = await orderStory(o)
        expect(story.shop.shipmentState).toBe("label_bought")
        expect(story.medusa.fulfillment_status).not.toBe("not_fulfilled")

        // Ship: shipped in Medusa, in the shop, on the status page; "on its way" once.
        expectStatus(await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, admin))
        story = await storyWhen(o, (s) => has(s.emails, "order-shipped"))
        expect(story).toMatchObject({ shop: { shipmentState: "shipped" }, page: { status: "shipped" } })
        expect(story.medusa.fulfillment_status).toMatch(/shipped|delivered/)

        // Refund in Medusa's admin, in full: refunded everywhere, one refund e-mail, no more shipping.
        const paymentId = story.payments[0].id
        expectStatus(await api.post(`/admin/payments/${paymentId}/refund`, {}, admin))
        story = await storyWhen(o, (s) => s.shop.paymentState === "refunded" && has(s.emails, "payment-refunded"))
        const total = Number(story.payments[0].captures[0].amount)
        expect(story).toMatchObject({
          shop: { paymentStatus: "failed", paymentState: "refunded", refundedAmount: total, shipmentState: "shipped" },
          // (Medusa's refund keeps its own credit line: a real refund, unlike the undo above.)
          medusa: { payment_status: "refunded", captures: 1, refunds: [total] },
          page: { story: "refunded", refunded: total },
        })
        expect(story.emails.filter((k) => k === "payment-problem")).toEqual([])
        const again = await api.patch(`/api/orders/${o.id}`, { orderStatus: "shipped" }, admin)
        expect(again.status).toBe(409)
        expect(again.data.error).toContain("The payment for this order was refunded in full: it cannot be shipped.")
        const waiting = (await api.get(`/api/shipping/orders?list=pending&limit=100`, admin)).data
        expect(waiting.orders.map((x: any) => x.id)).not.toContain(o.id)
        await new Promise((r) => setTimeout(r, 1000))
        expect((await orderStory(o)).emails.filter((k) => k === "payment-refunded")).toHaveLength(1)
      })
    })

    describe("order status", () => {
      it("when Medusa cannot complete or cancel the order, the entry's status is put back", async () => {
        const admin = await bearer()
        const paidOrder = await placeOrder("zelle")
        expect((await api.patch(`/api/orders/${paidOrder.id}/payment`, { paymentStatus: "paid" }, admin)).status).toBe(200)
        jest.spyOn(orders(), "completeOrder").mockRejectedValue(new Error("order module is down"))
        const completed = await api.patch(`/api/orders/${paidOrder.id}/status`, { status: "completed" }, admin)
        expect(completed.status).toBe(500)
        expect((await desk().listOrderDeskEntries({ order_display_id: paidOrder.id }))[0].status).toBe("pending")
        expect((await orders().retrieveOrder(paidOrder.orderId)).status).not.toBe("completed")

        const unpaid = await placeOrder("venmo")
        jest.spyOn(orders(), "cancel").mockRejectedValue(new Error("the order is locked"))
        const cancelled = await api.patch(`/api/orders/${unpaid.id}/status`, { status: "cancelled", reason: "Duplicate order" }, admin)
        expect([cancelled.status, cancelled.data.error]).toEqual([409, "Medusa could not cancel this order: the order is locked"])
        expect((await desk().listOrderDeskEntries({ order_display_id: unpaid.id }))[0].status).toBe("pending")
        const notCancelled = await orders().retrieveOrder(unpaid.orderId, { select: ["status", "metadata"] })
        expect(notCancelled.status).not.toBe("canceled")
        expect(notCancelled.metadata?.cancel_reason).toBeUndefined() // the reason is taken back with the rest

        jest.restoreAllMocks()
        const done = await api.patch(`/api/orders/${paidOrder.id}/status`, { status: "completed" }, admin)
        expect([done.status, done.data.status]).toEqual([200, "completed"])
        expect((await orders().retrieveOrder(paidOrder.orderId)).status).toBe("completed")
      })
    })

    describe("cancel (issue 26 point 4)", () => {
      /** The shopper's e-mails of an order (the outbox: no SMTP here) of one kind, once `count` of them are there. */
      const mails = async (orderId: string, kind: string, count = 1) => {
        for (let i = 0; ; i++) {
          const rows = (await container().resolve(Modules.NOTIFICATION).listNotifications({ resource_id: orderId, template: kind } as any)) as any[]
          if (rows.length >= count || i > 100) return rows
          await new Promise((r) => setTimeout(r, 100))
        }
      }
      /** Medusa's order as its admin API answers it: status, payment status, metadata, payments with captures and refunds. */
      const medusaOrder = async (orderId: string) =>
        (
          await api.get(
            `/admin/orders/${orderId}?fields=status,payment_status,metadata,*payment_collections,*payment_collections.payments,*payment_collections.payments.captures,*payment_collections.payments.refunds,*fulfillments`,
            await bearer()
          )
        ).data.order
      const statusPage = async (token: string) => (await api.get(`/api/order-status/${token}`)).data
      const place = async (method = "zelle") => {
        const [a] = menu.filter((m) => Number(m.price) < 50)
        const res = await api.post("/api/orders", orderBody(method, [{ ...a, quantity: 1 }]))
        return { id: res.data.id as number, token: res.data.statusToken as string, orderId: await placedOrderId(container(), res.data.id) }
      }

      it("reject → cancel: the /api answer, Medusa's order and payment, the status page and the e-mails tell one story at each step", async () => {
        const admin = await bearer()
        const o = await place("zelle")
        expect((await mails(o.orderId, "order-received")).length).toBe(1)

        // Reject: the payment is refused, the order stays open (not cancelled) in the shop and in Medusa.
        const rejected = await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus: "failed" }, admin)
        expect(rejected.status).toBe(200)
        expect(rejected.data).toMatchObject({ paymentStatus: "failed", paymentState: "rejected", status: "pending" })
        let medusa = await medusaOrder(o.orderId)
        expect(medusa.status).toBe("pending")
        expect(medusa.payment_collections[0].payments.flatMap((p: any) => p.captures)).toEqual([])
        expect(await statusPage(o.token)).toMatchObject({ status: "pending", payment: { state: "failed" } })
        expect((await mails(o.orderId, "payment-problem")).map((m) => m.to)).toEqual(["sokha@example.com"])

        // Cancel with a reason: the shop says cancelled, Medusa's order is cancelled with the reason, nothing was captured so
        // nothing is refunded, the status page says cancelled, the shopper is told why.
        const cancelled = await api.post(`/api/orders/${o.id}/cancel`, { reason: "  We never received the Zelle payment.  " }, admin)
        expect(cancelled.status).toBe(200)
        expect(cancelled.data).toMatchObject({ id: o.id, status: "cancelled", paymentStatus: "failed" })
        expect((await api.get("/api/orders", admin)).data.find((x: any) => x.id === o.id)).toMatchObject({ status: "cancelled" })
        medusa = await medusaOrder(o.orderId)
        expect(medusa.status).toBe("canceled")
        expect(medusa.metadata).toMatchObject({ cancel_reason: "We never received the Zelle payment.", cancel_refund: 0, cancelled_by: expect.stringMatching(/^user_/) })
        expect(medusa.payment_collections[0].status).toBe("canceled")
        expect(medusa.payment_collections[0].payments.flatMap((p: any) => p.refunds)).toEqual([])
        expect(await statusPage(o.token)).toMatchObject({ status: "cancelled", payment: { state: "failed" } })
        const [mail] = await mails(o.orderId, "order-cancelled")
        expect(mail.to).toBe("sokha@example.com")
        expect(mail.data.subject).toBe(`Order #${o.id} was cancelled – Cambodian Heritage Market`)
        expect(mail.data.text).toContain("Reason: We never received the Zelle payment.")
        expect(mail.data.text).toContain("If you already sent a payment for it, reply to this e-mail")

        // Cancelling again is refused and changes nothing: no second e-mail.
        const again = await api.post(`/api/orders/${o.id}/cancel`, {}, admin)
        expect([again.status, again.data.error]).toEqual([409, "This order is already cancelled."])
        await new Promise((r) => setTimeout(r, 300))
        expect(await mails(o.orderId, "order-cancelled", 2)).toHaveLength(1)
        expect((await medusaOrder(o.orderId)).metadata.cancel_reason).toBe("We never received the Zelle payment.")
      })

      it("a verified manual payment: Medusa refunds what is still captured (after verify → undo → verify, once), the e-mail says what goes back; from Medusa's order page", async () => {
        const admin = await bearer()
        const o = await place("zelle")
        for (const paymentStatus of ["paid", "pending", "paid"]) {
          expect((await api.patch(`/api/orders/${o.id}/payment`, { paymentStatus }, admin)).status).toBe(200)
        }
        const total = (await api.get("/api/orders", admin)).data.find((x: any) => x.id === o.id).totalAmount
        const res = await api.post(`/admin/shop/orders/${o.orderId}/cancel`, { reason: "Out of amok paste" }, admin)
        expect([res.status, res.data.order.status]).toEqual([200, "cancelled"])
        const medusa = await medusaOrder(o.orderId)
        expect(medusa.status).toBe("canceled")
        const payments = medusa.payment_collections[0].payments
        const sum = (xs: any[]) => xs.reduce((s, x) => s + Number(x.amount), 0)
        // everything captured is refunded: nothing is left captured
        expect(sum(payments.flatMap((p: any) => p.refunds))).toBeCloseTo(sum(payments.flatMap((p: any) => p.captures)), 2)
        expect(medusa.metadata.cancel_refund).toBeCloseTo(total, 2)
        const [mail] = await mails(o.orderId, "order-cancelled")
        expect(mail.data.text).toContain(`We are sending $${Number(total).toFixed(2)} back to you with Zelle.`)
        expect(mail.data.text).toContain("Reason: Out of amok paste")
      })

      it("an unused fulfillment (a label bought, not shipped) is cancelled first; a shipped order is refused (409) and nothing changes", async () => {
        const admin = await bearer()
        const packed = await place("zelle")
        const { order } = (await api.get(`/admin/orders/${packed.orderId}?fields=*items`, admin)).data
        const items = order.items.map((i: any) => ({ id: i.id, quantity: i.quantity }))
        expect((await api.post(`/admin/orders/${packed.orderId}/fulfillments`, { items }, admin)).status).toBe(200)
        const cancelled = await api.patch(`/api/orders/${packed.id}/status`, { status: "cancelled" }, admin)
        expect([cancelled.status, cancelled.data.status]).toEqual([200, "cancelled"])
        const medusa = await medusaOrder(packed.orderId)
        expect(medusa.status).toBe("canceled")
        expect(medusa.fulfillments.map((f: any) => !!f.canceled_at)).toEqual([true])

        const shipped = await place("zelle")
        const ship = await api.patch(`/api/orders/${shipped.id}`, { orderStatus: "shipped", allowUnverifiedPayment: true }, admin)
        expect(ship.status).toBe(200)
        const before = await medusaOrder(shipped.orderId)
        const refused = await api.post(`/api/orders/${shipped.id}/cancel`, { reason: "too late" }, admin)
        expect([refused.status, refused.data.error]).toEqual([409, "A shipped order cannot be cancelled."])
        expect((await desk().listOrderDeskEntries({ order_display_id: shipped.id }))[0].status).not.toBe("cancelled")
        expect(await medusaOrder(shipped.orderId)).toEqual(before)
        const viaStatus = await api.patch(`/api/orders/${shipped.id}/status`, { status: "cancelled" }, admin)
        expect(viaStatus.status).toBe(409)

        // bad input: 400 in the /api shape, nothing changes; not staff's to do: 403
        const bad = await api.post(`/api/orders/${shipped.id}/cancel`, { reason: "x".repeat(501) }, admin)
        expect([bad.status, bad.data.error]).toEqual([400, "reason must be text of at most 500 characters."])
        expect((await api.post(`/api/orders/${shipped.id}/cancel`, {}, await bearerOf(api, STAFF))).status).toBe(403)
        expect((await api.post("/api/orders/99999999/cancel", {}, admin)).status).toBe(404)
        expect(await medusaOrder(shipped.orderId)).toEqual(before)
        expect(await mails(shipped.orderId, "order-cancelled", 0)).toHaveLength(0)
      })
    })

    describe("archive and restore", () => {
      const listed = async () => (await api.get("/api/orders", await bearer())).data.map((o: any) => o.id)
      const liveMedusaOrders = async (ids: string[]) => (await orders().listOrders({ id: ids }, { select: ["id"] })).length

      it("when Medusa's orders cannot be archived the entries stay listed; when they cannot be restored the entries stay archived", async () => {
        const placed = [await placeOrder(), await placeOrder()]
        const orderIds = placed.map((o) => o.orderId)
        const admin = await bearer()

        const softDelete = jest.spyOn(orders(), "softDeleteOrders").mockRejectedValue(new Error("order module is down"))
        const cleared = await api.delete("/api/orders/clear-all", admin)
        expect(cleared.status).toBe(500)
        expect(await listed()).toEqual(expect.arrayContaining(placed.map((o) => o.id)))
        expect(await liveMedusaOrders(orderIds)).toBe(2)
        softDelete.mockRestore()

        const archived = await api.delete("/api/orders/clear-all", admin)
        expect([archived.status, archived.data.deletedCount]).toEqual([200, expect.any(Number)])
        expect(await listed()).toEqual([])
        expect(await liveMedusaOrders(orderIds)).toBe(0)

        jest.spyOn(orders(), "restoreOrders").mockRejectedValue(new Error("order module is down"))
        const restoreFailed = await api.post("/api/orders/restore", { ids: placed.map((o) => o.id) }, admin)
        expect(restoreFailed.status).toBe(500)
        expect(await listed()).toEqual([])
        expect(await liveMedusaOrders(orderIds)).toBe(0)
        jest.restoreAllMocks()

        // `npm run orders:restore -- <number>` runs the same workflow.
        await restoreOrdersScript({ container: container(), args: [String(placed[0].id)] } as any)
        expect(await listed()).toContain(placed[0].id)
        expect(await listed()).not.toContain(placed[1].id)
        const restored = await api.post("/api/orders/restore", { ids: placed.map((o) => o.id) }, admin)
        expect([restored.status, restored.data.restoredCount]).toEqual([200, 1])
        expect(await listed()).toEqual(expect.arrayContaining(placed.map((o) => o.id)))
        expect(await liveMedusaOrders(orderIds)).toBe(2)
      })

      it("the Archived lists: archived orders are listed there (paged, searchable), not in the orders list; Restore brings one back; admins only", async () => {
        const placed = [await placeOrder(), await placeOrder()]
        const [older, newer] = placed.map((o) => o.id)
        const admin = await bearer()
        expect((await api.delete("/api/orders/clear-all", admin)).status).toBe(200)

        const archived = await api.get("/api/orders/archived", admin)
        expect(archived.status).toBe(200)
        expect(archived.data.slice(0, 2).map((o: any) => o.id)).toEqual([newer, older])
        expect(archived.data[0]).toMatchObject({ id: newer, medusaOrderId: placed[1].orderId, archivedAt: expect.any(String) })
        expect(Number(archived.headers["x-total-count"])).toBe(archived.data.length)
        expect((await api.get(`/api/orders/archived?q=%23${older}`, admin)).data.map((o: any) => o.id)).toEqual([older])
        expect((await api.get(`/api/orders/archived?q=${older}`, admin)).data.map((o: any) => o.id)).toContain(older)
        expect((await api.get(`/api/orders/archived?q=${encodeURIComponent(archived.data[0].customerName)}`, admin)).data.map((o: any) => o.id)).toContain(newer)
        const second = await api.get("/api/orders/archived?limit=1&offset=1", admin)
        expect([second.data.map((o: any) => o.id), second.headers["x-total-count"]]).toEqual([[archived.data[1].id], String(archived.data.length)])
        const inAdmin = await api.get(`/admin/shop/archived-orders?q=%23${newer}`, admin)
        expect([inAdmin.status, inAdmin.data.count, inAdmin.data.orders.map((o: any) => o.id)]).toEqual([200, 1, [newer]])
        expect(await listed()).toEqual([])

        // bad input: 400 in the legacy shape, nothing changes
        const bad = await api.get("/api/orders/archived?limit=0", admin)
        expect([bad.status, bad.data.error]).toEqual([400, "limit must be a whole number from 1 to 200."])
        expect((await api.get(`/admin/shop/archived-orders?q=${"x".repeat(101)}`, admin)).status).toBe(400)

        // not admins: 403, and the order stays archived
        const staff = await bearerOf(api, STAFF)
        expect((await api.get("/api/orders/archived", staff)).status).toBe(403)
        expect((await api.post(`/api/orders/${older}/restore`, {}, staff)).status).toBe(403)
        expect((await api.get("/admin/shop/archived-orders", staff)).status).toBe(403)
        expect((await api.post(`/admin/shop/archived-orders/${older}/restore`, {}, staff)).status).toBe(403)
        expect(await listed()).toEqual([])

        const restored = await api.post(`/api/orders/${older}/restore`, {}, admin)
        expect([restored.status, restored.data.order.id]).toEqual([200, older])
        expect(await listed()).toEqual([older])
        expect((await api.get("/api/orders/archived", admin)).data.map((o: any) => o.id)).not.toContain(older)
        expect(await liveMedusaOrders([placed[0].orderId])).toBe(1)
        const again = await api.post(`/api/orders/${older}/restore`, {}, admin)
        expect([again.status, again.data.error]).toEqual([404, "There is no archived order with this number."])
        expect((await api.post("/api/orders/abc/restore", {}, admin)).status).toBe(404)

        // Medusa's admin page restores the same way
        const fromAdmin = await api.post(`/admin/shop/archived-orders/${newer}/restore`, {}, admin)
        expect([fromAdmin.status, fromAdmin.data.order.id]).toEqual([200, newer])
        expect(await listed()).toEqual([newer, older])
        expect(await liveMedusaOrders(placed.map((o) => o.orderId))).toBe(2)
      })

      it("Archive one order from either back office, and Medusa's own archive, agree: the order leaves both lists for Archived; Restore brings it back as it was", async () => {
        const admin = await bearer()
        const [one, two, three] = [await placeOrder(), await placeOrder(), await placeOrder()]
        const archivedIds = async () => (await api.get("/api/orders/archived", admin)).data.map((o: any) => o.id)

        // the shop's back office
        const res = await api.post(`/api/orders/${one.id}/archive`, {}, admin)
        expect([res.status, res.data.order]).toEqual([200, expect.objectContaining({ id: one.id, archivedAt: expect.any(String) })])
        expect(await listed()).not.toContain(one.id)
        expect(await listed()).toEqual(expect.arrayContaining([two.id, three.id]))
        expect(await archivedIds()).toContain(one.id)
        expect(await liveMedusaOrders([one.orderId])).toBe(0)
        expect((await api.get(`/admin/orders/${one.orderId}`, admin)).status).toBe(404)
        const twice = await api.post(`/api/orders/${one.id}/archive`, {}, admin)
        expect([twice.status, twice.data.error]).toEqual([404, "There is no order with this number in the lists (it may be archived already)."])
        expect((await api.post(`/api/orders/${two.id}/archive`, {}, await bearerOf(api, STAFF))).status).toBe(403)

        // Medusa's order page (our panel)
        const fromAdmin = await api.post(`/admin/shop/orders/${two.orderId}/archive`, {}, admin)
        expect([fromAdmin.status, fromAdmin.data.order.id]).toEqual([200, two.id])
        expect(await archivedIds()).toEqual(expect.arrayContaining([one.id, two.id]))

        // Medusa's own archive (a cancelled order: Medusa archives only completed or cancelled ones)
        expect((await api.post(`/api/orders/${three.id}/cancel`, {}, admin)).status).toBe(200)
        expect((await api.post(`/admin/orders/${three.orderId}/archive`, {}, admin)).status).toBe(200)
        for (let i = 0; (await listed()).includes(three.id) && i < 100; i++) await new Promise((r) => setTimeout(r, 100))
        expect(await listed()).not.toContain(three.id)
        expect(await archivedIds()).toContain(three.id)
        expect(await liveMedusaOrders([three.orderId])).toBe(0)

        // Restore: back in both lists, Medusa's order with its status from before Medusa's archive
        for (const o of [one, two, three]) expect((await api.post(`/api/orders/${o.id}/restore`, {}, admin)).status).toBe(200)
        expect(await listed()).toEqual(expect.arrayContaining([one.id, two.id, three.id]))
        expect((await orders().retrieveOrder(three.orderId)).status).toBe("canceled")
        expect((await orders().retrieveOrder(one.orderId)).status).toBe("pending")
        expect((await api.get(`/admin/orders/${one.orderId}`, admin)).status).toBe(200)
      })
    })
  },
})
