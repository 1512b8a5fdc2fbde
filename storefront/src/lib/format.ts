const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" })

/** Prices stay in US format ($12.50) in both languages (spec point 9). */
export function formatPrice(value: number | string | null | undefined): string {
  const n = typeof value === "number" ? value : Number(String(value).replace(/[^0-9.-]/g, ""))
  return usd.format(Number.isFinite(n) ? n : 0)
}
