import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { deleteProductsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { usdPrice, type ProductRecord } from "../../catalog/menu-item-mapper"
import { cleanDuplicatesReport, duplicatesToRemove } from "../../catalog/product-utilities"
import { invalidateCatalogStep } from "./steps/invalidate-catalog"

export const cleanDuplicateProductsWorkflowId = "shop-clean-duplicate-products"

/**
 * GET /api/clean-duplicates (spec point 4, Utilities: Remove Duplicates): of the products with the
 * same name and price the oldest is kept and the others are removed through Medusa's
 * deleteProductsWorkflow (a soft delete: they stay in the database and can be restored; when it
 * fails, its own undo leaves every product as it was). Answers the utility's report.
 */
export const cleanDuplicateProductsWorkflow = createWorkflow(cleanDuplicateProductsWorkflowId, () => {
  const { data: products } = useQueryGraphStep({
    entity: "product",
    fields: [
      "id",
      "title",
      "handle",
      "created_at",
      "variants.prices.amount",
      "variants.prices.currency_code",
      "variants.prices.rules_count",
      "variants.prices.price_list_id",
    ],
  })
  const removed = transform({ products }, ({ products }) =>
    duplicatesToRemove(
      (products as ProductRecord[]).map((p) => ({ id: p.id, title: p.title, price: usdPrice(p), created_at: p.created_at }))
    )
  )

  when("delete-duplicate-products", { removed }, ({ removed }) => removed.length > 0).then(() => {
    deleteProductsWorkflow.runAsStep({ input: transform({ removed }, ({ removed }) => ({ ids: removed.map((r) => r.id) })) })
    invalidateCatalogStep({ wait: true, productIds: transform({ removed }, ({ removed }) => removed.map((r) => r.id)) })
  })

  return new WorkflowResponse(transform({ removed }, ({ removed }) => cleanDuplicatesReport(removed)))
})
