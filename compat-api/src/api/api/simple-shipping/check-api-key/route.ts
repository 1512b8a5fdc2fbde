import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { shippingService } from "#shop/shipping/shipping-module"

/**
 * GET /api/simple-shipping/check-api-key (admin): `{ isValid, mode, message }`. Sandbox (no
 * SHIPPO_API_KEY) counts as valid so staff can try every screen with sample rates and labels;
 * with a key, Shippo is asked (an invalid key: isValid false with Shippo's words in `details`).
 */
export const GET = async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  res.json(await shippingService(req.scope).checkApiKey())
}
