import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { shopFetch } from "../lib/api"
import { shopKeys } from "../lib/query-keys"
import type { OutboxMessageDetail, OutboxPage, OutboxResendResponse } from "../lib/types"
import { usePagedQuery } from "./paged-query"

/** The outbox's filters as its route takes them ("sent" includes the messages kept in outbox mode). */
export type OutboxFilter = "sent" | "pending" | "failure"
export type OutboxQuery = { limit: number; offset: number; orderNumber?: string | number; status?: OutboxFilter }

/**
 * A page of the shop's e-mails, newest first, with the mode (smtp, or outbox: kept, not sent).
 * `refetchInterval`: the e-mails of a staff action (cancel, capture, ship in Medusa's admin) are
 * written a moment later by a server subscriber, so a shown list asks again on its own.
 */
export function useOutbox(query: OutboxQuery, options: { refetchInterval?: number } = {}) {
  return usePagedQuery<OutboxPage>(shopKeys.notificationList(query), "/notifications", query, options)
}

/** The order widget's refresh: an order's e-mails follow the action staff just took on its page. */
export const ORDER_EMAILS_REFRESH_MS = 5_000
/** The E-mails page's refresh: new e-mails show up without a reload. */
export const OUTBOX_PAGE_REFRESH_MS = 15_000

/** One e-mail with its rendered HTML and plain text; nothing is asked while `id` is null. */
export function useOutboxMessage(id: string | null) {
  return useQuery({
    queryKey: shopKeys.notification(id ?? ""),
    queryFn: () => shopFetch<OutboxMessageDetail>(`/notifications/${encodeURIComponent(id ?? "")}`),
    enabled: id !== null,
  })
}

/** Sends an e-mail again as a new message; every outbox list (the page's, the order's) is refetched. */
export function useResendMessage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => shopFetch<OutboxResendResponse>(`/notifications/${encodeURIComponent(id)}/resend`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.notifications() }),
  })
}
