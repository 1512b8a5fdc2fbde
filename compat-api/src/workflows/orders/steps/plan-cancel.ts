import { BigNumber, ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { CANCEL_REFUSAL_ERRORS, cancelRefusal } from "@shop/contract"
import { orderDesk } from "#shop/orders/order-desk"
import { toLegacyOrder, type StaffEntry } from "#shop/orders/staff-orders"

export type CancelPlan = {
  /** The entry as it is now (read under the order's label lock: a label bought meanwhile is in it). */
  entry: StaffEntry
  /** The order's fulfillments not shipped and not cancelled yet: a label bought but never handed over. */
  unused_fulfillment_ids: string[]
  /** Medusa's order metadata as it is (the reason is added to it). */
  metadata: Record<string, unknown>
  /** What Medusa's cancel will refund: each payment's captures less its refunds (refundCapturedPaymentsWorkflow's sum). */
  refund: number
}

const num = (n: unknown) => (n == null ? 0 : new BigNumber(n as any).numeric)

/** Captured and not yet refunded, over the order's payments, in dollars to the cent. */
function stillCaptured(order: any): number {
  const payments = ((order?.payment_collections ?? []) as any[]).flatMap((c) => c?.payments ?? [])
  const cents = payments.reduce((sum: number, p: any) => {
    const captured = ((p?.captures ?? []) as any[]).reduce((s, c) => s + num(c?.amount), 0)
    const refunded = ((p?.refunds ?? []) as any[]).reduce((s, r) => s + num(r?.amount), 0)
    return sum + Math.max(0, Math.round((captured - refunded) * 100))
  }, 0)
  return cents / 100
}

/**
 * Cancel order's check (@shop/contract's cancelRefusal, the rule the buttons read): refused with
 * the spec's 409 for an order cancelled, completed or shipped, by the desk's word or by Medusa's
 * (its status, a fulfillment shipped or delivered), before anything changes. Reads only.
 */
export const planCancelStep = createStep("shop-plan-cancel-order", async (input: { entry: StaffEntry }, { container }) => {
  const [entry = input.entry] = await orderDesk(container).listOrderDeskEntries({ id: input.entry.id })
  const story = toLegacyOrder(entry)
  let fulfillments: any[] = []
  let medusa: any = null
  if (entry.order_id) {
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: [
        "id",
        "status",
        "metadata",
        "fulfillments.id",
        "fulfillments.shipped_at",
        "fulfillments.delivered_at",
        "fulfillments.canceled_at",
        "payment_collections.payments.captures.amount",
        "payment_collections.payments.refunds.amount",
      ],
      filters: { id: entry.order_id },
    })
    medusa = data[0] ?? null
    fulfillments = ((medusa?.fulfillments ?? []) as any[]).filter((f) => f && !f.canceled_at)
  }
  const refusal = cancelRefusal({
    status: medusa?.status === "canceled" ? "cancelled" : medusa?.status === "completed" ? "completed" : story.status,
    shipmentState: fulfillments.some((f) => f.shipped_at || f.delivered_at) ? "shipped" : story.shipmentState,
  })
  if (refusal) throw new MedusaError(MedusaError.Types.CONFLICT, CANCEL_REFUSAL_ERRORS[refusal])
  return new StepResponse<CancelPlan>({
    entry,
    unused_fulfillment_ids: fulfillments.map((f) => f.id),
    metadata: (medusa?.metadata ?? {}) as Record<string, unknown>,
    refund: stillCaptured(medusa),
  })
})
