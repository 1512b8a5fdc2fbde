import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { paymentMethodsFromConfig } from "#shop/payments/payment-methods"

/** GET /api/payment-methods: public; the recipients shown on the checkout's manual payment tabs. */
export const GET = async (req: MedusaRequest, res: MedusaResponse) => {
  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  res.set("cache-control", "public, max-age=60")
  res.json(paymentMethodsFromConfig(config))
}
