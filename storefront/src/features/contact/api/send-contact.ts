import type { ContactRequest, ContactResponse } from "@shop/contract"
import { useMutation } from "@tanstack/react-query"
import { http } from "../../../lib/http"
import type { ContactValues } from "../schemas"

/** POST /api/contact (the contract's body); the spec does not read the reply body. */
export const sendContact = (values: ContactValues, lang: string) =>
  http<ContactResponse>(`/api/contact?lang=${encodeURIComponent(lang)}`, { method: "POST", json: values satisfies ContactRequest })

export const useSendContact = (lang: string) => useMutation({ mutationFn: (values: ContactValues) => sendContact(values, lang) })
