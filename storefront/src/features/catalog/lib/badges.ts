/** Badge variants of spec point 2. */
export type BadgeVariant = "popular" | "new" | "gluten" | "dairy" | "vegan"

type BadgeSource = { isNew?: boolean; isPopular?: boolean; dietaryInfo?: string | null }

/**
 * The card's badges: NEW wins over POPULAR (only one of them shows), then the dietary badges read
 * from the Additional Info text ("Vegan. Gluten-free.").
 */
export function productBadges(item: BadgeSource): BadgeVariant[] {
  const badges: BadgeVariant[] = []
  if (item.isNew) {
    badges.push("new")
  } else if (item.isPopular) {
    badges.push("popular")
  }
  const info = item.dietaryInfo ?? ""
  if (/\bgluten[- ]free\b/i.test(info)) badges.push("gluten")
  if (/\bdairy[- ]free\b/i.test(info)) badges.push("dairy")
  if (/\bvegan\b/i.test(info)) badges.push("vegan")
  return badges
}

/** Spec point 2/9: a sale tag may show on popular or new items, 10–24 % off, drawn again on every render. */
export function saleDiscount(random: () => number = Math.random): number {
  return 10 + Math.floor(random() * 15)
}
