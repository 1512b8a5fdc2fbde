import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { shopFetch } from "../lib/api"
import { shopKeys } from "../lib/query-keys"
import type { OutboxMessageDetail, OutboxPage, OutboxResendResponse } from "../lib/types"
import { usePagedQuery } from "./paged-query"

/** The outbox's filters as its route takes them ("sent" includes the messages kept in outbox mode). */
export type OutboxFilter = "sent" | "pending" | "failure"
export type OutboxQuery = { limit: number; offset: number; orderNumber?: string | number; status?: OutboxFilter }

/** A page of the shop's e-mails, newest first, with the mode (smtp, or outbox: kept, not sent). */
export function useOutbox(query: OutboxQuery) {
  return usePagedQuery<OutboxPage>(shopKeys.notificationList(query), "/notifications", query)
}

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
