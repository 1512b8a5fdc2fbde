import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

/**
 * Medusa's cart-promotion routes fail with a 500 for a cart id that does not exist (the workflow
 * reads the missing cart's fields); the other cart routes answer 404. Those routes answer the same
 * 404 here, before Medusa.
 */
export const UNKNOWN_CART_ROUTES: { matcher: string; methods: ("POST" | "DELETE")[] }[] = [
  { matcher: "/store/carts/:id/promotions", methods: ["POST", "DELETE"] },
]

export async function answerUnknownCart(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const id = req.params.id
    const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
    const { data } = await query.graph({ entity: "cart", fields: ["id"], filters: { id } })
    if (!data[0]) return next(new MedusaError(MedusaError.Types.NOT_FOUND, `Cart id not found: ${String(id).slice(0, 80)}`))
    next()
  } catch (e) {
    next(e)
  }
}
