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

function clock(date: Date, lang?: string) {
  const h = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, "0")
  const half = isKhmer(lang) ? (h < 12 ? "ព្រឹក" : "ល្ងាច") : h < 12 ? "AM" : "PM"
  return `${h % 12 || 12}:${minutes} ${half}`
}

/**
 * Spec point 9: dates as 'MMM d, yyyy h:mm a' (Nov 22, 2026 3:05 PM). In the Khmer UI the same
 * date in Khmer: day, month name, year, then the time with ព្រឹក (morning) or ល្ងាច (afternoon and
 * evening) — "22 វិច្ឆិកា 2026 3:05 ល្ងាច"; digits stay as prices show them.
 */
export function formatDateTime(date: Date, lang?: string): string {
  return `${formatDate(date, lang)} ${clock(date, lang)}`
}

/** A day without the time, in the same style: 'MMM d, yyyy' (Nov 22, 2026; 22 វិច្ឆិកា 2026 in Khmer). */
export function formatDate(date: Date, lang?: string): string {
  return isKhmer(lang)
    ? `${date.getDate()} ${KM_MONTHS[date.getMonth()]} ${date.getFullYear()}`
    : `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}
