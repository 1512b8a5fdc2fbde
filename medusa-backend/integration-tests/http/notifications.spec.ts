import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { Modules } from "@medusajs/framework/utils"
import type { ICacheService, MedusaContainer } from "@medusajs/framework/types"
import { SMTPServer } from "smtp-server"
import { simpleParser, type ParsedMail } from "mailparser"
import { seedShop } from "../../src/scripts/seed-shop"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import { sendOrderEmailsWorkflow } from "compat-api/workflows"
import { ensureAdminUser } from "../../src/scripts/admin-user"
import { ADMIN, bearer, expectStatus } from "../helpers/shop"

jest.setTimeout(240_000)

// A real SMTP server the shop sends through (SMTP_URL), collecting what arrives.
const SMTP_PORT = 21_000 + (process.pid % 20_000)
const inbox: ParsedMail[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, done) {
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

medusaIntegrationTestRunner({
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

    let seq = 1_800_000_000_000
    const order = async (extra: Record<string, unknown>) => {
      const item = menu.find((m) => Number(m.price) < 50)!
      const subtotal = Number(item.price) * 2
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
      expect(res.status).toBe(201)
      const number = res.data.id as number
      const deadline = Date.now() + 60_000
      for (;;) {
        const [entry] = await container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE).listOrderDeskEntries({ order_display_id: number })
        if (entry?.placement === "placed") return { number, orderId: entry.order_id as string, item, total: subtotal + 10, statusToken: res.data.statusToken as string }
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
      expect(staff[0].text).toContain("https://shop.test/admin")

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

      it("Khmer: verify → 'payment received'; undo and verify again → nothing new; a label → 'on its way' with the tracking link; Ship → nothing new", async () => {
        const { number, total, statusToken } = await order({ locale: "km" })
        await arrival((m) => subjectOf(m).startsWith(`បានទទួលការបញ្ជាទិញ #${number}`))

        expectStatus(await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "paid" }, await staff()))
        const [paid, ...more] = await arrival((m) => subjectOf(m) === `បានទទួលការបង់ប្រាក់សម្រាប់ការបញ្ជាទិញ #${number} – ផ្សារបេតិកភណ្ឌខ្មែរ`)
        expect(more).toHaveLength(0)
        expect(to(paid)).toBe("sokha@example.com")
        expect(paid.text).toContain(`យើងបានទទួលការបង់ប្រាក់ $${total.toFixed(2)} តាម Zelle សម្រាប់ការបញ្ជាទិញ #${number} ហើយ។`)
        expect(paid.text).toContain(`https://shop.test/orders/${statusToken}`)

        expectStatus(await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "pending" }, await staff()))
        expectStatus(await api.patch(`/api/orders/${number}/payment`, { paymentStatus: "paid" }, await staff()))
        await new Promise((r) => setTimeout(r, 1500))
        expect(inbox.filter((m) => subjectOf(m).includes(`#${number}`) && subjectOf(m).startsWith("បានទទួលការបង់ប្រាក់"))).toHaveLength(1)

        const label = await api.post("/api/shipping/create-label", { orderId: number, packageType: "medium_flat_rate_box" }, await staff())
        expectStatus(label)
        const [shipped] = await arrival((m) => subjectOf(m) === `ការបញ្ជាទិញ #${number} កំពុងធ្វើដំណើរមករកអ្នក – ផ្សារបេតិកភណ្ឌខ្មែរ`)
        expect(shipped.text).toContain(`លេខតាមដាន: ${label.data.trackingNumber}`)
        expect(shipped.text).toContain("ក្រុមហ៊ុនដឹកជញ្ជូន: USPS")
        expect(shipped.html).toContain(`href="${label.data.trackingUrl}"`)

        expectStatus(await api.patch(`/api/orders/${number}`, { orderStatus: "shipped" }, await staff()))
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
  },
})
