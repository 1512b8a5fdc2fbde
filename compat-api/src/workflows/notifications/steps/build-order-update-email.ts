import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadOrderEmailSource } from "../../../notifications/load-order-email-model"
import { renderShopperEmail, type ShopperMessageKind } from "../../../notifications/order-email"

export type OrderUpdateEmailKind = Exclude<ShopperMessageKind, "order-received">

export type BuildOrderUpdateEmailStepInput = {
  entry_id: string
  kind: OrderUpdateEmailKind
  trigger: string
  /** What the message is about when an order can have several of the kind (a captured payment, an undone one, a refund): one message per ref. */
  ref?: string
  /** Reject's reason (payment-problem). */
  reason?: string
  /** The refund's amount (payment-refunded). */
  amount?: number
}

/**
 * The shopper's e-mail about something staff did to the order (payment confirmed or a problem with
 * it, on its way, cancelled), in the order's language, to the e-mail given at checkout; nothing
 * without one. "Payment confirmed" is for the methods staff check by hand: a card order's "order
 * received" already said it is paid. One per order, kind and ref (idempotency key): a label bought
 * after Ship tells the shopper nothing new; verifying again after an undo (a new payment) does.
 */
export const buildOrderUpdateEmailStep = createStep("build-order-update-email", async (input: BuildOrderUpdateEmailStepInput, { container }) => {
  const none = new StepResponse([] as CreateNotificationDTO[])
  const source = await loadOrderEmailSource(container, { entry_id: input.entry_id })
  if (!source?.email || !source.model.number) return none
  const { model, entry, order } = source
  if (input.kind === "payment-confirmed" && model.payment.kind === "card") return none
  const key = order?.id ?? entry!.id
  const mail = await renderShopperEmail(input.kind, {
    ...model,
    ...(input.reason ? { reason: input.reason } : {}),
    ...(input.kind === "payment-refunded" && input.amount != null ? { refunded: input.amount } : {}),
  })
  return new StepResponse([
    {
      channel: "email",
      to: source.email,
      template: input.kind,
      resource_id: key,
      resource_type: "order",
      trigger_type: input.trigger,
      idempotency_key: input.ref ? `${input.kind}:${key}:${input.ref}` : `${input.kind}:${key}`,
      data: { ...mail, order_number: model.number, language: model.lang },
    },
  ] as CreateNotificationDTO[])
})
