/** GET /api/aba-qr-code: the query's schema and texts are the contract's (@shop/contract). */
export { ABA_QR_ERRORS, ApiGetAbaQrCode } from "@shop/contract"
