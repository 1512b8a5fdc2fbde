import { defineMiddlewares } from "@medusajs/framework/http"
import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import type { IPaymentModuleService } from "@medusajs/framework/types"

const STRIPE_CHECKOUT_PROVIDER = "stripe-checkout_stripe"

/**
 * Medusa's /hooks/payment route answers 200 to anything and checks the event later. Stripe's
 * webhook is checked here first, through the provider (signature against STRIPE_WEBHOOK_SECRET):
 * a forged or unsigned call gets 400 and never reaches the payment subscriber.
 */
async function verifyStripeCheckoutWebhook(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction) {
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

export default defineMiddlewares({
  routes: [
    {
      matcher: `/hooks/payment/${STRIPE_CHECKOUT_PROVIDER}`,
      methods: ["POST"],
      middlewares: [verifyStripeCheckoutWebhook],
    },
  ],
})
