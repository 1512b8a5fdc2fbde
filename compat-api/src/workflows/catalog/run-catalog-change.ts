import type { MedusaContainer } from "@medusajs/framework/types"
import { invalidateCatalog } from "#shop/catalog/read-model/index"

/**
 * Runs one of the catalog workflows of this folder for a request. When it fails, the catalog
 * shoppers read is rebuilt from the data as it was before the answer goes out, so that a failed
 * change (a products-backup restore whose new product could not be created) never leaves shoppers
 * a half-changed catalog.
 *
 * No step of the workflow can do this: Medusa undoes the steps after a skipped `when` side by side
 * with the ones before it, so the undo of a workflow's first step may run before the undo of its
 * products (seen in the products-admin spec). Only once `run()` has rejected is every undo done.
 */
export async function runCatalogChange<T>(scope: MedusaContainer, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (e) {
    await invalidateCatalog(scope, { wait: true }).catch(() => undefined)
    throw e
  }
}
