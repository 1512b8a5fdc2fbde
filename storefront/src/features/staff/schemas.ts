import { z } from "zod/mini"

/** Spec point 5: both fields are required; the message is an i18n key ("admin" namespace). */
export const loginSchema = z.object({
  username: z.string().check(z.trim(), z.minLength(1, "login.required")),
  password: z.string().check(z.refine((p) => p.trim().length > 0, "login.required")),
})

export type LoginValues = z.infer<typeof loginSchema>
