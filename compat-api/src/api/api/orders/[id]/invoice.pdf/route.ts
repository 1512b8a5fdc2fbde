import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { entryOf } from "#shop/orders/staff-orders"
import { sendOrderPaper } from "#shop/print/print-orders"

/**
 * GET /api/orders/{id}/invoice.pdf (admin): the order's invoice as a PDF shown in the tab
 * (`?lang=km` in Khmer). Unknown order 404. See src/print.
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  await sendOrderPaper(req, res, "invoice", await entryOf(req.scope, req.params.id))
}
