import { briefError, deliveryAfterFailure, isRetryDue, MAX_EMAIL_ATTEMPTS, nextAttemptAt, smtpAnswerOf } from "../delivery"
import { outboxMessageOf } from "../outbox"

const now = new Date("2026-11-26T20:00:00.000Z")
const minutesLater = (m: number) => new Date(now.getTime() + m * 60_000).toISOString()

describe("e-mail retry schedule", () => {
  it("backs off 1, 5, 15 and 60 minutes and gives up after the 5th try", () => {
    expect(MAX_EMAIL_ATTEMPTS).toBe(5)
    expect([1, 2, 3, 4].map((tries) => nextAttemptAt(tries, now)?.toISOString())).toEqual([minutesLater(1), minutesLater(5), minutesLater(15), minutesLater(60)])
    expect(nextAttemptAt(5, now)).toBeNull()
  })

  it("a failed try is recorded in the shape the outbox shows: pending with its SMTP answer, then failure once given up", () => {
    const first = deliveryAfterFailure(1, "451 Try again later", now)
    expect(first).toEqual({ attempts: 1, last_error: "451 Try again later", next_attempt_at: minutesLater(1), gave_up: false })
    const row = { id: "noti_1", to: "a@b.c", status: "failure", created_at: now, updated_at: now, data: { subject: "Order #7 received", delivery: first } }
    expect(outboxMessageOf(row)).toMatchObject({ state: "pending", attempts: 1, error: "451 Try again later" })

    const last = deliveryAfterFailure(5, "451 Still down", now)
    expect(last).toEqual({ attempts: 5, last_error: "451 Still down", next_attempt_at: null, gave_up: true })
    expect(outboxMessageOf({ ...row, data: { delivery: last } })).toMatchObject({ state: "failure", attempts: 5, error: "451 Still down" })
  })

  it("a failed message is due at its next try, not before, and never once given up or sent", () => {
    const data = { delivery: deliveryAfterFailure(2, "451", now) }
    expect(isRetryDue({ status: "failure", data }, new Date(minutesLater(4)))).toBe(false)
    expect(isRetryDue({ status: "failure", data }, new Date(minutesLater(5)))).toBe(true)
    expect(isRetryDue({ status: "success", data }, new Date(minutesLater(5)))).toBe(false)
    expect(isRetryDue({ status: "failure", data: { delivery: deliveryAfterFailure(5, "451", now) } }, new Date(minutesLater(600)))).toBe(false)
    // a failure nobody recorded: one failed try at its last update
    expect(isRetryDue({ status: "failure", data: {}, updated_at: now }, new Date(minutesLater(0.5)))).toBe(false)
    expect(isRetryDue({ status: "failure", data: {}, updated_at: now }, new Date(minutesLater(1)))).toBe(true)
  })

  it("a message left 'pending' by a process that stopped mid-send is due after ten minutes, not while it may still be sending", () => {
    expect(isRetryDue({ status: "pending", data: {}, updated_at: now }, new Date(minutesLater(2)))).toBe(false)
    expect(isRetryDue({ status: "pending", data: {}, updated_at: now }, new Date(minutesLater(10)))).toBe(true)
  })

  it("keeps the SMTP server's answer from the notification module's error", () => {
    expect(smtpAnswerOf(new Error("Failed to send notification with id noti_01ABC:\nMessage failed: 451 4.3.0 Try again later"))).toBe(
      "Message failed: 451 4.3.0 Try again later"
    )
    expect(smtpAnswerOf(new Error("connect ECONNREFUSED 127.0.0.1:25"))).toBe("connect ECONNREFUSED 127.0.0.1:25")
  })
})

describe("briefError", () => {
  it("a failed insert's log line leaves out the rendered e-mail it carried", () => {
    const e = new Error(`insert into "notification" ("id", "data") values ('noti_1', E'{"html":"${"<p>x</p>".repeat(500)}"}') - terminating connection due to administrator command`)
    expect(briefError(e)).toBe(`insert into "notification" ("id", "data") values (…) - terminating connection due to administrator command`)
    expect(briefError(new Error("x".repeat(1000)))).toHaveLength(301)
  })
})
