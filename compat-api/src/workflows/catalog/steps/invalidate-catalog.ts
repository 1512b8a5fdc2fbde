import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalidateCatalog } from "#shop/catalog/read-model/index"

/**
 * Renews the catalog read model. Catalog workflows run it first and last; the last one waits
 * (`wait`: the new catalog is stored before the answer, so the next shopper read shows the change).
 *
 * Undone by renewing it again (in the background), since a read between a write and its undo may
 * have built the read model from the write. A failed workflow's answer waits for the catalog
 * rebuilt after every undo: runCatalogChange (../run-catalog-change.ts) says why no step can.
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
