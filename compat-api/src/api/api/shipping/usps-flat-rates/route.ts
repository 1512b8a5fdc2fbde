import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { totalQuantity } from "#shop/shipping/shipping-mapper"
import { answerShipping, SHIPPING_TEXTS } from "#shop/shipping/failures"
import { ESTIMATED_WEIGHT_LB, ratesForOrder } from "#shop/shipping/rates"
import { shippingService } from "#shop/shipping/shipping-module"
import { parseJsonBody } from "#shop/http/validate-body"
import { ApiPostUspsFlatRates } from "../validators"

/**
 * POST /api/shipping/usps-flat-rates `{ orderItems: [{ quantity }], orderId? }` (admin): the USPS
 * flat-rate box for the summed quantity (≤ 2 small, 3–4 medium, more large), estimated at 2 lb,
 * and its rates: quoted for the order's address when `orderId` is given (cached like get-rates),
 * else USPS's published Priority Mail Flat Rate retail price (the same to any US address).
 */
export const POST = (req: AuthenticatedMedusaRequest, res: MedusaResponse) =>
  answerShipping(res, SHIPPING_TEXTS.ratesFailed, async () => {
    const body = parseJsonBody(req, ApiPostUspsFlatRates)
    const shipping = shippingService(req.scope)
    const quantity = totalQuantity(body.orderItems)
    const packageType = shipping.flatRateBoxForQuantity(quantity)
    const parcel = shipping.resolveParcel(packageType, ESTIMATED_WEIGHT_LB)
    const rates =
      body.orderId != null
        ? (await ratesForOrder(req.scope, { orderId: body.orderId, packageType, weight: ESTIMATED_WEIGHT_LB })).rates
        : shipping.publishedFlatRates(packageType)
    return {
      success: true,
      packageType,
      template: parcel.package.template,
      estimatedWeight: ESTIMATED_WEIGHT_LB,
      totalQuantity: quantity,
      mode: shipping.mode,
      rates,
      ...(rates.length ? {} : { message: SHIPPING_TEXTS.noRates }),
    }
  })
