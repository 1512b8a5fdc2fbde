/** What formErrors reads of a form's zod schema (zod or zod/mini). */
type FormSchema = { safeParse(value: unknown): { error?: { issues: readonly { message: string }[] } } }

/** The messages (i18n keys) a form's schema answers for `form` with `changes` made; [] when it accepts it. */
export function formErrors(schema: FormSchema, form: object, changes: Record<string, unknown> = {}): string[] {
  return schema.safeParse({ ...form, ...changes }).error?.issues.map((i) => i.message) ?? []
}
