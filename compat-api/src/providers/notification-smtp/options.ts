import { DEFAULT_MAIL_FROM, smtpHostOf } from "./service"
import type { SmtpNotificationOptions } from "./types"

/** The id of the shop's e-mail provider in both modes (Medusa's provider id `email`). */
export const EMAIL_PROVIDER_ID = "email"

/** SMTP_URL when set (mail goes out), else undefined (outbox mode): the one reading of it. */
export const smtpUrlOf = (env: NodeJS.ProcessEnv = process.env): string | undefined => env.SMTP_URL?.trim() || undefined

/**
 * The notification module's one e-mail provider for medusa-config.ts: SMTP when SMTP_URL is set,
 * otherwise the outbox (records, sends nothing). Medusa allows one provider per channel.
 */
export function notificationProviderFromEnv(env: NodeJS.ProcessEnv = process.env) {
  const smtpUrl = smtpUrlOf(env)
  const options: SmtpNotificationOptions = {
    channels: ["email"],
    smtp_url: smtpUrl,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
  }
  // One provider id whatever the mode: Medusa keeps the providers of the last process that booted
  // as the enabled ones in its notification_provider table, and a server sends with the enabled
  // provider of the channel. With a per-mode id, a script run without SMTP_URL (npm run
  // staff:add) left "outbox" enabled and the SMTP server's own mail failed: "np_outbox" unknown.
  return smtpUrl
    ? { resolve: "compat-api/providers/notification-smtp", id: EMAIL_PROVIDER_ID, options }
    : { resolve: "compat-api/providers/notification-outbox", id: EMAIL_PROVIDER_ID, options }
}

/**
 * The notification module's provider of the "feed" channel: Medusa's admin notification feed
 * (the bell), where its own workflows report an export or import and link the file. The feed is
 * the notification table the admin reads; Medusa's local provider only logs the send. Without a
 * provider for the channel every export failed: "Could not find a notification provider for
 * channel: feed".
 */
export const FEED_NOTIFICATION_PROVIDER = {
  resolve: "@medusajs/medusa/notification-local",
  id: "feed",
  options: { channels: ["feed"] },
} as const

/** The line npm start and the logs show: which way the shop's e-mail goes. */
export function emailModeLine(env: NodeJS.ProcessEnv = process.env): string {
  const smtpUrl = smtpUrlOf(env)
  return smtpUrl ? `E-mail: SMTP via ${smtpHostOf(smtpUrl)}` : "E-mail: outbox only (no SMTP_URL)"
}
