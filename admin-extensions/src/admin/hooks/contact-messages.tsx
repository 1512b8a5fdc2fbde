import { useMutation, useQueryClient } from "@tanstack/react-query"
import { shopFetch } from "../lib/api"
import { usePagedQuery } from "./paged-query"
import { shopKeys } from "../lib/query-keys"
import type { ContactMessage, ContactMessagePage } from "../lib/types"

export type ContactMessagesQuery = { limit: number; offset: number; handled?: boolean }

export function useContactMessages(query: ContactMessagesQuery) {
  return usePagedQuery<ContactMessagePage>(shopKeys.contactMessages(query), "/contact-messages", query)
}

export function useSetContactMessageHandled() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      shopFetch<{ contact_message: ContactMessage }>(`/contact-messages/${encodeURIComponent(id)}`, { method: "POST", body: { handled } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shopKeys.contactMessages() }),
  })
}
