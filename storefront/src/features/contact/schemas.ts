import { z } from "zod/mini"

/**
 * Spec point 5: the contact form's rules. Messages are i18n keys (`contact.errors.*`) whose English
 * text is the spec's wording; the server checks the same rules with the same words.
 * zod/mini keeps the form's code small (the form itself loads only when it nears the screen).
 */
export const contactSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(2, "contact.errors.name")),
  email: z.union([z.literal(""), z.email("contact.errors.email")]),
  phone: z.string().check(z.trim(), z.minLength(10, "contact.errors.phone")),
  message: z.string().check(z.trim(), z.minLength(10, "contact.errors.message")),
})

export type ContactValues = z.infer<typeof contactSchema>

/** The i18n keys the schema's messages name. */
export type ContactErrorKey = `contact.errors.${keyof ContactValues}`
