import { SMTPServer } from "smtp-server"
import { simpleParser } from "mailparser"
import type { AddressInfo } from "net"
import { OutboxNotificationService, SmtpNotificationService } from "../service"
import { emailModeLine, notificationProviderFromEnv } from "../options"

const logger = { info: jest.fn(), warn: jest.fn(), error: jest.fn() } as any
const message = {
  to: "shopper@example.com",
  channel: "email",
  template: "order-received",
  data: { subject: "Order #7 received", text: "Thank you", html: "<p>Thank you</p>" },
}

describe("notification providers", () => {
  it("without SMTP_URL records only (outbox) and says so", async () => {
    expect(notificationProviderFromEnv({})).toMatchObject({ id: "email", resolve: "compat-api/providers/notification-outbox" })
    // the same id with SMTP: a process of the other mode (a script) must not disable this one's provider
    expect(notificationProviderFromEnv({ SMTP_URL: "smtp://mail:25" })).toMatchObject({ id: "email", resolve: "compat-api/providers/notification-smtp" })
    expect(emailModeLine({})).toBe("E-mail: outbox only (no SMTP_URL)")
    const outbox = new OutboxNotificationService({ logger }, notificationProviderFromEnv({}).options)
    await expect(outbox.send(message)).resolves.toEqual({ id: "outbox" })
    expect(logger.info).toHaveBeenCalledWith(expect.stringContaining("Order #7 received"))
  })

  it("refuses a message without a subject or body", async () => {
    const outbox = new OutboxNotificationService({ logger }, notificationProviderFromEnv({}).options)
    await expect(outbox.send({ ...message, data: {} })).rejects.toThrow(/subject/)
  })

  it("refuses an SMTP_URL that is not smtp:// or smtps:// at boot", () => {
    expect(() => SmtpNotificationService.validateOptions({ smtp_url: "http://x", from: "a@b" })).toThrow(/SMTP_URL/)
    expect(() => SmtpNotificationService.validateOptions({ smtp_url: "smtp://u:p@mail:2525", from: "a@b" })).not.toThrow()
  })

  it("with SMTP_URL sends through that server from MAIL_FROM", async () => {
    const received: any[] = []
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, done) {
        simpleParser(stream).then((m) => received.push(m)).then(() => done(), done)
      },
    })
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r))
    const port = (server.server.address() as AddressInfo).port
    try {
      const env = { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "Shop <orders@shop.test>" }
      const entry = notificationProviderFromEnv(env)
      expect(entry.resolve).toBe("compat-api/providers/notification-smtp")
      expect(emailModeLine(env)).toBe(`E-mail: SMTP via 127.0.0.1:${port}`)
      const smtp = new SmtpNotificationService({ logger }, entry.options)
      const res = await smtp.send(message)
      expect(res.id).toBeTruthy()
      expect(received).toHaveLength(1)
      expect(received[0].subject).toBe("Order #7 received")
      expect(received[0].from.value[0]).toMatchObject({ name: "Shop", address: "orders@shop.test" })
      expect(received[0].to.text).toBe("shopper@example.com")
      expect(received[0].text.trim()).toBe("Thank you")
    } finally {
      await new Promise<void>((r) => server.close(() => r()))
    }
  })
})
