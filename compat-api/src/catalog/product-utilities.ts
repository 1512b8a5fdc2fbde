import { intlFormat } from "date-fns"

/**
 * Pure rules behind the back office's product utilities (spec point 4, Utilities tab): which
 * products are duplicates, which top category a product belongs under, free handles, the backup
 * file name, and the reports each utility answers. The workflows in src/workflows/catalog apply
 * them through Medusa's workflows.
 */

/** The shop's three top categories (spec point 3: "Reset defaults: Food, Skincare, Clothes"). */
export type TopCategoryKey = "food" | "skincare" | "clothes"

/** Name and handle of each top category, as the seed creates them (medusa-backend catalog-data.ts). */
export const TOP_CATEGORY_DEFAULTS: Record<TopCategoryKey, { name: string; handle: string }> = {
  food: { name: "Food", handle: "food" },
  skincare: { name: "Skincare", handle: "skincare-beauty" },
  clothes: { name: "Clothes", handle: "clothes" },
}

/** The storefront category slugs of spec point 3, by the top category they belong under. */
const SLUG_TOP: Record<string, TopCategoryKey> = {
  "preserved-fish": "food",
  "preserved-food": "food",
  "cambodian-spices": "food",
  "pickled-products": "food",
  "ready-to-eat": "food",
  snacks: "food",
  drinks: "food",
  "canned-goods": "food",
  seasonings: "food",
  skincare: "skincare",
  cosmetics: "skincare",
  clothing: "clothes",
  "gifts-party": "clothes",
}

const SKINCARE_WORDS =
  /\b(soap|scrub|mask|balm|lotion|cream|serum|perfume|cosmetics?|make-?up|beauty|skin|skincare|face|lip|body|shampoo|powder)\b/i
const CLOTHES_WORDS =
  /\b(krama|scarf|sampot|sarong|silk|sbai|sash|shirt|dress|skirt|trousers?|pants|clothes|clothing|apparel|hat|gift|basket)\b/i

/**
 * The top category a product belongs under: from its storefront category when that is one of the
 * spec's slugs (or sits under a known one), otherwise from words in its name. Food is the default:
 * it is most of the catalog.
 */
export function topCategoryFor(product: { name: string; categorySlugs?: string[] }): TopCategoryKey {
  for (const slug of product.categorySlugs ?? []) {
    const top = SLUG_TOP[slug] ?? (Object.entries(TOP_CATEGORY_DEFAULTS).find(([, t]) => t.handle === slug)?.[0] as TopCategoryKey | undefined)
    if (top) {
      return top
    }
  }
  if (SKINCARE_WORDS.test(product.name)) {
    return "skincare"
  }
  if (CLOTHES_WORDS.test(product.name)) {
    return "clothes"
  }
  return "food"
}

export type CategoryNode = { id: string; handle: string; parent_category_id?: string | null }

/** The ids of `categoryId` and each of its ancestors, nearest first (cycles are cut). */
export function categoryPath(categoryId: string, tree: CategoryNode[]): string[] {
  const byId = new Map(tree.map((c) => [c.id, c]))
  const path: string[] = []
  let current = byId.get(categoryId)
  while (current && !path.includes(current.id)) {
    path.push(current.id)
    current = current.parent_category_id ? byId.get(current.parent_category_id) : undefined
  }
  return path.length ? path : [categoryId]
}

export type CategoryMove = {
  productId: string
  name: string
  top: TopCategoryKey
  /** The product's categories after the move: the ones it had, plus the top category. */
  categoryIds: string[]
}

/**
 * Products that are under none of the three top categories (no category at all, or only
 * categories outside the tree) and where each goes: the top category picked by topCategoryFor,
 * added to the categories it already has.
 */
export function planCategoryMoves(
  products: { id: string; title: string; categories?: { id: string }[] | null }[],
  tree: CategoryNode[],
  tops: Record<TopCategoryKey, string>
): CategoryMove[] {
  const topIds = new Set(Object.values(tops))
  const byId = new Map(tree.map((c) => [c.id, c]))
  const moves: CategoryMove[] = []
  for (const product of products) {
    const own = (product.categories ?? []).map((c) => c.id)
    const underTop = own.some((id) => categoryPath(id, tree).some((a) => topIds.has(a)))
    if (underTop) {
      continue
    }
    const slugs = own.flatMap((id) => categoryPath(id, tree)).flatMap((id) => byId.get(id)?.handle ?? [])
    const top = topCategoryFor({ name: product.title, categorySlugs: slugs })
    moves.push({ productId: product.id, name: product.title, top, categoryIds: [...own, tops[top]] })
  }
  return moves
}

export type PricedProduct = { id: string; title: string; price: number; created_at?: string | Date | null }

/**
 * Duplicates: products with the same name (ignoring case and spacing) and the same price. The
 * oldest of each group is kept; the others are listed for removal, oldest first.
 */
export function findDuplicates<P extends PricedProduct>(products: P[]): { keep: P; remove: P[] }[] {
  const groups = new Map<string, P[]>()
  for (const p of products) {
    const key = `${p.title.trim().replace(/\s+/g, " ").toLowerCase()}|${Math.round(p.price * 100)}`
    groups.set(key, [...(groups.get(key) ?? []), p])
  }
  const time = (p: P) => (p.created_at ? new Date(p.created_at).getTime() : 0)
  return [...groups.values()]
    .filter((g) => g.length > 1)
    .map((g) => {
      const [keep, ...remove] = [...g].sort((a, b) => time(a) - time(b) || a.id.localeCompare(b.id))
      return { keep, remove }
    })
}

/**
 * `base`, or `base-2`, `base-3`, … : the first handle not in `taken`. Handles of soft-deleted
 * products count as taken, so that a removed product can still be restored.
 */
export function freeHandle(base: string, taken: Set<string>): string {
  if (!taken.has(base)) {
    return base
  }
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`
    if (!taken.has(candidate)) {
      return candidate
    }
  }
}

/**
 * Spec point 9: `products-backup-{date}.json`, the date as yyyy-mm-dd in UTC whatever the server's
 * time zone (date-fns 3 formats in the server's zone; `intlFormat` takes one, and Swedish writes
 * dates as yyyy-mm-dd).
 */
export function backupFileName(now: Date): string {
  const date = intlFormat(now, { year: "numeric", month: "2-digit", day: "2-digit", timeZone: "UTC" }, { locale: "sv-SE" })
  return `products-backup-${date}.json`
}

// ---------------------------------------------------------------------------------------------
// The utilities' reports: what each found and changed, as the Utilities tab shows it.

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export type FixedImage = { id: string; name: string; previousImageUrl: string | null }

/** GET /api/fix-images: `checked` products looked at, `fixed` given the placeholder. */
export function fixImagesReport(checked: number, fixedProducts: FixedImage[]) {
  return {
    fixed: fixedProducts.length,
    fixedProducts,
    message: fixedProducts.length
      ? `${plural(fixedProducts.length, "product")} had a missing image and now show the placeholder: ${fixedProducts.map((p) => p.name).join(", ")}.`
      : `All ${plural(checked, "product")} have their image file.`,
  }
}

export type RemovedDuplicate = { id: string; name: string; price: number; keptId: string }

/** The duplicates to remove (the oldest of each group is kept) from the products' names and prices. */
export function duplicatesToRemove(products: PricedProduct[]): RemovedDuplicate[] {
  return findDuplicates(products).flatMap((g) =>
    g.remove.map((r) => ({ id: r.id, name: r.title, price: r.price, keptId: g.keep.id }))
  )
}

/** GET /api/clean-duplicates. */
export function cleanDuplicatesReport(removedProducts: RemovedDuplicate[]) {
  return {
    removed: removedProducts.length,
    removedProducts,
    message: removedProducts.length
      ? `Removed ${plural(removedProducts.length, "duplicate product")} (the oldest of each is kept): ${removedProducts.map((r) => r.name).join(", ")}.`
      : "No duplicate products found.",
  }
}

/** GET /api/reset-categories: the products moved and the top categories created. */
export function resetCategoriesReport(moves: CategoryMove[], created: TopCategoryKey[]) {
  const movedProducts = moves.map((m) => ({ id: m.productId, name: m.name, category: TOP_CATEGORY_DEFAULTS[m.top].name }))
  const createdCategories = created.map((k) => TOP_CATEGORY_DEFAULTS[k].name)
  const parts = [
    createdCategories.length
      ? `Created the ${createdCategories.join(", ")} ${createdCategories.length === 1 ? "category" : "categories"}.`
      : "",
    moves.length
      ? `Moved ${plural(moves.length, "product")}: ${movedProducts.map((m) => `${m.name} → ${m.category}`).join(", ")}.`
      : "Every product is under Food, Skincare or Clothes.",
  ]
  return { moved: moves.length, movedProducts, createdCategories, message: parts.filter(Boolean).join(" ") }
}

export type SequenceProblem = {
  kind: "order-number" | "order-missing" | "display-id-sequence" | "product-without-variant" | "product-without-usd-price"
  id: string
  detail: string
  repaired: boolean
}

/** The products that cannot be ordered: without a variant, or without a USD price. */
export function unpricedProducts(
  products: { id: string; title: string; variants?: { prices?: { currency_code?: string | null }[] | null }[] | null }[]
): SequenceProblem[] {
  return products.flatMap((p): SequenceProblem[] => {
    const variants = p.variants ?? []
    if (!variants.length) {
      return [
        {
          kind: "product-without-variant",
          id: p.id,
          detail: `${p.title} has no variant, so it cannot be ordered. Set its price in the back office to give it one.`,
          repaired: false,
        },
      ]
    }
    if (!variants.some((v) => (v.prices ?? []).some((x) => x.currency_code?.toLowerCase() === "usd"))) {
      return [
        {
          kind: "product-without-usd-price",
          id: p.id,
          detail: `${p.title} has no price in USD, so it shows as $0.00 and cannot be ordered. Set its price in the back office.`,
          repaired: false,
        },
      ]
    }
    return []
  })
}

/** GET /api/fix-sequences: what was checked, repaired and left for staff. */
export function sequencesReport(checkedOrders: number, checkedProducts: number, problems: SequenceProblem[]) {
  const repaired = problems.filter((p) => p.repaired).length
  const open = problems.length - repaired
  const checked = `Checked ${plural(checkedOrders, "order")} and ${plural(checkedProducts, "product")}`
  return {
    repaired,
    problems,
    message: !problems.length
      ? `${checked}: everything is in order.`
      : `${checked}: repaired ${repaired}${open ? `, ${open} need${open === 1 ? "s" : ""} attention` : ""}. ${problems.map((p) => p.detail).join(" ")}`,
  }
}

/** POST /api/products-backup. */
export function importReport(rows: number, created: number, updated: number, unchanged: number) {
  const parts = [`${created} created`, `${updated} updated`, ...(unchanged ? [`${unchanged} unchanged`] : [])]
  return {
    created,
    updated,
    unchanged,
    message: `Imported ${rows} product${rows === 1 ? "" : "s"}: ${parts.join(", ")}.`,
  }
}
