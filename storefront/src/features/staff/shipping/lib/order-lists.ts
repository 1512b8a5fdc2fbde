import type { Order } from "../../api/orders"

/**
 * Spec point 4: /shipping-admin's pending list is every order whose orderStatus is neither shipped
 * nor cancelled (a cancelled order, by its status, is not waiting to ship either).
 */
export const isPendingShipment = (o: Order) => o.orderStatus !== "shipped" && o.orderStatus !== "cancelled" && o.status !== "cancelled"
/** /shipping-admin's shipped list: the Ship button's orderStatus. */
export const isShippedOrder = (o: Order) => o.orderStatus === "shipped"

/** Spec point 4: the simple admin's pending list: payment confirmed and a status that is empty or pending. */
export const isSimplePending = (o: Order) => (o.paymentStatus === "paid" || o.paymentConfirmed === true) && (!o.status || o.status === "pending")
/** The simple admin's shipped list: shipped by a label (status) or by the Ship button (orderStatus). */
export const isSimpleShipped = (o: Order) => o.status === "shipped" || o.orderStatus === "shipped"

export const hasLabel = (o: Pick<Order, "trackingNumber" | "shippingLabel">) => Boolean(o.trackingNumber || o.shippingLabel)

/** The summed quantity of the order's items. */
export const itemCount = (o: Pick<Order, "orderItems">) => o.orderItems.reduce((n, i) => n + (Number(i.quantity) || 0), 0)
