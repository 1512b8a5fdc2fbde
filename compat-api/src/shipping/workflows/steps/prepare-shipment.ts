import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { orderWithFulfillments, num, unfulfilledItems } from "../../labels"
import { entryOf, requireVerifiedPayment } from "#shop/orders/staff-orders"

export type Shipment = {
  order_id: string
  fulfillment_id: string
  items: { id: string; quantity: number }[]
  labels: { id: string; tracking_number: string; tracking_url: string; label_url: string }[]
}

/** The items of an order shipped without a label, for a fulfillment of their own. */
export type Fulfilment = { order_id: string; items: { id: string; quantity: number }[] }

/**
 * The fulfillment the Ship button ships: the one carrying the order's label (else the order's
 * first one not shipped or canceled), with its items and labels. An order without one gets one
 * (`fulfill`: its items not fulfilled yet, through its delivery method, no label), so Medusa's
 * order shows shipped as well; only an order Medusa cannot fulfil (canceled, no delivery method,
 * nothing left to fulfil, not placed yet) changes on the desk alone. 409 for an order whose
 * payment is not verified, unless staff allowed it (`allow_unverified_payment`). Reads only.
 */
export const prepareShipmentStep = createStep(
  "shop-prepare-shipment",
  async (input: { order_number: number; allow_unverified_payment?: boolean }, { container }) => {
    const entry = await entryOf(container, input.order_number)
    requireVerifiedPayment(entry, input.allow_unverified_payment)
    if (!entry.order_id) {
      return new StepResponse({ entry_id: entry.id, shipment: null as Shipment | null, fulfill: null as Fulfilment | null })
    }
    const order = await orderWithFulfillments(container, entry.order_id)
    const open = (order.fulfillments ?? []).filter((f) => !f.shipped_at && !f.canceled_at)
    const labelFulfillment = (entry.metadata?.shipping as { fulfillment_id?: string } | undefined)?.fulfillment_id
    const f = open.find((x) => x.id === labelFulfillment) ?? open.find((x) => x.labels?.length) ?? open[0]
    const shipment: Shipment | null = f
      ? {
          order_id: order.id,
          fulfillment_id: f.id,
          items: (f.items ?? []).map((i) => ({ id: i.line_item_id, quantity: num(i.quantity) })),
          // Medusa replaces the fulfillment's labels with these: the existing ones go back.
          labels: (f.labels ?? []).map((l) => ({ id: l.id, tracking_number: l.tracking_number, tracking_url: l.tracking_url, label_url: l.label_url })),
        }
      : null
    const left = unfulfilledItems(order)
    const canFulfil =
      !shipment && left.length > 0 && !["canceled", "draft"].includes(order.status ?? "") && !!order.shipping_methods?.some((m) => m.shipping_option_id)
    return new StepResponse({ entry_id: entry.id, shipment, fulfill: canFulfil ? ({ order_id: order.id, items: left } as Fulfilment) : null })
  }
)
