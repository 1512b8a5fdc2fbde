import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * Payment providers whose money the shop cannot check: Medusa's built-in `pp_system_default`
 * authorizes any payment at once with nothing behind it. The seed keeps them off the region; the
 * store API refuses them even when a merchant adds one back (issue 24, point 6).
 */
export const UNCHECKED_PROVIDER_IDS = ["pp_system_default"]

export const UNCHECKED_PROVIDER_MESSAGE =
  "This payment method is not offered: the shop cannot check the money of pp_system_default. Choose one of the region's other payment providers."

/**
 * POST /store/payment-collections/:id/payment-sessions with an unchecked provider: 400, nothing
 * created. An unknown collection: 404 (Medusa's workflow would fail with a 500 reading its amount).
 */
export async function refuseUncheckedPaymentSession(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  const providerId = (req.body as { provider_id?: unknown } | undefined)?.provider_id
  if (typeof providerId === "string" && UNCHECKED_PROVIDER_IDS.includes(providerId)) {
    return next(new MedusaError(MedusaError.Types.NOT_ALLOWED, UNCHECKED_PROVIDER_MESSAGE))
  }
  try {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "payment_collection", fields: ["id"], filters: { id: req.params.id } })
    if (!data[0]) {
      return next(new MedusaError(MedusaError.Types.NOT_FOUND, `Payment collection with id: ${String(req.params.id).slice(0, 80)} was not found`))
    }
    next()
  } catch (e) {
    next(e)
  }
}

/**
 * POST /store/carts/:id/complete of a cart paid with an unchecked provider (a session opened before
 * the provider left the region): 400, no order.
 */
export async function refuseUncheckedCartCompletion(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({
      entity: "cart",
      fields: ["id", "payment_collection.payment_sessions.provider_id"],
      filters: { id: req.params.id },
    })
    const sessions = ((data[0] as any)?.payment_collection?.payment_sessions ?? []) as { provider_id?: string }[]
    if (sessions.some((s) => s?.provider_id && UNCHECKED_PROVIDER_IDS.includes(s.provider_id))) {
      return next(new MedusaError(MedusaError.Types.NOT_ALLOWED, UNCHECKED_PROVIDER_MESSAGE))
    }
    next()
  } catch (e) {
    next(e)
  }
}
