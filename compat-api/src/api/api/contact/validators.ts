/** POST /api/contact: the body's schema and texts are the contract's (@shop/contract). */
export { ApiPostContact, CONTACT_ERRORS, type ApiPostContactType } from "@shop/contract"
