import { describe, expect, it } from "vitest"
import { formatPrice } from "../format"
import { formatDate, formatDateTime } from "../dates"

describe("formatDateTime and formatDate", () => {
  it("writes English dates as 'MMM d, yyyy h:mm a', midnight and noon as 12", () => {
    expect(formatDateTime(new Date(2026, 10, 22, 15, 5), "en")).toBe("Nov 22, 2026 3:05 PM")
    expect(formatDateTime(new Date(2026, 0, 2, 0, 30))).toBe("Jan 2, 2026 12:30 AM")
    expect(formatDateTime(new Date(2026, 5, 9, 12, 0))).toBe("Jun 9, 2026 12:00 PM")
    expect(formatDate(new Date(2026, 8, 30, 23, 59))).toBe("Sep 30, 2026")
  })

  it("writes Khmer dates day first with the solar month's name, Khmer numerals and the part of the day", () => {
    const months = ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ"]
    months.forEach((month, i) => expect(formatDate(new Date(2026, i, 15), "km")).toBe(`១៥ ${month} ២០២៦`))
    expect(formatDateTime(new Date(2026, 10, 22, 15, 5), "km")).toBe("២២ វិច្ឆិកា ២០២៦ ៣:០៥ រសៀល")
    expect(formatDateTime(new Date(2026, 0, 2, 0, 30), "km")).toBe("២ មករា ២០២៦ ១២:៣០ ព្រឹក")
    expect(formatDateTime(new Date(2026, 0, 2, 12, 0), "km")).toBe("២ មករា ២០២៦ ១២:០០ រសៀល")
    expect(formatDateTime(new Date(2026, 0, 2, 17, 0), "km-KH")).toBe("២ មករា ២០២៦ ៥:០០ ល្ងាច")
    expect(formatDateTime(new Date(2026, 0, 2, 20, 0), "km")).toBe("២ មករា ២០២៦ ៨:០០ យប់")
  })
})

describe("formatPrice", () => {
  it("keeps US format, also for strings with a currency sign", () => {
    expect(formatPrice(12.5)).toBe("$12.50")
    expect(formatPrice("$1,234.5")).toBe("$1,234.50")
    expect(formatPrice("abc")).toBe("$0.00")
  })
})
