import type { ContactMessage, ContactMessagePage } from "@shop/contract"
import type { StaffClient } from "../client"
import { mutationDef, queryDef } from "./define"
import { staffKeys } from "./keys"

export type ContactMessagesQuery = { limit: number; offset: number; handled?: boolean; search?: string }

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

/** What a reply answers: the message as it now is, and whether the e-mail went (failed: the retry job tries again). */
export type ContactReplyAnswer = { contact_message: ContactMessage; email: { outcome: "sent" | "already" | "failed" } }

/** E-mails a reply in the message's language (through the outbox); the lists are refetched. */
export const replyToContactMessage = (client: StaffClient) =>
  mutationDef(
    ({ id, text }: { id: string; text: string }) =>
      client.json<ContactReplyAnswer>(`/contact-messages/${encodeURIComponent(id)}/reply`, { method: "POST", body: { text } }),
    [staffKeys.contactMessages(), staffKeys.notifications()]
  )
