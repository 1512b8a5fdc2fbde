import { contactMessagesQuery, replyToContactMessage, setContactMessageHandled, type ContactMessagesQuery } from "@shop/staff"
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { staffClient } from "./client"

export type { ContactMessage, ContactMessagePage } from "@shop/contract"

/** Messages per page on the Messages page. */
export const MESSAGES_PAGE_SIZE = 20
/** How often the header's unhandled count is asked again while a back-office page is open. */
export const OPEN_MESSAGES_REFRESH_MS = 60_000

/** A page of the contact form's messages (GET /api/contact-messages), newest first. */
export const useContactMessages = (query: ContactMessagesQuery) => useQuery({ ...contactMessagesQuery(staffClient, query), placeholderData: keepPreviousData })

/** How many messages are not handled yet (the header's badge): the smallest page's `open`. */
export const useOpenMessageCount = () => {
  const q = useQuery({ ...contactMessagesQuery(staffClient, { limit: 1, offset: 0, handled: false }), refetchInterval: OPEN_MESSAGES_REFRESH_MS })
  return q.data?.open ?? 0
}

function useStaffMutation<V, T>(def: { mutationFn: (v: V) => Promise<T>; invalidates: readonly (readonly unknown[])[] }) {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: def.mutationFn, onSettled: () => Promise.all(def.invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey }))) })
}

/** Handled / not handled (PATCH /api/contact-messages/{id}). */
export const useSetMessageHandled = () => useStaffMutation(setContactMessageHandled(staffClient))

/** The reply e-mail (POST /api/contact-messages/{id}/reply), in the message's language. */
export const useReplyToMessage = () => useStaffMutation(replyToContactMessage(staffClient))
