import { contactMessagesQuery, setContactMessageHandled, type ContactMessagesQuery } from "@shop/staff"
import { shopClient } from "../lib/api"
import { usePagedDef, useStaffMutation } from "./paged-query"

export type { ContactMessagesQuery }

export const useContactMessages = (query: ContactMessagesQuery) => usePagedDef(contactMessagesQuery(shopClient, query))

export const useSetContactMessageHandled = () => useStaffMutation(setContactMessageHandled(shopClient))
