import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { STAFF_ORDER_ERRORS } from "@shop/contract"
import { entryOfMedusaOrder, type StaffEntry } from "#shop/orders/staff-orders"

export const NOT_A_SHOP_ORDER = STAFF_ORDER_ERRORS.notAShopOrder

/** The order-desk entry of the Medusa order with this id, or 404. */
export async function shopOrderEntry(scope: MedusaContainer, medusaOrderId: string): Promise<StaffEntry> {
  const entry = await entryOfMedusaOrder(scope, medusaOrderId)
  if (!entry) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, NOT_A_SHOP_ORDER)
  }
  return entry
}
