import type { AuthenticatedMedusaRequest } from "@medusajs/framework/http"
import type { MedusaContainer } from "@medusajs/framework/types"
import type { OrderLabel } from "@shop/contract"
import type { ShippingRecord } from "./shipping-mapper"
import { type StaffEntry } from "../orders/staff-orders"
import { orderDesk } from "../orders/order-desk"
import { ShippingFailure, SHIPPING_TEXTS } from "./failures"
import { buyShippingLabelWorkflow } from "./workflows"

/** Carriers the label call takes (POST /api/shipping/shippo/create-label's list). */
export const LABEL_CARRIERS = ["usps", "ups", "fedex", "shippo"]

/**
 * The order's label as the desk recorded it (`metadata.shipping`, written by the shipping calls),
 * for the order page's shipping section; null without one. `fulfillmentId` is Medusa's fulfillment
 * carrying the label.
 */
export function labelOfEntry(entry: StaffEntry): OrderLabel | null {
  const s = entry.metadata?.shipping as Partial<ShippingRecord> | undefined
  if (!s?.tracking_number && !s?.label_url) return null
  return {
    trackingNumber: s.tracking_number ?? null,
    trackingUrl: s.tracking_url ?? null,
    carrier: s.carrier ?? null,
    service: s.service ?? null,
    labelUrl: s.label_url ?? null,
    createdAt: s.label_created_at ?? null,
    packageType: s.package_type ?? null,
    amount: s.amount ?? null,
    currency: s.currency ?? null,
    sample: Boolean(s.sample),
    fulfillmentId: s.fulfillment_id ?? null,
  }
}

/** Medusa's order id of each order number (the admin links and addresses orders by it). */
export async function medusaOrderIds(scope: MedusaContainer, orderNumbers: number[]): Promise<Map<number, string | null>> {
  if (!orderNumbers.length) return new Map()
  const rows = await orderDesk(scope).listOrderDeskEntries({ order_display_id: orderNumbers }, { select: ["order_display_id", "order_id"] })
  return new Map(rows.map((r) => [Number(r.order_display_id), r.order_id]))
}

/** What a label route asks for: the order, the rate staff chose (none: the direct USPS label), the package, the carrier. */
export type LabelRequest = {
  orderNumber: number
  rateId?: string | null
  packageType?: string | null
  provider?: string | null
  allowUnverifiedPayment?: boolean
}

/**
 * The label routes' one way to buy a label (/api/shipping/create-label, /api/shipping/shippo/create-label,
 * /api/simple-shipping/create-label, /admin/shop/shipping/orders/{id}/label): an unknown carrier is
 * 400, else buyShippingLabelWorkflow as the signed-in staff user; answers the workflow's result.
 */
export async function buyOrderLabel(req: AuthenticatedMedusaRequest, label: LabelRequest) {
  if (label.provider && !LABEL_CARRIERS.includes(label.provider.toLowerCase())) {
    throw new ShippingFailure(400, SHIPPING_TEXTS.unknownProvider)
  }
  const { result } = await buyShippingLabelWorkflow(req.scope).run({
    input: {
      order_number: label.orderNumber,
      ...(label.rateId !== undefined ? { rate_id: label.rateId } : {}),
      package_type: label.packageType ?? null,
      staff_user_id: req.auth_context?.actor_id,
      allow_unverified_payment: label.allowUnverifiedPayment,
    },
  })
  return result
}
