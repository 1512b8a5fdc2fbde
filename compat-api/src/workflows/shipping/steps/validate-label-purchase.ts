import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ShippingFailure } from "../../../shipping/failures"
import { labelExistsFailure, orderWithFulfillments, unfulfilledItems, type FulfillmentRow } from "../../../shipping/labels"
import { shippingService } from "../../../shipping/shipping-module"
import { shipToFromEntry, shipToFromMedusaAddress, type ShipTo } from "../../../legacy/mappers/shipping"
import { entryOf, requirePlaced } from "../../../orders/staff-orders"

export type ValidateLabelPurchaseInput = { order_number: number; package_type: string | null }

export type LabelPurchase = {
  entry_id: string
  order_id: string
  display_id: number
  to: ShipTo
  /** The order's items not in a fulfillment yet: the new fulfillment's items. */
  items: { id: string; quantity: number }[]
  /** A live fulfillment that already carries a label (bought before the desk could record it): recorded instead of buying. */
  labeled: FulfillmentRow | null
}

/**
 * Checks that the order can get its label (run under the order's label lock): a known package type
 * (400), no label yet (409 Label Already Created), placed in Medusa (409), items left to fulfill
 * (409). Reads only, so there is nothing to undo.
 */
export const validateLabelPurchaseStep = createStep(
  "shop-validate-label-purchase",
  async (input: ValidateLabelPurchaseInput, { container }) => {
    const types = shippingService(container).listPackageTypes()
    if (input.package_type && !types.some((p) => p.key === input.package_type)) {
      throw new ShippingFailure(400, `packageType must be one of: ${types.map((p) => p.key).join(", ")}.`)
    }
    const entry = await entryOf(container, input.order_number)
    const exists = labelExistsFailure(entry)
    if (exists) throw exists
    const orderId = requirePlaced(entry)
    const order = await orderWithFulfillments(container, orderId)
    const labeled = (order.fulfillments ?? []).find((f) => !f.canceled_at && f.labels?.length) ?? null
    const items = unfulfilledItems(order)
    if (!labeled && !items.length) {
      throw new ShippingFailure(
        409,
        "Every item of this order is already in a Medusa fulfillment without a label. Cancel that fulfillment in Medusa's admin, then create the label here."
      )
    }
    const purchase: LabelPurchase = {
      entry_id: entry.id,
      order_id: orderId,
      display_id: entry.order_display_id!,
      to: shipToFromMedusaAddress(order.shipping_address as any, order.email) ?? shipToFromEntry(entry),
      items,
      labeled,
    }
    return new StepResponse(purchase)
  }
)
