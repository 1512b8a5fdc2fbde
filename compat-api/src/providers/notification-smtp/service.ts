import { AbstractNotificationProviderService, MedusaError } from "@medusajs/framework/utils"
import type { Logger, ProviderSendNotificationDTO, ProviderSendNotificationResultsDTO } from "@medusajs/framework/types"
import nodemailer, { type Transporter } from "nodemailer"
import type { RenderedEmail, SmtpNotificationOptions } from "./types"

/** The sender when MAIL_FROM is not set. */
export const DEFAULT_MAIL_FROM = "Cambodian Heritage Market <orders@localhost>"

/** The external id outbox mode gives each notification: recorded, not sent. */
export const OUTBOX_EXTERNAL_ID = "outbox"

/** The rendered message a notification carries in its data (see RenderedEmail). */
export function renderedEmailOf(notification: ProviderSendNotificationDTO): RenderedEmail {
  const data = (notification.data ?? {}) as Partial<RenderedEmail>
  const subject = data.subject ?? notification.content?.subject
  const text = data.text ?? notification.content?.text
  const html = data.html ?? notification.content?.html
  if (!notification.to || !subject || (!text && !html)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `notification-smtp: the ${notification.template} notification needs a recipient, a subject and a text or HTML body`
    )
  }
  const attachments = Array.isArray(data.attachments) ? data.attachments.filter((a) => a && a.cid && a.content) : []
  return { subject, text: text ?? "", html: html ?? "", ...(attachments.length ? { attachments } : {}) }
}

/** What nodemailer sends for a rendered message: its text, HTML and inline images. */
export function nodemailerMessageOf(to: string, from: string, mail: RenderedEmail) {
  return {
    from,
    to,
    subject: mail.subject,
    text: mail.text || undefined,
    html: mail.html || undefined,
    attachments: (mail.attachments ?? []).map((a) => ({
      filename: a.filename,
      content: Buffer.from(a.content, "base64"),
      contentType: a.content_type,
      cid: a.cid,
      contentDisposition: "inline" as const,
    })),
  }
}

/** Where an SMTP URL points, for log lines and npm start (never its password). */
export function smtpHostOf(smtpUrl: string): string {
  const url = new URL(smtpUrl)
  return `${url.hostname}:${url.port || (url.protocol === "smtps:" ? 465 : 587)}`
}

abstract class BaseEmailService extends AbstractNotificationProviderService {
  protected readonly options_: SmtpNotificationOptions
  protected readonly logger_: Logger

  static validateOptions(options: Record<string, unknown>) {
    const url = options?.smtp_url
    if (url !== undefined && url !== null && url !== "") {
      let protocol = ""
      try {
        protocol = new URL(String(url)).protocol
      } catch {
        // reported below
      }
      if (protocol !== "smtp:" && protocol !== "smtps:") {
        throw new MedusaError(
          MedusaError.Types.INVALID_DATA,
          "notification-smtp: options.smtp_url (SMTP_URL) must look like smtp://user:pass@host:587 or smtps://user:pass@host:465"
        )
      }
    }
    if (typeof options?.from !== "string" || !options.from.trim()) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, "notification-smtp: options.from (MAIL_FROM) is required")
    }
  }

  constructor({ logger }: { logger: Logger }, options: SmtpNotificationOptions) {
    super()
    this.options_ = options
    this.logger_ = logger
  }
}

/** How long a send waits for the SMTP server: to connect, for its greeting, for any answer (ms). */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 }

/** Sends the shop's e-mail through the SMTP server of SMTP_URL, from MAIL_FROM. */
export class SmtpNotificationService extends BaseEmailService {
  static identifier = "notification-smtp"
  private transport_: Transporter | undefined

  private transport(): Transporter {
    // Nodemailer waits minutes for a server that hangs by default; a failed try is retried later
    // (the retry job), so give up quickly instead of holding the message's lock.
    this.transport_ ??= nodemailer.createTransport({ url: this.options_.smtp_url!, ...SMTP_TIMEOUTS })
    return this.transport_
  }

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const mail = renderedEmailOf(notification)
    const info = await this.transport().sendMail(nodemailerMessageOf(notification.to, notification.from || this.options_.from, mail))
    return { id: info.messageId }
  }
}

/**
 * Without SMTP_URL: sends nothing. The notification module keeps each message (recipient,
 * template, the rendered subject/text/HTML in its data) in its notification table, with the
 * external id "outbox" so no one mistakes it for mail that went out.
 */
export class OutboxNotificationService extends BaseEmailService {
  static identifier = "notification-outbox"

  async send(notification: ProviderSendNotificationDTO): Promise<ProviderSendNotificationResultsDTO> {
    const mail = renderedEmailOf(notification)
    this.logger_.info(`E-mail outbox (not sent, no SMTP_URL): "${mail.subject}" to ${notification.to}`)
    return { id: OUTBOX_EXTERNAL_ID }
  }
}
