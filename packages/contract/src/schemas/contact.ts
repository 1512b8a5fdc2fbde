import { z } from "zod"
import { CONTACT_ERRORS as E } from "../errors.js"
import { optionalEmail } from "./common.js"

// A missing or non-string field gets the same message as a too-short one: that is what the form shows.
const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong)

/** POST /api/contact body: name, optional email ("" or absent means none), phone, message; all trimmed. */
export const ApiPostContact = z.object({
  name: text(2, 200, E.name, E.nameTooLong),
  email: optionalEmail(E.email, E.emailTooLong, null),
  phone: text(10, 40, E.phone, E.phoneTooLong),
  message: text(10, 5000, E.message, E.messageTooLong),
})

/** What the contact form sends. */
export type ContactRequest = z.input<typeof ApiPostContact>
export type ApiPostContactType = z.output<typeof ApiPostContact>
