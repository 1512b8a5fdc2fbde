/** POST /api/orders: the body's schema and the spec's checkout texts are the contract's (@shop/contract). */
export { ApiPostOrder, ORDER_ERRORS, type ApiPostOrderType } from "@shop/contract"
