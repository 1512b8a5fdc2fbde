export * from "./buy-shipping-label"
export * from "./ship-order"
