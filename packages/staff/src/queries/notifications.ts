import type { NotificationState, OutboxMessageDetail, OutboxPage, OutboxResendResponse } from "@shop/contract"
import type { StaffClient } from "../client"
import { mutationDef, queryDef } from "./define"
import { staffKeys } from "./keys"

/** The outbox's state filter as its route takes it ("sent" includes the messages kept in outbox mode). */
export type OutboxStatus = "sent" | "pending" | "failure"
export const OUTBOX_STATUSES: readonly OutboxStatus[] = ["sent", "pending", "failure"]
export type OutboxQuery = { limit: number; offset: number; orderNumber?: string | number; status?: OutboxStatus }

/** Messages per page of the E-mails pages. */
export const OUTBOX_PAGE_SIZE = 20
/** The E-mails page's refresh: new e-mails show up without a reload. */
export const OUTBOX_PAGE_REFRESH_MS = 15_000

/**
 * A page of the shop's e-mails, newest first, with the mode (smtp, or outbox: kept, not sent). The
 * same call on both backends (GET /api/notifications, GET /admin/shop/notifications).
 */
export const outboxQuery = (client: StaffClient, query: OutboxQuery) =>
  queryDef(staffKeys.notificationList(query), () => client.json<OutboxPage>("/notifications", { query }))

/** One e-mail with its rendered HTML and plain text. */
export const outboxMessageQuery = (client: StaffClient, id: string) =>
  queryDef(staffKeys.notification(id), () => client.json<OutboxMessageDetail>(`/notifications/${encodeURIComponent(id)}`))

/** Sends an e-mail again as a new message; every outbox list is refetched. */
export const resendMessage = (client: StaffClient) =>
  mutationDef((id: string) => client.json<OutboxResendResponse>(`/notifications/${encodeURIComponent(id)}/resend`, { method: "POST" }), [
    staffKeys.notificationLists(),
  ])

/** The states whose message has gone out or is kept: no error to show. */
export const isDelivered = (state: NotificationState) => state === "sent" || state === "outbox"

/** Khmer digits (០–៩) as 0–9: a Khmer keyboard types order numbers in them. */
export const westernDigits = (text: string) => text.replace(/[\u17E0-\u17E9]/g, (d) => String(d.charCodeAt(0) - 0x17e0))

/**
 * The order filter as typed: a number ("#1042", Khmer digits too), empty (all orders), or why not:
 * not digits, or longer than an order number can be (9 digits).
 */
export type OrderNumberInput = { value: number | undefined; error: null | "invalid" | "tooLong" }
export function readOrderNumber(text: string): OrderNumberInput {
  const t = westernDigits(text.trim()).replace(/^#/, "")
  if (!t) return { value: undefined, error: null }
  if (/^\d{1,9}$/.test(t)) return { value: Number(t), error: null }
  return { value: undefined, error: /^\d+$/.test(t) ? "tooLong" : "invalid" }
}
