/**
 * Where an order's parcel stands, as every shipping screen shows it (issue 26 point 6): from the
 * contract's story (shipmentState), never from the spec's `status`/`orderStatus` alone. A bought
 * label sets the spec's status "shipped" (spec point 4), yet the parcel has not left: the screens
 * show "Label created" until the order is shipped, so /shipping-admin, /shippo-admin and Medusa's
 * Shipping page read the same. Which orders each list holds is the server's (GET
 * /api/shipping/orders?list=pending|shipped, the contract's isWaitingForShipping / isShipped).
 */
import { isShipped, type OrderStory } from "@shop/contract"

export type ShipmentMark = "notShipped" | "labelBought" | "shipped"

export const shipmentMarkOf = (o: Pick<OrderStory, "shipmentState">): ShipmentMark =>
  o.shipmentState === "shipped" ? "shipped" : o.shipmentState === "label_bought" ? "labelBought" : "notShipped"

/** The order's status for a status badge on a shipping screen: the label's "shipped" is not shown as shipped (null: no badge). */
export const shippingScreenStatus = <S extends string | null>(o: { status: S } & Pick<OrderStory, "shipmentState">): S | null =>
  o.status === "shipped" && !isShipped(o) ? null : o.status
