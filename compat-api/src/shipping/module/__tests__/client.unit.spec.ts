import { shippoWords, toUpstreamError } from "../../shippo-provider/client"
import { isUpstreamError, ShippingUpstreamError } from "../errors"

describe("Shippo errors", () => {
  it("keeps Shippo's own words: detail, field errors, or the text of a non-JSON answer", () => {
    expect(shippoWords('{"detail":"Invalid token."}')).toBe("Invalid token.")
    expect(shippoWords('{"address_to":{"zip":["Invalid ZIP code for CA."]},"parcels":["Weight is required."]}')).toBe(
      "address_to.zip: Invalid ZIP code for CA.; parcels: Weight is required."
    )
    expect(shippoWords('{"messages":[{"source":"USPS","text":"Address not found"}]}')).toBe("messages.source: USPS; messages: Address not found")
    expect(shippoWords("<html><body><h1>503 Service Unavailable</h1></body></html>")).toBe("503 Service Unavailable")
    expect(shippoWords("")).toBe("")
  })

  it("maps the SDK's failures to 502 (504 for a timeout) with a kind", () => {
    const timeout = toUpstreamError(Object.assign(new Error("Request timed out"), { name: "RequestTimeoutError" }), 1500)
    expect([timeout.shippingStatus, timeout.kind, timeout.details]).toEqual([504, "timeout", "Shippo did not answer within 1500 ms."])
    const refused = toUpstreamError({ name: "SDKError", statusCode: 401, body: '{"detail":"Invalid token."}' }, 1500)
    expect([refused.shippingStatus, refused.kind, refused.details]).toEqual([502, "auth", "Invalid token."])
    const bad = toUpstreamError({ name: "SDKError", statusCode: 400, body: '{"rate":["Invalid pk"]}' }, 1500)
    expect([bad.kind, bad.details]).toEqual(["error", "rate: Invalid pk"])
    const down = toUpstreamError({ name: "ConnectionError", message: "Unable to make request", cause: { message: "ECONNREFUSED" } }, 1500)
    expect([down.kind, down.details]).toEqual(["unreachable", "Could not reach Shippo: ECONNREFUSED"])
    const odd = toUpstreamError({ name: "ResponseValidationError", message: "Response validation failed" }, 1500)
    expect(odd.kind).toBe("invalid_answer")
  })

  it("is recognised after Medusa's workflow engine turned it into a plain object", () => {
    const e = new ShippingUpstreamError("timeout", "slow")
    const serialized = JSON.parse(JSON.stringify({ ...e, message: e.message, name: e.name }))
    expect(isUpstreamError(serialized)).toBe(true)
    expect(serialized).toMatchObject({ shippingStatus: 504, details: "slow" })
    expect(isUpstreamError(new Error("x"))).toBe(false)
  })
})
