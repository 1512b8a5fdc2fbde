import type { CreateNotificationDTO } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ORDER_DESK_MODULE, type OrderDeskModuleService } from "../../../modules/order-desk"
import { entryIntake } from "../../../orders/order-desk"
import { paymentMethodsFromConfig } from "../../../payments/payment-methods"
import { renderOrderReceived, renderStaffNewOrder } from "../../../notifications/order-email"
import { ORDER_EMAIL_FIELDS, orderEmailModel } from "../../../notifications/order-email-model"

export type BuildOrderEmailsStepInput = { order_id: string }

/** The addresses of STAFF_NOTIFY_EMAIL (comma-separated). */
export function staffRecipients(env: NodeJS.ProcessEnv = process.env): string[] {
  return (env.STAFF_NOTIFY_EMAIL ?? "").split(",").map((s) => s.trim()).filter(Boolean)
}

/**
 * Renders the "order received" e-mail (to the order's e-mail, in its language; none without one)
 * and staff's "New order #N" (when STAFF_NOTIFY_EMAIL is set). Each carries an idempotency key of
 * the kind and the order id: the notification module sends a key once (again only after a failure).
 */
export const buildOrderEmailsStep = createStep("build-order-emails", async (input: BuildOrderEmailsStepInput, { container }) => {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const {
    data: [order],
  } = await query.graph({ entity: "order", fields: ORDER_EMAIL_FIELDS, filters: { id: input.order_id } })
  if (!order) {
    return new StepResponse([] as CreateNotificationDTO[])
  }
  const [entry] = await container.resolve<OrderDeskModuleService>(ORDER_DESK_MODULE).listOrderDeskEntries({ order_id: order.id })
  const intake = entry ? entryIntake(entry) : null
  const memo = intake?.input?.orderNumber || null
  const recipients = paymentMethodsFromConfig(container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)) as Record<string, any>
  const storefront = (process.env.STOREFRONT_URL || "http://localhost:8000").replace(/\/$/, "")
  const token = (entry as { status_token?: string | null } | undefined)?.status_token
  const model = { ...orderEmailModel(order, { memo, recipients, intake }), statusUrl: token ? `${storefront}/orders/${token}` : null }
  const common = { channel: "email", resource_id: order.id, resource_type: "order", trigger_type: "order.placed" }
  const notifications: CreateNotificationDTO[] = []
  if (order.email) {
    notifications.push({
      ...common,
      to: order.email,
      template: "order-received",
      idempotency_key: `order-received:${order.id}`,
      data: { ...(await renderOrderReceived(model)), order_number: model.number, language: model.lang },
    })
  }
  const staff = staffRecipients()
  if (staff.length) {
    const base = (process.env.STOREFRONT_URL || "http://localhost:8000").replace(/\/$/, "")
    notifications.push({
      ...common,
      to: staff.join(", "),
      template: "staff-new-order",
      idempotency_key: `staff-new-order:${order.id}`,
      data: { ...(await renderStaffNewOrder(model, `${base}/admin`)), order_number: model.number },
    })
  }
  return new StepResponse(notifications)
})
