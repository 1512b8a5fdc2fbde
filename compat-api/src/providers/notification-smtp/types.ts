/** Options of the notification-smtp provider entry in medusa-config.ts (see notificationProviderFromEnv). */
export type SmtpNotificationOptions = {
  /** The channels this provider sends on; the shop's mail is "email". */
  channels: string[]
  /** smtp://user:pass@host:587 or smtps://user:pass@host:465 (SMTP_URL); without it the provider only records (outbox mode). */
  smtp_url?: string
  /** The sender of every message, e.g. "Cambodian Heritage Market <orders@example.com>" (MAIL_FROM). */
  from: string
}

/**
 * What the shop's senders put in a notification's `data`: the message already rendered, so the
 * notification table (to, template, data, status) is also the outbox of what was, or would have been, sent.
 */
export type RenderedEmail = {
  subject: string
  text: string
  html: string
  /** Images the HTML shows inline (`<img src="cid:{cid}">`), base64: the KHQR code of an ABA order. */
  attachments?: EmailAttachment[]
}

export type EmailAttachment = { filename: string; content_type: string; content: string; cid: string }
