/**
 * "Shipping" here is Medusa's side of a label (one of the shop's three shipping folders): the
 * `shippo_shippo` fulfillment provider of the seeded Standard Delivery option. It buys nothing: it
 * keeps the label compat-api's buyShippingLabelWorkflow bought (through the carrier gateway,
 * compat-api/src/shipping/module) as the Medusa fulfillment's label, and refunds it with
 * Shippo when that fulfillment is canceled. client.ts is the Shippo SDK client both use.
 */
import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import ShippoFulfillmentProviderService from "./service"

export default ModuleProvider(Modules.FULFILLMENT, { services: [ShippoFulfillmentProviderService] })

/** The Shippo options from the environment, for medusa-config.ts (the shipping module takes the same). */
export { shippoOptionsFromEnv } from "./types"
