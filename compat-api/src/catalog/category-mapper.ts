import type { Category } from "@shop/contract"

/** The spec's category as the legacy /api/categories returns it (the contract's Category). */
export type { Category }

export type CategoryRecord = {
  id: string
  name: string
  handle: string
  description?: string | null
  rank?: number | null
  parent_category_id?: string | null
}

export function toCategory(category: CategoryRecord): Category {
  return {
    id: category.id,
    name: category.name,
    slug: category.handle,
    parentId: category.parent_category_id ?? null,
    description: category.description ?? "",
  }
}

/** Top-level categories first, each followed by its children, each level by rank then name. */
export function sortCategories(categories: CategoryRecord[]): CategoryRecord[] {
  const byRank = (a: CategoryRecord, b: CategoryRecord) =>
    (a.rank ?? 0) - (b.rank ?? 0) || a.name.localeCompare(b.name)
  const ids = new Set(categories.map((c) => c.id))
  const tops = categories
    .filter((c) => !c.parent_category_id || !ids.has(c.parent_category_id))
    .sort(byRank)
  const out: CategoryRecord[] = []
  const visit = (c: CategoryRecord) => {
    out.push(c)
    categories.filter((k) => k.parent_category_id === c.id).sort(byRank).forEach(visit)
  }
  tops.forEach(visit)
  return out
}
