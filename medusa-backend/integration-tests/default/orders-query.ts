import { section } from "../helpers/runner"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "compat-api/modules/order-desk"
import { ORDER_QUERY_ERRORS } from "@shop/contract"
import { ADMIN, any, bearer as bearerOf, expectStatus, menuItems, orderBody, placeShopperOrder, seededShop } from "../helpers/shop"

jest.setTimeout(240_000)

/**
 * The orders read model (issue 27): GET /api/orders's search and filters, the day's numbers
 * (GET /api/orders/summary) and the CSV export, the same under /admin/shop/orders. A known set of
 * desk entries in March 2026 (no other order of the suite is dated then), around midnight in Los
 * Angeles (the default shop time zone), plus one real checkout order for the Khmer product name.
 */

type Entry = {
  n: number
  method: string
  state: string
  shipment?: string
  at: string
  subtotal: number
  delivery?: number
  fee?: number
  refunded?: number
  name: string
  phone: string
  email?: string
  memo?: string
  lines?: { id: string; name: string; quantity: number; unitPrice: number }[]
  channel?: "shop" | "medusa"
  status?: string
  claimed?: boolean
}

const E: Entry[] = [
  // Tuesday 10 March 2026 in Los Angeles (PDT, UTC-7)
  { n: 880001, method: "zelle", state: "awaiting", at: "2026-03-10T20:00:00Z", subtotal: 40, name: "Chanthy Sok", phone: "(562) 555-0101", email: "chanthy@example.com", memo: "ORDER-111111",
    lines: [{ id: "prod_q1", name: "Fish Amok", quantity: 1, unitPrice: 25 }, { id: "prod_q2", name: "នំអន្សម, \"big\"", quantity: 1, unitPrice: 15 }] },
  { n: 880002, method: "venmo", state: "customer_says_paid", claimed: true, at: "2026-03-11T06:59:00Z", subtotal: 20, name: "Dara Keo", phone: "562.555.0102" }, // 23:59
  { n: 880004, method: "cashapp", state: "partially_refunded", shipment: "shipped", at: "2026-03-10T18:00:00Z", subtotal: 60, refunded: 15, name: "Vanna Ouk", phone: "5625550104" },
  { n: 880005, method: "zelle", state: "canceled", status: "cancelled", at: "2026-03-10T19:00:00Z", subtotal: 500, name: "Cancelled Customer", phone: "5625550105" },
  { n: 880006, method: "paypal", state: "rejected", at: "2026-03-10T17:00:00Z", subtotal: 30, name: "Rejected Customer", phone: "5625550106" },
  { n: 880007, method: "aba", state: "paid", at: "2026-03-10T16:00:00Z", subtotal: 25, name: "សុខា ចាន់", phone: "+855 12 345 678", memo: "=1+1" },
  // Wednesday 11 March at 00:00 in Los Angeles: the next day
  { n: 880003, method: "stripe", state: "paid", shipment: "label_bought", at: "2026-03-11T07:00:00Z", subtotal: 100, fee: 3.5, name: "Bopha Lim", phone: "5625550103", email: "bopha.lim@example.com", channel: "medusa" },
]

/** A CSV answer read back (RFC 4180: quoted cells, doubled quotes, CRLF). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ""
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++
      else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ",") row.push(cell), (cell = "")
    else if (c === "\r" && text[i + 1] === "\n") row.push(cell), rows.push(row), (row = []), (cell = ""), i++
    else cell += c
  }
  if (cell || row.length) row.push(cell), rows.push(row)
  return rows
}

export const ordersQuery = section("orders-query", {
  testSuite: ({ api, getContainer }) => {
    seededShop(getContainer, ADMIN)
    let auth: Awaited<ReturnType<typeof bearerOf>>

    beforeAll(async () => {
      const desk = getContainer().resolve<OrderDeskModuleService>(ORDER_DESK_MODULE)
      for (const e of E) {
        const delivery = e.delivery ?? 10
        const due = e.subtotal + delivery + (e.fee ?? 0)
        const lines = (e.lines ?? [{ id: `prod_${e.n}`, name: "Kampot Pepper", quantity: 1, unitPrice: e.subtotal }]).map((l) => ({ ...l, lineTotal: l.unitPrice * l.quantity }))
        await desk.createOrderDeskEntries({
          payment_session_id: e.channel === "medusa" ? `medusa_order_q${e.n}` : `manual_${e.method}_${e.n}`,
          order_id: `order_q${e.n}`,
          order_display_id: e.n,
          placement: "placed",
          payment_method: e.method,
          payment_status: e.state === "paid" || e.state === "partially_refunded" ? "paid" : e.state === "rejected" ? "failed" : "pending",
          payment_confirmed_by_customer: !!e.claimed,
          status: e.status ?? "pending",
          order_status: e.shipment === "shipped" ? "shipped" : null,
          customer_name: e.name,
          customer_email: e.email ?? null,
          customer_phone: e.phone,
          delivery_address: "1200 E Anaheim St, Long Beach, CA, 90813",
          subtotal: e.subtotal,
          delivery_fee: delivery,
          processing_fee: e.fee ?? 0,
          total: e.subtotal + delivery,
          amount_due: due,
          payment_state: e.state,
          shipment_state: e.shipment ?? "not_shipped",
          refunded_amount: e.refunded ?? 0,
          intake: { input: e.memo ? { orderNumber: e.memo } : {}, lines, subtotal: e.subtotal, deliveryFee: delivery, total: e.subtotal + delivery, amountDue: due },
          created_at: new Date(e.at),
        } as any)
      }
    })

    beforeEach(async () => {
      auth = await bearerOf(api, ADMIN)
    })

    const MARCH = "from=2026-03-10&to=2026-03-11"
    const list = async (query: string, prefix = "/api/orders") => {
      const res = await api.get(`${prefix}?${query}`, auth)
      expectStatus(res, 200)
      return { numbers: (res.data as { id: number }[]).map((o) => o.id), total: Number(res.headers["x-total-count"]), data: res.data }
    }

    describe("search", () => {
      it("finds an order by its number (#1042 that one only, 1042 also), memo, name, e-mail, a product name and a phone typed any way", async () => {
        expect((await list("search=%23880001")).numbers).toEqual([880001])
        expect((await list("search=880001")).numbers).toEqual([880001])
        expect((await list("search=ORDER-111111")).numbers).toEqual([880001])
        expect((await list("search=chanthy")).numbers).toEqual([880001])
        expect((await list("search=BOPHA.LIM%40example")).numbers).toEqual([880003])
        expect((await list("search=fish%20amok")).numbers).toEqual([880001])
        expect((await list(`search=${encodeURIComponent("សុខា")}`)).numbers).toEqual([880007])
        // stored "562.555.0102": typed with brackets, with the country code, bare digits
        expect((await list(`search=${encodeURIComponent("(562) 555-0102")}`)).numbers).toEqual([880002])
        expect((await list(`search=${encodeURIComponent("+1 562 555 0102")}`)).numbers).toEqual([880002])
        expect((await list("search=5625550101")).numbers).toEqual([880001])
        expect((await list("search=nobody-like-this")).numbers).toEqual([])
      })

      it("finds a checkout order by its product's Khmer name (the km-KH translation), though the order stores the English name", async () => {
        const [item] = (await menuItems(api)).filter((m) => Number(m.price) < 50)
        const khmer = ((await api.get("/api/menu-items?lang=km")).data as { id: string; name: string }[]).find((m) => m.id === item.id)!
        expect(khmer.name).not.toBe(item.name)
        const placed = await placeShopperOrder(api, getContainer(), orderBody("zelle", [{ ...item, quantity: 1 }]))
        const found = await list(`search=${encodeURIComponent(khmer.name)}`)
        expect(found.numbers).toContain(placed.id)
        expect(found.numbers).not.toContain(880001)
        expect((await list(`search=${encodeURIComponent(item.name)}&channel=shop`)).numbers).toContain(placed.id)
        expect((await list(`search=${encodeURIComponent(khmer.name)}&channel=medusa`)).numbers).not.toContain(placed.id)
      })
    })

    describe("filters", () => {
      it("payment, shipping and channel keep their orders, newest first", async () => {
        expect((await list(`${MARCH}&payment=awaiting_verification`)).numbers).toEqual([880002, 880001])
        expect((await list(`${MARCH}&payment=customer_says_paid`)).numbers).toEqual([880002])
        expect((await list(`${MARCH}&payment=paid`)).numbers).toEqual([880007, 880003])
        expect((await list(`${MARCH}&payment=refunded`)).numbers).toEqual([880004])
        expect((await list(`${MARCH}&payment=rejected`)).numbers).toEqual([880006])
        expect((await list(`${MARCH}&shipping=shipped`)).numbers).toEqual([880004])
        expect((await list(`${MARCH}&shipping=label_bought`)).numbers).toEqual([880003])
        expect((await list(`${MARCH}&channel=medusa`)).numbers).toEqual([880003])
        expect((await list(`${MARCH}&channel=shop`)).numbers).toEqual([880007, 880006, 880005, 880004, 880002, 880001])
        expect((await list(`${MARCH}&payment=paid&channel=shop`)).numbers).toEqual([880007])
      })

      it("days are the shop's (Los Angeles): 23:59 belongs to that day, 00:00 to the next", async () => {
        expect((await list("from=2026-03-10&to=2026-03-10")).numbers).toEqual([880007, 880006, 880005, 880004, 880002, 880001])
        expect((await list("from=2026-03-11&to=2026-03-11")).numbers).toEqual([880003])
        expect((await list("from=2026-03-09&to=2026-03-09")).numbers).toEqual([])
      })

      it("pages on the server with the total in X-Total-Count; without filters the list is as before", async () => {
        const first = await list(`${MARCH}&limit=2`)
        expect(first).toMatchObject({ numbers: [880007, 880006], total: 7 })
        expect((await list(`${MARCH}&limit=2&offset=2`)).numbers).toEqual([880005, 880004])
        expect((await list(`${MARCH}&limit=5&offset=5`)).numbers).toEqual([880002, 880001])
        const all = await list("")
        expect(all.total).toBe(all.numbers.length)
        expect(all.numbers).toEqual(expect.arrayContaining(E.map((e) => e.n)))
        expect(all.numbers).toEqual([...all.numbers].sort((a, b) => b - a))
        expect((await list("limit=3&unseen=true")).numbers).toHaveLength(3)
      })

      it("answers the same under /admin/shop/orders (our page in Medusa's admin)", async () => {
        for (const q of [`${MARCH}&payment=paid`, "search=chanthy", `${MARCH}&limit=2&offset=1`]) {
          const ours = await api.get(`/api/orders?${q}`, auth)
          const admin = await api.get(`/admin/shop/orders?${q}`, auth)
          expectStatus(admin, 200)
          expect(admin.data).toEqual(ours.data)
          expect(admin.headers["x-total-count"]).toBe(ours.headers["x-total-count"])
        }
      })
    })

    describe("bad input", () => {
      it("answers 400 with the contract's text and code, never a 5xx", async () => {
        const cases: [string, string, string][] = [
          ["colour=red", "Unknown filter: colour.", "orderQuery.unknownFilter"],
          ["from=2026-02-30", ORDER_QUERY_ERRORS.badDate, "orderQuery.badDate"],
          ["from=yesterday", ORDER_QUERY_ERRORS.badDate, "orderQuery.badDate"],
          ["from=2025-01-01&to=2026-03-10", ORDER_QUERY_ERRORS.rangeTooWide, "orderQuery.rangeTooWide"],
          ["from=2026-03-10&to=2026-03-01", ORDER_QUERY_ERRORS.rangeBackwards, "orderQuery.rangeBackwards"],
          [`search=${"x".repeat(5000)}`, ORDER_QUERY_ERRORS.searchTooLong, "orderQuery.searchTooLong"],
          ["payment=maybe", ORDER_QUERY_ERRORS.badPayment, "orderQuery.badPayment"],
        ]
        for (const prefix of ["/api/orders", "/admin/shop/orders", "/api/orders/export.csv", "/admin/shop/orders/export.csv"]) {
          for (const [q, error, code] of cases) {
            const res = await api.get(`${prefix}?${q}`, auth)
            expect([prefix, q, res.status, res.data.error, res.data.code]).toEqual([prefix, q, 400, error, code])
          }
        }
        const unknown = await api.get("/api/orders?colour=red&sort=new", auth)
        expect(unknown.data).toMatchObject({ error: "Unknown filter: colour, sort.", params: { name: "colour, sort" } })
        for (const q of ["from=2026-02-30", "from=2025-01-01&to=2026-03-10", "search=x"]) {
          const res = await api.get(`/api/orders/summary?${q}`, auth)
          expect(res.status).toBe(400)
          expect(res.data.error).toBeTruthy()
        }
      })

      it("is for staff only", async () => {
        for (const path of ["/api/orders?search=x", "/api/orders/summary", "/api/orders/export.csv"]) {
          expect((await api.get(path, any)).status).toBe(401)
        }
      })
    })

    describe("the day's numbers", () => {
      it("sum a known day: cancelled and rejected orders out, refunds and card fees counted, by method, awaiting and paid-not-shipped", async () => {
        const res = await api.get("/api/orders/summary?from=2026-03-10&to=2026-03-10", auth)
        expectStatus(res, 200)
        const s = res.data
        expect(s).toMatchObject({
          from: "2026-03-10",
          to: "2026-03-10",
          timeZone: "America/Los_Angeles",
          orders: 4,
          subtotal: 145,
          deliveryFees: 40,
          cardFees: 0,
          refunds: 15,
          net: 170,
          awaitingVerification: { count: 2, amount: 80 },
          paidNotShipped: { count: 1 },
        })
        expect(s.byMethod).toEqual([
          { method: "aba", orders: 1, amount: 35 },
          { method: "cashapp", orders: 1, amount: 70 },
          { method: "venmo", orders: 1, amount: 30 },
          { method: "zelle", orders: 1, amount: 50 },
        ])
        expect(s.days).toHaveLength(14)
        expect(s.days[13]).toEqual({ date: "2026-03-10", orders: 4, net: 170 })
        expect(s.days[12]).toEqual({ date: "2026-03-09", orders: 0, net: 0 })
        expect(s.days[0].date).toBe("2026-02-25")

        const next = (await api.get("/api/orders/summary?from=2026-03-11&to=2026-03-11", auth)).data
        expect(next).toMatchObject({ orders: 1, subtotal: 100, deliveryFees: 10, cardFees: 3.5, net: 113.5, byMethod: [{ method: "stripe", orders: 1, amount: 113.5 }], paidNotShipped: { count: 1 } })
        const both = (await api.get(`/admin/shop/orders/summary?${MARCH}`, auth)).data
        expect(both).toMatchObject({ orders: 5, net: 283.5 })
        expect(both.days.slice(-2)).toEqual([{ date: "2026-03-10", orders: 4, net: 170 }, { date: "2026-03-11", orders: 1, net: 113.5 }])
      })

      it("'Paid, not shipped' counts exactly the orders its link lists: a bought label is not shipped yet (walked: the card said 36, its list 28)", async () => {
        for (const [from, to] of [["2026-03-10", "2026-03-10"], ["2026-03-11", "2026-03-11"], ["2026-03-10", "2026-03-11"]]) {
          const s = (await api.get(`/api/orders/summary?from=${from}&to=${to}`, auth)).data
          const listed = await api.get(`/api/orders?shipping=unshipped&payment=paid&from=${from}&to=${to}`, auth) // @shop/staff summaryLinkSearch("paidNotShipped")
          expectStatus(listed, 200)
          expect([from, to, Number(listed.headers["x-total-count"])]).toEqual([from, to, s.paidNotShipped.count])
        }
        // 11 March: one paid card order whose label is bought, not shipped
        const labelled = await api.get("/api/orders?payment=paid&shipping=unshipped&from=2026-03-11&to=2026-03-11", auth)
        expect(labelled.data.map((o: { id: number }) => o.id)).toEqual([880003])
        expect((await api.get("/api/orders?shipping=unshipped&from=2026-03-10&to=2026-03-10", auth)).data.map((o: { id: number }) => o.id)).not.toContain(880004)
      })

      it("defaults to today in the shop's time zone", async () => {
        const res = await api.get("/api/orders/summary", auth)
        expectStatus(res, 200)
        const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Los_Angeles" }).format(new Date())
        expect(res.data).toMatchObject({ from: today, to: today })
        expect(res.data.days.at(-1).date).toBe(today)
      })
    })

    describe("CSV export", () => {
      it("is UTF-8 with a BOM, an attachment with a dated name, amounts as numbers, dates in the shop's zone, Khmer intact", async () => {
        for (const prefix of ["/api/orders", "/admin/shop/orders"]) {
          const res = await api.get(`${prefix}/export.csv?${MARCH}`, { ...auth, responseType: "arraybuffer" })
          expectStatus(res, 200)
          expect(res.headers["content-type"]).toMatch(/^text\/csv; charset=utf-8/)
          expect(res.headers["content-disposition"]).toMatch(/^attachment; filename="shop-orders-\d{4}-\d{2}-\d{2}\.csv"$/)
          const bytes = Buffer.from(res.data)
          expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
          const rows = parseCsv(bytes.toString("utf8").slice(1))
          const [header, ...body] = rows
          expect(header.slice(0, 3)).toEqual(["Order number", "Date", "Status"])
          expect(body.map((r) => Number(r[0]))).toEqual([880007, 880006, 880005, 880004, 880003, 880002, 880001])
          const byNumber = (n: number) => Object.fromEntries(header.map((h, i) => [h, body.find((r) => Number(r[0]) === n)![i]]))
          expect(byNumber(880001)).toMatchObject({ Date: "2026-03-10 13:00", Customer: "Chanthy Sok", Subtotal: "40", "Delivery fee": "10", Total: "50", "Payment memo": "ORDER-111111", Items: '1 × Fish Amok; 1 × នំអន្សម, "big"', Channel: "shop" })
          expect(byNumber(880002).Date).toBe("2026-03-10 23:59")
          expect(byNumber(880003)).toMatchObject({ Date: "2026-03-11 00:00", "Card fee": "3.5", Total: "113.5", Channel: "medusa", "Payment state": "paid", "Shipment state": "label_bought" })
          expect(byNumber(880004).Refunded).toBe("15")
          // Khmer round-trips; a cell a spreadsheet would compute is defused
          expect(byNumber(880007)).toMatchObject({ Customer: "សុខា ចាន់", Phone: "'+855 12 345 678", "Payment memo": "'=1+1" })
        }
      })

      it("lines=1 gives one row per line item, with the filters", async () => {
        const res = await api.get("/api/orders/export.csv?search=%23880001&lines=1", auth)
        expectStatus(res, 200)
        expect(res.headers["content-disposition"]).toMatch(/-lines\.csv"$/)
        const [header, ...body] = parseCsv(String(res.data).replace(/^\uFEFF/, ""))
        expect(body).toHaveLength(2)
        const col = (name: string) => body.map((r) => r[header.indexOf(name)])
        expect(col("Item")).toEqual(["Fish Amok", 'នំអន្សម, "big"'])
        expect(col("Quantity")).toEqual(["1", "1"])
        expect(col("Unit price")).toEqual(["25", "15"])
        expect(col("Line total")).toEqual(["25", "15"])
        expect(col("Order number")).toEqual(["880001", "880001"])
        expect(header).not.toContain("Items")
      })
    })
  },
})
