import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { SHIPPING_ERRORS } from "@shop/contract"
import { isSandboxSessionId } from "./card-sandbox"

/**
 * Medusa's own admin routes that fulfil, ship or deliver an order (the /app buttons "Create
 * fulfillment", "Mark as shipped", "Mark as delivered"). A card order paid in the offline sandbox
 * (a test card, no money) never counts as paid for shipping (issue 24, point 4): these answer 409
 * `shipping.sandboxPayment`. The shop's own Ship (`allowUnverifiedPayment: true`, staff's "it is a
 * test") runs Medusa's workflows in-process and is not behind these routes.
 */
export const SANDBOX_SHIPPING_ROUTES: { matcher: string; methods: ["POST"]; find: "order" | "fulfillment" | "body-order" }[] = [
  { matcher: "/admin/orders/:id/fulfillments", methods: ["POST"], find: "order" },
  { matcher: "/admin/orders/:id/fulfillments/:fulfillment_id/shipments", methods: ["POST"], find: "order" },
  { matcher: "/admin/orders/:id/fulfillments/:fulfillment_id/mark-as-delivered", methods: ["POST"], find: "order" },
  { matcher: "/admin/fulfillments", methods: ["POST"], find: "body-order" },
  { matcher: "/admin/fulfillments/:id/shipment", methods: ["POST"], find: "fulfillment" },
]

type OrderPayments = {
  metadata?: Record<string, unknown> | null
  payment_collections?: { payments?: { data?: Record<string, unknown> | null }[]; payment_sessions?: { data?: Record<string, unknown> | null }[] }[] | null
}

const ORDER_FIELDS = ["id", "metadata", "payment_collections.payments.data", "payment_collections.payment_sessions.data"]

/** Marked by the shop when it placed the order, or paid with a sandbox Checkout Session. */
export function orderPaidInSandbox(order: OrderPayments | undefined | null): boolean {
  if (!order) return false
  if (order.metadata?.payment_sandbox === true) return true
  return (order.payment_collections ?? []).some((c) =>
    [...(c?.payments ?? []), ...(c?.payment_sessions ?? [])].some((p) => isSandboxSessionId(p?.data?.checkout_session_id))
  )
}

async function orderOf(req: MedusaRequest, find: "order" | "fulfillment" | "body-order"): Promise<OrderPayments | undefined> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  if (find === "fulfillment") {
    const id = req.params.id
    if (typeof id !== "string" || !id) return undefined
    const { data } = await query.graph({ entity: "fulfillment", fields: ["id", ...ORDER_FIELDS.map((f) => `order.${f}`)], filters: { id } })
    return (data[0] as any)?.order ?? undefined
  }
  const id = find === "order" ? req.params.id : (req.body as { order_id?: unknown } | undefined)?.order_id
  if (typeof id !== "string" || !id) return undefined
  const { data } = await query.graph({ entity: "order", fields: ORDER_FIELDS, filters: { id } })
  return data[0] as OrderPayments | undefined
}

/** 409 in Medusa's shape for a sandbox-paid order; anything else (unknown ids too) goes on to Medusa. */
export function refuseSandboxShipping(find: "order" | "fulfillment" | "body-order") {
  return async function refuseSandboxPaidShipping(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
    try {
      if (orderPaidInSandbox(await orderOf(req, find))) {
        res.status(409).json({ type: "not_allowed", message: SHIPPING_ERRORS.sandboxPayment, code: "shipping.sandboxPayment" })
        return
      }
      next()
    } catch (e) {
      next(e)
    }
  }
}
