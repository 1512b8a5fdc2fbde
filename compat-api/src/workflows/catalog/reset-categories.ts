import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import {
  batchLinkProductsToCategoryWorkflow,
  createProductCategoriesWorkflow,
  useQueryGraphStep,
} from "@medusajs/medusa/core-flows"
import {
  freeHandle,
  planCategoryMoves,
  resetCategoriesReport,
  TOP_CATEGORY_DEFAULTS,
  type CategoryNode,
  type TopCategoryKey,
} from "../../catalog/product-utilities"
import { invalidateCatalogStep } from "./steps/invalidate-catalog"

export const resetCategoriesWorkflowId = "shop-reset-categories"

const TOP_KEYS = Object.keys(TOP_CATEGORY_DEFAULTS) as TopCategoryKey[]

type CategoryRow = CategoryNode & { name: string }

/** The top categories found by name (or handle), and the missing ones with a free handle each. */
function findTops(tree: CategoryRow[]) {
  const found = {} as Partial<Record<TopCategoryKey, string>>
  const missing: TopCategoryKey[] = []
  for (const key of TOP_KEYS) {
    const def = TOP_CATEGORY_DEFAULTS[key]
    const top =
      tree.find((c) => !c.parent_category_id && c.name.trim().toLowerCase() === def.name.toLowerCase()) ??
      tree.find((c) => !c.parent_category_id && c.handle === def.handle)
    if (top) {
      found[key] = top.id
    } else {
      missing.push(key)
    }
  }
  const taken = new Set(tree.map((c) => c.handle))
  const toCreate = missing.map((key) => {
    const handle = freeHandle(TOP_CATEGORY_DEFAULTS[key].handle, taken)
    taken.add(handle)
    return { name: TOP_CATEGORY_DEFAULTS[key].name, handle, is_active: true, rank: TOP_KEYS.indexOf(key) }
  })
  return { found, missing, toCreate }
}

/**
 * GET /api/reset-categories (spec point 4, Utilities: Reset Categories): the top categories Food,
 * Skincare and Clothes exist (the missing ones created through Medusa's
 * createProductCategoriesWorkflow), and every product under none of them is put under the one its
 * storefront category or its name points to (Medusa's batchLinkProductsToCategoryWorkflow, once
 * per top category). A failure undoes the links and the created categories. Answers the
 * utility's report.
 */
export const resetCategoriesWorkflow = createWorkflow(resetCategoriesWorkflowId, () => {
  const { data: categories } = useQueryGraphStep({
    entity: "product_category",
    fields: ["id", "name", "handle", "parent_category_id"],
  }).config({ name: "list-categories" })
  const tops = transform({ categories }, ({ categories }) => findTops(categories as CategoryRow[]))

  const created = when("create-top-categories", { tops }, ({ tops }) => tops.missing.length > 0).then(() =>
    createProductCategoriesWorkflow.runAsStep({
      input: transform({ tops }, ({ tops }) => ({ product_categories: tops.toCreate })),
    })
  )

  const { data: products } = useQueryGraphStep({
    entity: "product",
    fields: ["id", "title", "categories.id"],
  }).config({ name: "list-products-with-categories" })

  const moves = transform({ categories, tops, created, products }, ({ categories, tops, created, products }) => {
    const ids = { ...tops.found } as Record<TopCategoryKey, string>
    tops.missing.forEach((key, i) => (ids[key] = created![i].id))
    return { ids, moves: planCategoryMoves(products as any, categories as CategoryRow[], ids) }
  })

  when("move-products-under-tops", { moves, tops }, ({ moves, tops }) => moves.moves.length > 0 || tops.missing.length > 0).then(() => {
    for (const key of TOP_KEYS) {
      batchLinkProductsToCategoryWorkflow
        .runAsStep({
          input: transform({ moves }, ({ moves }) => ({
            id: moves.ids[key],
            add: moves.moves.filter((m) => m.top === key).map((m) => m.productId),
          })),
        })
        .config({ name: `link-products-to-${key}` })
    }
    invalidateCatalogStep({ wait: true })
  })

  return new WorkflowResponse(transform({ moves, tops }, ({ moves, tops }) => resetCategoriesReport(moves.moves, tops.missing)))
})
