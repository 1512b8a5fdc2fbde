import type { ContactMessage, ContactMessagePage } from "@shop/contract"
import type { StaffClient } from "../client"
import { mutationDef, queryDef } from "./define"
import { staffKeys } from "./keys"

export type ContactMessagesQuery = { limit: number; offset: number; handled?: boolean }

/** A page of the contact form's messages, newest first, with how many are open. */
export const contactMessagesQuery = (client: StaffClient, query: ContactMessagesQuery) =>
  queryDef(staffKeys.contactMessages(query), () => client.json<ContactMessagePage>("/contact-messages", { query }))

/** Marks a message handled (or open again); the lists are refetched. */
export const setContactMessageHandled = (client: StaffClient) =>
  mutationDef(
    ({ id, handled }: { id: string; handled: boolean }) =>
      client.json<{ contact_message: ContactMessage }>(`/contact-messages/${encodeURIComponent(id)}`, { method: "POST", body: { handled } }),
    [staffKeys.contactMessages()]
  )
