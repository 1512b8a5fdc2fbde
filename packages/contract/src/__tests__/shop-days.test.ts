import { describe, expect, it } from "vitest"
import { addDays, dayBounds, dayStart, ORDER_QUERY_ERRORS, OrderFilters, presetDays, shopDateOf, shopTimeZoneOf, wallClock, weekStart, errorCodeOfText } from "../index.js"

const LA = "America/Los_Angeles"

describe("days in the shop's time zone", () => {
  it("start at the shop's midnight, in winter and in summer", () => {
    expect(dayStart("2026-11-27", LA).toISOString()).toBe("2026-11-27T08:00:00.000Z")
    expect(dayStart("2026-07-04", LA).toISOString()).toBe("2026-07-04T07:00:00.000Z")
    expect(dayStart("2026-11-27", "Asia/Phnom_Penh").toISOString()).toBe("2026-11-26T17:00:00.000Z")
    expect(dayStart("2026-11-27", "UTC").toISOString()).toBe("2026-11-27T00:00:00.000Z")
  })

  it("are 23 and 25 hours long on the days the clocks change", () => {
    const spring = dayBounds("2026-03-08", "2026-03-08", LA)
    expect((spring.end.getTime() - spring.start.getTime()) / 3_600_000).toBe(23)
    const autumn = dayBounds("2026-11-01", "2026-11-01", LA)
    expect((autumn.end.getTime() - autumn.start.getTime()) / 3_600_000).toBe(25)
    expect(autumn.start.toISOString()).toBe("2026-11-01T07:00:00.000Z")
    expect(autumn.end.toISOString()).toBe("2026-11-02T08:00:00.000Z")
  })

  it("put an order placed just before midnight in Los Angeles on that day, not the next (UTC) one", () => {
    const late = new Date("2026-11-28T07:59:00Z") // 23:59 on the 27th in Los Angeles
    expect(shopDateOf(late, LA)).toBe("2026-11-27")
    expect(wallClock(late, LA)).toEqual({ date: "2026-11-27", time: "23:59" })
    expect(shopDateOf(new Date("2026-11-28T08:00:00Z"), LA)).toBe("2026-11-28")
    const { start, end } = dayBounds("2026-11-27", "2026-11-27", LA)
    expect(late >= start && late < end).toBe(true)
  })

  it("give the presets: today, yesterday, this week from Monday", () => {
    const now = new Date("2026-11-28T07:30:00Z") // Friday 27 November, 23:30 in Los Angeles
    expect(presetDays("today", LA, now)).toEqual({ from: "2026-11-27", to: "2026-11-27" })
    expect(presetDays("yesterday", LA, now)).toEqual({ from: "2026-11-26", to: "2026-11-26" })
    expect(presetDays("this_week", LA, now)).toEqual({ from: "2026-11-23", to: "2026-11-27" })
    expect(presetDays("today", "Asia/Phnom_Penh", now)).toEqual({ from: "2026-11-28", to: "2026-11-28" })
    expect(presetDays("custom", LA, now)).toBeNull()
    expect(weekStart("2026-11-29")).toBe("2026-11-23") // a Sunday belongs to the week that began on Monday
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01")
  })

  it("fall back to Los Angeles for a time zone nobody knows", () => {
    expect(shopTimeZoneOf(undefined)).toBe(LA)
    expect(shopTimeZoneOf("Mars/Olympus")).toBe(LA)
    expect(shopTimeZoneOf(" Asia/Phnom_Penh ")).toBe("Asia/Phnom_Penh")
  })
})

describe("the list's filters", () => {
  it("refuse bad dates, backwards and over-wide ranges and long searches with the contract's texts and codes", () => {
    const issue = (q: Record<string, string>) => {
      const r = OrderFilters.safeParse(q)
      return r.success ? null : r.error.issues[0].message
    }
    expect(issue({ from: "2026-02-30" })).toBe(ORDER_QUERY_ERRORS.badDate)
    expect(issue({ from: "27/11/2026" })).toBe(ORDER_QUERY_ERRORS.badDate)
    expect(issue({ from: "2026-11-27", to: "2026-11-26" })).toBe(ORDER_QUERY_ERRORS.rangeBackwards)
    expect(issue({ from: "2025-01-01", to: "2026-11-27" })).toBe(ORDER_QUERY_ERRORS.rangeTooWide)
    expect(issue({ search: "x".repeat(5000) })).toBe(ORDER_QUERY_ERRORS.searchTooLong)
    expect(issue({ payment: "maybe" })).toBe(ORDER_QUERY_ERRORS.badPayment)
    expect(issue({ from: "2026-01-01", to: "2026-12-31", payment: "paid", search: "Dara" })).toBeNull()
    expect(errorCodeOfText(ORDER_QUERY_ERRORS.rangeTooWide)).toBe("orderQuery.rangeTooWide")
  })
})
