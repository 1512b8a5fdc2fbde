import type { MedusaContainer } from "@medusajs/framework/types"
import { retryDueEmails } from "../notifications/delivery"
import { smtpUrlOf } from "../providers/notification-smtp/options"

/**
 * Every minute: failed e-mails whose next try is due are sent again, backing off 1, 5, 15 and 60
 * minutes, given up after 5 tries (staff see "failure" and can resend). In outbox mode (no SMTP_URL)
 * nothing is sent, so nothing fails to be. Why not a step's retries on the workflow engine: the
 * backoff's shape, the outbox's per-message record and the stuck sends (compat-api/README.md).
 */
export default async function retryFailedEmailsJob(container: MedusaContainer) {
  if (!smtpUrlOf()) {
    return
  }
  await retryDueEmails(container)
}

export const config = {
  name: "compat-api-retry-failed-emails",
  schedule: "* * * * *",
}
