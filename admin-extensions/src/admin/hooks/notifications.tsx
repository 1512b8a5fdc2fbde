import { outboxMessageQuery, outboxQuery, resendMessage, type OutboxQuery, type OutboxStatus } from "@shop/staff"
import { useQuery } from "@tanstack/react-query"
import { shopClient } from "../lib/api"
import { usePagedDef, useStaffMutation } from "./paged-query"

export { OUTBOX_PAGE_REFRESH_MS } from "@shop/staff"
/** The outbox's filters as its route takes them ("sent" includes the messages kept in outbox mode). */
export type OutboxFilter = OutboxStatus
export type { OutboxQuery }

/**
 * A page of the shop's e-mails, newest first, with the mode (smtp, or outbox: kept, not sent).
 * `refetchInterval`: the e-mails of a staff action (cancel, capture, ship in Medusa's admin) are
 * written a moment later by a server subscriber, so a shown list asks again on its own.
 */
export const useOutbox = (query: OutboxQuery, options: { refetchInterval?: number } = {}) => usePagedDef(outboxQuery(shopClient, query), options)

/** The order widget's refresh: an order's e-mails follow the action staff just took on its page. */
export const ORDER_EMAILS_REFRESH_MS = 5_000

/** One e-mail with its rendered HTML and plain text; nothing is asked while `id` is null. */
export const useOutboxMessage = (id: string | null) => useQuery({ ...outboxMessageQuery(shopClient, id ?? ""), enabled: id !== null })

/** Sends an e-mail again as a new message; every outbox list (the page's, the order's) is refetched. */
export const useResendMessage = () => useStaffMutation(resendMessage(shopClient))
