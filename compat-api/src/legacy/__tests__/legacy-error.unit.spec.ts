import { MedusaError } from "@medusajs/framework/utils"
import { compatErrorHandler, LegacyValidationError } from "../legacy-error"

function fakeRes() {
  const res: any = { statusCode: 200, body: undefined }
  res.status = (code: number) => ((res.statusCode = code), res)
  res.json = (body: unknown) => ((res.body = body), res)
  return res
}

const logger = { error: () => {}, info: () => {}, warn: () => {} }
const req = (path: string): any => ({ path, method: "GET", url: path, headers: {}, scope: { resolve: () => logger } })

describe("compatErrorHandler", () => {
  it("answers /api errors in the legacy shape with the matching status", () => {
    const res = fakeRes()
    compatErrorHandler(new MedusaError(MedusaError.Types.NOT_FOUND, "Order 12 was not found"), req("/api/orders/12"), res, () => {})
    expect(res.statusCode).toBe(404)
    expect(res.body).toEqual({ error: "Order 12 was not found", message: "Order 12 was not found" })

    const bad = fakeRes()
    compatErrorHandler(new MedusaError(MedusaError.Types.INVALID_DATA, "Price must be a number"), req("/api/menu-items/1"), bad, () => {})
    expect(bad.statusCode).toBe(400)
    expect(bad.body.error).toBe("Price must be a number")
  })

  it("lists the bad fields of a validation error, the first one's message as the error", () => {
    const res = fakeRes()
    const fields = [
      { field: "name", message: "Name must be at least 2 characters." },
      { field: "phone", message: "Please enter a valid phone number." },
    ]
    compatErrorHandler(new LegacyValidationError(fields), req("/api/contact"), res, () => {})
    expect(res.statusCode).toBe(400)
    expect(res.body).toEqual({ error: fields[0].message, message: fields[0].message, errors: fields })
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
    expect(res.body).toEqual({ error: "The request body is not valid JSON.", message: "The request body is not valid JSON." })
  })

  it("never leaks an internal error's text", () => {
    const res = fakeRes()
    compatErrorHandler(new Error("relation product does not exist"), req("/api/menu-items"), res, () => {})
    expect(res.statusCode).toBe(500)
    expect(res.body.error).not.toContain("relation")
    expect(res.body.error).toMatch(/try again/)
  })

  it("leaves Medusa's own prefixes with Medusa's error shape", () => {
    const res = fakeRes()
    compatErrorHandler(new MedusaError(MedusaError.Types.NOT_FOUND, "Product missing"), req("/admin/products/x"), res, () => {})
    expect(res.statusCode).toBe(404)
    expect(res.body).toMatchObject({ type: "not_found", message: "Product missing" })
    expect(res.body.error).toBeUndefined()
  })
})
