import { format } from "date-fns"
import { km } from "date-fns/locale/km"

/** Dates in the shop's two languages (a module of its own: date-fns stays out of the home page's chunk). */
const isKhmer = (lang?: string) => lang === "km" || Boolean(lang?.startsWith("km-"))

/** Khmer numerals, as the Khmer UI writes its other numbers (១០, ៣%); prices stay in US format. */
const khmerDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x17e0 + Number(d)))

/**
 * The part of the day a Khmer clock names: morning, afternoon, evening, night. Not date-fns' km
 * locale: its `a` says ល្ងាច (evening) for any hour after noon, its `B` "ពេលរសៀល" with other hours.
 */
function khmerDayPart(hour: number) {
  return hour < 12 ? "ព្រឹក" : hour < 17 ? "រសៀល" : hour < 20 ? "ល្ងាច" : "យប់"
}

/**
 * Spec point 9: dates as 'MMM d, yyyy h:mm a' (Nov 22, 2026 3:05 PM). In the Khmer UI the same
 * date in Khmer: day, month name (the solar calendar's, from date-fns' km locale), year in Khmer
 * numerals, then the time with the part of the day — "២២ វិច្ឆិកា ២០២៦ ៣:០៥ រសៀល".
 */
export function formatDateTime(date: Date, lang?: string): string {
  return isKhmer(lang)
    ? `${khmerDigits(format(date, "d MMMM yyyy h:mm", { locale: km }))} ${khmerDayPart(date.getHours())}`
    : format(date, "MMM d, yyyy h:mm a")
}

/** A day without the time, in the same style: 'MMM d, yyyy' (Nov 22, 2026; ២២ វិច្ឆិកា ២០២៦ in Khmer). */
export function formatDate(date: Date, lang?: string): string {
  return isKhmer(lang) ? khmerDigits(format(date, "d MMMM yyyy", { locale: km })) : format(date, "MMM d, yyyy")
}
