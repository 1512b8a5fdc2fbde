import { z } from "zod"

/** Text checked for an e-mail address: "" means none. */
export const emailFormat = z.email()

export const isEmailOrEmpty = (v: string) => v === "" || emailFormat.safeParse(v).success

/**
 * An optional e-mail field: trimmed, at most 320 characters, a valid address or ""; "" or absent
 * becomes `none` (null or undefined, as the caller stores it).
 */
export const optionalEmail = <N extends null | undefined>(invalid: string, tooLong: string, none: N) =>
  z
    .string({ error: invalid })
    .trim()
    .max(320, tooLong)
    .refine(isEmailOrEmpty, invalid)
    .nullish()
    .transform((v): string | N => v || none)
