import { z } from "@medusajs/framework/zod"
import { LegacyValidationError } from "../legacy-error"
import { NOT_A_JSON_OBJECT, parseJsonBody } from "../validate-body"

const schema = z.object({ n: z.number() })
const req = (body: unknown, contentType: string | false = "application/json"): any => ({
  body,
  is: (type: string) => (contentType === type ? type : false),
})

describe("parseJsonBody", () => {
  it("returns the parsed body", () => {
    expect(parseJsonBody(req({ n: 1 }), schema)).toEqual({ n: 1 })
  })

  it.each([
    ["no body", req(undefined, false)],
    ["a form post", req({ n: 1 }, "application/x-www-form-urlencoded")],
    ["a text/plain post", req('{"n":1}', "text/plain")],
    ["a JSON array", req([{ n: 1 }])],
    ["a JSON null", req(null)],
  ])("refuses %s as not a JSON object", (_label, request) => {
    expect(() => parseJsonBody(request, schema)).toThrow(LegacyValidationError)
    try {
      parseJsonBody(request, schema)
    } catch (e) {
      expect((e as LegacyValidationError).fieldErrors).toEqual([{ field: "body", message: NOT_A_JSON_OBJECT }])
    }
  })

  it("names nested fields with dots", () => {
    const nested = z.object({ items: z.array(z.object({ qty: z.number({ error: "Quantity?" }) })) })
    try {
      parseJsonBody(req({ items: [{ qty: 1 }, { qty: "x" }] }), nested)
      throw new Error("expected a rejection")
    } catch (e) {
      expect((e as LegacyValidationError).fieldErrors).toEqual([{ field: "items.1.qty", message: "Quantity?" }])
    }
  })
})
