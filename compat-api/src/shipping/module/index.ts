/**
 * "Shipping" here is the carrier gateway (one of the three parts of src/shipping, see its README):
 * - compat-api/src/shipping/module (this module): rates and labels from the carriers, through
 *   Shippo with SHIPPO_API_KEY, else the offline sandbox (USPS's published flat-rate prices, sample
 *   labels); it stores label files with Medusa's file module and knows nothing of orders.
 * - compat-api/src/shipping/shippo-provider: Medusa's fulfillment provider that keeps a bought
 *   label on the order's Medusa fulfillment and refunds it when that fulfillment is canceled.
 * - compat-api/src/shipping (+ its workflows/): the shop's label desk for orders:
 *   the rate comparison of an order, buying its label and shipping it (Medusa workflows), the files.
 */
import { Module } from "@medusajs/framework/utils"
import ShippingModuleService from "./service"

/** The module's name in the container: compat-api resolves the carrier gateway as "shipping". */
export const SHIPPING_MODULE = "shipping"

export default Module(SHIPPING_MODULE, { service: ShippingModuleService })

export { ShippingModuleService }

export { isUpstreamError, ShippingInputError, ShippingUpstreamError } from "./errors"
export { USPS_PRIORITY_MAIL_FLAT_RATE_RETAIL } from "./usps-flat-rate-prices"
