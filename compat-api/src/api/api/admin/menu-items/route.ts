import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { adminMenuList } from "#shop/catalog/product-admin"

/**
 * GET /api/admin/menu-items (admin): the menu as GET /api/menu-items lists it in English, each item
 * with its Khmer texts (nameKm, descriptionKm, cookTimeKm, dietaryInfoKm): the back office's
 * product list, which shows, searches and edits them.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  res.setHeader("Cache-Control", "no-store")
  res.json(await adminMenuList(req.scope))
}
