import { DEFAULT_SHOP_TIME_ZONE, SUMMARY_CHART_DAYS, type OrdersSummary, type SummaryDay } from "@shop/contract"
import type { StaffClient } from "../client"
import { queryDef } from "../queries/define"
import { staffKeys } from "../queries/keys"
import type { StaffTextKey } from "../texts"

/**
 * @shop/staff/summary: the day's numbers (issue 27 point 2) as both back offices ask and show them:
 * the ranges staff pick (computed in the shop's time zone, not the browser's), the summary query,
 * dollars, and the 14-day chart's labels. Each app draws the card and the chart with its own kit.
 */

/** The ranges the day numbers offer; `custom` takes from/to. */
export const SUMMARY_PRESETS = ["today", "yesterday", "this_week", "last_7_days", "custom"] as const
export type SummaryPreset = (typeof SUMMARY_PRESETS)[number]

export type DayRange = { from: string; to: string }

/** The first day of "this week": Monday (ISO 8601). */
export const WEEK_STARTS_ON = 1

const DAY_MS = 86_400_000

/** The calendar day ("YYYY-MM-DD") that `at` falls on in `timeZone` (an unknown zone: the default one). */
export function dayInTimeZone(at: Date, timeZone: string = DEFAULT_SHOP_TIME_ZONE): string {
  const format = (zone: string) =>
    new Intl.DateTimeFormat("en-CA", { timeZone: zone, year: "numeric", month: "2-digit", day: "2-digit" }).formatToParts(at)
  let parts: Intl.DateTimeFormatPart[]
  try {
    parts = format(timeZone)
  } catch {
    parts = format(DEFAULT_SHOP_TIME_ZONE)
  }
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ""
  return `${get("year")}-${get("month")}-${get("day")}`
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
}

/** The shop's today, yesterday, this week (Monday to today), last 7 days (today and the 6 before), in its time zone. */
export function presetRange(preset: Exclude<SummaryPreset, "custom">, timeZone: string = DEFAULT_SHOP_TIME_ZONE, now: Date = new Date()): DayRange {
  const today = dayInTimeZone(now, timeZone)
  switch (preset) {
    case "today":
      return { from: today, to: today }
    case "yesterday": {
      const y = addDays(today, -1)
      return { from: y, to: y }
    }
    case "this_week": {
      const weekday = new Date(`${today}T00:00:00Z`).getUTCDay()
      return { from: addDays(today, -((weekday - WEEK_STARTS_ON + 7) % 7)), to: today }
    }
    case "last_7_days":
      return { from: addDays(today, -6), to: today }
  }
}

/** The preset a range is (today, yesterday…), or `custom`: a range read back from a URL picks its button again. */
export function presetOf(range: DayRange, timeZone: string = DEFAULT_SHOP_TIME_ZONE, now: Date = new Date()): SummaryPreset {
  for (const preset of SUMMARY_PRESETS) {
    if (preset === "custom") continue
    const r = presetRange(preset, timeZone, now)
    if (r.from === range.from && r.to === range.to) return preset
  }
  return "custom"
}

/** The text key of a preset's button. */
export const presetLabelKey = (preset: SummaryPreset): StaffTextKey => `dayNumbers.presets.${preset}`

/** GET …/orders/summary?from=&to= under the orders' keys: any order change refetches it. */
export const ordersSummaryQuery = (client: StaffClient, range: DayRange) =>
  queryDef(staffKeys.ordersSummary(range), () => client.json<OrdersSummary>("/orders/summary", { query: { from: range.from, to: range.to } }))

/** How often an open screen asks for the day's numbers again (order changes made there refetch at once). */
export const SUMMARY_REFRESH_MS = 30_000

/** React Query's keepPreviousData (an identity): written here, as this package imports no React Query. */
const keepPrevious = <T>(previous: T | undefined) => previous

/**
 * The day numbers as both screens watch them: `useQuery(ordersSummaryWatch(client, range))`. No
 * range (a custom one not applied yet): not asked. The previous range's numbers stay shown while a
 * new one loads; asked again every SUMMARY_REFRESH_MS while the page is visible.
 */
export const ordersSummaryWatch = (client: StaffClient, range: DayRange | null) => ({
  ...ordersSummaryQuery(client, range ?? { from: "", to: "" }),
  enabled: range !== null,
  placeholderData: keepPrevious<OrdersSummary>,
  refetchInterval: SUMMARY_REFRESH_MS,
  refetchIntervalInBackground: false,
})

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })
const usdWhole = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 })

/** Dollars as the rest of the back office writes them, in both languages: $1,234.50. */
export const formatUsd = (amount: number | null | undefined) => {
  // to the cent, +0 for -0 (and -0.001): no "-$0.00" for a day without refunds (shown negated)
  const cents = Number.isFinite(amount) ? Math.round(Number(amount) * 100) : 0
  return usd.format(cents === 0 ? 0 : cents / 100)
}
/** Whole dollars for the chart's axis: $1,235. */
export const formatUsdShort = (amount: number) => usdWhole.format(Number.isFinite(amount) ? amount : 0)

const KHMER_MONTHS = ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ"]
const KHMER_WEEKDAYS = ["អាទិត្យ", "ចន្ទ", "អង្គារ", "ពុធ", "ព្រហស្បតិ៍", "សុក្រ", "សៅរ៍"]
/** Khmer numerals, as the Khmer back office writes dates (២២ វិច្ឆិកា ២០២៦); amounts stay in US format. */
const khmerDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x17e0 + Number(d)))
const isKhmer = (lang: string) => lang.startsWith("km")
const utcDay = (day: string) => new Date(`${day}T00:00:00Z`)

/**
 * A chart day's short label: "Nov 22" / "២២ វិច្ឆិកា". Khmer names are written here, not by Intl:
 * a browser's ICU may lack Khmer (Debian's Chromium answers "Nov 22").
 */
export function dayLabel(day: string, lang: string): string {
  const d = utcDay(day)
  if (isKhmer(lang)) return khmerDigits(`${d.getUTCDate()} ${KHMER_MONTHS[d.getUTCMonth()]}`)
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" }).format(d)
}

/** A day written out in full (the chart's days, the range's caption): "Sunday, November 22, 2026" / "ថ្ងៃអាទិត្យ ២២ វិច្ឆិកា ២០២៦". */
export function dayLong(day: string, lang: string): string {
  const d = utcDay(day)
  if (isKhmer(lang)) return khmerDigits(`ថ្ងៃ${KHMER_WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} ${KHMER_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`)
  return new Intl.DateTimeFormat("en-US", { timeZone: "UTC", weekday: "long", month: "long", day: "numeric", year: "numeric" }).format(d)
}

/** The range as a caption: one day, or "first – last". */
export function rangeCaption(range: DayRange, lang: string): string {
  return range.from === range.to ? dayLong(range.from, lang) : `${dayLabel(range.from, lang)} – ${dayLabel(range.to, lang)}`
}

/**
 * How many of the chart's day labels to skip between two shown: 14 labels fit from about 560 px;
 * at 360 px every third label shows, so none overlap (Khmer month names are wider than English ones).
 */
export function chartTickInterval(width: number, lang: string, days = SUMMARY_CHART_DAYS): number {
  const labelWidth = lang.startsWith("km") ? 58 : 44
  const fit = Math.max(1, Math.floor(width / labelWidth))
  return Math.max(0, Math.ceil(days / fit) - 1)
}

/** The chart's points: each day with its label, in date order, the last SUMMARY_CHART_DAYS days. */
export function chartPoints(days: SummaryDay[], lang: string) {
  return [...days]
    .sort((a, b) => a.date.localeCompare(b.date))
    .slice(-SUMMARY_CHART_DAYS)
    .map((d) => ({ ...d, label: dayLabel(d.date, lang), long: dayLong(d.date, lang) }))
}
export type ChartPoint = ReturnType<typeof chartPoints>[number]

/** The list's URL query for a number that links to its orders (helper B1's list reads these parameters). */
export const SUMMARY_LINKS = {
  awaitingVerification: { payment: "awaiting_verification" },
  paidNotShipped: { shipping: "unshipped", payment: "paid" },
} as const

/**
 * The orders list's URL query behind a number: `?payment=awaiting_verification&from=…&to=…`. The
 * range goes along so the list shows the orders the number counted.
 */
export function summaryLinkSearch(link: keyof typeof SUMMARY_LINKS, range?: DayRange): string {
  return `?${new URLSearchParams({ ...SUMMARY_LINKS[link], ...(range ? { from: range.from, to: range.to } : {}) }).toString()}`
}
