import type { ZodType } from "zod"

/** The messages (i18n keys) a form's schema answers for `form` with `changes` made; [] when it accepts it. */
export function formErrors(schema: ZodType, form: object, changes: Record<string, unknown> = {}): string[] {
  return schema.safeParse({ ...form, ...changes }).error?.issues.map((i) => i.message) ?? []
}
