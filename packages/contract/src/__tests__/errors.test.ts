import { describe, expect, it } from "vitest"
import {
  AUTH_ERRORS,
  describeError,
  ERROR_GROUPS,
  ERROR_TEXTS,
  errorCodeOfStatus,
  errorCodeOfText,
  PARAM_ERROR_CODES,
  readErrorBody,
  STATUS_ERROR_CODES,
} from "../index.js"

const textCodes = Object.keys(ERROR_TEXTS)

describe("error codes", () => {
  it("are unique: one per text, none shared with the status or parameter codes", () => {
    const groupKeys = Object.values(ERROR_GROUPS).reduce((n, texts) => n + Object.keys(texts).length, 0)
    expect(textCodes).toHaveLength(groupKeys)
    const all = [...textCodes, ...PARAM_ERROR_CODES, ...Object.values(STATUS_ERROR_CODES)]
    expect(new Set(all).size).toBe(all.length)
    for (const code of all) expect(code).toMatch(/^[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/)
  })

  it("name texts that are unique, so that a text finds its one code", () => {
    const texts = Object.values(ERROR_TEXTS)
    const twice = texts.filter((t, i) => texts.indexOf(t) !== i)
    expect(twice).toEqual([])
    for (const [code, text] of Object.entries(ERROR_TEXTS)) expect(errorCodeOfText(text)).toBe(code)
  })

  it("keep the spec's texts exactly (points 5 and 8)", () => {
    expect(ERROR_TEXTS).toMatchObject({
      "auth.loginMissing": "Please enter both username and password",
      "order.customer": "Missing customer information. Please go back and try again.",
      "order.firstName": "First name is required",
      "order.lastName": "Last name is required",
      "order.email": "Invalid email",
      "order.phone": "Phone number must be at least 10 digits",
      "order.address": "Address is required",
      "order.city": "City is required",
      "order.state": "State is required",
      "order.zip": "ZIP code is required",
      "order.paymentSession": "Payment Session Missing",
      "contact.name": "Name must be at least 2 characters.",
      "contact.email": "Please enter a valid email address.",
      "contact.phone": "Please enter a valid phone number.",
      "contact.message": "Message must be at least 10 characters.",
      "payment.noSession": "No payment session found. Please try again.",
      "image.missing": "Please select an image for the product.",
      "shippingInput.packageType": "Please select a package type.",
      "shippingInput.rateId": "Please select a shipping rate.",
      "shipping.ratesFailed": "Failed to get shipping rates.",
      "shipping.labelFailed": "Failed to create shipping label.",
      "shipping.noRates": "No shipping rates available for this package and destination.",
      "shipping.unknownProvider": "Unknown shipping provider",
      "shipping.statusFailed": "Failed to update order status",
      "shipping.labelExists": "Label Already Created",
    })
    expect(ERROR_TEXTS["order.paymentNotVerified"]).toMatch(/^Payment Not Verified: Please complete and verify your payment before placing your order\.$/)
  })

  it("find a text's code, also with more said after a colon; nothing for other texts", () => {
    expect(errorCodeOfText(AUTH_ERRORS.invalidLogin)).toBe("auth.invalidLogin")
    expect(errorCodeOfText("Failed to update order status: Medusa could not mark the shipment: gone")).toBe("shipping.statusFailed")
    expect(errorCodeOfText("Order 12 not found")).toBeUndefined()
    expect(errorCodeOfText("")).toBeUndefined()
    expect(errorCodeOfText(null)).toBeUndefined()
  })

  it("give every status a code", () => {
    expect(errorCodeOfStatus(404)).toBe("request.notFound")
    expect(errorCodeOfStatus(401)).toBe("auth.required")
    expect(errorCodeOfStatus(418)).toBe("request.invalid")
    expect(errorCodeOfStatus(507)).toBe("request.serverError")
  })

  it("are read from a failed call's body, parsed or as text", () => {
    expect(readErrorBody('{"error":"Label Already Created","message":"Label Already Created","code":"shipping.labelExists"}')).toEqual({
      code: "shipping.labelExists",
      text: "Label Already Created",
      details: null,
      params: {},
    })
    expect(readErrorBody({ message: "Too many", code: "auth.locked", params: { minutes: 3 }, details: " Shippo " })).toEqual({
      code: "auth.locked",
      text: "Too many",
      details: "Shippo",
      params: { minutes: 3 },
    })
    expect(readErrorBody("Bad Gateway")).toEqual({ code: null, text: "Bad Gateway", details: null, params: {} })
    expect(readErrorBody(null)).toEqual({ code: null, text: null, details: null, params: {} })
  })
})

describe("describeError", () => {
  const words: Record<string, string> = { "shipping.statusFailed": "បរាជ័យ", "auth.locked": "ចាក់សោ {{minutes}}" }
  const wordsFor = (code: string, params: Record<string, string | number>) => words[code]?.replace("{{minutes}}", String(params.minutes))

  it("uses the client's words for the code, keeping what the server added after the code's text", () => {
    expect(describeError({ code: "shipping.statusFailed", text: "Failed to update order status", params: {} }, wordsFor)).toBe("បរាជ័យ")
    expect(describeError({ code: "shipping.statusFailed", text: "Failed to update order status: Medusa could not mark the shipment: gone", params: {} }, wordsFor)).toBe(
      "បរាជ័យ: Medusa could not mark the shipment: gone"
    )
    expect(describeError({ code: "auth.locked", text: "Too many failed sign-in attempts. Please try again in 3 minutes.", params: { minutes: 3 } }, wordsFor)).toBe("ចាក់សោ 3")
  })

  it("falls back to the server's text for a code without words, and to null for nothing said", () => {
    expect(describeError({ code: "request.notFound", text: "Order 12 not found", params: {} }, wordsFor)).toBe("Order 12 not found")
    expect(describeError({ code: null, text: "Bad Gateway", params: {} }, wordsFor)).toBe("Bad Gateway")
    expect(describeError({ code: null, text: null, params: {} }, wordsFor)).toBeNull()
  })
})
