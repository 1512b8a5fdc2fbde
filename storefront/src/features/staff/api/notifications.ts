import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import type { NotificationState, OutboxMessageDetail, OutboxPage, OutboxResendResponse } from "@shop/contract"
import { http } from "../../../lib/http"

/** The e-mail outbox (docs/back-office-api.md: GET /api/notifications, its message and Resend): the contract's types. */
export { NOTIFICATION_KINDS, type NotificationState, type OutboxMessage, type OutboxMessageDetail, type OutboxPage } from "@shop/contract"

/** The list's state filter: "sent" includes the messages kept in the outbox. */
export type OutboxFilter = { status?: "sent" | "pending" | "failure"; orderNumber?: number; limit?: number; offset?: number }

/** Messages per page of the E-mails page. */
export const OUTBOX_PAGE_SIZE = 20

export const outboxKeys = {
  all: ["/api/notifications"] as const,
  lists: () => [...outboxKeys.all, "list"] as const,
  list: (q: OutboxFilter) => [...outboxKeys.lists(), q] as const,
  detail: (id: string) => [...outboxKeys.all, "detail", id] as const,
}

export function outboxPath(q: OutboxFilter): string {
  const params = new URLSearchParams({ limit: String(q.limit ?? OUTBOX_PAGE_SIZE), offset: String(q.offset ?? 0) })
  if (q.status) params.set("status", q.status)
  if (q.orderNumber !== undefined) params.set("orderNumber", String(q.orderNumber))
  return `/api/notifications?${params}`
}

export const outboxQuery = (q: OutboxFilter) =>
  queryOptions({ queryKey: outboxKeys.list(q), queryFn: () => http<OutboxPage>(outboxPath(q)), placeholderData: keepPreviousData })

/**
 * A page of the outbox, newest first. `refetchEvery` (ms): asked again while the page is visible,
 * since a staff action's message is written a moment after the action's answer, by a server subscriber.
 */
export const useOutbox = (q: OutboxFilter, refetchEvery?: number) => useQuery({ ...outboxQuery(q), refetchInterval: refetchEvery })

/** How often the order dialog's E-mails section and the E-mails page ask for new messages. */
export const ORDER_EMAILS_REFRESH_MS = 4_000
export const OUTBOX_PAGE_REFRESH_MS = 15_000

export const outboxMessageQuery = (id: string) =>
  queryOptions({ queryKey: outboxKeys.detail(id), queryFn: () => http<OutboxMessageDetail>(`/api/notifications/${encodeURIComponent(id)}`) })

/** One message with its rendered HTML and text. */
export const useOutboxMessage = (id: string | null) => useQuery({ ...outboxMessageQuery(id ?? ""), enabled: id !== null })

export const resendMessage = (id: string) => http<OutboxResendResponse>(`/api/notifications/${encodeURIComponent(id)}/resend`, { method: "POST" })

/** Resend: the new message joins the lists (they are refetched). */
export function useResendMessage() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: resendMessage, onSettled: () => queryClient.invalidateQueries({ queryKey: outboxKeys.lists() }) })
}

/** The states whose message has gone out or is kept: no error to show. */
export const isDelivered = (state: NotificationState) => state === "sent" || state === "outbox"
