/**
 * GET /admin/shop/shipping/check-api-key: the Shippo mode for the Shipping page, the very handler of
 * GET /api/simple-shipping/check-api-key: `{ isValid, mode: "sandbox" | "test" | "live", message }`.
 */
export { GET } from "#shop/api/api/simple-shipping/check-api-key/route"
