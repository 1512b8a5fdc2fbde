import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { CARD_CHECKOUT_MODULE, type CardCheckoutModuleService } from "./checkout-module"
import { acceptOrder } from "../orders/accept-order"
import type { AcceptedOrder } from "../orders/order-desk"

/**
 * The order of a paid Checkout Session, from what create-payment-link put in its metadata (the
 * priced items, the name, the one-line address, the phone, the notes) and the e-mail Stripe collected.
 * Returns null, with a log line for staff, when the session is not paid or lacks the details.
 */
export async function placeOrderFromPaidCheckout(
  scope: MedusaContainer,
  sessionId: string,
  email: string | null
): Promise<AcceptedOrder | null> {
  const logger = scope.resolve(ContainerRegistrationKeys.LOGGER)
  const session = await scope.resolve<CardCheckoutModuleService>(CARD_CHECKOUT_MODULE).retrieveCheckoutSession(sessionId)
  if (session?.status !== "complete" || session.payment_status !== "paid") {
    return null
  }
  const meta = session.metadata ?? {}
  const items = parseItems(meta.items)
  if (meta.source !== "create-payment-link" || !items || !meta.delivery_address || !meta.customer_name || !meta.amount_due) {
    logger.warn(`card webhook: ${sessionId} is paid but lacks the order details in its metadata; staff must place it by hand.`)
    return null
  }
  return acceptOrder(scope, {
    customerName: meta.customer_name,
    customerEmail: email ?? session.customer_email ?? null,
    customerPhone: meta.customer_phone ?? "",
    deliveryAddress: meta.delivery_address,
    totalAmount: Number(meta.amount_due),
    paymentMethod: "stripe",
    paymentSessionId: sessionId,
    orderItems: items,
    notes: meta.notes || null,
    paymentConfirmed: true,
    ...(meta.locale === "km" || meta.locale === "en" ? { locale: meta.locale } : {}),
  })
}

function parseItems(raw: string | undefined): { id: string; quantity: number }[] | null {
  try {
    const list = JSON.parse(raw ?? "") as unknown
    if (!Array.isArray(list) || !list.length) return null
    const items = list.map((x) => ({ id: String((x as unknown[])[0]), quantity: Number((x as unknown[])[1]) }))
    return items.every((i) => i.id && Number.isInteger(i.quantity) && i.quantity > 0) ? items : null
  } catch {
    return null
  }
}
