import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { PAYMENT_LINK_ERRORS, type SessionOrder } from "@shop/contract"
import { MedusaError } from "@medusajs/framework/utils"
import { CARD_CHECKOUT_MODULE, type CardCheckoutModuleService } from "#shop/card-payment/checkout-module/index"
import { entryIntake } from "#shop/orders/order-desk"
import { CHECKOUT_SESSION_ID, verifyStatus } from "#shop/card-payment/card-checkout"
import { orderDesk } from "#shop/orders/order-desk"

/** The order a paid session became, as the shopper may see it: number, date, items, amount (the contract's). */
export type { SessionOrder }

/**
 * GET /api/verify-payment?session_id=cs_…: `{ status }`, 'complete' (paid), 'open' or 'expired',
 * read live from Stripe (or the sandbox). 400 without a well-formed id, 404 for an unknown one.
 * Once a paid session has become an order (whichever tab or the webhook placed it) the answer also
 * carries `order` (number, date, items, amount), so the payment-confirmation page can show it.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const id = req.query.session_id
  if (typeof id !== "string" || !CHECKOUT_SESSION_ID.test(id)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, PAYMENT_LINK_ERRORS.sessionId)
  }
  const checkout = req.scope.resolve<CardCheckoutModuleService>(CARD_CHECKOUT_MODULE)
  const session = await checkout.retrieveCheckoutSession(id)
  if (!session) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, PAYMENT_LINK_ERRORS.noSession)
  }
  const status = verifyStatus(session)
  res.setHeader("Cache-Control", "no-store")
  if (status !== "complete") {
    res.json({ status })
    return
  }
  const [entry] = await orderDesk(req.scope).listOrderDeskEntries({ payment_session_id: id })
  const order: SessionOrder | null =
    entry?.order_display_id != null
      ? {
          id: Number(entry.order_display_id),
          createdAt: new Date(entry.created_at).toISOString(),
          items: (entryIntake(entry)?.lines ?? []).map((l) => ({ id: l.id, name: l.name, quantity: l.quantity, price: l.unitPrice })),
          totalAmount: entry.amount_due == null ? null : Number(entry.amount_due),
          statusToken: entry.status_token ?? null,
        }
      : null
  res.json({ status, order })
}
