import { MedusaError } from "@medusajs/framework/utils"
import { compatErrorHandler, legacyErrorCodes, LegacyValidationError } from "../legacy-error"
import { tooManyAttemptsBody } from "../../limits/login-limiter"

function fakeRes() {
  const res: any = { statusCode: 200, body: undefined }
  res.status = (code: number) => ((res.statusCode = code), res)
  res.json = (body: unknown) => ((res.body = body), res)
  res.headers = {} as Record<string, string>
  res.setHeader = (name: string, value: string) => (res.headers[name.toLowerCase()] = value)
  return res
}

const logger = { error: () => {}, info: () => {}, warn: () => {} }
const req = (path: string): any => ({ path, method: "GET", url: path, headers: {}, scope: { resolve: () => logger } })

describe("compatErrorHandler", () => {
  it("answers /api errors in the legacy shape with the matching status", () => {
    const res = fakeRes()
    compatErrorHandler(new MedusaError(MedusaError.Types.NOT_FOUND, "Order 12 was not found"), req("/api/orders/12"), res, () => {})
    expect(res.statusCode).toBe(404)
    expect(res.body).toEqual({ error: "Order 12 was not found", message: "Order 12 was not found", code: "request.notFound" })

    const bad = fakeRes()
    compatErrorHandler(new MedusaError(MedusaError.Types.INVALID_DATA, "Price must be a number"), req("/api/menu-items/1"), bad, () => {})
    expect(bad.statusCode).toBe(400)
    expect(bad.body.error).toBe("Price must be a number")
    expect(bad.body.code).toBe("request.invalid")
  })

  it("answers 503 'try again' with Retry-After when PostgreSQL or Redis is away, in the legacy shape on /api and Medusa's elsewhere", () => {
    const text = "The shop is briefly unavailable. Please try again in a moment."
    const knex = Object.assign(new Error("Knex: Timeout acquiring a connection. The pool is probably full."), { name: "KnexTimeoutError" })
    const api = fakeRes()
    compatErrorHandler(knex, req("/api/orders"), api, () => {})
    expect([api.statusCode, api.headers["retry-after"]]).toEqual([503, "5"])
    expect(api.body).toEqual({ error: text, message: text, code: "request.temporarilyUnavailable" })
    const medusa = fakeRes()
    compatErrorHandler(Object.assign(new Error("Command timed out")), req("/admin/orders"), medusa, () => {})
    expect([medusa.statusCode, medusa.body]).toEqual([503, { code: "service_unavailable", type: "service_unavailable", message: text }])
  })

  it("only logs a failure that comes after the answer (the request deadline answered first)", () => {
    const res = Object.assign(fakeRes(), { headersSent: true })
    const next = jest.fn()
    compatErrorHandler(new Error("boom"), req("/api/orders"), res, next)
    expect([res.statusCode, res.body, next.mock.calls.length]).toEqual([200, undefined, 0])
  })

  it("gives the contract's code of a known text, whatever the status", () => {
    const res = fakeRes()
    const text = "An order can only be completed once its payment is verified (paid)."
    compatErrorHandler(new MedusaError(MedusaError.Types.CONFLICT, text), req("/api/orders/12/status"), res, () => {})
    expect(res.statusCode).toBe(409)
    expect(res.body).toEqual({ error: text, message: text, code: "staffOrder.completeNeedsPaid" })
  })

  it("lists the bad fields of a validation error, the first one's message as the error", () => {
    const res = fakeRes()
    const fields = [
      { field: "name", message: "Name must be at least 2 characters." },
      { field: "phone", message: "Please enter a valid phone number." },
    ]
    compatErrorHandler(new LegacyValidationError(fields), req("/api/contact"), res, () => {})
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({
      error: fields[0].message,
      message: fields[0].message,
      code: "contact.name",
      errors: fields,
    })
  })

  it("answers a malformed JSON body (body-parser's error) with 400 and a plain message", () => {
    const parseError = Object.assign(new SyntaxError("Expected property name or '}' in JSON at position 1"), {
      status: 400,
      statusCode: 400,
      expose: true,
      type: "entity.parse.failed",
    })
    const res = fakeRes()
    compatErrorHandler(parseError, req("/api/contact"), res, () => {})
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({ error: "The request body is not valid JSON.", message: "The request body is not valid JSON.", code: "request.notJson" })
  })

  it("never leaks an internal error's text", () => {
    const res = fakeRes()
    compatErrorHandler(new Error("relation product does not exist"), req("/api/menu-items"), res, () => {})
    expect(res.statusCode).toBe(500)
    expect(res.body.error).not.toContain("relation")
    expect(res.body.error).toMatch(/try again/)
    expect(res.body.code).toBe("request.serverError")
  })

  it("leaves Medusa's own prefixes with Medusa's error shape", () => {
    const res = fakeRes()
    compatErrorHandler(new MedusaError(MedusaError.Types.NOT_FOUND, "Product missing"), req("/admin/products/x"), res, () => {})
    expect(res.statusCode).toBe(404)
    expect(res.body).toMatchObject({ type: "not_found", message: "Product missing" })
    expect(res.body.error).toBeUndefined()
  })
})

describe("legacyErrorCodes", () => {
  const answer = (status: number, body: unknown) => {
    const res = fakeRes()
    let called = false
    legacyErrorCodes(req("/api/shipping/shippo/get-rates"), res, () => (called = true))
    expect(called).toBe(true)
    res.status(status).json(body)
    return res.body
  }

  it("adds the code to a failure answered in another shape (the shipping calls')", () => {
    expect(answer(502, { success: false, error: "Failed to get shipping rates.", message: "Failed to get shipping rates.", details: "Shippo: down" })).toEqual({
      success: false,
      error: "Failed to get shipping rates.",
      message: "Failed to get shipping rates.",
      details: "Shippo: down",
      code: "shipping.ratesFailed",
    })
    expect(answer(409, { success: false, error: "Label Already Created", trackingNumber: "92" }).code).toBe("shipping.labelExists")
    expect(answer(400, { success: false, error: "Please select a package type.", errors: [{ field: "packageType", message: "Please select a package type." }] }).code).toBe(
      "shippingInput.packageType"
    )
    expect(answer(404, { error: "Order 77 has no shipping label yet." }).code).toBe("request.notFound")
  })

  it("leaves successes and bodies that have a code alone", () => {
    expect(answer(200, { success: true, rates: [] })).toEqual({ success: true, rates: [] })
    expect(answer(429, { error: "x", code: "auth.locked" })).toEqual({ error: "x", code: "auth.locked" })
    expect(answer(200, [1, 2])).toEqual([1, 2])
  })
})

describe("a locked sign-in", () => {
  it("answers code auth.locked with the minutes to wait", () => {
    expect(tooManyAttemptsBody(61)).toEqual({
      error: "Too many failed sign-in attempts. Please try again in 2 minutes.",
      message: "Too many failed sign-in attempts. Please try again in 2 minutes.",
      code: "auth.locked",
      params: { minutes: 2 },
    })
  })
})
