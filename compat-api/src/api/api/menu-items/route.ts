import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { serveCatalog } from "#shop/catalog/read-model/serve"

/** GET /api/menu-items: every published product in the spec's shape; `?lang=km` for Khmer. */
export const GET = (req: MedusaRequest, res: MedusaResponse) => serveCatalog(req, res, "menu-items")
