import { describeError, type ErrorCode } from "@shop/contract"
import { describe, expect, it } from "vitest"
import {
  checkParcel,
  failedAnswer,
  firstCarrier,
  labelDialogReducer,
  labelDialogStart,
  labelFileName,
  labelPrintFrame,
  labelStatusOf,
  parseDimensions,
  rateBadge,
  rateDays,
  rateStep,
  ratesRequestBody,
  shippingFailureOfBody,
  shippingMessageKey,
  sortRates,
  type RateLike,
} from "../index"

const rate = (id: string, provider: string, amount: string, extra: Partial<RateLike> = {}): RateLike => ({ id, provider, service: "Ground", amount, ...extra })
const RATES = [rate("a", "USPS", "7.10"), rate("b", "UPS", "9.00"), rate("c", "USPS", "12.40"), rate("d", "FedEx", "13.00")]

describe("rates", () => {
  it("gives one badge per rate in the spec's order: BEST VALUE, RECOMMENDED, FASTEST, CHEAPEST", () => {
    expect(rateBadge(rate("x", "USPS", "1", { isBestValue: true, isRecommended: true, isLowestPrice: true }))).toBe("bestValue")
    expect(rateBadge(rate("x", "USPS", "1", { isRecommended: true, attributes: ["FASTEST"] }))).toBe("recommended")
    expect(rateBadge(rate("x", "USPS", "1", { attributes: ["CHEAPEST", "FASTEST"] }))).toBe("fastest")
    expect(rateBadge(rate("x", "USPS", "1", { attributes: ["CHEAPEST"] }))).toBe("cheapest")
    expect(rateBadge(rate("x", "USPS", "1"))).toBeNull()
  })

  it("sorts by price, reads 3 days without an estimate, and filters by carrier (the first one at first)", () => {
    expect(sortRates([RATES[3], RATES[0], RATES[2], RATES[1]]).map((r) => r.id)).toEqual(["a", "b", "c", "d"])
    expect(rateDays(rate("x", "USPS", "1"))).toBe(3)
    expect(rateDays(rate("x", "USPS", "1", { estimated_days: 1 }))).toBe(1)
    expect(firstCarrier(RATES)).toBe("USPS")
    expect(firstCarrier([])).toBeNull()
    const usps = rateStep(RATES, "USPS", "c")
    expect([usps.shown.map((r) => r.id), usps.chosenId]).toEqual([["a", "c"], "c"])
    expect(usps.filters).toEqual([
      { carrier: "USPS", pressed: true },
      { carrier: "UPS", pressed: false },
      { carrier: "FedEx", pressed: false },
      { carrier: null, pressed: false },
    ])
    // A chosen rate the filter hides is not chosen (Create stays disabled).
    expect(rateStep(RATES, "UPS", "c").chosen).toBeNull()
    expect(rateStep(RATES, null, "d").shown).toHaveLength(4)
  })
})

describe("the label dialog's state", () => {
  it("keeps the weight within the chosen package's limit (the one weight rule, issue 26 point 13)", () => {
    let s = labelDialogReducer(labelDialogStart(), { type: "weight", weight: 10 })
    s = labelDialogReducer(s, { type: "package", packageType: "small_flat_rate_box" })
    expect(s.weight).toBe(3)
    s = labelDialogReducer(s, { type: "package", packageType: "flat_rate_envelope" })
    expect(s.weight).toBe(1)
    expect(labelDialogReducer(s, { type: "package", packageType: "package_large" }).weight).toBe(1)
  })

  it("opens on step 1 with the medium package at 2 lb, then goes to the rates with the first carrier as the filter", () => {
    let s = labelDialogStart()
    expect([s.step, s.packageType, s.weight, s.moved]).toEqual(["package", "package_medium", 2, false])
    expect(labelDialogStart(null).packageType).toBeNull()
    s = labelDialogReducer(s, { type: "package", packageType: "custom_package" })
    s = labelDialogReducer(s, { type: "side", side: "width", value: "7" })
    s = labelDialogReducer(s, { type: "weight", weight: 5 })
    expect([s.packageType, s.dims, s.weight]).toEqual(["custom_package", { length: "", width: "7", height: "" }, 5])
    s = labelDialogReducer(s, { type: "rate", rateId: "old" })
    s = labelDialogReducer(s, { type: "error", error: "No rates." })
    expect(labelDialogReducer(s, { type: "package", packageType: "package_small" }).error).toBeNull()
    s = labelDialogReducer(s, { type: "rates", rates: RATES })
    expect([s.step, s.carrier, s.rateId, s.error, s.moved, s.rates.length]).toEqual(["rates", "USPS", null, null, true, 4])
    s = labelDialogReducer(labelDialogReducer(s, { type: "carrier", carrier: null }), { type: "rate", rateId: "d" })
    expect([s.carrier, s.rateId]).toEqual([null, "d"])
    s = labelDialogReducer(labelDialogReducer(s, { type: "error", error: "Failed to create shipping label." }), { type: "back" })
    // Back keeps what was chosen (spec point 4: Back returns to the selection), not the error.
    expect([s.step, s.packageType, s.weight, s.error]).toEqual(["package", "custom_package", 5, null])
  })
})

describe("the package step", () => {
  it("asks for a package, the custom package's sides and a weight within the package's limit", () => {
    expect(checkParcel(null, 2)).toEqual({ ok: false, problem: "packageMissing" })
    expect(checkParcel("custom_package", 2, { length: "9", width: "", height: "5" })).toEqual({ ok: false, problem: "customMissing" })
    expect(checkParcel("custom_package", 2, { length: "9", width: "7", height: "109" })).toEqual({ ok: false, problem: "customMissing" })
    expect(checkParcel("custom_package", 2, { length: "9", width: "7", height: "5.5" })).toEqual({
      ok: true,
      parcel: { packageType: "custom_package", estimatedWeight: 2, dimensions: { length: 9, width: 7, height: 5.5 } },
    })
    expect(checkParcel("flat_rate_envelope", 2)).toEqual({ ok: false, problem: "overLimit", weight: 2, max: 1, packageType: "flat_rate_envelope" })
    expect(checkParcel("package_medium", 10)).toEqual({ ok: true, parcel: { packageType: "package_medium", estimatedWeight: 10 } })
    expect(parseDimensions({ length: "0", width: "1", height: "1" })).toBeNull()
  })

  it("sends the weight as text, as the spec's calls do", () => {
    expect(ratesRequestBody({ packageType: "package_small", estimatedWeight: 3 })).toEqual({ packageType: "package_small", estimatedWeight: "3" })
  })
})

describe("the label file", () => {
  it("names the download after the order and the file's type", () => {
    expect(labelFileName(1041)).toBe("shipping-label-order-1041.png")
    expect(labelFileName(1041, "application/pdf")).toBe("shipping-label-order-1041.pdf")
  })

  it("prints a PDF in the browser's viewer and an image on a 4 x 6 in page", () => {
    expect(labelPrintFrame("application/pdf", "blob:x")).toEqual({ src: "blob:x" })
    const page = labelPrintFrame("image/png", 'blob:a"b') as { srcdoc: string }
    expect(page.srcdoc).toContain("@page{size:4in 6in;margin:0}")
    expect(page.srcdoc).toContain('<img src="blob:a&quot;b" alt="">')
    expect([labelStatusOf("success"), labelStatusOf("PURCHASED")]).toEqual(["SUCCESS", null])
  })
})

describe("failures", () => {
  it("reads the code, the text and Shippo's words of a failed call", () => {
    const body = { success: false, error: "Failed to create shipping label.", message: "Failed to create shipping label.", code: "shipping.labelFailed", details: "Invalid token." }
    expect(shippingFailureOfBody(body, 502)).toEqual({ code: "shipping.labelFailed", error: "Failed to create shipping label.", details: "Invalid token.", status: 502 })
    expect(shippingFailureOfBody(JSON.stringify(body), 502).details).toBe("Invalid token.")
    expect(shippingFailureOfBody("Bad Gateway", 502)).toEqual({ code: null, error: "Bad Gateway", details: null, status: 502 })
  })

  it("treats success: false, and a label answer without success: true, as failures", () => {
    expect(failedAnswer({ success: true, rates: [] })).toBeNull()
    expect(failedAnswer({ success: false, error: "Failed to get shipping rates.", code: "shipping.ratesFailed" })?.code).toBe("shipping.ratesFailed")
    expect(failedAnswer({ labelUrl: "u" }, { requireSuccess: true })).toEqual({ code: null, error: null, details: null, status: null })
    expect(failedAnswer({ success: true }, { requireSuccess: true })).toBeNull()
  })

  it("words a failure by its code: the screens' key, and what the server added after the code's text", () => {
    expect([shippingMessageKey("shipping.statusFailed"), shippingMessageKey("shipping.labelExists"), shippingMessageKey("request.invalid"), shippingMessageKey(null)]).toEqual([
      "admin.shipFailed",
      "label.already",
      undefined,
      undefined,
    ])
    const words = (code: ErrorCode) => (shippingMessageKey(code) === "admin.shipFailed" ? "Statut non mis à jour" : undefined)
    const info = { code: "shipping.statusFailed" as const, text: "Failed to update order status: Medusa could not mark the shipment", params: {} }
    expect(describeError(info, words)).toBe("Statut non mis à jour: Medusa could not mark the shipment")
    // Any other text (a limit message, Shippo's words) is shown as the server said it.
    expect(describeError({ code: "request.invalid", text: "2 lb is over the 1 lb limit of the Flat Rate Envelope.", params: {} }, words)).toBe(
      "2 lb is over the 1 lb limit of the Flat Rate Envelope."
    )
  })
})
