import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendPackingSlips } from "#shop/print/print-orders"

/** GET /admin/shop/orders/packing-slips.pdf: GET /api/orders/packing-slips.pdf for Medusa's admin (ids are order numbers). */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await sendPackingSlips(req, res)
}
