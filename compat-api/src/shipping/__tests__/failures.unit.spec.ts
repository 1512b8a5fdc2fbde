import { MedusaError } from "@medusajs/framework/utils"
import { LegacyValidationError } from "../../http/legacy-error"
import { shippingFailureOf, ShippingFailure, SHIPPING_TEXTS } from "../failures"

describe("shippingFailureOf", () => {
  it("answers Shippo's failures with the spec's text and Shippo's words, also once serialized by a workflow", () => {
    const serialized = { message: "Shippo: Invalid token.", name: "ShippingUpstreamError", shippingStatus: 502, details: "Invalid token.", kind: "auth" }
    const f = shippingFailureOf(serialized, SHIPPING_TEXTS.ratesFailed)!
    expect([f.status, f.body()]).toEqual([502, { success: false, error: "Failed to get shipping rates.", message: "Failed to get shipping rates.", details: "Invalid token." }])
    expect(shippingFailureOf({ shippingStatus: 504, details: "slow" }, SHIPPING_TEXTS.labelFailed)!.status).toBe(504)
  })

  it("keeps our own input and state errors with their status", () => {
    expect(shippingFailureOf(new MedusaError(MedusaError.Types.INVALID_DATA, "2 lb is over"), "x")!.body()).toEqual({ success: false, error: "2 lb is over", message: "2 lb is over" })
    expect(shippingFailureOf(new MedusaError(MedusaError.Types.NOT_FOUND, "Order 9 not found"), "x")!.status).toBe(404)
    expect(shippingFailureOf({ type: "conflict", message: "placing", __isMedusaError: true }, "x")!.status).toBe(409)
    const v = shippingFailureOf(new LegacyValidationError([{ field: "packageType", message: "Please select a package type." }]), "x")!
    expect([v.status, v.body().error, (v.body() as any).errors]).toEqual([400, "Please select a package type.", [{ field: "packageType", message: "Please select a package type." }]])
    const mine = new ShippingFailure(409, SHIPPING_TEXTS.labelExists, undefined, { trackingNumber: "1Z" })
    expect(shippingFailureOf(mine, "x")!.body()).toEqual({ success: false, error: "Label Already Created", message: "Label Already Created", trackingNumber: "1Z" })
  })

  it("leaves anything else to the legacy handler", () => {
    expect(shippingFailureOf(new Error("boom"), "x")).toBeNull()
    expect(shippingFailureOf(new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "db"), "x")).toBeNull()
  })
})
