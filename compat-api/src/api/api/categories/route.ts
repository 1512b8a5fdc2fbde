import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { serveCatalog } from "#shop/catalog/read-model/serve"

/** GET /api/categories: the active categories, top level first; `?lang=km` for Khmer. */
export const GET = (req: MedusaRequest, res: MedusaResponse) => serveCatalog(req, res, "categories")
