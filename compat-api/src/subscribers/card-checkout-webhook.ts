import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { ContainerRegistrationKeys, Modules, PaymentActions, PaymentWebhookEvents } from "@medusajs/framework/utils"
import { placeOrderFromPaidCheckout } from "../card-payment/card-webhook-order"
import { STRIPE_CHECKOUT_PROVIDER } from "../card-payment/webhook-signature"

type WebhookEvent = {
  provider: string
  payload: { data: Record<string, any>; rawData: string | Buffer; headers: Record<string, unknown> }
}

/**
 * Stripe's checkout.session.completed (and async_payment_succeeded) also places the order on the
 * server: a shopper who paid and then closed the tab still gets the order. The event is verified
 * again here (signature, through the provider) before anything is read from it; the session itself
 * is read back from Stripe, and the order goes through the same idempotent intake as
 * POST /api/orders, so the browser and the webhook together still make one order.
 */
export default async function cardCheckoutWebhookHandler({ event, container }: SubscriberArgs<WebhookEvent>) {
  const input = event.data
  if (input?.provider !== STRIPE_CHECKOUT_PROVIDER) {
    return
  }
  const raw = input.payload?.rawData as any
  if (raw?.type === "Buffer") {
    input.payload.rawData = Buffer.from(raw.data)
  }
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  try {
    const { action } = await container.resolve(Modules.PAYMENT).getWebhookActionAndData(input)
    const type = input.payload?.data?.type
    const session = input.payload?.data?.data?.object
    if (action !== PaymentActions.SUCCESSFUL || !/^checkout\.session\./.test(String(type)) || typeof session?.id !== "string") {
      return
    }
    const email = session.customer_details?.email ?? session.customer_email ?? null
    const placed = await placeOrderFromPaidCheckout(container, session.id, email)
    if (placed) {
      logger.info(`card webhook: ${session.id} → order ${placed.id}${placed.created ? "" : " (already placed)"}`)
    }
  } catch (e) {
    logger.error(`card webhook: ${(e as Error).message}`)
  }
}

export const config: SubscriberConfig = {
  event: PaymentWebhookEvents.WebhookReceived,
  context: { subscriberId: "compat-api-card-checkout-webhook" },
}
