import type { MedusaContainer } from "@medusajs/framework/types"
import { SHIPPING_MODULE, type ShippingModuleService } from "../modules/shipping"
import type { QuoteInput } from "../modules/shipping/service"

/**
 * The shipping module (src/modules/shipping), the carrier gateway: Shippo with SHIPPO_API_KEY,
 * the offline sandbox without. It quotes rates and buys, reads and refunds labels; it knows
 * nothing of orders.
 */
export { SHIPPING_MODULE }
export type { BoughtLabel, ShipMode } from "../modules/shipping/service"
export type { Parcel } from "../modules/shipping/packages"

/** A parcel's sides as the shipping calls receive them (checked by the module's resolveParcel). */
export type Dimensions = NonNullable<QuoteInput["dimensions"]>

export const shippingService = (scope: Pick<MedusaContainer, "resolve">) => scope.resolve<ShippingModuleService>(SHIPPING_MODULE)
