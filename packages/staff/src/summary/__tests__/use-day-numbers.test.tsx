import type { OrdersSummary } from "@shop/contract"
import { act, render, renderHook, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import DayChart from "../../day-chart"
import { order, summaryOf } from "../../testing"
import { chartPoints, customRangeError, DayChartPanel, ordersSummaryWatch, SUMMARY_REFRESH_MS, useDayNumbers, type DayRange } from ".."
import { cookieXsrf, createStaffClient } from "../../client"

// Sunday 22 November 2026, 22:30 in Los Angeles (the default shop zone); already Monday the 23rd in Phnom Penh.
const NOW = new Date("2026-11-23T06:30:00Z")
const ORDERS = [
  order({ id: 1, createdAt: "2026-11-22T20:00:00Z", subtotal: 20, deliveryFee: 5, processingFee: 1.5, totalAmount: 26.5, refundedAmount: 2 }),
  order({ id: 2, createdAt: "2026-11-22T21:00:00Z", subtotal: 30, deliveryFee: 10, processingFee: 0, totalAmount: 40, paymentMethod: "card", paymentState: "paid" }),
]

/** A summary query as the apps' hook answers: the server's numbers of the asked range, in `zone`; every range asked is kept. */
function fakeSummary(zone = "America/Los_Angeles") {
  const asked: (DayRange | null)[] = []
  const useSummary = (range: DayRange | null): { data?: OrdersSummary } => {
    asked.push(range)
    return { data: range ? summaryOf(ORDERS, range, zone) : undefined }
  }
  return { asked, useSummary }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(NOW)
})
afterEach(() => vi.useRealTimers())

describe("customRangeError", () => {
  it("says what is wrong with a typed range, with the server's own check", () => {
    expect(customRangeError({ from: "", to: "2026-11-22" })).toEqual({ key: "dayNumbers.badDate" })
    expect(customRangeError({ from: "2026-11-31", to: "2026-12-01" })).toEqual({ key: "dayNumbers.badDate" })
    expect(customRangeError({ from: "2026-11-22", to: "2026-11-20" })).toEqual({ key: "dayNumbers.rangeBackwards" })
    expect(customRangeError({ from: "2024-01-01", to: "2026-11-22" })).toEqual({ key: "dayNumbers.rangeTooWide", values: { count: 366 } })
    expect(customRangeError({ from: "2026-11-01", to: "2026-11-22" })).toBeNull()
  })
})

describe("useDayNumbers", () => {
  it("asks for the shop's today first, then follows the time zone the server reports", () => {
    const shop = fakeSummary("Asia/Phnom_Penh")
    const { result } = renderHook(() => useDayNumbers({ lang: "en", useSummary: shop.useSummary }))
    expect(shop.asked[0]).toEqual({ from: "2026-11-22", to: "2026-11-22" })
    // The server counts days in Phnom Penh: there it is already Monday the 23rd.
    expect(result.current.range).toEqual({ from: "2026-11-23", to: "2026-11-23" })
    expect(result.current.timeZone).toBe("Asia/Phnom_Penh")
    expect(result.current.caption).toBe("Monday, November 23, 2026")
  })

  it("drafts a custom range at the last 7 days, asks nothing until it is applied, and refuses a bad one", () => {
    const shop = fakeSummary()
    const { result } = renderHook(() => useDayNumbers({ lang: "en", useSummary: shop.useSummary }))
    act(() => result.current.pick("custom"))
    expect(result.current.draft).toEqual({ from: "2026-11-16", to: "2026-11-22" })
    expect(result.current.range).toBeNull()
    expect(shop.asked.at(-1)).toBeNull()
    expect(result.current.caption).toBeNull()

    act(() => result.current.setDraftDay("to", "2026-11-10"))
    const prevented = vi.fn()
    act(() => result.current.applyCustom({ preventDefault: prevented }))
    expect(prevented).toHaveBeenCalled()
    expect(result.current.draftError).toEqual({ key: "dayNumbers.rangeBackwards" })
    expect(result.current.range).toBeNull()

    act(() => result.current.setDraftDay("to", "2026-11-20"))
    act(() => result.current.applyCustom())
    expect(result.current.draftError).toBeNull()
    expect(result.current.range).toEqual({ from: "2026-11-16", to: "2026-11-20" })
    expect(shop.asked.at(-1)).toEqual({ from: "2026-11-16", to: "2026-11-20" })

    // Back to a preset and to Custom again: the applied range is kept, not re-drafted.
    act(() => result.current.pick("yesterday"))
    expect(result.current.range).toEqual({ from: "2026-11-21", to: "2026-11-21" })
    act(() => result.current.pick("custom"))
    expect(result.current.range).toEqual({ from: "2026-11-16", to: "2026-11-20" })
  })

  it("gives the card's figures, links, sales lines and chart texts from the server's numbers", () => {
    const shop = fakeSummary()
    const { result } = renderHook(() => useDayNumbers({ lang: "en", useSummary: shop.useSummary }))
    const day = result.current
    expect(day.figures).toEqual([
      { label: "dayNumbers.orders", value: 2 },
      { label: "dayNumbers.net", value: "$64.50" },
    ])
    expect(day.linked.map((f) => [f.label, f.value, f.search])).toEqual([
      ["dayNumbers.awaitingVerification", 1, "?payment=awaiting_verification&from=2026-11-22&to=2026-11-22"],
      ["dayNumbers.paidNotShipped", 1, "?shipping=unshipped&payment=paid&from=2026-11-22&to=2026-11-22"],
    ])
    expect(day.linked[0].detail).toBe("$26.50")
    expect(day.sales).toEqual([
      { key: "dayNumbers.subtotal", amount: 50 },
      { key: "dayNumbers.deliveryFees", amount: 15 },
      { key: "dayNumbers.cardFees", amount: 1.5 },
      { key: "dayNumbers.refunds", amount: -2 },
    ])
    expect(day.net).toBe("$64.50")
    expect(day.points).toHaveLength(14)
    expect(day.describe(day.points.at(-1)!)).toEqual({ key: "dayNumbers.chartDay", values: { date: "Sunday, November 22, 2026", amount: "$64.50", count: 2 } })
    expect(day.chartLabel).toEqual({ key: "dayNumbers.chartLabel", values: { date: "Sunday, November 22, 2026" } })
  })

  it("writes the chart's days in Khmer for a Khmer screen", () => {
    const shop = fakeSummary()
    const { result } = renderHook(() => useDayNumbers({ lang: "km", useSummary: shop.useSummary }))
    expect(result.current.points.at(-1)?.label).toBe("២២ វិច្ឆិកា")
    expect(result.current.caption).toBe("ថ្ងៃអាទិត្យ ២២ វិច្ឆិកា ២០២៦")
  })
})

describe("ordersSummaryWatch", () => {
  const client = () => createStaffClient({ base: "/api", xsrf: cookieXsrf() })
  it("asks nothing without a range, keeps the previous range's numbers while a new one loads, refreshes every 30 s in sight", () => {
    const none = ordersSummaryWatch(client(), null)
    expect(none.enabled).toBe(false)
    const week = ordersSummaryWatch(client(), { from: "2026-11-16", to: "2026-11-22" })
    expect(week.enabled).toBe(true)
    expect(week.queryKey).toContainEqual({ from: "2026-11-16", to: "2026-11-22" })
    const previous = summaryOf(ORDERS, { from: "2026-11-22", to: "2026-11-22" }, "America/Los_Angeles")
    expect(week.placeholderData(previous)).toBe(previous)
    expect(week.refetchInterval).toBe(SUMMARY_REFRESH_MS)
    expect(week.refetchIntervalInBackground).toBe(false)
  })
})

describe("DayChart", () => {
  const points = chartPoints(summaryOf(ORDERS, { from: "2026-11-22", to: "2026-11-22" }, "America/Los_Angeles").days, "en")
  it("draws the days at the given width, thinning the labels on a phone, in the app's colors", () => {
    const colors = { tick: "#111111", grid: "#222222", axis: "#333333", cursor: "#444444", bar: "#991b1b" }
    const { getByRole, container } = render(
      <DayChart points={points} width={296} lang="en" label="Net sales chart" describe={(p) => p.long} tooltipClassName="tip" colors={colors} />
    )
    const chart = getByRole("img", { name: "Net sales chart" })
    expect(chart.querySelector("svg.recharts-surface")?.getAttribute("width")).toBe("296")
    // 240 px for 14 English labels: every third one shows.
    expect(chart.getAttribute("data-tick-interval")).toBe("2")
    expect(container.querySelector(".recharts-bar-rectangle path, .recharts-rectangle")?.getAttribute("fill")).toBe("#991b1b")
  })

  it("shows every day on a wide screen", () => {
    const { getByRole } = render(<DayChart points={points} width={900} lang="en" label="Chart" describe={(p) => p.long} tooltipClassName="tip" colors={{ tick: "#000", grid: "#000", axis: "#000", cursor: "#000", bar: "#000" }} />)
    expect(getByRole("img", { name: "Chart" }).getAttribute("data-tick-interval")).toBe("0")
  })
})

describe("DayChartPanel", () => {
  it("says every day in a table at once and draws the chart when its code has loaded", async () => {
    const points = chartPoints(summaryOf(ORDERS, { from: "2026-11-22", to: "2026-11-22" }, "America/Los_Angeles").days, "en")
    const colors = { tick: "#000", grid: "#000", axis: "#000", cursor: "#000", bar: "#000" }
    render(
      <DayChartPanel
        box={() => {}}
        fallback={<p>Loading the chart…</p>}
        caption="Net sales, last 14 days"
        points={points}
        width={600}
        lang="en"
        label="Bar chart"
        describe={(p) => `${p.long}: ${p.orders}`}
        tooltipClassName="tip"
        colors={colors}
      />
    )
    const table = screen.getByRole("table", { name: "Net sales, last 14 days" })
    expect(table.querySelectorAll("tr")).toHaveLength(14)
    expect(table).toHaveProperty("textContent", expect.stringContaining("Sunday, November 22, 2026: 2"))
    expect(screen.getByText("Loading the chart…")).toBeTruthy()
    expect(await screen.findByRole("img", { name: "Bar chart" })).toBeTruthy()
    expect(screen.queryByText("Loading the chart…")).toBeNull()
  })
})
