import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { loadOrderEmailSource } from "../../../notifications/load-order-email-model"
import { renderShopperEmail, type ShopperMessageKind } from "../../../notifications/order-email"

export type OrderUpdateEmailKind = Exclude<ShopperMessageKind, "order-received">

export type BuildOrderUpdateEmailStepInput = { entry_id: string; kind: OrderUpdateEmailKind; trigger: string }

/**
 * The shopper's e-mail about something staff did to the order (payment confirmed or a problem with
 * it, on its way, cancelled), in the order's language, to the e-mail given at checkout; nothing
 * without one. "Payment confirmed" is for the methods staff check by hand: a card order's "order
 * received" already said it is paid. One per order and kind (idempotency key): verifying again
 * after an undo, or a label bought after Ship, tells the shopper nothing new.
 */
export const buildOrderUpdateEmailStep = createStep("build-order-update-email", async (input: BuildOrderUpdateEmailStepInput, { container }) => {
  const none = new StepResponse([] as CreateNotificationDTO[])
  const source = await loadOrderEmailSource(container, { entry_id: input.entry_id })
  if (!source?.email || !source.model.number) return none
  const { model, entry, order } = source
  if (input.kind === "payment-confirmed" && model.payment.kind === "card") return none
  const key = order?.id ?? entry!.id
  const mail = await renderShopperEmail(input.kind, model)
  return new StepResponse([
    {
      channel: "email",
      to: source.email,
      template: input.kind,
      resource_id: key,
      resource_type: "order",
      trigger_type: input.trigger,
      idempotency_key: `${input.kind}:${key}`,
      data: { ...mail, order_number: model.number, language: model.lang },
    },
  ] as CreateNotificationDTO[])
})
