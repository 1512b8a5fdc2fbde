import { PRODUCT_ERRORS } from "@shop/contract"

/**
 * Prices as staff type them (spec point 5: free text, dollar signs removed): the contract's
 * parsePrice, which the product schemas use too.
 */
export { MAX_PRICE, parsePrice } from "@shop/contract"

/** The one message for every price the shop cannot take. */
export const PRICE_ERROR = PRODUCT_ERRORS.price
