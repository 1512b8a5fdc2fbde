/** Badge variants of spec point 2. */
export type BadgeVariant = "popular" | "new" | "gluten" | "dairy" | "vegan"

type BadgeSource = { isNew?: boolean; isPopular?: boolean; dietaryInfo?: string | null }

/**
 * The dietary badges' words in the Additional Info text, English or Khmer (the Khmer catalog has
 * the Khmer text: "មិនប្រើផលិតផលពីសត្វ។ គ្មានគ្លុយតែន។" for "Vegan. Gluten-free.").
 */
const DIETARY: [BadgeVariant, RegExp][] = [
  ["gluten", /\bgluten[- ]free\b|គ្មានគ្លុយតែន/i],
  ["dairy", /\bdairy[- ]free\b|គ្មានទឹកដោះគោ/i],
  ["vegan", /\bvegan\b|មិនប្រើផលិតផលពីសត្វ/i],
]

/**
 * The card's badges: NEW wins over POPULAR (only one of them shows), then the dietary badges read
 * from the Additional Info text ("Vegan. Gluten-free."), in either language.
 */
export function productBadges(item: BadgeSource): BadgeVariant[] {
  const badges: BadgeVariant[] = []
  if (item.isNew) {
    badges.push("new")
  } else if (item.isPopular) {
    badges.push("popular")
  }
  const info = (item.dietaryInfo ?? "").normalize("NFC")
  for (const [badge, words] of DIETARY) {
    if (words.test(info)) badges.push(badge)
  }
  return badges
}

/** Spec point 2/9: a sale tag may show on popular or new items, 10–24 % off, drawn again on every render. */
export function saleDiscount(random: () => number = Math.random): number {
  return 10 + Math.floor(random() * 15)
}
