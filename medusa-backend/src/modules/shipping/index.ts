import { Module } from "@medusajs/framework/utils"
import ShippingModuleService from "./service"

/**
 * Rates and labels: Shippo when SHIPPO_API_KEY is set, else the offline sandbox. compat-api's
 * shipping calls and the `shippo` fulfillment provider both work through it.
 */
export const SHIPPING_MODULE = "shipping"

export default Module(SHIPPING_MODULE, { service: ShippingModuleService })
