import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"

type Where = "params" | "body"

/**
 * Medusa routes that fail with a 500 for a cart (or shipping option) id that does not exist (their
 * workflows read the missing record's fields), where Medusa's other cart routes answer 404. They
 * answer the same 404 here, before Medusa.
 */
export const UNKNOWN_CART_ROUTES: { matcher: string; methods: ("POST" | "DELETE")[]; cart: Where; shippingOption?: true }[] = [
  { matcher: "/store/carts/:id/promotions", methods: ["POST", "DELETE"], cart: "params" },
  { matcher: "/store/carts/:id/line-items/:line_id", methods: ["DELETE"], cart: "params" },
  { matcher: "/store/shipping-options/:id/calculate", methods: ["POST"], cart: "body", shippingOption: true },
]

async function exists(req: MedusaRequest, entity: string, id: unknown): Promise<boolean> {
  if (typeof id !== "string" || !id) return true // Medusa's own validation answers a missing id
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity, fields: ["id"], filters: { id } })
  return !!data[0]
}

export function answerUnknownCart(route: { cart: Where; shippingOption?: true }) {
  return async function answerUnknownCartId(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction) {
    try {
      const cartId = route.cart === "params" ? req.params.id : (req.body as { cart_id?: unknown } | undefined)?.cart_id
      if (!(await exists(req, "cart", cartId))) {
        return next(new MedusaError(MedusaError.Types.NOT_FOUND, `Cart id not found: ${String(cartId).slice(0, 80)}`))
      }
      if (route.shippingOption && !(await exists(req, "shipping_option", req.params.id))) {
        return next(new MedusaError(MedusaError.Types.NOT_FOUND, `Shipping option with id: ${String(req.params.id).slice(0, 80)} was not found`))
      }
      next()
    } catch (e) {
      next(e)
    }
  }
}
