import { describe, expect, it } from "vitest"
import { formatDate } from "../lib/dates"

describe("dates in the admin's language", () => {
  it("Khmer on the 24-hour clock, with no English 'AM'/'PM'; English as usual; '—' for none", () => {
    const evening = "2026-11-26T20:44:00Z"
    expect(formatDate(evening, "km-KH")).not.toMatch(/AM|PM/)
    expect(formatDate(evening, "en-US")).toMatch(/PM/)
    expect(formatDate(evening, "km-KH", false)).not.toMatch(/:/)
    expect(formatDate(null, "en-US")).toBe("—")
    expect(formatDate("not a date", "km-KH")).toBe("—")
  })
})
