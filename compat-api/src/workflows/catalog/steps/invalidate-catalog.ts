import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalidateCatalog } from "#shop/catalog/read-model/index"

/**
 * Renews the catalog read model, so the next shopper read rebuilds from Medusa. Undone by renewing
 * it again: a read between a write and its undo may have built the read model from the write.
 * Catalog workflows run it last (the answer shows the change at once) and first (its undo then runs
 * after every other undo).
 */
export const invalidateCatalogStep = createStep(
  "shop-invalidate-catalog",
  async (_: void, { container }) => {
    await invalidateCatalog(container)
    return new StepResponse(undefined, true)
  },
  async (_, { container }) => {
    await invalidateCatalog(container)
  }
)
