import { z } from "@medusajs/framework/zod"

/** The spec's messages (point 5), plus the upper bounds the spec leaves open. */
export const CONTACT_ERRORS = {
  name: "Name must be at least 2 characters.",
  nameTooLong: "Name must be at most 200 characters.",
  email: "Please enter a valid email address.",
  emailTooLong: "Email address must be at most 320 characters.",
  phone: "Please enter a valid phone number.",
  phoneTooLong: "Phone number must be at most 40 characters.",
  message: "Message must be at least 10 characters.",
  messageTooLong: "Message must be at most 5000 characters.",
} as const

const E = CONTACT_ERRORS

// A missing or non-string field gets the same message as a too-short one: that is what the form shows.
const text = (min: number, max: number, tooShort: string, tooLong: string) =>
  z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong)

const emailFormat = z.email()

/** POST /api/contact body: name, optional email ("" or absent means none), phone, message; all trimmed. */
export const ApiPostContact = z.object({
  name: text(2, 200, E.name, E.nameTooLong),
  email: z
    .string({ error: E.email })
    .trim()
    .max(320, E.emailTooLong)
    .refine((v) => v === "" || emailFormat.safeParse(v).success, E.email)
    .nullish()
    .transform((v) => v || null),
  phone: text(10, 40, E.phone, E.phoneTooLong),
  message: text(10, 5000, E.message, E.messageTooLong),
})

export type ApiPostContactType = z.output<typeof ApiPostContact>
