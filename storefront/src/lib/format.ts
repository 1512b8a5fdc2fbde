const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** Prices stay in US format ($12.50) in both languages (spec point 9). */
export function formatPrice(value: number | string): string {
  const n = typeof value === "number" ? value : Number(String(value).replace(/[^0-9.-]/g, ""))
  return usd.format(Number.isFinite(n) ? n : 0)
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/** Spec point 9: dates as 'MMM d, yyyy h:mm a' (Nov 22, 2026 3:05 PM), in both languages like prices. */
export function formatDateTime(date: Date): string {
  const h = date.getHours()
  const minutes = String(date.getMinutes()).padStart(2, "0")
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()} ${h % 12 || 12}:${minutes} ${h < 12 ? "AM" : "PM"}`
}

/** A day without the time, in the same style: 'MMM d, yyyy' (Nov 22, 2026). */
export function formatDate(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`
}
