import { afterEach, describe, expect, it, vi } from "vitest"
import { cookieXsrf, createStaffClient } from "../../client"
import { staffKeys } from "../../queries"
import { fakeShop, order } from "../../testing"
import {
  chartPoints,
  chartTickInterval,
  dayInTimeZone,
  dayLabel,
  dayLong,
  formatUsd,
  ordersSummaryQuery,
  presetOf,
  presetRange,
  rangeCaption,
  summaryLinkSearch,
} from ".."

afterEach(() => vi.unstubAllGlobals())

// Sunday 22 November 2026, 22:30 in Los Angeles; already Monday the 23rd in UTC and in Phnom Penh.
const NOW = new Date("2026-11-23T06:30:00Z")
const api = () => createStaffClient({ base: "/api", xsrf: cookieXsrf() })
const medusa = () => createStaffClient({ base: "/admin/shop", xsrf: { token: () => "fake-session-xsrf", renew: () => {} } })

describe("the day numbers' ranges", () => {
  it("count days in the shop's time zone, not the browser's or UTC", () => {
    expect(dayInTimeZone(NOW, "America/Los_Angeles")).toBe("2026-11-22")
    expect(dayInTimeZone(NOW, "UTC")).toBe("2026-11-23")
    expect(dayInTimeZone(NOW, "Asia/Phnom_Penh")).toBe("2026-11-23")
    // A zone the browser does not know falls back to the shop's default one.
    expect(dayInTimeZone(NOW, "Mars/Olympus")).toBe("2026-11-22")
  })

  it("give today, yesterday, this week (from Monday) and the last 7 days", () => {
    const la = (p: Parameters<typeof presetRange>[0]) => presetRange(p, "America/Los_Angeles", NOW)
    expect(la("today")).toEqual({ from: "2026-11-22", to: "2026-11-22" })
    expect(la("yesterday")).toEqual({ from: "2026-11-21", to: "2026-11-21" })
    expect(la("this_week")).toEqual({ from: "2026-11-16", to: "2026-11-22" })
    expect(la("last_7_days")).toEqual({ from: "2026-11-16", to: "2026-11-22" })
    // Monday in Phnom Penh: this week is one day.
    expect(presetRange("this_week", "Asia/Phnom_Penh", NOW)).toEqual({ from: "2026-11-23", to: "2026-11-23" })
    // Across a month and a year.
    expect(presetRange("yesterday", "UTC", new Date("2027-01-01T10:00:00Z"))).toEqual({ from: "2026-12-31", to: "2026-12-31" })
  })

  it("read a range back as its preset, anything else as custom", () => {
    expect(presetOf({ from: "2026-11-21", to: "2026-11-21" }, "America/Los_Angeles", NOW)).toBe("yesterday")
    expect(presetOf({ from: "2026-11-22", to: "2026-11-22" }, "America/Los_Angeles", NOW)).toBe("today")
    expect(presetOf({ from: "2026-11-02", to: "2026-11-05" }, "America/Los_Angeles", NOW)).toBe("custom")
  })
})

describe("the summary query", () => {
  it("keys each range apart, under the orders (an order change refetches it)", () => {
    const a = ordersSummaryQuery(api(), { from: "2026-11-22", to: "2026-11-22" })
    const b = ordersSummaryQuery(api(), { from: "2026-11-16", to: "2026-11-22" })
    expect(a.queryKey).not.toEqual(b.queryKey)
    expect(a.queryKey.slice(0, staffKeys.orders().length)).toEqual([...staffKeys.orders()])
  })

  it("asks both backends for the range and adds up the fake shop's orders in the shop's time zone", async () => {
    const shop = fakeShop({
      orders: [
        // 22 Nov, 09:00 in LA
        order({ id: 1, createdAt: "2026-11-22T17:00:00Z", subtotal: 20, deliveryFee: 5, processingFee: 0, totalAmount: 25, paymentMethod: "zelle", paymentStatus: "pending", paymentConfirmed: true }),
        // 22 Nov, 23:30 in LA (23 Nov in UTC): still the shop's 22nd
        order({ id: 2, createdAt: "2026-11-23T07:30:00Z", subtotal: 40, deliveryFee: 10, processingFee: 1.5, totalAmount: 51.5, paymentMethod: "stripe", paymentStatus: "paid", refundedAmount: 10 }),
        // cancelled: counts nowhere
        order({ id: 3, createdAt: "2026-11-22T18:00:00Z", subtotal: 99, totalAmount: 99, status: "cancelled" }),
        // 21 Nov: only in the chart
        order({ id: 4, createdAt: "2026-11-21T20:00:00Z", subtotal: 10, deliveryFee: 0, processingFee: 0, totalAmount: 10 }),
      ],
    })
    for (const client of [api(), medusa()]) {
      const s = await ordersSummaryQuery(client, { from: "2026-11-22", to: "2026-11-22" }).queryFn()
      expect(s).toMatchObject({ orders: 2, subtotal: 60, deliveryFees: 15, cardFees: 1.5, refunds: 10, net: 66.5, timeZone: "America/Los_Angeles" })
      expect(s.byMethod).toEqual([
        { method: "stripe", orders: 1, amount: 51.5 },
        { method: "zelle", orders: 1, amount: 25 },
      ])
      expect(s.awaitingVerification).toEqual({ count: 1, amount: 25 })
      expect(s.paidNotShipped).toEqual({ count: 1 })
      expect(s.days).toHaveLength(14)
      expect(s.days.at(-1)).toEqual({ date: "2026-11-22", orders: 2, net: 66.5 })
      expect(s.days.at(-2)).toEqual({ date: "2026-11-21", orders: 1, net: 10 })
      expect(s.days[0].date).toBe("2026-11-09")
    }
    expect(shop.calls.map((c) => [c.path, c.query])).toEqual([
      ["/api/orders/summary", { from: "2026-11-22", to: "2026-11-22" }],
      ["/admin/shop/orders/summary", { from: "2026-11-22", to: "2026-11-22" }],
    ])
  })

  it("passes on the server's refusal of a backwards range", async () => {
    fakeShop()
    await expect(ordersSummaryQuery(api(), { from: "2026-11-22", to: "2026-11-01" }).queryFn()).rejects.toMatchObject({
      status: 400,
      message: expect.stringContaining("must not end before it starts"),
    })
  })
})

describe("the day numbers' words and chart", () => {
  it("write dollars the US way in both languages", () => {
    expect(formatUsd(1234.5)).toBe("$1,234.50")
    expect(formatUsd(0)).toBe("$0.00")
    expect(formatUsd(Number.NaN)).toBe("$0.00")
    // a day without refunds shows its refunds negated (-0): "-$0.00" on the dashboard
    expect(formatUsd(-0)).toBe("$0.00")
    expect(formatUsd(-0.001)).toBe("$0.00")
    expect(formatUsd(-10)).toBe("-$10.00")
  })

  it("label the days in the screen's language", () => {
    expect(dayLabel("2026-11-22", "en")).toBe("Nov 22")
    expect(dayLabel("2026-11-22", "km")).toBe("២២ វិច្ឆិកា")
    expect(dayLong("2026-11-22", "km")).toBe("ថ្ងៃអាទិត្យ ២២ វិច្ឆិកា ២០២៦")
    expect(dayLong("2026-11-22", "en")).toBe("Sunday, November 22, 2026")
    expect(rangeCaption({ from: "2026-11-16", to: "2026-11-22" }, "en")).toBe("Nov 16 – Nov 22")
  })

  it("skip axis labels on a narrow chart so they do not overlap", () => {
    expect(chartTickInterval(900, "en")).toBe(0)
    // The plot of a 360 px phone is about 250 px wide: every third English label, every fourth Khmer one.
    expect(chartTickInterval(250, "en")).toBe(2)
    expect(chartTickInterval(250, "km")).toBe(3)
  })

  it("orders the chart's days and keeps the last 14", () => {
    const days = Array.from({ length: 16 }, (_, i) => ({ date: `2026-11-${String(i + 1).padStart(2, "0")}`, orders: i, net: i * 10 })).reverse()
    const points = chartPoints(days, "en")
    expect(points).toHaveLength(14)
    expect(points[0]).toMatchObject({ date: "2026-11-03", label: "Nov 3" })
    expect(points.at(-1)?.date).toBe("2026-11-16")
  })

  it("link a number to the orders list's filter, with its range", () => {
    expect(summaryLinkSearch("awaitingVerification")).toBe("?payment=awaiting_verification")
    expect(summaryLinkSearch("paidNotShipped", { from: "2026-11-22", to: "2026-11-22" })).toBe("?shipping=unshipped&payment=paid&from=2026-11-22&to=2026-11-22")
  })
})
