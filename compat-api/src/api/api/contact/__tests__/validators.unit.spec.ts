import { LegacyValidationError } from "#shop/http/legacy-error"
import { parseJsonBody } from "#shop/http/validate-body"
import { ApiPostContact, CONTACT_ERRORS as E } from "../validators"

const json = (body: unknown): any => ({ body, is: (type: string) => type === "application/json" && type })

const valid = {
  name: "  Sokha Chan ",
  email: " sokha@example.com ",
  phone: " 555-123-4567 ",
  message: "  Do you ship prahok to Ohio?  ",
}

/** The LegacyValidationError a body gives, or undefined when it passes. */
function rejection(body: unknown): LegacyValidationError | undefined {
  try {
    parseJsonBody(json(body), ApiPostContact)
    return undefined
  } catch (e) {
    if (e instanceof LegacyValidationError) return e
    throw e
  }
}

describe("ApiPostContact", () => {
  it("trims every field and keeps only the known ones", () => {
    expect(parseJsonBody(json({ ...valid, role: "admin" }), ApiPostContact)).toEqual({
      name: "Sokha Chan",
      email: "sokha@example.com",
      phone: "555-123-4567",
      message: "Do you ship prahok to Ohio?",
    })
  })

  it.each([
    ["omitted", undefined],
    ["empty", ""],
    ["blank", "   "],
    ["null", null],
  ])("accepts an %s email as none", (_label, email) => {
    expect(parseJsonBody(json({ ...valid, email }), ApiPostContact).email).toBeNull()
  })

  it.each([
    ["a one-letter name", { name: "S" }, "name", E.name],
    ["a name of spaces", { name: "  S   " }, "name", E.name],
    ["a missing name", { name: undefined }, "name", E.name],
    ["a numeric name", { name: 42 }, "name", E.name],
    ["a 201-character name", { name: "a".repeat(201) }, "name", E.nameTooLong],
    ["a bad email", { email: "sokha@" }, "email", E.email],
    ["an email that is not a string", { email: 5 }, "email", E.email],
    ["a 321-character email", { email: `${"a".repeat(309)}@example.com` }, "email", E.emailTooLong],
    ["a 9-character phone", { phone: "555123456" }, "phone", E.phone],
    ["a missing phone", { phone: undefined }, "phone", E.phone],
    ["a 41-character phone", { phone: "5".repeat(41) }, "phone", E.phoneTooLong],
    ["a 9-character message", { message: "Too short" }, "message", E.message],
    ["a 5001-character message", { message: "m".repeat(5001) }, "message", E.messageTooLong],
  ])("refuses %s with the spec's message", (_label, change, field, message) => {
    const err = rejection({ ...valid, ...change })
    expect(err?.message).toBe(message)
    expect(err?.fieldErrors).toEqual([{ field, message }])
  })

  it("accepts the exact bounds", () => {
    expect(
      rejection({
        name: "So",
        email: `${"a".repeat(308)}@example.com`,
        phone: "5".repeat(10),
        message: "m".repeat(10),
      })
    ).toBeUndefined()
    expect(
      rejection({ name: "a".repeat(200), phone: "5".repeat(40), message: "m".repeat(5000) })
    ).toBeUndefined()
  })

  it("lists every bad field once, in form order, the first one as the message", () => {
    const err = rejection({ name: "S", email: "nope", phone: "1", message: "hi" })
    expect(err?.message).toBe(E.name)
    expect(err?.fieldErrors).toEqual([
      { field: "name", message: E.name },
      { field: "email", message: E.email },
      { field: "phone", message: E.phone },
      { field: "message", message: E.message },
    ])
  })
})
