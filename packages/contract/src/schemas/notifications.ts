import { z } from "zod"
import { NOTIFICATION_ERRORS } from "../errors.js"
import { pageQuery } from "./common.js"

/** What a message in the outbox is about (Medusa notification `template`). */
export const NOTIFICATION_KINDS = [
  "order-received",
  "payment-confirmed",
  "payment-problem",
  "order-shipped",
  "order-cancelled",
  "staff-new-order",
  "payment-undone",
  "payment-refunded",
] as const
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number]

/**
 * Where a message is: sent (SMTP accepted it), outbox (kept, not sent: the shop runs without
 * SMTP_URL), pending (being sent or waiting for its next try after a failure), failure (gave up,
 * or the last try failed).
 */
export const NOTIFICATION_STATES = ["sent", "outbox", "pending", "failure"] as const
export type NotificationState = (typeof NOTIFICATION_STATES)[number]

/**
 * GET /api/notifications and GET /admin/shop/notifications: a page of the outbox, newest first;
 * `orderNumber` keeps one order's messages, `status` one state ("sent" includes "outbox").
 */
export const NotificationsQuery = z.object({
  ...pageQuery(100, 20),
  orderNumber: z
    .string({ error: NOTIFICATION_ERRORS.orderNumber })
    .trim()
    .transform((v) => v.replace(/^#/, ""))
    .pipe(z.string().regex(/^\d{1,9}$/, NOTIFICATION_ERRORS.orderNumber).transform(Number))
    .optional(),
  status: z.enum(["sent", "failure", "pending"], { error: NOTIFICATION_ERRORS.status }).optional(),
})
export type NotificationsRequest = z.input<typeof NotificationsQuery>
