import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ORDER_STATUS_ERRORS, OrderStatusLookup, type OrderStatusLookupResponse } from "@shop/contract"
import { legacyErrorBody } from "#shop/http/legacy-error"
import { consumeLookup } from "#shop/limits/lookup-limiter"
import { parseJsonBody } from "#shop/http/validate-body"
import { lookUpStatusToken } from "#shop/orders/order-status"

/**
 * POST /api/order-status/lookup `{ orderNumber, contact }`: the status page's token of the order
 * with this number whose checkout phone (by digits) or e-mail (without case) is `contact`. One 404
 * for an unknown number and a wrong contact alike. Every try counts against the address's limit
 * (10 per 15 minutes): 429 with Retry-After beyond it. Bad input 400.
 */
export const POST = async (req: MedusaRequest, res: MedusaResponse) => {
  const wait = await consumeLookup(req)
  res.setHeader("Cache-Control", "no-store")
  if (wait > 0) {
    res.setHeader("Retry-After", String(wait))
    res.status(429).json(legacyErrorBody(ORDER_STATUS_ERRORS.tooMany, undefined, { status: 429 }))
    return
  }
  const { orderNumber, contact } = parseJsonBody(req, OrderStatusLookup)
  const statusToken = await lookUpStatusToken(req.scope, orderNumber, contact)
  res.json({ statusToken } satisfies OrderStatusLookupResponse)
}
