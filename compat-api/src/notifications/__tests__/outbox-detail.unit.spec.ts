import { outboxMessageDetailOf, outboxMessageOf } from "../outbox"

const row = (over: Record<string, unknown> = {}) => ({
  id: "noti_1",
  to: "sokha@example.com",
  template: "order-received",
  status: "success",
  external_id: "<abc@shop>",
  created_at: "2026-11-26T10:00:00Z",
  updated_at: "2026-11-26T10:00:01Z",
  data: { subject: "Order #1042 received", text: "t", html: '<img src="cid:khqr@x">', order_number: 1042, language: "km" },
  ...over,
})

describe("the outbox's view of a notification", () => {
  it("an ABA message's inline KHQR shows in the back office's viewer (cid: written as data:)", () => {
    const detail = outboxMessageDetailOf(
      row({ data: { ...row().data, attachments: [{ cid: "khqr@x", content_type: "image/jpeg", content: "QUJD", filename: "khqr.jpg" }] } })
    )
    expect(detail.html).toBe('<img src="data:image/jpeg;base64,QUJD">')
  })

  it("states: sent, kept in the outbox, waiting to retry, failed for good", () => {
    expect(outboxMessageOf(row()).state).toBe("sent")
    expect(outboxMessageOf(row({ external_id: "outbox" })).state).toBe("outbox")
    const retry = { attempts: 2, last_error: "451 try later", next_attempt_at: "2026-11-26T10:05:00Z", gave_up: false }
    expect(outboxMessageOf(row({ status: "failure", data: { ...row().data, delivery: retry } }))).toMatchObject({ state: "pending", attempts: 2, error: "451 try later" })
    expect(outboxMessageOf(row({ status: "failure", data: { ...row().data, delivery: { ...retry, gave_up: true, next_attempt_at: null } } })).state).toBe("failure")
    expect(outboxMessageOf(row())).toMatchObject({ orderNumber: 1042, language: "km", error: null })
  })
})
