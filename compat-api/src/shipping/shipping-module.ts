import type { MedusaContainer } from "@medusajs/framework/types"
import { SHIPPING_MODULE, type ShippingModuleService } from "./module"
import type { QuoteInput } from "./module/service"

/**
 * The shipping module (src/shipping/module), the carrier gateway: Shippo with SHIPPO_API_KEY,
 * the offline sandbox without. It quotes rates and buys, reads and refunds labels; it knows
 * nothing of orders.
 */
export { SHIPPING_MODULE }
export type { BoughtLabel, ShipMode } from "./module/service"
export type { Parcel } from "./module/packages"

/** A parcel's sides as the shipping calls receive them (checked by the module's resolveParcel). */
export type Dimensions = NonNullable<QuoteInput["dimensions"]>

export const shippingService = (scope: Pick<MedusaContainer, "resolve">) => scope.resolve<ShippingModuleService>(SHIPPING_MODULE)
