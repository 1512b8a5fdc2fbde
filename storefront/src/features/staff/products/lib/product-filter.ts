import type { Category } from "../../../catalog/api/categories"
import { withDescendants } from "../../../catalog/api/categories"
import { matchesQuery, queryTerms } from "../../../catalog/lib/search"
import type { AdminMenuItem } from "../api/products"

/** "All categories" in the filter. */
export const ALL = "all"

export type CategoryOption = { category: Category; depth: number }

/** Categories in tree order (each parent followed by its children), keeping the server's order among siblings. */
export function categoryTree(categories: Category[]): CategoryOption[] {
  const ids = new Set(categories.map((c) => c.id))
  const out: CategoryOption[] = []
  const visit = (parentId: string | null, depth: number) => {
    for (const c of categories) {
      const parent = c.parentId && ids.has(c.parentId) ? c.parentId : null
      if (parent === parentId && !out.some((o) => o.category.id === c.id)) {
        out.push({ category: c, depth })
        visit(c.id, depth + 1)
      }
    }
  }
  visit(null, 0)
  return out
}

/** How many products each category holds, its subcategories' products included. */
export function countByCategory(products: AdminMenuItem[], categories: Category[]): Map<string, number> {
  return new Map(
    categories.map((c) => {
      const ids = withDescendants(categories, c.id)
      return [c.id, products.filter((p) => p.categoryId && ids.has(p.categoryId)).length]
    })
  )
}

/**
 * Products matching the search and the category (with its subcategories). The search reads every
 * text staff edit, in English and Khmer: name, description, Weight/Size and Additional Info.
 */
export function filterProducts(products: AdminMenuItem[], categories: Category[], filter: { query: string; categoryId: string }): AdminMenuItem[] {
  const terms = queryTerms(filter.query)
  const ids = filter.categoryId === ALL ? null : withDescendants(categories, filter.categoryId)
  return products.filter(
    (p) => (!ids || (p.categoryId !== null && ids.has(p.categoryId))) && matchesQuery(terms, [p.name, p.description, p.cookTime, p.dietaryInfo, p.nameKm, p.descriptionKm, p.cookTimeKm, p.dietaryInfoKm])
  )
}
