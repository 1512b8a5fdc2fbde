import { DEFAULT_MAIL_FROM, smtpHostOf } from "./service"
import type { SmtpNotificationOptions } from "./types"

/**
 * The notification module's one e-mail provider for medusa-config.ts: SMTP when SMTP_URL is set,
 * otherwise the outbox (records, sends nothing). Medusa allows one provider per channel.
 */
export function notificationProviderFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const smtpUrl = env.SMTP_URL?.trim() || undefined
  const options: SmtpNotificationOptions = {
    channels: ["email"],
    smtp_url: smtpUrl,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
  }
  return smtpUrl
    ? { resolve: "compat-api/providers/notification-smtp", id: "smtp", options }
    : { resolve: "compat-api/providers/notification-outbox", id: "outbox", options }
}

/** The line npm start and the logs show: which way the shop's e-mail goes. */
export function emailModeLine(env: NodeJS.ProcessEnv = process.env): string {
  const smtpUrl = env.SMTP_URL?.trim()
  return smtpUrl ? `E-mail: SMTP via ${smtpHostOf(smtpUrl)}` : "E-mail: outbox only (no SMTP_URL)"
}
