/** The shipping calls' bodies and their texts (spec point 5): the contract's (@shop/contract). */
export {
  ApiPostCreateLabel,
  ApiPostDirectLabel,
  ApiPostGetRates,
  ApiPostSimpleLabel,
  ApiPostUspsFlatRates,
  ApiShippingOrdersQuery,
  FLAT_RATE_PACKAGES as FLAT_RATE_TYPES,
  SHIPPING_INPUT_ERRORS,
} from "@shop/contract"
