/**
 * @shop/staff: everything the two back offices share that is not markup. The shop's /admin
 * (storefront/src/features/staff) and our pages in Medusa's admin (admin-extensions) each draw
 * their own views with their own UI kit over this one layer.
 */
export * from "./client"
export * from "./queries"
export * from "./lists"
export * from "./order-actions"
export * from "./summary"
export * from "./history"
export * from "./roles"
export * from "./users"
