import { OUTBOX_PAGE_SIZE, outboxMessageQuery, outboxQuery, resendMessage, type OutboxStatus } from "@shop/staff"
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { staffClient } from "./client"

/** The e-mail outbox (docs/back-office-api.md: GET /api/notifications, its message and Resend): the contract's types. */
export { NOTIFICATION_KINDS, type NotificationState, type OutboxMessage, type OutboxMessageDetail, type OutboxPage } from "@shop/contract"
export { isDelivered, OUTBOX_PAGE_REFRESH_MS, OUTBOX_PAGE_SIZE } from "@shop/staff"

/** The list's state filter: "sent" includes the messages kept in the outbox. */
export type OutboxFilter = { status?: OutboxStatus; orderNumber?: number; limit?: number; offset?: number }

/**
 * A page of the outbox, newest first. `refetchEvery` (ms): asked again while the page is visible,
 * since a staff action's message is written a moment after the action's answer, by a server subscriber.
 */
export const useOutbox = ({ limit = OUTBOX_PAGE_SIZE, offset = 0, ...q }: OutboxFilter, refetchEvery?: number) =>
  useQuery({ ...outboxQuery(staffClient, { limit, offset, ...q }), placeholderData: keepPreviousData, refetchInterval: refetchEvery })

/** How often the order dialog's E-mails section asks for new messages. */
export const ORDER_EMAILS_REFRESH_MS = 4_000

/** One message with its rendered HTML and text. */
export const useOutboxMessage = (id: string | null) => useQuery({ ...outboxMessageQuery(staffClient, id ?? ""), enabled: id !== null })

/** Resend: the new message joins the lists (they are refetched). */
export function useResendMessage() {
  const queryClient = useQueryClient()
  const { mutationFn, invalidates } = resendMessage(staffClient)
  return useMutation({ mutationFn, onSettled: () => Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) })
}
