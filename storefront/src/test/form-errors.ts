import { expect, it } from "vitest"

/** What formErrors reads of a form's zod schema (zod or zod/mini). */
type FormSchema = { safeParse(value: unknown): { error?: { issues: readonly { message: string }[] } } }

/** The messages (i18n keys) a form's schema answers for `form` with `changes` made; [] when it accepts it. */
export function formErrors(schema: FormSchema, form: object, changes: Record<string, unknown> = {}): string[] {
  return schema.safeParse({ ...form, ...changes }).error?.issues.map((i) => i.message) ?? []
}

/** A test a case: `form` with that one field changed to that value is refused with exactly that message. */
export function itRefusesEachBadField(schema: FormSchema, form: object, cases: [field: string, value: string, message: string][], title = "refuses a bad %s") {
  it.each(cases)(title, (field, value, message) => {
    expect(formErrors(schema, form, { [field]: value })).toEqual([message])
  })
}
