import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { sendPackingSlips } from "#shop/print/print-orders"

/**
 * GET /api/orders/packing-slips.pdf (admin): one PDF of packing slips, one order a page, for
 * `ids=1042,1043` (order numbers; any unknown 404) or the list's filters (search, payment, shipping,
 * channel, from, to); at most PRINT_BATCH_MAX orders (400 beyond). `lang=km` in Khmer.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await sendPackingSlips(req, res)
}
