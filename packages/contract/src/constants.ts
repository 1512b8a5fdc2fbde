/**
 * The /api contract's constants (spec points 3, 4 and 9; docs/back-office-api.md). The server checks
 * them and the back offices offer them: one declaration for compat-api, medusa-backend's shipping
 * module, the storefront and admin-extensions. One module per concern, so that a bundle takes only
 * what its pages use (the shop's home page needs the payment methods, not the packages).
 */
export * from "./constants/orders.js"
export * from "./payments/constants.js"
export * from "./shipping/constants.js"

/** The longest reason Reject takes (PATCH /api/orders/{id}/payment `reason`). */
export const PAYMENT_REASON_MAX = 500
