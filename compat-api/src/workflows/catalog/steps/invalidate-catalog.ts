import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalidateCatalog } from "#shop/catalog/read-model/index"

/**
 * Renews the catalog read model. Undone by renewing it again: a read between a write and its undo
 * may have built the read model from the write. Catalog workflows run it last with `wait` (the
 * new catalog is stored before the answer, so the next shopper read shows the change) and first
 * (its undo then runs after every other undo).
 */
export const invalidateCatalogStep = createStep(
  "shop-invalidate-catalog",
  async (input: { wait: boolean }, { container }) => {
    await invalidateCatalog(container, { wait: input.wait })
    return new StepResponse(true, true)
  },
  async (_, { container }) => {
    await invalidateCatalog(container)
  }
)
