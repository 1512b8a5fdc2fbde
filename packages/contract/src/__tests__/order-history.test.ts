import { describe, expect, it } from "vitest"
import { ApiPostOrderNote, ContactReplyBody, ContactMessagesQuery, ORDER_NOTE_ERRORS, orderReferenceIn } from "../index.js"

describe("orderReferenceIn", () => {
  it("finds #1042, a number near 'order' and the checkout memo", () => {
    expect(orderReferenceIn("Where is my order #1042 please?")).toEqual({ number: 1042, memo: null, search: "1042" })
    expect(orderReferenceIn("Hello, my order 1042 has not arrived")).toMatchObject({ number: 1042, search: "1042" })
    expect(orderReferenceIn("order number 77 is late")).toMatchObject({ number: 77 })
    expect(orderReferenceIn("I paid for ORDER-123456 with Zelle")).toEqual({ number: null, memo: "ORDER-123456", search: "ORDER-123456" })
    expect(orderReferenceIn("ការបញ្ជាទិញ 1042 មិនទាន់មកដល់")).toMatchObject({ number: 1042 })
  })
  it("ignores numbers far from 'order' (a phone number, a price)", () => {
    expect(orderReferenceIn("Call me at 5551234567, do you sell rice?")).toBeNull()
    expect(orderReferenceIn("Is the 25 lb bag in stock?")).toBeNull()
  })
})

describe("note and reply bodies", () => {
  it("a note is 1 to 2,000 characters, trimmed", () => {
    expect(ApiPostOrderNote.safeParse({ text: "  Called the shopper  " }).data).toEqual({ text: "Called the shopper" })
    expect(ApiPostOrderNote.safeParse({ text: "   " }).error?.issues[0].message).toBe(ORDER_NOTE_ERRORS.empty)
    expect(ApiPostOrderNote.safeParse({}).error?.issues[0].message).toBe(ORDER_NOTE_ERRORS.empty)
    expect(ApiPostOrderNote.safeParse({ text: "x".repeat(2000) }).success).toBe(true)
    expect(ApiPostOrderNote.safeParse({ text: "x".repeat(2001) }).error?.issues[0].message).toBe(ORDER_NOTE_ERRORS.tooLong)
  })
  it("a reply needs text; the list's query takes handled and search", () => {
    expect(ContactReplyBody.safeParse({ text: "" }).success).toBe(false)
    expect(ContactMessagesQuery.parse({ handled: "false", search: " rice " })).toMatchObject({ handled: false, search: "rice", limit: 20, offset: 0 })
    expect(ContactMessagesQuery.safeParse({ search: "x".repeat(201) }).success).toBe(false)
  })
})
