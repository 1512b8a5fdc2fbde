import { shopIntegrationRunner } from "../helpers/runner"
import { Modules } from "@medusajs/framework/utils"
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { SMTPServer } from "smtp-server"
import { simpleParser, type ParsedMail } from "mailparser"
import { seedShop } from "../../src/scripts/seed-shop"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import { sendOrderEmailsWorkflow } from "compat-api/workflows"
import { ensureAdminUser } from "../../src/scripts/admin-user"
import { ADMIN, bearer, expectStatus } from "../helpers/shop"
import { retryDueEmails } from "compat-api/notifications/delivery"
import { deliveryOf, outboxMessageOf, OUTBOX_NOTIFICATION_FIELDS } from "compat-api/notifications/outbox"

jest.setTimeout(240_000)

// A real SMTP server the shop sends through (SMTP_URL), collecting what arrives. `smtpMode` makes it
// refuse each message with 451 (a busy or greylisting server), or be down: it takes 5 s to refuse
// every connection with 421, long enough that a checkout waiting for mail would show it.
const SMTP_PORT = 21_000 + (process.pid % 20_000)
const inbox: ParsedMail[] = []
let smtpMode: "accept" | "refuse" | "down" = "accept"
const smtpError = (message: string, responseCode: number) => Object.assign(new Error(message), { responseCode })
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onConnect(_session, callback) {
    if (smtpMode !== "down") return callback()
    setTimeout(() => callback(smtpError("Service not available, try again later", 421)), 5_000)
  },
  onData(stream, _session, done) {
    if (smtpMode === "refuse") {
      stream.on("end", () => done(smtpError("Mailbox busy, try again later", 451)))
      stream.resume()
      return
    }
    simpleParser(stream, { keepCidLinks: true }).then((mail) => inbox.push(mail)).then(() => done(), done)
  },
})
const listening = new Promise<void>((resolve) => smtp.listen(SMTP_PORT, "127.0.0.1", resolve))
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())))

const STAFF = "owner@shop.test, helper@shop.test"
// Read by medusa-config.ts when the runner loads it.
Object.assign(process.env, {
  SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
  MAIL_FROM: "Cambodian Heritage Market <orders@shop.test>",
  STAFF_NOTIFY_EMAIL: STAFF,
  STOREFRONT_URL: "https://shop.test",
})
// The offline shipping sandbox: sample labels with tracking numbers.
delete process.env.SHIPPO_API_KEY
delete process.env.SHIPPO_API_URL
const to = (m: ParsedMail) => [m.to].flat().map((a) => a?.text ?? "").join(", ")
const sentTo = (address: string) => inbox.filter((m) => to(m).includes(address))

shopIntegrationRunner({
  testSuite: ({ api, getContainer }) => {
    let container: MedusaContainer
    let menu: { id: string; name: string; price: number }[]

    beforeAll(async () => {
      await listening
      container = getContainer()
      await seedShop(container)
      await ensureAdminUser(container, ADMIN)
      await container.resolve<ICacheService>(Modules.CACHE).invalidate("compat-api:*")
      menu = (await api.get("/api/menu-items")).data
    })

    beforeEach(() => {
      inbox.length = 0
    })
    afterEach(() => {
      smtpMode = "accept"
    })

    let seq = 1_800_000_000_000
    const order = async (extra: Record<string, unknown>) => {
      const item = menu.find((m) => Number(m.price) < 50)!
      const subtotal = Number(item.price) * 2
      const posted = Date.now()
      const res = await api.post("/api/orders", {
        customerName: "Sokha Chan",
        customerEmail: "sokha@example.com",
        customerPhone: "555-123-4567",
        deliveryAddress: "1200 E Anaheim St, Long Beach, CA, 90813",
        firstName: "Sokha",
        lastName: "Chan",
        address: "1200 E Anaheim St",
        city: "Long Beach",
        state: "CA",
        zip: "90813",
        totalAmount: (subtotal + 10).toFixed(2),
        paymentMethod: "zelle",
        paymentSessionId: `manual_zelle_${seq++}`,
        orderItems: [{ id: item.id, quantity: 2 }],
        paymentConfirmed: true,
        orderNumber: "ORDER-424242",
        ...extra,
      })
      const answeredMs = Date.now() - posted
      expect(res.status).toBe(201)
      const number = res.data.id as number
      const deadline = Date.now() + 60_000
      for (;;) {
        const [entry] = await container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE).listOrderDeskEntries({ order_display_id: number })
        if (entry?.placement === "placed") return { number, orderId: entry.order_id as string, item, total: subtotal + 10, statusToken: res.data.statusToken as string, answeredMs }
        if (Date.now() > deadline) throw new Error(`order ${number} not placed`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }

    const arrival = async (match: (m: ParsedMail) => boolean, timeoutMs = 30_000) => {
      const deadline = Date.now() + timeoutMs
      while (!inbox.some(match)) {
        if (Date.now() > deadline) throw new Error(`no such e-mail; inbox: ${inbox.map((m) => m.subject).join(" | ")}`)
        await new Promise((r) => setTimeout(r, 100))
      }
      // anything sent twice would arrive right behind the first
      await new Promise((r) => setTimeout(r, 500))
      return inbox.filter(match)
    }

    it("an English order: the shopper gets 'order received' once, staff 'New order #N' once; running it again sends nothing new", async () => {
      const { number, orderId, item, total, statusToken } = await order({ locale: "en" })
      const mails = await arrival((m) => m.subject === `Order #${number} received – Cambodian Heritage Market`)
      expect(mails).toHaveLength(1)
      const [mail] = mails
      expect(to(mail)).toBe("sokha@example.com")
      expect(mail.from?.value[0]).toMatchObject({ name: "Cambodian Heritage Market", address: "orders@shop.test" })
      expect(mail.text).toContain(`2 × ${item.name}`)
      expect(mail.text).toContain(`Total: $${total.toFixed(2)}`)
      expect(mail.text).toContain("Delivery fee: $10.00")
      expect(mail.text).toContain("1200 E Anaheim St")
      expect(mail.text).toMatch(/Please send \$[\d.]+ with Zelle to \S+, with the memo ORDER-424242\./)
      // the shopper's order-status page, linked from the mail
      expect(mail.text).toContain(`Follow your order: https://shop.test/orders/${statusToken}`)
      expect(mail.html).toContain(`href="https://shop.test/orders/${statusToken}"`)
      expect(mail.html).toContain(`#${number}`)

      const staff = await arrival((m) => m.subject === `New order #${number}`)
      expect(staff).toHaveLength(1)
      expect(to(staff[0])).toContain("owner@shop.test")
      expect(to(staff[0])).toContain("helper@shop.test")
      expect(staff[0].text).toContain(`https://shop.test/admin?order=${number}`)

      const before = inbox.length
      await sendOrderEmailsWorkflow(container).run({ input: { order_id: orderId } })
      await new Promise((r) => setTimeout(r, 1000))
      expect(inbox.length).toBe(before)
    })

    it("a Khmer order: the e-mail is in Khmer", async () => {
      const { number, orderId, total } = await order({ locale: "km", paymentSessionId: `manual_zelle_${seq++}` })
      const [medusaOrder] = await container.resolve(Modules.ORDER).listOrders({ id: orderId })
      expect(medusaOrder.locale).toBe("km-KH")
      const mails = await arrival((m) => m.subject === `បានទទួលការបញ្ជាទិញ #${number} – ផ្សារបេតិកភណ្ឌខ្មែរ`)
      expect(mails).toHaveLength(1)
      expect(mails[0].text).toContain(`សរុប: $${total.toFixed(2)}`)
      expect(mails[0].text).toContain("សូមអរគុណសម្រាប់ការបញ្ជាទិញរបស់អ្នក")
      expect(mails[0].html).toContain("Noto Sans Khmer")
    })

    describe("after checkout: what staff do reaches the shopper, in the order's language, once", () => {
      const staff = () => bearer(api)
      const subjectOf = (m: ParsedMail) => String(m.subject)

      it("Khmer: verify → 'payment received'; undo → a short correction; verify again → 'payment received' again; a label → nothing (not shipped yet); Ship → 'on its way' with the label's tracking link, once", async () => {
        const { number, total, statusToken } = await order({ locale: "km" })
        await arrival((m) => subjectOf(m).startsWith(`បានទទួលការបញ្ជាទិញ #${number}`))

        expectStatus(await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "paid" }, await staff()))
        const [paid, ...more] = await arrival((m) => subjectOf(m) === `បានទទួលការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញ #${number} – ផ្សារបេតិកភណ្ឌខ្មែរ`)
        expect(more).toHaveLength(0)
        expect(to(paid)).toBe("sokha@example.com")
        expect(paid.text).toContain(`យើងបានទទួលការបង់ប្រាក់ $${total.toFixed(2)} តាម Zelle សម្រាប់ការបញ្ជាទិញ #${number} ហើយ។`)
        expect(paid.text).toContain(`https://shop.test/orders/${statusToken}`)

        // Undone (verified by mistake): the shopper is told, in Khmer, that the payment is being checked again.
        expectStatus(await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "pending" }, await staff()))
        const [corrected, ...twice] = await arrival((m) => subjectOf(m) === `ការកែតម្រូវ៖ យើងកំពុងពិនិត្យការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញ #${number} នៅឡើយ – ផ្សារបេតិកភណ្ឌខ្មែរ`)
        expect(twice).toHaveLength(0)
        expect(corrected.text).toContain(`នោះជាកំហុសរបស់យើង`)
        expect(corrected.text).toContain(`https://shop.test/orders/${statusToken}`)
        const page = (await api.get(`/api/order-status/${statusToken}`)).data
        expect(page.payment).toMatchObject({ state: "pending", story: "customer_says_paid", correctedAt: expect.any(String) })
        // Verified again: confirmed again (the earlier confirmation was corrected), once.
        expectStatus(await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "paid" }, await staff()))
        await new Promise((r) => setTimeout(r, 1500))
        expect(inbox.filter((m) => subjectOf(m).includes(`#${number}`) && subjectOf(m).startsWith("បានទទួលការបង់ប្រាក់"))).toHaveLength(2)
        expect((await api.get(`/api/order-status/${statusToken}`)).data.payment).toMatchObject({ state: "paid", story: "paid", correctedAt: null })

        const label = await api.post("/api/shipping/create-label", { orderId: number, packageType: "medium_flat_rate_box" }, await staff())
        expectStatus(label)
        // A label bought is not a parcel on its way (issue 26 point 8).
        await new Promise((r) => setTimeout(r, 1500))
        expect(inbox.filter((m) => subjectOf(m).startsWith(`ការបញ្ជាទិញ #${number} កំពុងធ្វើដំណើរ`))).toHaveLength(0)

        expectStatus(await api.patch(`/api/orders/${number}`, { orderStatus: "shipped" }, await staff()))
        const [shipped] = await arrival((m) => subjectOf(m) === `ការបញ្ជាទិញ #${number} កំពុងធ្វើដំណើរមករកអ្នក – ផ្សារបេតិកភណ្ឌខ្មែរ`)
        expect(shipped.text).toContain(`លេខតាមដាន: ${label.data.trackingNumber}`)
        expect(shipped.text).toContain("ក្រុមហ៊ុនដឹកជញ្ជូន: USPS")
        expect(shipped.html).toContain(`href="${label.data.trackingUrl}"`)

        // Ship pressed again (or Medusa's shipment event): still one "on its way".
        await api.patch(`/api/orders/${number}`, { orderStatus: "shipped" }, await staff())
        await new Promise((r) => setTimeout(r, 1500))
        expect(inbox.filter((m) => subjectOf(m).startsWith(`ការបញ្ជាទិញ #${number} កំពុងធ្វើដំណើរ`))).toHaveLength(1)
      })

      it("English: reject → 'a problem with the payment' with what to do; cancel → 'cancelled'", async () => {
        const { number, total } = await order({ locale: "en" })
        expectStatus(await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "failed" }, await staff()))
        const [problem, ...more] = await arrival((m) => subjectOf(m) === `A problem with the payment for order #${number} – Cambodian Heritage Market`)
        expect(more).toHaveLength(0)
        expect(problem.text).toContain(`We could not confirm your Zelle payment of $${total.toFixed(2)} for order #${number}`)
        expect(problem.text).toMatch(/Please check that you sent \$[\d.]+ with Zelle to \S+, with the memo ORDER-424242\./)

        expectStatus(await api.patch(`/api/orders/${number}/status`, { status: "cancelled" }, await staff()))
        const [cancelled] = await arrival((m) => subjectOf(m) === `Order #${number} was cancelled – Cambodian Heritage Market`)
        expect(cancelled.text).toContain(`Your order #${number} has been cancelled.`)
        expect(cancelled.text).toContain("(562) 555-0148")
      })

      it("cancelled in Medusa's admin: the shopper is told too", async () => {
        const { number, orderId } = await order({ locale: "en" })
        expectStatus(await api.post(`/admin/orders/${orderId}/cancel`, {}, await staff()))
        const mails = await arrival((m) => subjectOf(m) === `Order #${number} was cancelled – Cambodian Heritage Market`)
        expect(mails).toHaveLength(1)
      })

      it("an ABA order's 'order received' shows the shop's KHQR code inline", async () => {
        const { number } = await order({ paymentMethod: "aba", paymentSessionId: `manual_aba_${seq++}` })
        const [mail] = await arrival((m) => subjectOf(m) === `Order #${number} received – Cambodian Heritage Market`)
        const image = mail.attachments.find((a) => a.contentType === "image/jpeg")
        expect(image?.cid).toBeTruthy()
        expect(image!.content.length).toBeGreaterThan(1000)
        expect(mail.html).toContain(`cid:${image!.cid}`)
        expect(mail.text).toContain("Scan this KHQR code with ABA Mobile")
      })
    })

    it("an order without an e-mail: nothing to the shopper, staff still told", async () => {
      const before = inbox.length
      const { number } = await order({ customerEmail: "" })
      const staff = await arrival((m) => m.subject === `New order #${number}`)
      expect(staff).toHaveLength(1)
      expect(inbox.length - before).toBe(1)
      expect(inbox.some((m) => String(m.subject).includes(`#${number} received`))).toBe(false)
    })

    describe("exactly once, never in the way", () => {
      type Row = Parameters<typeof outboxMessageOf>[0] & { idempotency_key?: string | null }
      const notifications = () => container.resolve(Modules.NOTIFICATION)
      const rowsOf = async (orderId: string) =>
        (await notifications().listNotifications({ resource_id: orderId } as any, { select: [...OUTBOX_NOTIFICATION_FIELDS, "idempotency_key"] })) as unknown as Row[]
      /** Polls the order's notifications until `ready` says yes. */
      const rowsWhen = async (orderId: string, ready: (rows: Row[]) => boolean, timeoutMs = 30_000) => {
        const deadline = Date.now() + timeoutMs
        for (;;) {
          const rows = await rowsOf(orderId)
          if (ready(rows)) return rows
          if (Date.now() > deadline) throw new Error(`notifications of ${orderId}: ${JSON.stringify(rows.map((r) => [r.template, r.status, deliveryOf(r)]))}`)
          await new Promise((r) => setTimeout(r, 200))
        }
      }
      const received = (number: number) => (m: ParsedMail) => m.subject === `Order #${number} received – Cambodian Heritage Market`
      const staffTold = (number: number) => (m: ParsedMail) => m.subject === `New order #${number}`
      const failedOnce = (rows: Row[]) => rows.length === 2 && rows.every((r) => r.status === "failure" && deliveryOf(r)?.attempts === 1)

      it("an SMTP server that refuses, then accepts: each message is retried by the job and arrives once, sent at the 2nd try", async () => {
        smtpMode = "refuse"
        const { number, orderId } = await order({ paymentSessionId: `manual_zelle_${seq++}` })
        const failed = await rowsWhen(orderId, failedOnce)
        for (const row of failed) {
          expect(outboxMessageOf(row)).toMatchObject({ state: "pending", attempts: 1, error: expect.stringContaining("451") })
          const next = new Date(deliveryOf(row)!.next_attempt_at!).getTime() - new Date(row.updated_at).getTime()
          expect(next).toBeGreaterThan(50_000)
          expect(next).toBeLessThan(70_000)
        }
        expect(inbox).toHaveLength(0)

        smtpMode = "accept"
        // Not due before its minute is up.
        const early = await retryDueEmails(container)
        expect(early.filter((r) => failed.some((f) => f.id === r.id))).toEqual([])
        // order.placed delivered again meanwhile: the failed messages are the retry job's, nothing is sent
        // (Medusa's notification module would send a failed key again, and then fail to record it).
        await sendOrderEmailsWorkflow(container).run({ input: { order_id: orderId } })
        await new Promise((r) => setTimeout(r, 1000))
        expect(inbox).toHaveLength(0)

        // A minute later, on two servers at once.
        const later = new Date(Date.now() + 61_000)
        await Promise.all([retryDueEmails(container, { now: later }), retryDueEmails(container, { now: later })])
        expect(await arrival(received(number))).toHaveLength(1)
        expect(await arrival(staffTold(number))).toHaveLength(1)
        const sent = await rowsOf(orderId)
        expect(sent).toHaveLength(2)
        for (const row of sent) {
          expect(row.status).toBe("success")
          expect(outboxMessageOf(row)).toMatchObject({ state: "sent", attempts: 2, error: null })
          expect(deliveryOf(row)).toMatchObject({ attempts: 2, next_attempt_at: null, gave_up: false, last_error: expect.stringContaining("451") })
        }

        // Later runs of the job and redeliveries send nothing more.
        await retryDueEmails(container, { now: new Date(Date.now() + 3 * 3600_000) })
        await sendOrderEmailsWorkflow(container).run({ input: { order_id: orderId } })
        await new Promise((r) => setTimeout(r, 1000))
        expect(inbox.filter((m) => received(number)(m) || staffTold(number)(m))).toHaveLength(2)
      })

      it("a message left unsent by a process that stopped mid-send is sent by the job once it is clearly stuck", async () => {
        const { number, orderId } = await order({ paymentSessionId: `manual_zelle_${seq++}` })
        await arrival(received(number))
        const [row] = (await rowsOf(orderId)).filter((r) => r.template === "order-received")
        // As a server killed between writing the row and the SMTP answer leaves it.
        await (notifications() as any).updateNotifications({ id: row.id, status: "pending" })
        inbox.length = 0
        expect((await retryDueEmails(container, { now: new Date(Date.now() + 2 * 60_000) })).filter((r) => r.id === row.id)).toEqual([])
        const results = await retryDueEmails(container, { now: new Date(Date.now() + 11 * 60_000) })
        expect(results.filter((r) => r.id === row.id)).toEqual([{ id: row.id, outcome: "sent", attempts: 2 }])
        expect(await arrival(received(number))).toHaveLength(1)
        const [after] = (await rowsOf(orderId)).filter((r) => r.id === row.id)
        expect(outboxMessageOf(after)).toMatchObject({ state: "sent", attempts: 2 })
      })

      it("a server that stays down: the retries back off and stop after 5 tries, and staff see the failure", async () => {
        smtpMode = "refuse"
        const { orderId } = await order({ paymentSessionId: `manual_zelle_${seq++}` })
        const failed = await rowsWhen(orderId, failedOnce)
        const ids = new Set(failed.map((r) => r.id))
        let clock = Date.now()
        for (const [tries, minutes] of [[2, 1], [3, 5], [4, 15], [5, 60]]) {
          // a minute short of the due time: nothing; then due
          clock += (minutes - 0.5) * 60_000
          expect((await retryDueEmails(container, { now: new Date(clock) })).filter((r) => ids.has(r.id))).toEqual([])
          clock += 60_000
          const run = (await retryDueEmails(container, { now: new Date(clock) })).filter((r) => ids.has(r.id))
          expect(run.map((r) => [r.outcome, r.attempts])).toEqual(Array(2).fill([tries === 5 ? "gave_up" : "failed", tries]))
        }
        const rows = await rowsOf(orderId)
        for (const row of rows) {
          expect(outboxMessageOf(row)).toMatchObject({ state: "failure", attempts: 5, error: expect.stringContaining("451") })
          expect(deliveryOf(row)).toMatchObject({ gave_up: true, next_attempt_at: null })
        }
        expect((await retryDueEmails(container, { now: new Date(clock + 24 * 3600_000 - 120_000) })).filter((r) => ids.has(r.id))).toEqual([])
        expect(inbox).toHaveLength(0)
      })

      it("the same order.placed handled by several servers at once: one e-mail per kind, and no run fails", async () => {
        const { number, orderId } = await order({ paymentSessionId: `manual_zelle_${seq++}` })
        await arrival(received(number))
        await arrival(staffTold(number))
        // As if the event reached them now for the first time: the messages the subscriber sent are forgotten.
        const rows = await rowsOf(orderId)
        await (notifications() as any).deleteNotifications(rows.map((r) => r.id))
        inbox.length = 0

        const runs = await Promise.all([1, 2, 3].map(() => sendOrderEmailsWorkflow(container).run({ input: { order_id: orderId }, throwOnError: false })))
        expect(runs.map((r) => r.errors)).toEqual([[], [], []])
        expect(await arrival(received(number))).toHaveLength(1)
        expect(await arrival(staffTold(number))).toHaveLength(1)
        expect(inbox).toHaveLength(2)
        expect((await rowsOf(orderId)).map((r) => r.status)).toEqual(["success", "success"])
      })

      it("with the SMTP server down, POST /api/orders still answers at once and the order is placed; its e-mails wait for their retry", async () => {
        smtpMode = "down"
        const { answeredMs, orderId } = await order({ paymentSessionId: `manual_zelle_${seq++}` })
        expect(answeredMs).toBeLessThan(1_500)
        const failed = await rowsWhen(orderId, failedOnce)
        for (const row of failed) {
          expect(outboxMessageOf(row)).toMatchObject({ state: "pending", attempts: 1, error: expect.stringContaining("421") })
        }
        expect(inbox).toHaveLength(0)
      })
    })
  },
})
