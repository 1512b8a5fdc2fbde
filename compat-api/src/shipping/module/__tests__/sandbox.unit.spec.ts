import { resolveParcel } from "../packages"
import { billableWeight, flatRateBoxFor, parseSandboxRateId, sampleTrackingNumber, sandboxRateById, sandboxRates } from "../sandbox"
import { USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL, PRICES_EFFECTIVE } from "../usps-flat-rate-prices"

describe("sandbox rates", () => {
  it("quotes each USPS flat-rate package at its published retail price", () => {
    expect(PRICES_EFFECTIVE).toBe("2025-01-19")
    for (const [key, price] of Object.entries(USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL)) {
      const [r] = sandboxRates(resolveParcel(key, 1))
      expect(r).toMatchObject({ provider: "USPS", service: "Priority Mail", amount: price.toFixed(2), box_type: key, sample: false })
    }
  })

  it("puts a small parcel in the cheapest flat-rate box it fits, and quotes UPS and FedEx samples by billable weight", () => {
    const parcel = resolveParcel("package_small", 2)
    expect(flatRateBoxFor(parcel)).toBe("medium_flat_rate_box")
    expect(flatRateBoxFor(resolveParcel("package_medium", 2))).toBeNull()
    expect(billableWeight(2, { length: 12, width: 10, height: 8 })).toBe(7) // 960 in³ / 139
    expect(billableWeight(9, { length: 6, width: 6, height: 6 })).toBe(9)
    const list = sandboxRates(parcel)
    expect(list.map((r) => `${r.provider} ${r.service} ${r.amount} ${r.sample}`)).toEqual([
      "FedEx FedEx Ground 14.25 true",
      "UPS UPS Ground 14.70 true",
      "USPS Priority Mail 19.30 false",
      "UPS UPS 2nd Day Air 33.75 true",
      "FedEx FedEx 2Day 35.25 true",
    ])
    expect(list[0].attributes).toContain("CHEAPEST")
    expect(list.find((r) => r.isFastest)!.service).toBe("Priority Mail")
  })

  it("makes rate ids that carry the parcel, so a label can be bought without state", () => {
    const parcel = resolveParcel("custom_package", 3, { length: 10, width: 8, height: 4 })
    const [r] = sandboxRates(parcel)
    expect(parseSandboxRateId(r.id)).toMatchObject({ packageKey: "custom_package", weightLb: 3, dimensions: { length: 10, width: 8, height: 4 } })
    expect(sandboxRateById(r.id)!.rate).toEqual(r)
    expect(sandboxRateById("rate_0123abc")).toBeNull()
    expect(sandboxRateById("rate_sandbox-ups_ground-flat_rate_envelope-9lb")).toBeNull()
  })

  it("makes 22-digit test tracking numbers starting 9999 with the order number", () => {
    const n = sampleTrackingNumber(1042, () => 0.5)
    expect(n).toBe("9999000010425555555555")
    expect(sampleTrackingNumber(null)).toMatch(/^999900000000\d{10}$/)
  })
})
