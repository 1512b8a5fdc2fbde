/**
 * @shop/contract: the shop's /api contract, declared once for compat-api (the server), the
 * storefront and admin-extensions (the clients) and medusa-backend's shipping module.
 * - constants: payment methods, statuses, packages, weights and limits
 * - fees: the delivery and card processing fee rules
 * - errors: every error text with its stable code, and the legacy error shape
 * - types: the answers of the calls
 * - schemas: the zod schemas of the request bodies and queries (the server validates with them)
 * - shop-facts: the shop's name, address, phone, e-mails and ship-from, with their overrides
 * - security-headers: the browser security headers of every door that serves a page
 */
export * from "./constants.js"
export * from "./errors.js"
export * from "./fees.js"
export * from "./orders/cancel.js"
export * from "./orders/contact-format.js"
export * from "./orders/order-story.js"
export * from "./orders/order-query.js"
export * from "./catalog/constants.js"
export * from "./catalog/catalog-query.js"
export * from "./catalog/catalog-page.js"
export * from "./catalog/search.js"
export * from "./orders/shop-days.js"
export * from "./payments/decisions.js"
export * from "./price.js"
export * from "./schemas/index.js"
export * from "./security-headers.js"
export * from "./shipping/carrier-service.js"
export * from "./shipping/label-price.js"
export * from "./shop-facts.js"
export * from "./shop-settings.js"
export * from "./rich-text.js"
export * from "./staff-roles.js"
export type * from "./types.js"
export * from "./orders/order-history.js"
export * from "./orders/print.js"
