import type { Order } from "../../api/orders"

// Which orders each shipping list holds is the server's (GET /api/shipping/orders?list=pending|shipped,
// the contract's isWaitingForShipping / isShipped): the screens do not filter again (issue 26 point 6).

export const hasLabel = (o: Pick<Order, "trackingNumber" | "shippingLabel">) => Boolean(o.trackingNumber || o.shippingLabel)

/** The summed quantity of the order's items. */
export const itemCount = (o: Pick<Order, "orderItems">) => o.orderItems.reduce((n, i) => n + (Number(i.quantity) || 0), 0)
