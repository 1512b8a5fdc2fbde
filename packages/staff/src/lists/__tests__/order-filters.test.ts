import { describe, expect, it } from "vitest"
import { changeOrderListFilters, orderFiltersQuery, parseOrderListFilters, writeOrderListFilters } from ".."
import { ordersExportUrl, packingSlipsUrl } from "../../queries"
import { addDays, dayInTimeZone as dayInZone, presetRange as summaryPresetRange, summaryLinkSearch } from "../../summary"

const presetRange = (preset: "today" | "yesterday" | "this_week", now: Date, timeZone?: string) => summaryPresetRange(preset, timeZone, now)

const p = (s: string) => new URLSearchParams(s)

describe("the orders screen's filters in the URL", () => {
  it("reads the filters, dropping unknown values and bad days instead of failing", () => {
    expect(parseOrderListFilters(p("search=%231042&payment=paid&shipping=not_shipped&channel=shop&date=today"))).toEqual({
      search: "#1042",
      payment: "paid",
      shipping: "not_shipped",
      channel: "shop",
      date: "today",
    })
    expect(parseOrderListFilters(p("payment=maybe&shipping=lost&channel=fax&date=someday&from=2026-02-30&search=%20%20"))).toEqual({})
    expect(parseOrderListFilters(p("date=custom"))).toEqual({ date: "custom" })
    // from/to without a preset is a custom range; a backwards or too wide end is dropped
    expect(parseOrderListFilters(p("from=2026-11-01&to=2026-11-07"))).toEqual({ date: "custom", from: "2026-11-01", to: "2026-11-07" })
    expect(parseOrderListFilters(p("date=custom&from=2026-11-07&to=2026-11-01"))).toEqual({ date: "custom", from: "2026-11-07" })
    expect(parseOrderListFilters(p("date=custom&from=2024-01-01&to=2026-01-01"))).toEqual({ date: "custom", from: "2024-01-01" })
    // a preset ignores stray days
    expect(parseOrderListFilters(p("date=yesterday&from=2026-11-01"))).toEqual({ date: "yesterday" })
  })

  it("opens the day numbers' links as the list they name (a custom range of their days)", () => {
    expect(parseOrderListFilters(p(summaryLinkSearch("paidNotShipped", { from: "2026-11-20", to: "2026-11-27" })))).toEqual({
      payment: "paid",
      shipping: "unshipped",
      date: "custom",
      from: "2026-11-20",
      to: "2026-11-27",
    })
  })

  it("writes them back, keeping the URL's other params and leaving out empty ones (a round trip keeps them)", () => {
    const written = writeOrderListFilters({ search: "Sokha", payment: "paid", date: "custom", from: "2026-11-01" }, p("order=1042&payment=rejected&channel=shop"))
    expect(written.toString()).toBe("order=1042&search=Sokha&payment=paid&date=custom&from=2026-11-01")
    expect(parseOrderListFilters(written)).toEqual({ search: "Sokha", payment: "paid", date: "custom", from: "2026-11-01" })
    expect(writeOrderListFilters({}, p("search=x&date=today")).toString()).toBe("")
  })

  it("a preset other than custom drops the custom days; an emptied filter goes", () => {
    const f = { date: "custom", from: "2026-11-01", to: "2026-11-02", payment: "paid" } as const
    expect(changeOrderListFilters(f, { date: "today" })).toEqual({ date: "today", payment: "paid" })
    expect(changeOrderListFilters(f, { payment: undefined })).toEqual({ date: "custom", from: "2026-11-01", to: "2026-11-02" })
  })
})

describe("date presets in the shop's time zone", () => {
  it("today is the shop's day, not the browser's or UTC's", () => {
    // 06:30 UTC on Nov 28 is still Nov 27 in Los Angeles, already Nov 28 in Phnom Penh
    const at = new Date("2026-11-28T06:30:00Z")
    expect(dayInZone(at, "America/Los_Angeles")).toBe("2026-11-27")
    expect(dayInZone(at, "Asia/Phnom_Penh")).toBe("2026-11-28")
    expect(presetRange("today", at)).toEqual({ from: "2026-11-27", to: "2026-11-27" })
    expect(presetRange("yesterday", at)).toEqual({ from: "2026-11-26", to: "2026-11-26" })
  })

  it("is safe across daylight saving: the day after a 25-hour day and yesterday of a 23-hour day", () => {
    // Nov 1 2026 in Los Angeles has 25 hours (clocks go back); Mar 8 2026 has 23.
    expect(presetRange("yesterday", new Date("2026-11-02T08:30:00Z"), "America/Los_Angeles")).toEqual({ from: "2026-11-01", to: "2026-11-01" })
    expect(presetRange("yesterday", new Date("2026-03-09T07:30:00Z"), "America/Los_Angeles")).toEqual({ from: "2026-03-08", to: "2026-03-08" })
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28")
  })

  it("this week runs from its Monday to today (Sunday is the week's last day)", () => {
    // Friday Nov 27 2026 in Los Angeles
    expect(presetRange("this_week", new Date("2026-11-28T06:30:00Z"))).toEqual({ from: "2026-11-23", to: "2026-11-27" })
    // Sunday Nov 29: still the week of Monday Nov 23; Monday Nov 30 starts a new one
    expect(presetRange("this_week", new Date("2026-11-29T20:00:00Z"))).toEqual({ from: "2026-11-23", to: "2026-11-29" })
    expect(presetRange("this_week", new Date("2026-11-30T20:00:00Z"))).toEqual({ from: "2026-11-30", to: "2026-11-30" })
  })

  it("the server's query has the preset's days, and the export and slips links carry the same filters", () => {
    const q = orderFiltersQuery({ search: " 1042 ", payment: "paid", date: "today" }, new Date("2026-11-28T06:30:00Z"))
    expect(q).toEqual({ search: "1042", payment: "paid", from: "2026-11-27", to: "2026-11-27" })
    expect(ordersExportUrl("/api", q)).toBe("/api/orders/export.csv?search=1042&payment=paid&from=2026-11-27&to=2026-11-27")
    expect(ordersExportUrl("/admin/shop", q, { lines: true })).toBe("/admin/shop/orders/export.csv?search=1042&payment=paid&from=2026-11-27&to=2026-11-27&lines=1")
    expect(packingSlipsUrl("/api", { ids: [1042, 1043] }, "km")).toBe("/api/orders/packing-slips.pdf?ids=1042%2C1043&lang=km")
    expect(packingSlipsUrl("/api", { filters: { shipping: "not_shipped" } })).toBe("/api/orders/packing-slips.pdf?shipping=not_shipped")
  })
})
