import { contactMessagesQuery, replyToContactMessage, setContactMessageHandled, type ContactMessagesQuery } from "@shop/staff"
import { shopClient } from "../lib/api"
import { usePagedDef, useStaffMutation } from "./paged-query"

export type { ContactMessagesQuery }

export const useContactMessages = (query: ContactMessagesQuery) => usePagedDef(contactMessagesQuery(shopClient, query))

export const useSetContactMessageHandled = () => useStaffMutation(setContactMessageHandled(shopClient))

/** The reply e-mail (POST /admin/shop/contact-messages/{id}/reply), in the message's language. */
export const useReplyToContactMessage = () => useStaffMutation(replyToContactMessage(shopClient))
