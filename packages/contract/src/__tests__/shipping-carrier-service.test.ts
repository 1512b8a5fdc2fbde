import { describe, expect, it } from "vitest"
import { carrierService } from "../index.js"

describe("carrierService", () => {
  it("names the carrier once", () => {
    expect(carrierService("UPS", "UPS Ground")).toBe("UPS Ground")
    expect(carrierService("FedEx", "FedEx 2Day")).toBe("FedEx 2Day")
    expect(carrierService("USPS", "Priority Mail")).toBe("USPS Priority Mail")
    expect(carrierService("UPS", "UPSGround")).toBe("UPS UPSGround")
    expect(carrierService(null, "Ground")).toBe("Ground")
    expect(carrierService("UPS", "")).toBe("UPS")
  })
})
