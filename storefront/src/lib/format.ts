const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** Prices stay in US format ($12.50) in both languages (spec point 9). */
export function formatPrice(value: number | string): string {
  const n = typeof value === "number" ? value : Number(String(value).replace(/[^0-9.-]/g, ""))
  return usd.format(Number.isFinite(n) ? n : 0)
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
/** The Khmer months (Khmer readers use the solar calendar's names, day first). */
const KM_MONTHS = ["មករា", "កុម្ភៈ", "មីនា", "មេសា", "ឧសភា", "មិថុនា", "កក្កដា", "សីហា", "កញ្ញា", "តុលា", "វិច្ឆិកា", "ធ្នូ"]

const isKhmer = (lang?: string) => lang === "km" || Boolean(lang?.startsWith("km-"))

/** Khmer numerals, as the Khmer UI writes its other numbers (១០, ៣%); prices stay in US format. */
const khmerDigits = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x17e0 + Number(d)))

/** The part of the day a Khmer clock names: morning, afternoon, evening, night. */
function khmerDayPart(hour: number) {
  return hour < 12 ? "ព្រឹក" : hour < 17 ? "រសៀល" : hour < 20 ? "ល្ងាច" : "យប់"
}

function clock(date: Date, lang?: string) {
  const h = date.getHours()
  const time = `${h % 12 || 12}:${String(date.getMinutes()).padStart(2, "0")}`
  return isKhmer(lang) ? `${khmerDigits(time)} ${khmerDayPart(h)}` : `${time} ${h < 12 ? "AM" : "PM"}`
}

/**
 * Spec point 9: dates as 'MMM d, yyyy h:mm a' (Nov 22, 2026 3:05 PM). In the Khmer UI the same
 * date in Khmer: day, month name, year in Khmer numerals, then the time with the part of the day —
 * "២២ វិច្ឆិកា ២០២៦ ៣:០៥ រសៀល".
 */
export function formatDateTime(date: Date, lang?: string): string {
  return `${formatDate(date, lang)} ${clock(date, lang)}`
}

/** A day without the time, in the same style: 'MMM d, yyyy' (Nov 22, 2026; ២២ វិច្ឆិកា ២០២៦ in Khmer). */
export function formatDate(date: Date, lang?: string): string {
  return isKhmer(lang)
    ? `${khmerDigits(String(date.getDate()))} ${KM_MONTHS[date.getMonth()]} ${khmerDigits(String(date.getFullYear()))}`
    : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}
