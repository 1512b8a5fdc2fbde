import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { invalidateCatalog } from "#shop/catalog/read-model/index"

export type InvalidateCatalogInput = {
  /** Resolve once the new catalog is stored (the next shopper read shows the change). */
  wait: boolean
  /** The products the workflow changed (only they are read again); none given: all of them. */
  productIds?: string[]
}

/**
 * Renews the catalog read model: catalog workflows run it last, with `wait`, so the change shows
 * in the next shopper read when their answer goes out.
 *
 * Undone by renewing it again (in the background), since a read between a write and its undo may
 * have built the read model from the write. A failed workflow's answer waits for the catalog
 * rebuilt after every undo: runCatalogChange (../run-catalog-change.ts) says why no step can.
 */
export const invalidateCatalogStep = createStep(
  "shop-invalidate-catalog",
  async (input: InvalidateCatalogInput, { container }) => {
    await invalidateCatalog(container, { wait: input.wait, productIds: input.productIds })
    return new StepResponse(true, input.productIds ?? null)
  },
  async (productIds, { container }) => {
    await invalidateCatalog(container, { productIds: productIds ?? undefined })
  }
)
