import { DEFAULT_SHOP_TIME_ZONE, type OrderDatePreset } from "./order-query.js"

/**
 * Days in the shop's time zone (issue 27): the list's date filter, the summary and the export
 * count a day from the shop's midnight to the next, whatever the zone of the server or the
 * browser, across daylight-saving changes. Pure; Intl does the zone arithmetic.
 */

/** Whether `tz` is a time zone Intl knows (an IANA name such as America/Los_Angeles). */
export function isTimeZone(tz: string | null | undefined): tz is string {
  if (!tz) return false
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz })
    return true
  } catch {
    return false
  }
}

/** The shop's time zone: `configured` when it names one Intl knows, else DEFAULT_SHOP_TIME_ZONE. */
export function shopTimeZoneOf(configured: string | null | undefined): string {
  const tz = configured?.trim()
  return isTimeZone(tz) ? tz : DEFAULT_SHOP_TIME_ZONE
}

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(tz: string) {
  let f = formatters.get(tz)
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: tz,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
    formatters.set(tz, f)
  }
  return f
}

/** The wall clock of `instant` in `tz`: `{ date: "YYYY-MM-DD", time: "HH:MM" }`. */
export function wallClock(instant: Date, tz: string): { date: string; time: string } {
  const parts = Object.fromEntries(formatter(tz).formatToParts(instant).map((p) => [p.type, p.value]))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/** Minutes `tz` is ahead of UTC at `instant` (-480 for Los Angeles in winter, -420 in summer). */
function offsetMinutes(instant: number, tz: string): number {
  const p = Object.fromEntries(formatter(tz).formatToParts(new Date(instant)).map((x) => [x.type, Number(x.value)]))
  const wall = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second)
  return Math.round((wall - Math.floor(instant / 1000) * 1000) / 60_000)
}

/** The calendar date (YYYY-MM-DD) of `instant` in `tz`. */
export const shopDateOf = (instant: Date, tz: string): string => wallClock(instant, tz).date

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
}

/**
 * The instant the day `date` starts in `tz` (its midnight; where a zone skips midnight, the first
 * moment of that day). Two passes: the offset at the first guess can differ from the offset at
 * midnight when a daylight-saving change lies between them.
 */
export function dayStart(date: string, tz: string): Date {
  const wall = Date.parse(`${date}T00:00:00Z`)
  let t = wall - offsetMinutes(wall, tz) * 60_000
  t = wall - offsetMinutes(t, tz) * 60_000
  return new Date(t)
}

/** The instants [start, end) covering the days `from`..`to` (both included) in `tz`. */
export function dayBounds(from: string, to: string, tz: string): { start: Date; end: Date } {
  return { start: dayStart(from, tz), end: dayStart(addDays(to, 1), tz) }
}

/** Monday of the week of `date` (weeks start on Monday). */
export function weekStart(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7))
}

/**
 * The days a date preset covers in `tz` at `now`: today, yesterday, this week (Monday to today).
 * `custom` answers null (the list's own from/to).
 */
export function presetDays(preset: OrderDatePreset, tz: string, now: Date = new Date()): { from: string; to: string } | null {
  const today = shopDateOf(now, tz)
  if (preset === "today") return { from: today, to: today }
  if (preset === "yesterday") return { from: addDays(today, -1), to: addDays(today, -1) }
  if (preset === "this_week") return { from: weekStart(today), to: today }
  return null
}
