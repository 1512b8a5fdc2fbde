import { createWorkflow, transform, when, WorkflowResponse } from "@medusajs/framework/workflows-sdk"
import { updateProductsWorkflow, useQueryGraphStep } from "@medusajs/medusa/core-flows"
import { PLACEHOLDER_IMAGE } from "../../catalog/menu-item-mapper"
import { fixImagesReport } from "../../catalog/product-utilities"
import { findMissingImagesStep } from "./steps/find-missing-images"
import { invalidateCatalogStep } from "./steps/invalidate-catalog"
import { updateProductImagesAndCategoriesStep } from "./steps/update-product-images-and-categories"

export const fixMissingImagesWorkflowId = "shop-fix-missing-images"

/**
 * GET /api/fix-images (spec point 4, Utilities: Fix Images): products whose picture file is gone
 * (a file of this shop not on disk, or an address answering 404) or that have none show the
 * placeholder: it becomes their thumbnail (Medusa's updateProductsWorkflow) and first image, the
 * broken image dropped. Answers the utility's report.
 */
export const fixMissingImagesWorkflow = createWorkflow(fixMissingImagesWorkflowId, () => {
  const { data: products } = useQueryGraphStep({ entity: "product", fields: ["id", "title", "thumbnail", "images.url"] })
  const missing = findMissingImagesStep(products as any)

  when("give-placeholder-images", { missing }, ({ missing }) => missing.length > 0).then(() => {
    updateProductsWorkflow.runAsStep({
      input: transform({ missing }, ({ missing }) => ({ products: missing.map((m) => ({ id: m.id, thumbnail: PLACEHOLDER_IMAGE })) })),
    })
    updateProductImagesAndCategoriesStep(
      transform({ missing }, ({ missing }) =>
        missing.map((m) => ({ id: m.id, images: [PLACEHOLDER_IMAGE, ...m.keptImages].map((url) => ({ url })) }))
      )
    )
    invalidateCatalogStep({ wait: true, productIds: transform({ missing }, ({ missing }) => missing.map((m) => m.id)) })
  })

  return new WorkflowResponse(
    transform({ products, missing }, ({ products, missing }) =>
      fixImagesReport(
        products.length,
        missing.map((m) => ({ id: m.id, name: m.title, previousImageUrl: m.url }))
      )
    )
  )
})
