import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { ESTIMATED_WEIGHT_LB, PACKAGE_TYPES, isPackageKey } from "@shop/contract"
import { ShippingFailure, SHIPPING_TEXTS } from "../../failures"
import { labelExistsFailure, orderWithFulfillments, unfulfilledItems, type FulfillmentRow } from "../../labels"
import { shippingService } from "../../shipping-module"
import { shipToFromEntry, shipToFromMedusaAddress, type ShipTo } from "../../shipping-mapper"
import { entryOf, requirePlaced, requireVerifiedPayment } from "#shop/orders/staff-orders"

export type ValidateLabelPurchaseInput = {
  order_number: number
  package_type: string | null
  /** The direct USPS label (no rate chosen): its parcel is the estimated 2 lb, which must fit the package. */
  direct?: boolean
  /** Staff said yes to 'The payment is not verified yet. Ship anyway?'. */
  allow_unverified_payment?: boolean
}

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
 * (400), the direct label's estimated 2 lb within the package's limit (400, the contract's limits:
 * a Flat Rate Envelope takes 1 lb), no label yet (409 Label Already Created), a verified payment
 * unless staff allowed an unverified one (409), placed in Medusa (409), items left to fulfill (409).
 * Reads only, so there is nothing to undo.
 */
export const validateLabelPurchaseStep = createStep(
  "shop-validate-label-purchase",
  async (input: ValidateLabelPurchaseInput, { container }) => {
    const types = shippingService(container).listPackageTypes()
    if (input.package_type && !types.some((p) => p.key === input.package_type)) {
      throw new ShippingFailure(400, `packageType must be one of: ${types.map((p) => p.key).join(", ")}.`)
    }
    if (input.direct && isPackageKey(input.package_type) && ESTIMATED_WEIGHT_LB > PACKAGE_TYPES[input.package_type].maxWeightLb) {
      throw overLimit(input.package_type, ESTIMATED_WEIGHT_LB)
    }
    const entry = await entryOf(container, input.order_number)
    const exists = labelExistsFailure(entry)
    if (exists) throw exists
    requireVerifiedPayment(entry, input.allow_unverified_payment)
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

/** 400: the parcel is heavier than the package takes (the code's words, then the numbers). */
function overLimit(packageType: keyof typeof PACKAGE_TYPES, weightLb: number) {
  const pkg = PACKAGE_TYPES[packageType]
  return new ShippingFailure(400, SHIPPING_TEXTS.overPackageLimit, `${weightLb} lb is over the ${pkg.maxWeightLb} lb limit of the ${pkg.label}.`)
}
