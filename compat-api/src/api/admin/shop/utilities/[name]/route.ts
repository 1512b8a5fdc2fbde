import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { checkSequences, cleanDuplicates, fixMissingImages, resetCategories } from "../../../../../catalog/product-maintenance"

/** The spec's product utilities by the names of the shop utilities page (the same functions as /api). */
const UTILITIES: Record<string, (scope: MedusaContainer) => Promise<Record<string, unknown>>> = {
  "fix-images": fixMissingImages, // GET /api/fix-images
  "remove-duplicates": cleanDuplicates, // GET /api/clean-duplicates
  "reset-categories": resetCategories, // GET /api/reset-categories
  "fix-database-ids": checkSequences, // GET /api/fix-sequences
}

/**
 * POST /admin/shop/utilities/{name}: runs one utility and answers its report, as the /api call
 * does: `{ success: true, message, … }`. 404 for an unknown name.
 */
export const POST = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const run = Object.prototype.hasOwnProperty.call(UTILITIES, req.params.name) ? UTILITIES[req.params.name] : undefined
  if (!run) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `There is no utility called ${req.params.name}.`)
  }
  res.json({ success: true, ...(await run(req.scope)) })
}
