/** POST /api/create-payment-link: the body's schema and texts are the contract's (@shop/contract). */
export { ApiPostCreatePaymentLink, PAYMENT_LINK_ERRORS, type ApiPostCreatePaymentLinkType } from "@shop/contract"
