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

/** Query text arrives as a string: a whole number within [min, max], or the default when absent; `error` for anything else. */
export const wholeQuery = (error: string, min: number, max: number, fallback: number) =>
  z
    .string({ error })
    .regex(/^\d+$/, error)
    .transform(Number)
    .refine((n) => n >= min && n <= max, error)
    .optional()
    .transform((n) => n ?? fallback)

/** wholeQuery with the usual text: "<name> must be a whole number from <min> to <max>." */
export const namedWholeQuery = (name: string, min: number, max: number, fallback: number) =>
  wholeQuery(`${name} must be a whole number from ${min} to ${max}.`, min, max, fallback)

/** Query text "true" or "false" as a boolean, undefined when absent; `error` for anything else. */
export const booleanQuery = (error: string) =>
  z
    .enum(["true", "false"], { error })
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true"))

/** A page of a list: `limit` (1…max, `fallback` when absent) and `offset` (0 when absent), spread into a query's shape. */
export const pageQuery = (max: number, fallback: number) => ({
  limit: namedWholeQuery("limit", 1, max, fallback),
  offset: namedWholeQuery("offset", 0, 10_000_000, 0),
})
