import { MedusaError } from "@medusajs/framework/utils"
import { NOTIFICATION_ERRORS, NotificationsQuery } from "@shop/contract"
import { outboxMessageDetailOf, outboxMessageOf } from "../outbox"
import { emailModeOf, sendFailureOf, stateCondition } from "../outbox-queries"
import { resendKeyOf, resendNotificationOf } from "../resend"

const row = (over: Record<string, unknown> = {}) => ({
  id: "noti_1",
  to: "sokha@example.com",
  template: "order-received",
  channel: "email",
  data: { subject: "Order #1042 received", text: "Thank you", html: "<p>Thank you</p>", order_number: 1042, language: "km" },
  status: "success",
  external_id: "outbox",
  resource_id: "order_01",
  resource_type: "order",
  original_notification_id: null,
  created_at: new Date("2026-11-26T10:00:00Z"),
  updated_at: "2026-11-26T10:00:01Z",
  ...over,
})

describe("outboxMessageOf: what staff see of a notification", () => {
  it("shows the recipient, subject, kind, order number and language; kept in the outbox without SMTP", () => {
    expect(outboxMessageOf(row())).toEqual({
      id: "noti_1",
      kind: "order-received",
      to: "sokha@example.com",
      subject: "Order #1042 received",
      orderNumber: 1042,
      language: "km",
      state: "outbox",
      attempts: 1,
      error: null,
      createdAt: "2026-11-26T10:00:00.000Z",
      updatedAt: "2026-11-26T10:00:01.000Z",
      resendOf: null,
    })
  })

  it("is sent when SMTP accepted it, pending while sending or waiting for the retry, failure once given up (with the reason)", () => {
    expect(outboxMessageOf(row({ external_id: "<abc@mail>" })).state).toBe("sent")
    expect(outboxMessageOf(row({ status: "pending", external_id: null }))).toMatchObject({ state: "pending", attempts: 0 })
    const retrying = { attempts: 2, last_error: "421 try later", next_attempt_at: "2026-11-26T10:05:00Z", gave_up: false }
    expect(outboxMessageOf(row({ status: "failure", data: { ...row().data, delivery: retrying } }))).toMatchObject({
      state: "pending",
      attempts: 2,
      error: "421 try later",
    })
    const gaveUp = { attempts: 5, last_error: "550 mailbox unavailable", next_attempt_at: null, gave_up: true }
    expect(outboxMessageOf(row({ status: "failure", data: { ...row().data, delivery: gaveUp } }))).toMatchObject({
      state: "failure",
      attempts: 5,
      error: "550 mailbox unavailable",
    })
    expect(outboxMessageOf(row({ status: "failure", external_id: null }))).toMatchObject({ state: "failure", error: null })
  })

  it("has no order number for a message without one, English by default, and names the message it resent", () => {
    const m = outboxMessageOf(row({ data: { subject: "Hi" }, original_notification_id: "noti_0" }))
    expect(m).toMatchObject({ orderNumber: null, language: "en", resendOf: "noti_0" })
  })

  it("carries the rendered HTML and text in the detail", () => {
    expect(outboxMessageDetailOf(row())).toMatchObject({ id: "noti_1", html: "<p>Thank you</p>", text: "Thank you" })
    expect(outboxMessageDetailOf(row({ data: null }))).toMatchObject({ html: "", text: "", subject: "" })
  })
})

describe("resendNotificationOf: the copy a resend sends", () => {
  const delivery = { attempts: 5, last_error: "550", next_attempt_at: null, gave_up: true }
  const old = row({ status: "failure", trigger_type: "order.placed", data: { ...row().data, delivery } })

  it("keeps recipient, template, order and message, drops the delivery bookkeeping and points at the old one", () => {
    const key = resendKeyOf("noti_1")
    expect(resendNotificationOf(old, key)).toEqual({
      to: "sokha@example.com",
      channel: "email",
      template: "order-received",
      data: { subject: "Order #1042 received", text: "Thank you", html: "<p>Thank you</p>", order_number: 1042, language: "km" },
      trigger_type: "order.placed",
      resource_id: "order_01",
      resource_type: "order",
      original_notification_id: "noti_1",
      idempotency_key: key,
    })
  })

  it("gets a new idempotency key each time (a message can be resent twice)", () => {
    expect(resendKeyOf("noti_1")).toMatch(/^resend:noti_1:[0-9a-f]{16}$/)
    expect(resendKeyOf("noti_1")).not.toBe(resendKeyOf("noti_1"))
  })

  it("refuses a message without a recipient", () => {
    expect(() => resendNotificationOf(row({ to: "" }), "k")).toThrow(new MedusaError(MedusaError.Types.INVALID_DATA, NOTIFICATION_ERRORS.noRecipient))
  })
})

describe("the outbox queries", () => {
  it("say smtp only when SMTP_URL is set", () => {
    expect(emailModeOf({ SMTP_URL: "smtp://127.0.0.1:2525" })).toBe("smtp")
    expect(emailModeOf({ SMTP_URL: " " })).toBe("outbox")
    expect(emailModeOf({})).toBe("outbox")
  })

  it("filter by state as outboxMessageOf shows it: a failure the retry job will try again is pending", () => {
    expect(stateCondition(undefined)).toBe("true")
    expect(stateCondition("sent")).toBe("n.status = 'success'")
    expect(stateCondition("pending")).toMatch(/^\(n\.status = 'pending' or \(n\.status = 'failure' and .*next_attempt_at' is not null and .*gave_up.*<> 'true'\)\)$/)
    expect(stateCondition("failure")).toMatch(/^\(n\.status = 'failure' and not \(/)
  })

  it("tell the provider's reason for a failed send without Medusa's wrapper", () => {
    expect(sendFailureOf(new Error("Failed to send notification with id noti_9:\n550 mailbox unavailable"))).toBe("550 mailbox unavailable")
    expect(sendFailureOf({ message: "" })).toBe("The message could not be sent.")
  })

  it("read the query with the contract's schema: a # before the number, bad status and number refused", () => {
    expect(NotificationsQuery.parse({ orderNumber: "#1042", status: "failure" })).toEqual({ limit: 20, offset: 0, orderNumber: 1042, status: "failure" })
    expect(NotificationsQuery.safeParse({ status: "lost" }).error?.issues[0].message).toBe(NOTIFICATION_ERRORS.status)
    expect(NotificationsQuery.safeParse({ orderNumber: "abc" }).error?.issues[0].message).toBe(NOTIFICATION_ERRORS.orderNumber)
    expect(NotificationsQuery.safeParse({ limit: "500" }).success).toBe(false)
  })
})
