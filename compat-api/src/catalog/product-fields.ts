/**
 * Pure rules of the back office's product writes (src/lib/product-admin.ts applies them): where
 * an image address is stored, the Khmer texts of a translation, the prices of the menu variant.
 */

export type PriceRecord = {
  id?: string
  amount: number | string
  currency_code: string
  rules_count?: number | null
  price_list_id?: string | null
}

/** The variants of a product with their prices, as query.graph gives them. */
export type VariantRecord = { id: string; prices?: PriceRecord[] | null }

/**
 * The URL stored on the product for an image address from the back office: a path under this
 * Medusa's file URL (`/static/…`, as the menu shows it) becomes the full file URL again, so
 * Medusa's admin shows it too; anything else is kept as given.
 */
export function storedImageUrl(url: string, base: string): string {
  try {
    const b = new URL(base)
    if (url.startsWith(`${b.pathname.replace(/\/$/, "")}/`)) {
      return new URL(url, b).href
    }
  } catch {
    // a malformed base URL: keep the address as given
  }
  return url
}

/** The product field each Khmer text of the back office translates (km-KH, Translation module). */
export const KHMER_FIELDS = {
  nameKm: "title",
  descriptionKm: "description",
  cookTimeKm: "subtitle",
  dietaryInfoKm: "material",
} as const

export type KhmerFields = { [K in keyof typeof KHMER_FIELDS]?: string | null }

/** Whether a write changes any Khmer text. */
export const touchesKhmer = (fields: KhmerFields) =>
  (Object.keys(KHMER_FIELDS) as (keyof KhmerFields)[]).some((k) => fields[k] !== undefined)

/**
 * The km-KH translation texts after a change: Medusa's `title`, `description`, `subtitle`
 * (Weight/Size) and `material` (Additional Info). A cleared text is null (Medusa merges a
 * translation's texts on update, so a left-out one would stay; a null one falls back to English
 * like a missing one).
 */
export function khmerTexts(fields: KhmerFields, current: Record<string, unknown> = {}): Record<string, string | null> {
  const next: Record<string, unknown> = { ...current }
  for (const [key, field] of Object.entries(KHMER_FIELDS) as [keyof KhmerFields, string][]) {
    if (fields[key] !== undefined) next[field] = fields[key]
  }
  return Object.fromEntries(
    Object.entries(next).map(([k, v]) => [k, typeof v === "string" && v.trim() !== "" ? v : null])
  )
}

/** Whether a translation still has any text. */
export const hasText = (texts: Record<string, string | null>) => Object.values(texts).some((v) => v !== null)

/** The texts to create a translation with: the cleared ones left out. */
export const presentTexts = (texts: Record<string, string | null>) =>
  Object.fromEntries(Object.entries(texts).filter((e): e is [string, string] => e[1] !== null))

const isPlainUsd = (p: PriceRecord) => p.currency_code?.toLowerCase() === "usd" && !p.rules_count && !p.price_list_id

/**
 * The prices of the variant that carries the product's menu price, with that USD price set to
 * `amount`. Every other price of the variant (other currencies, ruled prices) is kept: Medusa
 * replaces a variant's price set with what it is given.
 */
export function variantPricesWithUsd(variants: VariantRecord[], amount: number) {
  const variant = variants.find((v) => (v.prices ?? []).some(isPlainUsd)) ?? variants[0]
  if (!variant) {
    return null
  }
  const prices = (variant.prices ?? []).filter((p) => !p.price_list_id)
  const target = prices.find(isPlainUsd)
  return {
    variantId: variant.id,
    prices: [
      ...prices.map((p) => ({
        id: p.id,
        currency_code: p.currency_code,
        amount: p === target ? amount : Number(p.amount),
      })),
      ...(target ? [] : [{ currency_code: "usd", amount }]),
    ],
  }
}

