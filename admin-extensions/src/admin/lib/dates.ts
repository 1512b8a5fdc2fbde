/**
 * A date (and time) in the admin's language. Khmer on the 24-hour clock: km-KH's 12-hour clock
 * prints "AM"/"PM" in English. Digits stay ASCII, like every number of our Khmer screens. "—" for
 * no date or one that cannot be read.
 */
export function formatDate(d: string | null | undefined, locale: string, withTime = true): string {
  if (!d || Number.isNaN(Date.parse(d))) return "—"
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    ...(withTime ? { timeStyle: "short" as const, ...(locale.startsWith("km") ? { hourCycle: "h23" as const } : {}) } : {}),
  }).format(new Date(d))
}
