import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shopOrderEntry } from "#shop/api/admin/shop/orders/helpers"
import { sendOrderPaper } from "#shop/print/print-orders"

/**
 * GET /admin/shop/orders/{medusaOrderId}/packing-slip.pdf: the same paper as GET
 * /api/orders/{id}/packing-slip.pdf, for the order page of Medusa's admin. 404 for an order the
 * shop's checkout did not take.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await sendOrderPaper(req, res, "packing-slip", await shopOrderEntry(req.scope, req.params.id))
}
