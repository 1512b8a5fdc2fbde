import path from "path"
import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { ORDER_DESK_MODULE } from "../index"
import OrderDeskModuleService, { PLACEMENT_STALE_SECONDS } from "../service"

jest.setTimeout(60_000)

type Entry = Awaited<ReturnType<OrderDeskModuleService["retrieveOrderDeskEntry"]>>

const SECOND = 1000
const ago = (seconds: number) => new Date(Date.now() - seconds * SECOND)
const inFuture = (seconds: number) => new Date(Date.now() + seconds * SECOND)

// The module's own migrations (not a schema derived from the model), so the tests see the
// indexes and checks production has.
moduleIntegrationTestRunner<OrderDeskModuleService>({
  moduleName: ORDER_DESK_MODULE,
  resolve: path.join(__dirname, ".."),
  pathToMigrations: path.join(__dirname, "..", "migrations"),
  testSuite: ({ service, MikroOrmWrapper }) => {
    const sql = (query: string, params: unknown[] = []) =>
      MikroOrmWrapper.forkManager().execute(query, params) as Promise<Record<string, any>[]>

    let seq = 0
    let clock = Date.now() - 3600 * SECOND
    /** An entry as POST /api/orders writes it; each one a second newer than the last. */
    const entry = async (fields: Record<string, unknown> = {}): Promise<Entry> => {
      seq += 1
      clock += SECOND
      return service.createOrderDeskEntries({
        payment_session_id: `manual_zelle_${seq}`,
        payment_method: "zelle",
        customer_name: `Customer ${seq}`,
        customer_phone: "5625550100",
        delivery_address: "1200 E Anaheim St, Long Beach, CA, 90813",
        order_display_id: 1000 + seq,
        created_at: new Date(clock),
        ...fields,
      } as any)
    }
    const reload = async (id: string) => (await service.listOrderDeskEntries({ id }, { withDeleted: true }))[0]

    describe("reserveOrderNumber", () => {
      // Medusa's order module owns this sequence; the module test database has only our table.
      beforeEach(async () => {
        await sql(`create table "order" ("id" text primary key, "display_id" serial)`)
      })

      it("gives 20 concurrent callers 20 different numbers, later than the ones before and earlier than the ones after", async () => {
        const first = await service.reserveOrderNumber()
        const numbers = await Promise.all(Array.from({ length: 20 }, () => service.reserveOrderNumber()))
        expect(numbers.every((n) => Number.isInteger(n))).toBe(true)
        expect(new Set(numbers).size).toBe(20)
        expect(Math.min(...numbers)).toBeGreaterThan(first)
        const next = await service.reserveOrderNumber()
        expect(next).toBeGreaterThan(Math.max(...numbers))
      })

      it("draws from Medusa's order display-id sequence, so an order Medusa numbers itself never repeats a reserved number", async () => {
        const reserved = [await service.reserveOrderNumber(), await service.reserveOrderNumber()]
        const [{ display_id }] = await sql(`insert into "order" ("id") values ('order_1') returning "display_id"`)
        expect(display_id).toBeGreaterThan(Math.max(...reserved))
        expect(await service.reserveOrderNumber()).toBeGreaterThan(display_id)
      })
    })

    describe("takeForPlacement", () => {
      it("lets exactly one of two concurrent workers take a queued entry, and counts the attempt", async () => {
        const e = await entry()
        const answers = await Promise.all([service.takeForPlacement(e.id), service.takeForPlacement(e.id)])
        expect([...answers].sort()).toEqual([false, true])
        const taken = await reload(e.id)
        expect(taken).toMatchObject({ placement: "placing", placement_attempts: 1 })
        expect(Date.now() - new Date(taken.placement_started_at as Date).getTime()).toBeLessThan(30 * SECOND)
        // ... and nobody else while that worker is on it.
        expect(await service.takeForPlacement(e.id)).toBe(false)
      })

      it("takes a failed entry that is due again and one left 'placing' by a worker that died", async () => {
        const failed = await entry({ placement: "failed", placement_attempts: 1, next_attempt_at: ago(60) })
        const stale = await entry({ placement: "placing", placement_attempts: 2, placement_started_at: ago(PLACEMENT_STALE_SECONDS + 20) })
        expect(await service.takeForPlacement(failed.id)).toBe(true)
        expect(await service.takeForPlacement(stale.id)).toBe(true)
        expect(await reload(failed.id)).toMatchObject({ placement: "placing", placement_attempts: 2 })
        const resumed = await reload(stale.id)
        expect(resumed).toMatchObject({ placement: "placing", placement_attempts: 3 })
        expect(Date.now() - new Date(resumed.placement_started_at as Date).getTime()).toBeLessThan(30 * SECOND)
      })

      it("refuses placed entries, failed ones not yet due or given up, ones being placed right now, and archived ones", async () => {
        const refused = {
          placed: await entry({ placement: "placed", order_id: "order_1" }),
          notDue: await entry({ placement: "failed", next_attempt_at: inFuture(600) }),
          gaveUp: await entry({ placement: "failed", next_attempt_at: null }),
          busy: await entry({ placement: "placing", placement_attempts: 1, placement_started_at: ago(PLACEMENT_STALE_SECONDS - 20) }),
          archived: await entry(),
        }
        await service.softDeleteOrderDeskEntries([refused.archived.id])
        for (const [name, e] of Object.entries(refused)) {
          expect([name, await service.takeForPlacement(e.id)]).toEqual([name, false])
        }
        expect(await reload(refused.busy.id)).toMatchObject({ placement: "placing", placement_attempts: 1 })
        expect(await reload(refused.archived.id)).toMatchObject({ placement: "queued", placement_attempts: 0 })
      })
    })

    describe("listDuePlacements", () => {
      it("lists queued, failed-and-due and stale 'placing' entries, oldest first; not placed, not-yet-due, given-up, busy or archived ones", async () => {
        const queued = await entry()
        await entry({ placement: "placed", order_id: "order_1" })
        const failedDue = await entry({ placement: "failed", next_attempt_at: ago(5) })
        await entry({ placement: "failed", next_attempt_at: inFuture(600) })
        await entry({ placement: "failed", next_attempt_at: null })
        const stale = await entry({ placement: "placing", placement_started_at: ago(PLACEMENT_STALE_SECONDS + 20) })
        await entry({ placement: "placing", placement_started_at: ago(PLACEMENT_STALE_SECONDS - 20) })
        const archived = await entry()
        await service.softDeleteOrderDeskEntries([archived.id])

        expect(await service.listDuePlacements()).toEqual([queued.id, failedDue.id, stale.id])
        expect(await service.listDuePlacements(2)).toEqual([queued.id, failedDue.id])

        // Each one listed can be taken, and once taken none is due any more.
        for (const id of [queued.id, failedDue.id, stale.id]) {
          expect(await service.takeForPlacement(id)).toBe(true)
        }
        expect(await service.listDuePlacements()).toEqual([])
      })
    })

    describe("updatePlacement", () => {
      it("writes only the placement columns it is given, null clears one, and an archived entry is written too", async () => {
        const e = await entry({ placement: "placing", placement_error: "earlier", next_attempt_at: inFuture(60), status: "pending" })
        await service.softDeleteOrderDeskEntries([e.id])

        await service.updatePlacement(e.id, { placement_error: null })
        let row = await reload(e.id)
        expect(row).toMatchObject({ placement_error: null, placement: "placing" })
        expect(row.next_attempt_at).toEqual(expect.any(Date))
        expect(row.deleted_at).toEqual(expect.any(Date))

        const retryAt = inFuture(300)
        await service.updatePlacement(e.id, { placement: "failed", placement_error: "Unknown product: prod_x", next_attempt_at: retryAt })
        row = await reload(e.id)
        expect(row).toMatchObject({ placement: "failed", placement_error: "Unknown product: prod_x" })
        expect(new Date(row.next_attempt_at as Date).getTime()).toBe(retryAt.getTime())

        // Other columns are not the worker's to write.
        await service.updatePlacement(e.id, { status: "completed", customer_name: "x" } as any)
        expect(await reload(e.id)).toMatchObject({ status: "pending", customer_name: e.customer_name, placement: "failed" })
      })

      it("refuses a placement state outside queued, placing, placed and failed", async () => {
        const e = await entry()
        await expect(service.updatePlacement(e.id, { placement: "done" })).rejects.toThrow(/check constraint/)
        expect((await reload(e.id)).placement).toBe("queued")
      })
    })

    describe("recordPlacement", () => {
      it("marks a live entry placed with its Medusa order, clears the error and the retry, and reports it not archived", async () => {
        const e = await entry({ placement: "placing", placement_error: "timeout", next_attempt_at: inFuture(60), order_display_id: 4242 })
        expect(await service.recordPlacement(e.id, "order_01", 4242)).toEqual({ archived: false })
        expect(await reload(e.id)).toMatchObject({
          placement: "placed",
          order_id: "order_01",
          order_display_id: 4242,
          placement_error: null,
          next_attempt_at: null,
          deleted_at: null,
        })
        expect(await service.listDuePlacements()).toEqual([])
      })

      it("records the order on an entry staff archived meanwhile, keeps it archived and reports archived", async () => {
        const e = await entry({ placement: "placing" })
        await service.softDeleteOrderDeskEntries([e.id])
        expect(await service.recordPlacement(e.id, "order_02", e.order_display_id as number)).toEqual({ archived: true })
        const row = await reload(e.id)
        expect(row).toMatchObject({ placement: "placed", order_id: "order_02" })
        expect(row.deleted_at).toEqual(expect.any(Date))
        expect(await service.listOrderDeskEntries({ id: e.id })).toEqual([])
      })
    })

    describe("recordShippingLabel", () => {
      it("sets the status to shipped and metadata.shipping, keeping the other metadata keys", async () => {
        const e = await entry({ metadata: { source: "shop", shipping: { label_url: "old" } } })
        const shipping = { label_url: "https://labels.example/1.pdf", tracking_number: "9400", label_created_at: "2026-11-23T10:00:00.000Z" }
        await service.recordShippingLabel(e.id, shipping)
        expect(await reload(e.id)).toMatchObject({ status: "shipped", metadata: { source: "shop", shipping } })
      })

      it("refuses an archived entry and leaves it as it was", async () => {
        const e = await entry()
        await service.softDeleteOrderDeskEntries([e.id])
        await expect(service.recordShippingLabel(e.id, { label_url: "x" })).rejects.toThrow(`Order desk entry ${e.id} was not found (archived?)`)
        expect(await reload(e.id)).toMatchObject({ status: "pending", metadata: null })
      })
    })

    describe("listStaffOrders", () => {
      it("lists live entries newest number first with the intake's lines and payment reference, counts them, pages and filters unseen", async () => {
        const lines = [{ id: "prod_1", name: "Num banh chok", price: 12.5, quantity: 2 }]
        const a = await entry({ order_display_id: 11, seen: true })
        const b = await entry({ order_display_id: 13, intake: { lines, input: { orderNumber: "ORDER-77" } }, subtotal: 25, total: 35 })
        const c = await entry({ order_display_id: 12, metadata: { shipping: { label_url: "l" } } })
        const archived = await entry({ order_display_id: 14 })
        await service.softDeleteOrderDeskEntries([archived.id])

        const all = await service.listStaffOrders()
        expect(all.count).toBe(3)
        expect(all.rows.map((r) => r.id)).toEqual([b.id, c.id, a.id])
        expect(all.rows[0]).toMatchObject({
          order_display_id: 13,
          customer_name: b.customer_name,
          lines,
          payment_reference: "ORDER-77",
          placement: "queued",
          seen: false,
          shipping: null,
        })
        expect(Number(all.rows[0].total)).toBe(35)
        expect(all.rows[1]).toMatchObject({ lines: null, payment_reference: null, shipping: { label_url: "l" } })

        const page = await service.listStaffOrders({ limit: 1, offset: 1 })
        expect([page.count, page.rows.map((r) => r.id)]).toEqual([3, [c.id]])

        const unseen = await service.listStaffOrders({ unseen: true })
        expect([unseen.count, unseen.rows.map((r) => r.id)]).toEqual([2, [b.id, c.id]])
      })

      it("lists and finds an order placed through Medusa's store API by the memo its shopper was told", async () => {
        const shop = await entry({ order_display_id: 31, intake: { lines: [], input: { orderNumber: "ORDER-326000" } } })
        const store = await entry({ order_display_id: 326, intake: { source: "medusa", lines: [], paymentReference: "#326" } })
        const all = await service.listStaffOrders()
        expect(all.rows.map((r) => [r.id, r.payment_reference])).toEqual([[store.id, "#326"], [shop.id, "ORDER-326000"]])
        // A bare "#326" is the order number; the memo is found as text too, and the shop's ORDER- numbers as before.
        expect((await service.listStaffOrders({ search: "326" })).rows.map((r) => r.id)).toEqual([store.id, shop.id])
        expect((await service.listStaffOrders({ search: "ORDER-326000" })).rows.map((r) => r.id)).toEqual([shop.id])
      })
    })

    describe("writeProjection and the shipping lists (issue 26)", () => {
      it("writes the projected columns (archived entries too), and the waiting list leaves out rejected, refunded, cancelled and shipped orders", async () => {
        const waiting = await entry({ payment_confirmed_by_customer: true })
        const rejected = await entry()
        const refunded = await entry()
        const part = await entry()
        const shipped = await entry()
        await service.writeProjection(rejected.id, { payment_state: "rejected", payment_status: "failed" })
        await service.writeProjection(refunded.id, { payment_state: "refunded", payment_status: "failed", refunded_amount: 35.5 })
        await service.writeProjection(part.id, { payment_state: "partially_refunded", payment_status: "paid", refunded_amount: 5 })
        await service.writeProjection(shipped.id, { payment_state: "paid", payment_status: "paid", shipment_state: "shipped", order_status: "shipped" })
        expect(await reload(refunded.id)).toMatchObject({ payment_state: "refunded", payment_status: "failed" })
        expect(Number((await reload(refunded.id)).refunded_amount)).toBe(35.5)

        const pending = await service.listStaffOrders({ list: "pending" })
        expect(pending.rows.map((r) => r.id).sort()).toEqual([waiting.id, part.id].sort())
        expect((await service.listStaffOrders({ list: "shipped" })).rows.map((r) => r.id)).toEqual([shipped.id])
        const simple = (await service.listStaffOrders({ list: "simple-pending" })).rows.map((r) => r.id)
        expect(simple).toContain(waiting.id)
        expect(simple).not.toContain(rejected.id)
        expect(simple).not.toContain(refunded.id)

        const archived = await entry()
        await service.softDeleteOrderDeskEntries([archived.id])
        await service.writeProjection(archived.id, { payment_state: "refunded" })
        expect((await reload(archived.id)).payment_state).toBe("refunded")
      })
    })

    describe("listShippingLabels", () => {
      it("lists live entries with a label, newest label first (undated last), up to the limit", async () => {
        const label = (url: string, at?: string) => ({ metadata: { shipping: { label_url: url, ...(at ? { label_created_at: at } : {}) } } })
        await entry({ order_display_id: 21, ...label("a", "2026-11-20T10:00:00.000Z") })
        await entry({ order_display_id: 22, ...label("b", "2026-11-22T10:00:00.000Z") })
        await entry({ order_display_id: 23, ...label("c") })
        await entry({ order_display_id: 24, metadata: { shipping: { tracking_number: "no label" } } })
        const archived = await entry({ order_display_id: 25, ...label("e", "2026-11-23T10:00:00.000Z") })
        await service.softDeleteOrderDeskEntries([archived.id])

        expect(await service.listShippingLabels()).toEqual([
          { order_display_id: 22, shipping: { label_url: "b", label_created_at: "2026-11-22T10:00:00.000Z" } },
          { order_display_id: 21, shipping: { label_url: "a", label_created_at: "2026-11-20T10:00:00.000Z" } },
          { order_display_id: 23, shipping: { label_url: "c" } },
        ])
        expect((await service.listShippingLabels(1)).map((l) => l.order_display_id)).toEqual([22])
      })
    })

    describe("uniqueness", () => {
      it("refuses a second entry for the same payment session id or the same order number", async () => {
        const first = await entry({ payment_session_id: "cs_test_same", order_display_id: 500 })
        await expect(entry({ payment_session_id: "cs_test_same" })).rejects.toThrow(/payment_session_id/)
        await expect(entry({ order_display_id: 500 })).rejects.toThrow(/order_display_id/)
        const rows = await service.listOrderDeskEntries({}, { withDeleted: true })
        expect(rows.map((r) => r.id)).toEqual([first.id])
      })

      it("takes one entry per request under a manual key: another request's fingerprint is another entry, the same one is refused", async () => {
        const key = "manual_zelle_1718000000000"
        const a = await entry({ payment_session_id: key, request_fingerprint: "fp-a" })
        const b = await entry({ payment_session_id: key, request_fingerprint: "fp-b" })
        await expect(entry({ payment_session_id: key, request_fingerprint: "fp-a" })).rejects.toThrow(/payment_session_id/)
        // A card session stays one entry whatever the request.
        await entry({ payment_session_id: "cs_test_once", request_fingerprint: "fp-a" })
        await expect(entry({ payment_session_id: "cs_test_once", request_fingerprint: "fp-b" })).rejects.toThrow(/payment_session_id/)
        expect((await service.listOrderDeskEntries({ payment_session_id: key })).map((r) => r.id).sort()).toEqual([a.id, b.id].sort())
      })
    })
  },
})
