import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import {
  cleanDuplicateProductsWorkflow,
  fixMissingImagesWorkflow,
  fixSequencesWorkflow,
  resetCategoriesWorkflow,
  runCatalogChange,
} from "#shop/workflows/catalog/index"

/** The spec's product utilities by the names of the shop utilities page (the same workflows as /api). */
const UTILITIES = {
  "fix-images": fixMissingImagesWorkflow, // GET /api/fix-images
  "remove-duplicates": cleanDuplicateProductsWorkflow, // GET /api/clean-duplicates
  "reset-categories": resetCategoriesWorkflow, // GET /api/reset-categories
  "fix-database-ids": fixSequencesWorkflow, // GET /api/fix-sequences
} as const

/**
 * POST /admin/shop/utilities/{name}: runs one utility and answers its report, as the /api call
 * does: `{ success: true, message, … }`. 404 for an unknown name.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const name = req.params.name as keyof typeof UTILITIES
  if (!Object.prototype.hasOwnProperty.call(UTILITIES, name)) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `There is no utility called ${req.params.name}.`)
  }
  const { result } = await runCatalogChange(req.scope, (): Promise<{ result: unknown }> => UTILITIES[name](req.scope).run())
  res.json({ success: true, ...(result as Record<string, unknown>) })
}
