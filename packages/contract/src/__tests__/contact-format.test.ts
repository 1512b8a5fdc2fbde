import { describe, expect, it } from "vitest"
import { deliveryAddressLine, formatPhone } from "../index.js"

describe("how every screen shows an order's contact", () => {
  it("writes a delivery address in the checkout's one line: state and zip apart by a space", () => {
    expect(deliveryAddressLine({ address: "1450 E Anaheim St", city: "Long Beach", state: "CA", zip: "90813" })).toBe("1450 E Anaheim St, Long Beach, CA 90813")
    expect(deliveryAddressLine({ address: " 12 Main St ", city: "", state: null, zip: "90813" })).toBe("12 Main St, 90813")
    expect(deliveryAddressLine({})).toBe("")
  })

  it("formats a US phone number as (562) 555-0148, however it was typed", () => {
    for (const typed of ["5625550148", "+15625550148", "+1 562 555 0148", "1-562-555-0148", "562.555.0148", " (562) 555-0148 ", "(៥៦២) ៥៥៥-០១៤៨"]) {
      expect(formatPhone(typed)).toBe("(562) 555-0148")
    }
  })

  it("keeps any other number as the shopper wrote it", () => {
    for (const typed of ["+855 12 345 678", "012 345 678", "+61 2 1234 567", "562-555-0148 ext 12", "+1 555 0100"]) {
      expect(formatPhone(typed)).toBe(typed)
    }
    expect(formatPhone(null)).toBe("")
  })
})
