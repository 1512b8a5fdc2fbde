import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import {
  CARD_CHECKOUT_MODULE,
  CHECKOUT_SESSION_ID,
  verifyStatus,
  type CardCheckoutService,
} from "../../../lib/card-checkout"

/**
 * GET /api/verify-payment?session_id=cs_…: `{ status }`, 'complete' (paid), 'open' or 'expired',
 * read live from Stripe (or the sandbox). 400 without a well-formed id, 404 for an unknown one.
 */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const id = req.query.session_id
  if (typeof id !== "string" || !CHECKOUT_SESSION_ID.test(id)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "session_id must be a Checkout Session id (cs_…).")
  }
  const checkout = req.scope.resolve<CardCheckoutService>(CARD_CHECKOUT_MODULE)
  const session = await checkout.retrieveCheckoutSession(id)
  if (!session) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, "No payment session found. Please try again.")
  }
  res.setHeader("Cache-Control", "no-store")
  res.json({ status: verifyStatus(session) })
}
