import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { IPaymentModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"

/** The card provider's id in Medusa's payment module (stripe-provider, registered with id "stripe"). */
export const STRIPE_CHECKOUT_PROVIDER = "stripe-checkout_stripe"

/** Medusa's webhook route of the card provider: /hooks/payment/{provider}. */
export const STRIPE_CHECKOUT_WEBHOOK_ROUTE = `/hooks/payment/${STRIPE_CHECKOUT_PROVIDER}`

/**
 * Medusa's /hooks/payment route answers 200 to anything and checks the event later. Stripe's
 * webhook is checked here first, through the provider (signature against STRIPE_WEBHOOK_SECRET,
 * on the raw body Medusa keeps for that route): a forged or unsigned call gets 400 and never
 * reaches the payment subscriber (subscribers/card-checkout-webhook.ts).
 */
export async function verifyStripeCheckoutWebhook(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
  try {
    const payment = req.scope.resolve<IPaymentModuleService>(Modules.PAYMENT)
    await payment.getWebhookActionAndData({
      provider: STRIPE_CHECKOUT_PROVIDER,
      payload: { data: req.body as Record<string, unknown>, rawData: (req as any).rawBody, headers: req.headers as Record<string, unknown> },
    })
  } catch (err) {
    res.status(400).send(`Webhook Error: ${(err as Error).message}`)
    return
  }
  next()
}
