import type { IPaymentModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"

type Collection = {
  id: string
  status: string
  amount: unknown
  payment_sessions?: { status: string; amount: unknown }[] | null
  payments?: { captures?: { amount: unknown }[] | null }[] | null
}

const sum = (rows: { amount: unknown }[] | null | undefined) => (rows ?? []).reduce((n, r) => n + Number(r?.amount ?? 0), 0)

/**
 * The status Medusa's payment module gives a collection (maybeUpdatePaymentCollection_) from its
 * sessions and captures: completed, authorized (in part), awaiting with sessions, not paid without.
 */
export function collectionStatusOf(c: Pick<Collection, "amount" | "payment_sessions" | "payments">): string {
  const authorized = (c.payment_sessions ?? []).filter((s) => s.status === "authorized").reduce((n, s) => n + Number(s.amount), 0)
  const captured = (c.payments ?? []).reduce((n, p) => n + sum(p.captures), 0)
  const amount = Number(c.amount)
  if (captured >= amount && amount > 0) return "completed"
  if (authorized > 0) return authorized >= amount ? "authorized" : "partially_authorized"
  return (c.payment_sessions ?? []).length ? "awaiting" : "not_paid"
}

/**
 * Medusa's own word for a rejected payment (issue 26 point 9: it read "Awaiting"): the order's
 * payment collection, nothing captured in it, is "canceled" once staff reject the payment, so
 * Medusa's admin shows the order's payment canceled; any other decision on a canceled collection
 * puts back the status Medusa computes. A collection with captures (a charged card refunded) is
 * Medusa's refund to show and is left alone. Undone by writing back the status it had.
 */
export const settleCollectionStatusStep = createStep(
  "shop-settle-collection-status",
  async (input: { order_id: string | null | undefined; rejected: boolean }, { container }) => {
    if (!input.order_id) return new StepResponse(null, null)
    const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({
      entity: "order",
      fields: [
        "payment_collections.id",
        "payment_collections.status",
        "payment_collections.amount",
        "payment_collections.payment_sessions.status",
        "payment_collections.payment_sessions.amount",
        "payment_collections.payments.captures.amount",
      ],
      filters: { id: input.order_id },
    })
    const collection = ((data[0] as { payment_collections?: Collection[] } | undefined)?.payment_collections ?? [])[0]
    if (!collection) return new StepResponse(null, null)
    const captured = (collection.payments ?? []).some((p) => (p.captures ?? []).length > 0)
    const next = input.rejected ? (captured ? collection.status : "canceled") : collection.status === "canceled" ? collectionStatusOf(collection) : collection.status
    if (next === collection.status) return new StepResponse(null, null)
    await container.resolve<IPaymentModuleService>(Modules.PAYMENT).updatePaymentCollections(collection.id, { status: next } as any)
    return new StepResponse(next, { id: collection.id, status: collection.status })
  },
  async (before, { container }) => {
    if (!before) return
    await container.resolve<IPaymentModuleService>(Modules.PAYMENT).updatePaymentCollections(before.id, { status: before.status } as any)
  }
)
