import type { OutboxMessage, OutboxMessageDetail } from "@shop/contract"
import { OUTBOX_EXTERNAL_ID } from "../providers/notification-smtp/service"

/**
 * How delivery of one message is going, kept in its notification's `data.delivery` (the notification
 * module has no columns for it). Absent on a message sent at the first try.
 */
export type EmailDelivery = {
  /** Tries so far, the first send included. */
  attempts: number
  /** The SMTP server's answer to the last failed try. */
  last_error: string | null
  /** When the retry job tries again (ISO); null when it will not (sent, or given up). */
  next_attempt_at: string | null
  /** True once the retries are used up: staff see "failure" and can resend. */
  gave_up: boolean
}

/** The fields of Medusa's notification the outbox reads. */
export const OUTBOX_NOTIFICATION_FIELDS = [
  "id",
  "to",
  "template",
  "data",
  "status",
  "external_id",
  "resource_id",
  "original_notification_id",
  "created_at",
  "updated_at",
] as const

type NotificationRow = {
  id: string
  to: string
  template?: string | null
  data?: Record<string, unknown> | null
  status?: string | null
  external_id?: string | null
  original_notification_id?: string | null
  created_at: string | Date
  updated_at: string | Date
}

export function deliveryOf(n: Pick<NotificationRow, "data">): EmailDelivery | null {
  const d = (n.data as { delivery?: EmailDelivery } | null)?.delivery
  return d && typeof d === "object" ? d : null
}

const iso = (d: string | Date) => (d instanceof Date ? d.toISOString() : new Date(d).toISOString())

/** One notification as the outbox lists show it. */
export function outboxMessageOf(n: NotificationRow): OutboxMessage {
  const data = (n.data ?? {}) as Record<string, unknown>
  const delivery = deliveryOf(n)
  const state: OutboxMessage["state"] =
    n.status === "success"
      ? n.external_id === OUTBOX_EXTERNAL_ID
        ? "outbox"
        : "sent"
      : n.status === "pending" || (n.status === "failure" && delivery?.next_attempt_at && !delivery.gave_up)
        ? "pending"
        : "failure"
  const number = Number(data.order_number)
  return {
    id: n.id,
    kind: String(n.template ?? ""),
    to: n.to,
    subject: String(data.subject ?? ""),
    orderNumber: Number.isInteger(number) && number > 0 ? number : null,
    language: data.language === "km" ? "km" : "en",
    state,
    attempts: delivery?.attempts ?? (n.status === "pending" ? 0 : 1),
    error: state === "sent" || state === "outbox" ? null : delivery?.last_error ?? null,
    createdAt: iso(n.created_at),
    updatedAt: iso(n.updated_at),
    resendOf: n.original_notification_id ?? null,
  }
}

/** One notification with what it says (the rendered HTML and text it carries in its data). */
export function outboxMessageDetailOf(n: NotificationRow): OutboxMessageDetail {
  const data = (n.data ?? {}) as Record<string, unknown>
  // Inline images (the KHQR of an ABA order) are attachments the HTML names by content id: the
  // back office's viewer cannot resolve cid: links, so they are written into the HTML it shows.
  const attachments = (Array.isArray(data.attachments) ? data.attachments : []) as { cid?: string; content_type?: string; content?: string }[]
  let html = String(data.html ?? "")
  for (const a of attachments) {
    if (a?.cid && a.content) html = html.split(`cid:${a.cid}`).join(`data:${a.content_type ?? "image/jpeg"};base64,${a.content}`)
  }
  return { ...outboxMessageOf(n), html, text: String(data.text ?? "") }
}
