/** An order's states and limits (spec point 4; docs/back-office-api.md). */

/** Spec point 4: an order's status; anything else shows grey. */
export const ORDER_STATUSES = ["pending", "acknowledged", "processing", "completed", "cancelled", "shipped"] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
/** Spec point 4: paymentStatus. */
export const PAYMENT_STATUSES = ["pending", "paid", "failed"] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
/** The shipping pages' orderStatus: null until the Ship button sets it. */
export const SHIPPING_STATUSES = ["shipped"] as const
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number]
/** Where an accepted order stands on its way into Medusa (docs/back-office-api.md: order intake). */
export const PLACEMENTS = ["queued", "placing", "placed", "failed"] as const
export type Placement = (typeof PLACEMENTS)[number]

/** Spec point 9: Limit to 10 keeps this many orders. */
export const ORDERS_KEPT_BY_LIMIT = 10
/** A sane ceiling per cart line, so a typo cannot order 10 000 jars. */
export const MAX_QUANTITY_PER_LINE = 99

/** The product utilities of Medusa's admin page (POST /admin/shop/utilities/{name}). */
export const UTILITY_NAMES = ["fix-images", "remove-duplicates", "reset-categories", "fix-database-ids"] as const
export type UtilityName = (typeof UTILITY_NAMES)[number]
