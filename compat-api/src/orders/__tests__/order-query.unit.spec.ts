import { ORDER_QUERY_ERRORS } from "@shop/contract"
import { LegacyValidationError } from "../../http/legacy-error"
import { orderFilterConditions, parseOrderListQuery, PAYMENT_FILTER_SQL, searchConditionOf } from "../order-query"
import { CSV_BOM, csvCell, csvHeader, csvRow, csvRowsOf, exportFileName } from "../orders-csv"

const failure = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    return { message: (e as Error).message, code: (e as LegacyValidationError).code, params: (e as LegacyValidationError).params }
  }
  return null
}

describe("the orders list's query", () => {
  it("refuses names it does not know, naming them, and keeps the old paging", () => {
    expect(failure(() => parseOrderListQuery({ limit: "10", colour: "red", sort: "x" }))).toEqual({
      message: "Unknown filter: colour, sort.",
      code: "orderQuery.unknownFilter",
      params: { name: "colour, sort" },
    })
    expect(parseOrderListQuery({ limit: "10", offset: "20", unseen: "true" })).toEqual({ filters: {}, limit: 10, offset: 20, unseen: true, lines: false })
    expect(failure(() => parseOrderListQuery({ limit: "0" }))?.message).toBe("limit must be a whole number from 1 to 200.")
    expect(failure(() => parseOrderListQuery({ lines: "1" }))?.code).toBe("orderQuery.unknownFilter")
    expect(parseOrderListQuery({ lines: "1" }, ["lines"]).lines).toBe(true)
  })

  it("checks the filters with the contract's texts; an empty value is no filter", () => {
    expect(failure(() => parseOrderListQuery({ from: "2026-13-01" }))?.message).toBe(ORDER_QUERY_ERRORS.badDate)
    expect(failure(() => parseOrderListQuery({ from: "2025-01-01", to: "2026-06-01" }))?.message).toBe(ORDER_QUERY_ERRORS.rangeTooWide)
    expect(failure(() => parseOrderListQuery({ search: "a".repeat(5000) }))?.message).toBe(ORDER_QUERY_ERRORS.searchTooLong)
    expect(failure(() => parseOrderListQuery({ shipping: "lost" }))?.message).toBe(ORDER_QUERY_ERRORS.badShipping)
    expect(parseOrderListQuery({ search: "", payment: "" }).filters).toEqual({})
  })
})

describe("the search", () => {
  it("takes #1042 as that order only", () => {
    expect(searchConditionOf(" #1042 ")).toEqual({ sql: `"order_display_id" = ?`, params: [1042] })
  })
  it("looks for the text (lower case, LIKE's marks escaped) and a phone by its digits", () => {
    expect(searchConditionOf("Dara_50%")).toEqual({ sql: `"search_text" like ?`, params: ["%dara\\_50\\%%"] })
    const phone = searchConditionOf("+1 (555) 010-0100")!
    expect(phone.params).toEqual(["%+1 (555) 010-0100%", "%15550100100%", "%5550100100%"])
    expect(searchConditionOf("1042")!.params).toEqual(["%1042%"])
  })
  it("adds the orders of products named in Khmer or English by their ids", () => {
    expect(searchConditionOf("នំបញ្ចុក", ["prod_01ABC"])!.params).toEqual(["%នំបញ្ចុក%", "%prod\\_01abc%"])
    expect(searchConditionOf("   ")).toBeNull()
  })
})

describe("the filters as SQL", () => {
  it("turn dates into the shop's midnights (Los Angeles) and name each payment choice", () => {
    const [from, to] = orderFilterConditions({ from: "2026-11-27", to: "2026-11-27" }, { timeZone: "America/Los_Angeles" })
    expect((from.params[0] as Date).toISOString()).toBe("2026-11-27T08:00:00.000Z")
    expect((to.params[0] as Date).toISOString()).toBe("2026-11-28T08:00:00.000Z")
    expect(orderFilterConditions({ payment: "awaiting_verification" }, { timeZone: "UTC" })[0].sql).toBe(PAYMENT_FILTER_SQL.awaiting_verification)
    expect(orderFilterConditions({ channel: "shop" }, { timeZone: "UTC" })[0].sql).toMatch(/^not \(/)
    expect(orderFilterConditions({}, { timeZone: "UTC" })).toEqual([])
  })
})

describe("the CSV", () => {
  it("quotes as RFC 4180 says and keeps formulas from running", () => {
    expect(csvCell('He said "hi", then left')).toBe('"He said ""hi"", then left"')
    expect(csvCell("two\nlines")).toBe('"two\nlines"')
    expect(csvCell("=HYPERLINK(\"x\")")).toBe(`"'=HYPERLINK(""x"")"`)
    expect(csvCell("+855 12 345 678")).toBe("'+855 12 345 678")
    expect(csvCell("-1")).toBe("'-1")
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)")
    expect(csvCell(12.5)).toBe("12.5")
    expect(csvCell(null)).toBe("")
    expect(csvCell("នំបញ្ចុក")).toBe("នំបញ្ចុក")
    expect(csvRow(["a", 1, null])).toBe("a,1,\r\n")
    expect(CSV_BOM).toBe("\uFEFF")
    expect(exportFileName("2026-11-27", true)).toBe("shop-orders-2026-11-27-lines.csv")
  })

  it("writes an order as one row, or one per item, dates in the shop's zone and amounts as numbers", () => {
    const row = {
      id: "odesk_1", payment_session_id: "manual_zelle_1", order_id: "order_1", order_display_id: 1042, payment_method: "zelle",
      payment_status: "pending", payment_confirmed_by_customer: true, status: "pending", order_status: null, seen: false,
      customer_name: "Sokha Chan", customer_email: "sokha@example.com", customer_phone: "+1 555 010 0100",
      delivery_address: "1 Main St, Long Beach, CA 90813", notes: "=cmd", subtotal: "45.5", delivery_fee: "10", processing_fee: "0",
      total: "55.5", amount_due: "55.5", placement: "placed", placement_error: null, created_at: new Date("2026-11-28T07:59:00Z"),
      payment_state: "awaiting", shipment_state: "not_shipped", refunded_amount: "0", payment_undone_at: null, payment_history: null,
      lines: [{ id: "prod_1", name: "នំបញ្ចុក", quantity: 2, unitPrice: 12.75, lineTotal: 25.5 }, { id: "prod_2", name: "Sampot, silk", quantity: 1, unitPrice: 20, lineTotal: 20 }],
      payment_reference: "ORDER-123456", shipping: null, deleted_at: null,
    } as any
    const one = csvRowsOf(row, "America/Los_Angeles", false)
    expect(one).toBe(
      `1042,2026-11-27 23:59,pending,Sokha Chan,'+1 555 010 0100,sokha@example.com,"1 Main St, Long Beach, CA 90813","2 × នំបញ្ចុក; 1 × Sampot, silk",45.5,10,0,55.5,0,zelle,customer_says_paid,not_shipped,,,ORDER-123456,'=cmd,shop\r\n`
    )
    const perLine = csvRowsOf(row, "America/Los_Angeles", true).split("\r\n").filter(Boolean)
    expect(perLine).toHaveLength(2)
    expect(perLine[0]).toContain(",នំបញ្ចុក,2,12.75,25.5,45.5,")
    expect(perLine[1]).toContain(`,"Sampot, silk",1,20,20,45.5,`)
    expect(csvHeader(true).split(",").slice(7, 11)).toEqual(["Item", "Quantity", "Unit price", "Line total"])
  })
})

describe("the CSV stream", () => {
  const { EventEmitter } = require("node:events")
  const { writeOrdersCsv } = require("../orders-csv")
  const row = (n: number) => ({ order_display_id: n, created_at: new Date("2026-11-27T20:00:00Z"), customer_name: `C${n}`, lines: [], payment_session_id: "manual_zelle_1", payment_status: "pending", status: "pending" })
  const scopeWith = (pages: unknown[][]) => {
    const calls: unknown[] = []
    const desk = { listStaffOrders: async (opts: unknown) => (calls.push(opts), { rows: pages.shift() ?? [], count: -1 }) }
    return { scope: { resolve: () => desk }, calls }
  }
  const q = { filters: {}, unseen: false, lines: false }

  it("reads keyset pages of 500 until one is short, and ends the file", async () => {
    const { scope, calls } = scopeWith([Array.from({ length: 500 }, (_, i) => row(2000 - i)), [row(1000)]])
    const out = Object.assign(new EventEmitter(), { chunks: [] as string[], write(c: string) { this.chunks.push(c); return true }, end: jest.fn() })
    expect(await writeOrdersCsv(scope, q, out)).toBe(501)
    expect(calls).toEqual([
      { conditions: [], limit: 500, before: undefined, withCount: false },
      { conditions: [], limit: 500, before: 1501, withCount: false },
    ])
    expect(out.chunks.join("").split("\r\n").filter(Boolean)).toHaveLength(502)
    expect(out.end).toHaveBeenCalled()
  })

  it("waits for the client to take each page, and stops when the client goes away", async () => {
    const { scope, calls } = scopeWith([Array.from({ length: 500 }, (_, i) => row(2000 - i)), Array.from({ length: 500 }, (_, i) => row(1500 - i))])
    const out = Object.assign(new EventEmitter(), { write: () => false, end: jest.fn() })
    const done = writeOrdersCsv(scope, q, out)
    await new Promise((r) => setTimeout(r, 20))
    expect(calls).toHaveLength(0) // the header is not taken yet: no page read
    out.emit("close")
    await done
    expect(calls.length).toBeLessThanOrEqual(1)
  })
})
